import { useState } from "react";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";

/**
 * Copies a text to the clipboard (the outbox's subject, message and link, for staff sending from their own e-mail),
 * and says so. Drawn only once the page runs (the text itself is on the page to select by hand without JavaScript).
 */
export function CopyButton({
  text,
  label,
  what,
}: {
  /** The text, or where to read it when pressed (a draft's field, as edited). */
  text: string | (() => string);
  label: string;
  what: string;
}) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState("");
  if (!hydrated) return null;
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className={buttonClasses("outline", "sm")}
        onClick={() => {
          navigator.clipboard.writeText(typeof text === "string" ? text : text()).then(
            () => setSaid(`${what} is on your clipboard.`),
            () => setSaid(`Could not copy ${what.toLowerCase()}: select it and copy it by hand.`),
          );
        }}
      >
        {label}
      </button>
      {/* A live region of its own, not a second "status" of the page: the page's own message stays the one status. */}
      <span aria-live="polite" className="text-sm text-harbor">
        {said}
      </span>
    </span>
  );
}
