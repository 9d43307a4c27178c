import { EMBED_SCRIPT_URL } from "./booking-urls.ts";

let requested = false;

/**
 * Adds the booking provider's embed script once per page, when the browser is idle (within 2 s) or after 1 s where
 * idle callbacks do not exist (spec, section 7). It never blocks rendering.
 */
export function loadEmbedScriptWhenIdle(): () => void {
  if (requested) return () => {};
  const add = () => {
    if (requested) return;
    requested = true;
    const script = document.createElement("script");
    script.src = EMBED_SCRIPT_URL;
    script.async = true;
    script.dataset.bookingEmbed = "";
    document.body.append(script);
  };
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(add, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(add, 1000);
  return () => clearTimeout(timer);
}
