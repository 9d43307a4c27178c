import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  addEventListener("load", onChange);
  return () => removeEventListener("load", onChange);
};
const loaded = () => document.readyState === "complete";
const notYet = () => false;

/**
 * Whether the page's load event has passed: false while the server renders and while hydrating, then true once the
 * page has loaded (at once if it already had). For pictures below the first screen that should not share the first
 * moments' bandwidth with the one at the top (docs/decisions/090).
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, loaded, notYet);
}
