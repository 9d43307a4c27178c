import { drawEveryBand } from "./bands.ts";

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Smooth unless the visitor asked for reduced motion. */
export function smoothScrollBehavior(): ScrollBehavior {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches ? "auto" : "smooth";
}

/**
 * Scrolls to a section of the page, smoothly unless the visitor asked for reduced motion. The bands of a long page
 * that are not drawn yet (app/lib/bands.ts) are drawn first, so the scroll ends on the section rather than where
 * their estimated heights would put it.
 */
export function scrollToSection(target: Element) {
  drawEveryBand();
  target.scrollIntoView({ behavior: smoothScrollBehavior(), block: "start" });
}
