import { Minus, Plus } from "#app/components/icons/icons.tsx";
import { useId, useState } from "react";
import { tourFacts } from "#app/content/site.ts";
import { dollars } from "#app/content/tokens.ts";
import { FieldError } from "#app/features/forms/form-fields.tsx";
import { drawnGuests, ESTIMATE, type EstimateFacts } from "./early-estimate.ts";
import { clampGroupSize, priceExplanation, privateTourPrice } from "./private-tour-price.ts";
import { island } from "#app/islands/island.tsx";

const { minGuests, maxGuests, defaultGuests } = tourFacts.privateTour;

type GroupSizeEstimateProps = {
  /** The group size shown first (the default group, 8 in the spec). */
  initialGuests?: number;
  /** What a blank entry becomes when the field is left (the smallest group in the calculator). */
  blankValue?: number;
  title: string;
  /** As a field of a form (the private-tour request): its name and the server's message for it. */
  name?: string;
  error?: string;
  /** An id for the card, for links to the estimate. */
  id?: string;
};

/**
 * The private-tour price calculator and the group-size estimate (spec, "Price estimate" and "Group size"): guests
 * within the private group limits, clamped when the field is left, the total shown and explained. The prices and
 * limits are the tour facts (content/settings/tours.yaml).
 */
export function GroupSizeEstimateView({
  initialGuests = defaultGuests,
  blankValue = minGuests,
  title,
  name,
  error,
  id: cardId,
}: GroupSizeEstimateProps) {
  const id = useId();
  // In the browser, the group size the page shows as the island starts: the server's, or the one a tap before the
  // island was live drew (early-estimate.ts). The island then hydrates the page exactly as it is.
  const [guests, setGuests] = useState(
    () =>
      (typeof document === "undefined" ? undefined : drawnGuests(document.getElementById(`${id}-guests`))) ??
      initialGuests,
  );
  const [text, setText] = useState(String(guests));
  const price = privateTourPrice(tourFacts, guests);
  const commit = (value: number) => {
    setGuests(value);
    setText(String(value));
  };
  return (
    <div
      id={cardId}
      className="rounded-2xl border border-cream bg-card p-6 shadow-raised sm:p-8"
      {...{
        [ESTIMATE.card]: "",
        [ESTIMATE.guests]: guests,
        [ESTIMATE.facts]: JSON.stringify({
          price: tourFacts.price,
          privateTour: tourFacts.privateTour,
          blank: blankValue,
        } satisfies EstimateFacts),
      }}
    >
      <h3 className="text-2xl">{title}</h3>
      <label htmlFor={`${id}-guests`} className="mt-5 block font-semibold">
        Number of guests{" "}
        <span className="font-normal text-muted">
          ({minGuests} to {maxGuests})
        </span>
      </label>
      <div className="mt-2 flex items-center gap-2">
        <button
          type="button"
          onClick={() => commit(clampGroupSize(tourFacts, String(guests - 1), blankValue))}
          className="inline-flex size-12 items-center justify-center rounded-full border border-cream hover:border-ink/40"
          aria-label="One guest fewer"
          {...{ [ESTIMATE.step]: -1 }}
        >
          <Minus aria-hidden className="size-5" />
        </button>
        <input
          id={`${id}-guests`}
          type="number"
          inputMode="numeric"
          min={minGuests}
          max={maxGuests}
          step={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const typed = Number.parseInt(event.target.value, 10);
            if (!Number.isNaN(typed) && typed >= minGuests && typed <= maxGuests) setGuests(typed);
          }}
          onBlur={() => commit(clampGroupSize(tourFacts, text, blankValue))}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-total` : `${id}-total`}
          className="min-h-12 w-24 rounded-xl border border-ink/25 bg-paper text-center text-lg font-semibold aria-invalid:border-brick"
        />
        <button
          type="button"
          onClick={() => commit(clampGroupSize(tourFacts, String(guests + 1), blankValue))}
          className="inline-flex size-12 items-center justify-center rounded-full border border-cream hover:border-ink/40"
          aria-label="One guest more"
          {...{ [ESTIMATE.step]: 1 }}
        >
          <Plus aria-hidden className="size-5" />
        </button>
      </div>
      {name ? <FieldError id={`${id}-error`} message={error} /> : null}
      <div id={`${id}-total`} aria-live="polite" className="mt-6 rounded-xl bg-paper p-5">
        <p className="flex items-baseline justify-between gap-4">
          <span className="font-semibold">Estimated total</span>
          <span
            className="font-display text-4xl font-semibold text-marmalade-dark"
            {...{ [ESTIMATE.total]: "" }}
          >
            {dollars(price.total)}
          </span>
        </p>
        <p className="mt-2 text-sm text-muted" {...{ [ESTIMATE.explanation]: "" }}>
          {priceExplanation(tourFacts, price)}
        </p>
      </div>
    </div>
  );
}

/** An island that starts at the first tap, key or focus in it (docs/decisions/110). */
export const GroupSizeEstimate = island("group-size-estimate", GroupSizeEstimateView);
