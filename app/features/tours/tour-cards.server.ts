import { tourBySlug } from "#app/content/content.server.ts";
import { privateTour, tokens, tourSummaries } from "#app/content/site.ts";
import { image } from "#app/lib/images.server.ts";
import type { TourCardData } from "./tour-card.tsx";

/** The four "Choose Your Cat Adventure" cards: the neighborhood tours, then private tours. */
export function tourCards(): TourCardData[] {
  const facts: [string, string, string] = [tokens.duration, tokens.distance, tokens.price];
  return [
    ...tourSummaries.map((summary) => {
      const tour = tourBySlug(summary.slug)!;
      return {
        id: tour.slug,
        title: tour.shortName,
        teaser: tour.cardTeaser,
        image: image(tour.image),
        detailsPath: tour.path,
        bookingUrl: `/booking?itemId=${tour.itemId}`,
        bookingLabel: "Reserve Your Spot" as const,
        itemId: tour.itemId,
        featured: Boolean(tour.badge),
        badge: tour.badge,
        facts,
      };
    }),
    {
      id: privateTour.slug,
      title: privateTour.shortName,
      teaser: privateTour.cardTeaser,
      image: image(privateTour.image),
      detailsPath: privateTour.path,
      bookingUrl: "/contact",
      bookingLabel: "Contact Us to Book" as const,
      itemId: privateTour.itemId,
      featured: false,
      facts: privateTour.cardFacts,
    },
  ];
}
