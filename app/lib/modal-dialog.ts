import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * A `<dialog>` shown as the browser's own modal while `open` is true (docs/decisions/171): the rest of the page is
 * inert, so focus stays in the dialog (and the browser's own controls), Escape closes it (listen for its `close`
 * event), and it sits above everything in the top layer; app.css keeps the page behind it from scrolling. The focus
 * goes to `firstFocus` as it opens and back to `returnFocusTo` as it closes (Safari does not focus a button that is
 * clicked, so the browser's own return would miss it). Opened and closed as it is drawn and taken away, before the
 * browser paints, so it is never seen out of the top layer.
 */
export function useModalDialog(
  open: boolean,
  {
    firstFocus,
    returnFocusTo,
  }: {
    firstFocus?: RefObject<HTMLElement | null>;
    returnFocusTo: () => HTMLElement | null | undefined;
  },
): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  const focus = useRef({ firstFocus, returnFocusTo });
  focus.current = { firstFocus, returnFocusTo };
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const back = focus.current.returnFocusTo();
    if (!element.open) element.showModal();
    focus.current.firstFocus?.current?.focus();
    return () => {
      if (element.open) element.close();
      if (back?.isConnected) back.focus();
    };
  }, [open]);
  return dialog;
}
