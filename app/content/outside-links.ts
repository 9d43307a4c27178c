import type { SiteSettings } from "./schema.ts";

type BookingProvider = { origin: string; shortname: string; flowId: number };

/**
 * The outside links of the site settings, with the gift-card page filled in: without one of its own, the company
 * sells gift cards through the booking provider's calendar.
 */
export function outsideLinks(links: SiteSettings["links"], booking: BookingProvider) {
  const giftCardQuery = new URLSearchParams({
    "full-items": "yes",
    flow: String(booking.flowId),
    "gift-cards": "yes",
  });
  return {
    giftCards:
      links.giftCards ??
      `${booking.origin}/embeds/book/${booking.shortname}/items/?${giftCardQuery.toString()}`,
    petition: links.petition,
    pressFolder: links.pressFolder,
  };
}
