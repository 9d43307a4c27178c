/**
 * Parts of the page that change as it scrolls (the header turns opaque past 50 px, the booking bar comes up past
 * 300 px; spec, section 9) carry `data-scrolled-past` with their threshold. The islands runtime keeps
 * `data-scrolled="true"` or `"false"` on each, and their CSS does the rest: a visitor who only reads the page runs no
 * island for it (docs/decisions/110). Such an element sets `suppressHydrationWarning`, since the runtime may mark it
 * before its island hydrates.
 */
export const SCROLLED_PAST = "data-scrolled-past";

export function markScrollPositions() {
  const marked = [...document.querySelectorAll<HTMLElement>(`[${SCROLLED_PAST}]`)];
  if (!marked.length) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    for (const element of marked)
      element.dataset.scrolled = String(window.scrollY > Number(element.getAttribute(SCROLLED_PAST)));
  };
  update();
  addEventListener(
    "scroll",
    () => {
      frame ||= requestAnimationFrame(update);
    },
    { passive: true },
  );
}
