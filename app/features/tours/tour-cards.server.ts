import { image } from "#app/lib/images.server.ts";
import { tourCardTeasers } from "#content/data/tours-page.ts";
import {
  privateTour,
  tourList,
  TOUR_DISTANCE_MILES,
  TOUR_DURATION_LABEL,
  TOUR_PRICE_USD,
} from "#content/data/tours.ts";
import type { TourCardData } from "./tour-card.tsx";

/** The four "Choose Your Cat Adventure" cards: the three public tours, then private tours. */
export function tourCards(): TourCardData[] {
  const facts: [string, string, string] = [
    TOUR_DURATION_LABEL,
    `${TOUR_DISTANCE_MILES} miles`,
    `$${TOUR_PRICE_USD}`,
  ];
  return [
    ...tourList.map((tour) => ({
      id: tour.slug,
      title: tour.shortName,
      teaser: tourCardTeasers[tour.slug],
      image: image(tour.image, tour.imageAlt),
      detailsPath: tour.path,
      bookingUrl: `/booking?itemId=${tour.itemId}`,
      bookingLabel: "Reserve Your Spot" as const,
      itemId: tour.itemId,
      featured: Boolean(tour.badge),
      badge: tour.badge,
      facts,
    })),
    {
      id: privateTour.slug,
      title: privateTour.shortName,
      teaser: tourCardTeasers["private-tours"],
      image: image(privateTour.image, privateTour.imageAlt),
      detailsPath: privateTour.path,
      bookingUrl: "/contact",
      bookingLabel: "Contact Us to Book" as const,
      itemId: privateTour.itemId,
      featured: false,
      facts: ["Custom duration", "Your route", "Price varies"],
    },
  ];
}
