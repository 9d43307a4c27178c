import { Flame } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { urgencyMessage } from "./urgency.ts";
import { island } from "#app/islands/island.tsx";

/**
 * The hero's urgency line. The pre-rendered page carries the month as of the build; once in the browser it names the
 * month from the visitor's own date, so the page never goes stale between deploys.
 */
export function UrgencyNoteView({ builtAt, message }: { builtAt: string; message: string }) {
  const hydrated = useHydrated();
  const today = hydrated ? new Date() : new Date(builtAt);
  return (
    <p
      className="mt-6 inline-flex max-w-xl items-start gap-2 rounded-xl bg-brick/90 px-4 py-3 text-sm font-semibold text-white"
      data-urgency
    >
      <Flame aria-hidden className="mt-0.5 size-4 shrink-0" />
      {urgencyMessage(message, today)}
    </p>
  );
}

/** An island that starts with the page: what it says depends on the visitor's date (docs/decisions/110). */
export const UrgencyNote = island("urgency-note", UrgencyNoteView, { load: true });
