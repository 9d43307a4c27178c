/**
 * The group-size estimate's first answer to "One guest fewer" or "One guest more", before its island is live (issue
 * 38, docs/decisions/158). The islands runtime (app/islands/start.ts) holds such a tap while the island starts, which
 * on a phone takes seconds (on the private-tours page the estimate is part of the request form's island). This draws
 * the new group size and its total at once, with the estimate's own rules and words (private-tour-price.ts), and the
 * number on the card (`data-guests`); the island starts from that number (group-size-estimate.tsx), so it hydrates
 * the page exactly as drawn here and carries on from it. The tap is then done: it is not done again once the island
 * is live.
 */
import { dollars } from "#app/content/tokens.ts";
import {
  clampGroupSize,
  priceExplanation,
  privateTourPrice,
  type PrivateTourPricing,
} from "./private-tour-price.ts";

/** What the card carries for this (group-size-estimate.tsx). */
export const ESTIMATE = {
  card: "data-group-estimate",
  /** The prices and limits, and what a blank entry becomes: `EstimateFacts` as JSON. */
  facts: "data-estimate-facts",
  /** The group size the card shows. */
  guests: "data-guests",
  /** On the two buttons: -1 or 1. */
  step: "data-guest-step",
  total: "data-estimate-total",
  explanation: "data-estimate-explanation",
} as const;

export type EstimateFacts = PrivateTourPricing & { blank: number };

/** The group size a card drew (the server, or the early answer), for the island to start from. */
export function drawnGuests(field: Element | null): number | undefined {
  const drawn = Number(field?.closest(`[${ESTIMATE.card}]`)?.getAttribute(ESTIMATE.guests));
  return Number.isInteger(drawn) && drawn > 0 ? drawn : undefined;
}

/** Answers a tap on one of the estimate's step buttons at once; false when `target` is not one. */
export function stepEarly(target: Element): boolean {
  const button = target.closest(`[${ESTIMATE.step}]`);
  const card = button?.closest(`[${ESTIMATE.card}]`);
  const field = card?.querySelector("input");
  const facts = card?.getAttribute(ESTIMATE.facts);
  const shown = drawnGuests(field ?? null);
  if (!button || !card || !field || !facts || shown === undefined) return false;
  const { blank, ...pricing } = JSON.parse(facts) as EstimateFacts;
  const { minGuests, maxGuests } = pricing.privateTour;
  // As the island counts: from the number typed, while it is a group size; otherwise from the one shown.
  const typed = Number.parseInt(field.value, 10);
  const from = typed >= minGuests && typed <= maxGuests ? typed : shown;
  const guests = clampGroupSize(pricing, String(from + Number(button.getAttribute(ESTIMATE.step))), blank);
  const price = privateTourPrice(pricing, guests);
  field.value = String(guests);
  card.setAttribute(ESTIMATE.guests, String(guests));
  const total = card.querySelector(`[${ESTIMATE.total}]`);
  const explanation = card.querySelector(`[${ESTIMATE.explanation}]`);
  if (total) total.textContent = dollars(price.total);
  if (explanation) explanation.textContent = priceExplanation(pricing, price);
  return true;
}
