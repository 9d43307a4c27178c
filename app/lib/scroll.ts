/** Smooth unless the visitor asked for reduced motion. */
export function smoothScrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}
