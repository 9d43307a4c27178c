import { dollars, privateTourTotal } from "#app/content/tokens.ts";
import type { TourFacts } from "#app/content/schema.ts";

/**
 * Private-tour pricing (spec, sections 3, 5 and 9) from the tour facts in content/settings/tours.yaml: the base price
 * covers the base group at the tour price, and each guest beyond it adds the tour price.
 */
export type PrivateTourPricing = Pick<TourFacts, "price" | "privateTour">;

export type PrivateTourPrice = {
  guests: number;
  basePrice: number;
  extraGuests: number;
  extraCost: number;
  total: number;
};

export function privateTourPrice(facts: PrivateTourPricing, guests: number): PrivateTourPrice {
  const basePrice = privateTourTotal(facts, facts.privateTour.baseGuests);
  const total = privateTourTotal(facts, guests);
  return {
    guests,
    basePrice,
    extraGuests: Math.max(0, guests - facts.privateTour.baseGuests),
    extraCost: total - basePrice,
    total,
  };
}

/** How the estimate reached its total, under the figure. */
export function priceExplanation(facts: PrivateTourPricing, price: PrivateTourPrice): string {
  const { baseGuests } = facts.privateTour;
  return price.extraGuests === 0
    ? `${dollars(price.basePrice)} covers your group of ${price.guests}${price.guests < baseGuests ? ` (up to ${baseGuests} guests)` : ""}.`
    : `${dollars(price.basePrice)} for the first ${baseGuests} guests + ${price.extraGuests} × ${dollars(facts.price)} = ${dollars(price.total)} for ${price.guests} guests.`;
}

/**
 * A typed group size made valid on blur: whole numbers within the private group limits; a blank or unreadable entry
 * becomes `blank` (the smallest group in the calculator, as the spec says).
 */
export function clampGroupSize(
  facts: PrivateTourPricing,
  raw: string,
  blank = facts.privateTour.minGuests,
): number {
  const { minGuests, maxGuests } = facts.privateTour;
  const value = Number.parseInt(raw.trim(), 10);
  if (Number.isNaN(value)) return blank;
  return Math.min(maxGuests, Math.max(minGuests, value));
}
