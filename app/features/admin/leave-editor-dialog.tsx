import { useEffect, useRef } from "react";
import type { Blocker } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";

/**
 * "Leave without saving?": asked when staff leave the editor for another staff page with changes not yet saved
 * (routes/keystatic.tsx blocks the navigation). Stay keeps them on the entry; Leave goes on. A native modal dialog:
 * the browser keeps the focus inside it and Escape means Stay.
 */
export function LeaveEditorDialog({ blocker }: { blocker: Blocker }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === "blocked";
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Stay, the choice that loses nothing, has the focus.
    if (blocked && !element.open) {
      element.showModal();
      stay.current?.focus();
    }
    if (!blocked && element.open) element.close();
  }, [blocked]);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="leave-editor-title"
      aria-describedby="leave-editor-text"
      onCancel={(event) => {
        event.preventDefault();
        if (blocker.state === "blocked") blocker.reset();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-2xl bg-card p-6 text-ink shadow-lifted backdrop:bg-ink/60 sm:p-8"
    >
      <h2 id="leave-editor-title" className="text-2xl">
        Leave without saving?
      </h2>
      <p id="leave-editor-text" className="mt-3 text-muted">
        What you changed on this page is not saved yet. Stay and press Save to keep it; it goes live when you
        publish.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={buttonClasses("outline", "sm")}
          onClick={() => (blocker.state === "blocked" ? blocker.proceed() : undefined)}
        >
          Leave
        </button>
        <button
          type="button"
          ref={stay}
          className={buttonClasses("primary", "sm")}
          onClick={() => (blocker.state === "blocked" ? blocker.reset() : undefined)}
        >
          Stay
        </button>
      </div>
    </dialog>
  );
}
