/**
 * Popovers the browser opens itself (issue 38, docs/decisions/157): the phone menu is a `popover` opened by its
 * button's `popovertarget`, so it answers a tap in the next frame, before and without any script, and the browser
 * closes it on Escape or a tap outside. The islands runtime (app/islands/start.ts) adds what the browser leaves out:
 *
 * - `aria-expanded` on each button that opens one, kept with the popover as it opens and closes (browsers expose
 *   the state of a popover's button themselves, but not every tool reads it, and tests and styles read the
 *   attribute);
 * - a popover open as the visitor leaves the page is closed, so that Back does not bring the page back with it open.
 */

/** Marks the buttons that open `popover` with whether it is open. */
function mark(popover: Element, open: boolean) {
  for (const button of document.querySelectorAll("[popovertarget]"))
    if (popover.id && button.getAttribute("popovertarget") === popover.id)
      button.setAttribute("aria-expanded", String(open));
}

const isOpen = (popover: Element) => {
  try {
    return popover.matches(":popover-open");
  } catch {
    // A browser without popovers: the menu then stays as the page drew it.
    return false;
  }
};

let listening = false;

/** Marks the popovers under `container` as they are now; once, the listeners that keep them marked. */
export function followPopovers(container: ParentNode) {
  for (const popover of container.querySelectorAll("[popover]")) mark(popover, isOpen(popover));
  if (listening) return;
  listening = true;
  // A popover's toggle does not bubble, but it passes the window on its way down.
  addEventListener(
    "toggle",
    (event) => {
      if (event.target instanceof Element && event.target.hasAttribute("popover"))
        mark(event.target, (event as ToggleEvent).newState === "open");
    },
    true,
  );
  addEventListener("pagehide", () => {
    for (const popover of document.querySelectorAll<HTMLElement>("[popover]"))
      if (isOpen(popover)) popover.hidePopover();
  });
}
