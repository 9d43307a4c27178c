import { drawEveryBand } from "./bands.ts";

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Smooth unless the visitor asked for reduced motion. */
export function smoothScrollBehavior(): ScrollBehavior {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches ? "auto" : "smooth";
}

/**
 * How far the page moves at once when a smooth scroll starts. The browser's smooth scroll starts slowly, and its first
 * frame moves nothing, so a tap on the booking bar showed no answer until the frame after (issue 38, decision 168):
 * with this step the frame after the tap shows the page on its way, and the smooth scroll carries on from there.
 */
const FIRST_STEP_PX = 16;

/**
 * Scrolls to a section of the page, smoothly unless the visitor asked for reduced motion. The bands of a long page
 * that are not drawn yet (app/lib/bands.ts) are drawn first, so the scroll ends on the section rather than where
 * their estimated heights would put it.
 */
export function scrollToSection(target: Element) {
  drawEveryBand();
  const behavior = smoothScrollBehavior();
  if (behavior === "smooth") {
    const distance =
      target.getBoundingClientRect().top - (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
    if (Math.abs(distance) >= 1)
      window.scrollBy({
        top: Math.sign(distance) * Math.min(Math.abs(distance), FIRST_STEP_PX),
        behavior: "instant",
      });
  }
  target.scrollIntoView({ behavior, block: "start" });
}
