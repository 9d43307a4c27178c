import { cn } from "#app/lib/cn.ts";

/** The id of the page's one waiver dialog (waiver-dialog.tsx), which every waiver link opens. */
export const WAIVER_DIALOG_ID = "liability-waiver";

/**
 * A link-styled button that opens the full liability waiver (spec, "a waiver viewer opened from a link"; it opens a
 * dialog rather than going anywhere, so it is a button: docs/decisions/052). The browser opens the dialog itself, an
 * invoker command (docs/decisions/181): at the first tap, with or without the page's script, and with no island to
 * start. The browser's modal dialog keeps the focus inside, closes on Escape, and returns the focus here
 * (app/lib/dialogs.ts covers a browser that does not).
 */
export function LiabilityWaiverLink({
  label,
  tone = "harbor",
  className,
}: {
  /** The link's words. */
  label: string;
  /** Harbor on light backgrounds, marmalade-light on ink. */
  tone?: "harbor" | "light";
  className?: string;
}) {
  return (
    <button
      type="button"
      commandfor={WAIVER_DIALOG_ID}
      command="show-modal"
      aria-haspopup="dialog"
      className={cn(
        "inline-flex min-h-11 cursor-pointer items-center text-left font-semibold underline underline-offset-4 hover:decoration-2",
        tone === "harbor" ? "text-harbor" : "text-marmalade-light",
        className,
      )}
    >
      {label}
    </button>
  );
}
