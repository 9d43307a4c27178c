/** Private-tour pricing (spec, sections 3, 5 and 9): $320 covers up to 8 guests, $40 for each guest beyond 8. */
export const PRIVATE_BASE_PRICE = 320;
export const PRIVATE_BASE_GUESTS = 8;
export const PRIVATE_EXTRA_GUEST_PRICE = 40;
export const MIN_GROUP = 1;
export const MAX_GROUP = 30;
/** The estimate's starting group size. */
export const DEFAULT_GROUP = 8;

export type PrivateTourPrice = {
  guests: number;
  basePrice: number;
  extraGuests: number;
  extraCost: number;
  total: number;
};

export function privateTourPrice(guests: number): PrivateTourPrice {
  const extraGuests = Math.max(0, guests - PRIVATE_BASE_GUESTS);
  const extraCost = extraGuests * PRIVATE_EXTRA_GUEST_PRICE;
  return {
    guests,
    basePrice: PRIVATE_BASE_PRICE,
    extraGuests,
    extraCost,
    total: PRIVATE_BASE_PRICE + extraCost,
  };
}

/**
 * A typed group size made valid on blur: whole numbers from 1 to 30; a blank or unreadable entry becomes `blank`
 * (1 in the calculator, as the spec says).
 */
export function clampGroupSize(raw: string, blank = MIN_GROUP): number {
  const value = Number.parseInt(raw.trim(), 10);
  if (Number.isNaN(value)) return blank;
  return Math.min(MAX_GROUP, Math.max(MIN_GROUP, value));
}
