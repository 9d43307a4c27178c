/**
 * Dialogs the browser opens itself (docs/decisions/181): a button with `commandfor` and `command="show-modal"` opens
 * the `<dialog>` it names as the browser's modal, and `command="close"` closes it, before and without any script
 * (invoker commands). The islands runtime (app/islands/start.ts) adds what some browsers leave out:
 *
 * - in a browser without invoker commands, the same buttons work by this script;
 * - on closing, the focus goes back to the button that opened the dialog. Browsers return it to what had the focus
 *   before opening, and Safari does not focus a button that is clicked, so there it would fall to the page's start.
 */

/** The button that last opened each dialog. */
const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

const supportsCommands = () =>
  typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;

function dialogOf(button: Element): HTMLDialogElement | null {
  const id = button.getAttribute("commandfor");
  const target = id ? document.getElementById(id) : null;
  return target instanceof HTMLDialogElement ? target : null;
}

/** Follows the buttons that open and close dialogs by invoker commands (the runtime calls it once). */
export function followDialogs() {
  const native = supportsCommands();
  addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button[commandfor]") : null;
      const dialog = button && dialogOf(button);
      if (!button || !dialog || (button as HTMLButtonElement).disabled) return;
      const command = button.getAttribute("command");
      if (command === "show-modal") {
        openers.set(dialog, button as HTMLElement);
        if (!native && !dialog.open) dialog.showModal();
      } else if (command === "close" && !native && dialog.open) dialog.close();
    },
    true,
  );
  // A dialog's close does not bubble, but it passes the window on its way down.
  addEventListener(
    "close",
    (event) => {
      if (!(event.target instanceof HTMLDialogElement)) return;
      const opener = openers.get(event.target);
      openers.delete(event.target);
      if (opener?.isConnected && (document.activeElement === document.body || !document.activeElement))
        opener.focus();
    },
    true,
  );
}
