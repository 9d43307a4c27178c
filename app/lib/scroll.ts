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

/** What the visitor does to scroll the page themselves: after it, a scroll to a section is theirs to end. */
const OWN_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** Longer than any smooth scroll of the browser's takes. */
const SCROLL_SETTLES_WITHIN_MS = 5000;

/** How far the section is from where a scroll to it should leave it (under the header), in px. */
const offTarget = (target: Element) =>
  target.getBoundingClientRect().top -
  (parseFloat(getComputedStyle(target).scrollMarginTop) || 0) -
  (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);

/**
 * Once a smooth scroll to `target` ends, puts the section back where it should be if what is above it changed height
 * on the way: a band's face arriving as it is drawn (docs/decisions/176), a picture shown as it nears. The browser's
 * smooth scroll runs to the place it worked out when it started, so without this it would end that much off. Not
 * after the visitor scrolled, tapped or pressed a key on the way: then where the page stops is theirs.
 */
function endOnSection(target: Element) {
  if (!("onscrollend" in window)) return;
  const controller = new AbortController();
  const { signal } = controller;
  // A smooth scroll that never ends (the page could not move) leaves nothing listening for a later one.
  setTimeout(() => controller.abort(), SCROLL_SETTLES_WITHIN_MS);
  for (const type of OWN_SCROLL_EVENTS)
    window.addEventListener(type, () => controller.abort(), { signal, passive: true, capture: true });
  window.addEventListener(
    "scrollend",
    () => {
      controller.abort();
      const off = offTarget(target);
      if (Math.abs(off) >= 1) window.scrollBy({ top: off, behavior: "instant" });
    },
    { signal },
  );
}

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
  const moving = Math.abs(offTarget(target)) >= 1;
  target.scrollIntoView({ behavior, block: "start" });
  if (behavior === "smooth" && moving) endOnSection(target);
}
