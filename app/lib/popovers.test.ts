// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { followPopovers } from "./popovers.ts";

afterEach(() => document.body.replaceChildren());

/** The phone menu as the page draws it: a button that opens a popover. */
function drawn() {
  document.body.innerHTML = `<button type="button" popovertarget="menu">Open menu</button><nav id="menu" popover="auto"></nav>`;
  return { button: document.querySelector("button")!, menu: document.querySelector("nav")! };
}
/** The browser's toggle of the popover, as it fires once the popover has opened or closed. */
const toggled = (menu: Element, newState: "open" | "closed") =>
  menu.dispatchEvent(Object.assign(new Event("toggle"), { newState }));

describe("popovers the browser opens", () => {
  it("their button says whether each is open, from the start and as it opens and closes", () => {
    const { button, menu } = drawn();
    followPopovers(document);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    toggled(menu, "open");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    toggled(menu, "closed");
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("one open as the visitor leaves the page is closed, so Back does not bring it back open", () => {
    const { menu } = drawn();
    followPopovers(document);
    const hide = vi.fn();
    Object.assign(menu, { hidePopover: hide, matches: (selector: string) => selector === ":popover-open" });
    dispatchEvent(new Event("pagehide"));
    expect(hide).toHaveBeenCalledOnce();
  });
});
