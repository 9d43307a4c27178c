import { providers } from "#app/config.ts";
import { tourFacts } from "#app/content/site.ts";
import type { BookingAttribution } from "#app/features/insights/campaign.ts";

const { origin, shortname } = providers.fareharbor;
const { flowId } = tourFacts.booking;

function params(attribution: BookingAttribution): string {
  return new URLSearchParams({
    flow: String(flowId),
    "full-items": "yes",
    fallback: "simple",
    ...attribution,
  }).toString();
}

/**
 * The embedded calendar for one item, or for every item when none is given; a campaign's `ref` (and `asn`) ride
 * along so the provider's reports credit the campaign with the booking.
 */
export function calendarEmbedUrl(itemId?: number, attribution: BookingAttribution = {}): string {
  const items = itemId === undefined ? "" : `items/${itemId}/`;
  return `${origin}/embeds/calendar/${shortname}/${items}?${params(attribution)}`;
}

/** The provider's own booking page: where visitors go when the embedded widget is unavailable. */
export function bookingPageUrl(itemId?: number, attribution: BookingAttribution = {}): string {
  const items = itemId === undefined ? "items/" : `items/${itemId}/calendar/`;
  const query = new URLSearchParams({ flow: String(flowId), "full-items": "yes", ...attribution }).toString();
  return `${origin}/embeds/book/${shortname}/${items}?${query}`;
}

/** The provider's embed script, which turns booking links into its lightframe. */
export const EMBED_SCRIPT_URL = `${origin}/embeds/api/v1/?autolightframe=yes`;

/** The itemId query parameter, used only when it is a plain whole number (spec, "Booking page"). */
export function parseItemId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,12}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
