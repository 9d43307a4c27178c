export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Smooth unless the visitor asked for reduced motion. */
export function smoothScrollBehavior(): ScrollBehavior {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches ? "auto" : "smooth";
}
