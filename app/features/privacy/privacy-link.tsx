import { cn } from "#app/lib/cn.ts";
import { PRIVACY_PATH } from "./paths.ts";

/** The words every form shows beside its button (issue 40). */
export const PRIVACY_LINK_WORDS = "How we use this";

/**
 * "How we use this", beside a form's submit button: the privacy notice, where the form's fields, why we ask and how
 * long we keep them are listed. `onDark` for the footer's ink band.
 */
export function PrivacyLink({ onDark = false, className }: { onDark?: boolean; className?: string }) {
  return (
    <a
      href={PRIVACY_PATH}
      data-privacy-link=""
      className={cn(
        "inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4",
        onDark ? "text-paper hover:text-marmalade-light" : "text-harbor hover:no-underline",
        className,
      )}
    >
      {PRIVACY_LINK_WORDS}
    </a>
  );
}
