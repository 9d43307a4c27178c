import { useLocation } from "react-router";

/**
 * The current path without a trailing slash. Pre-rendering asks React Router for "/tours/" rather than "/tours",
 * so comparing or building links from the raw pathname would differ between the HTML and the browser.
 */
export function usePathname(): string {
  const { pathname } = useLocation();
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
