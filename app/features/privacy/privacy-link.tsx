import { cn } from "#app/lib/cn.ts";
import { PRIVACY_PATH } from "./paths.ts";

/**
 * "How we use this", beside a form's submit button: the privacy notice, where the form's fields, why we ask and how
 * long we keep them are listed. `words` are the privacy settings' (content/settings/privacy.yaml, formLink), which
 * each page's loader reads with the notice's data. `onDark` for the footer's ink band.
 */
export function PrivacyLink({
  words,
  onDark = false,
  className,
}: {
  words: string;
  onDark?: boolean;
  className?: string;
}) {
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
      {words}
    </a>
  );
}
