import { lazy, Suspense, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import type { Waiver } from "#app/content/schema.ts";
import { island } from "#app/islands/island.tsx";

const loadDialog = () => import("./waiver-dialog.tsx");
const WaiverDialog = lazy(loadDialog);

/**
 * A link-styled button that opens the full liability waiver in a dialog (spec, "a waiver viewer opened from a link";
 * it opens a dialog rather than going anywhere, so it is a button: docs/decisions/052). The browser's modal dialog
 * gives the focus kept inside, Escape and the scroll lock (modal-dialog.ts); closing returns focus to the button. The
 * dialog's code is fetched when the visitor points at or focuses the button, not with the page.
 */
export function LiabilityWaiverLinkView({
  waiver,
  label,
  tone = "harbor",
  className,
}: {
  waiver: Waiver;
  /** The link's words. */
  label: string;
  /** Harbor on light backgrounds, marmalade-light on ink. */
  tone?: "harbor" | "light";
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on: the dialog is only hidden when closed, ready to open again at once.
  const [opened, setOpened] = useState(false);
  const linkRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={linkRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className={cn(
          "inline-flex min-h-11 cursor-pointer items-center text-left font-semibold underline underline-offset-4 hover:decoration-2",
          tone === "harbor" ? "text-harbor" : "text-marmalade-light",
          className,
        )}
      >
        {label}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <WaiverDialog waiver={waiver} open={open} onOpenChange={setOpen} returnFocusTo={linkRef} />
        </Suspense>
      ) : null}
    </>
  );
}

/** An island that starts when a mouse comes over it (the dialog's code loads then) or at the first tap or focus on it. */
export const LiabilityWaiverLink = island("liability-waiver-link", LiabilityWaiverLinkView, { hover: true });
