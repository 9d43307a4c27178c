import type { JsonLd } from "#app/lib/seo.ts";
import { tourRecord } from "#app/lib/structured-data.ts";
import { privateTourPrice } from "./private-tour-price.ts";
import { privateTour, tourDurationIso, tourFacts, type TourSummary } from "#app/content/site.ts";

/** A neighborhood tour's TouristTrip: what every page showing it says (its duration, price and guide). */
export function neighborhoodTourRecord(
  tour: TourSummary,
  options: { description?: string; stops?: readonly string[] } = {},
): JsonLd {
  return tourRecord({
    name: tour.name,
    description: options.description ?? tour.summary,
    path: tour.path,
    image: `/og/tour-${tour.slug}.png`,
    itemId: tour.itemId,
    locality: tour.locality,
    duration: tourDurationIso,
    price: tourFacts.price,
    guide: tour.guide,
    stops: options.stops,
  });
}

/**
 * Private tours: the price grows with the group, so the offer gives the price the page shows for the base group
 * (the base price, for up to the base group) as its minimum.
 */
export function privateTourRecord(description: string = privateTour.summary): JsonLd {
  return tourRecord({
    name: privateTour.name,
    description,
    path: privateTour.path,
    image: "/og/private-tours.png",
    itemId: privateTour.itemId,
    locality: "New York",
    duration: tourDurationIso,
    price: {
      from: privateTourPrice(tourFacts, tourFacts.privateTour.baseGuests).basePrice,
      upToGuests: tourFacts.privateTour.baseGuests,
    },
  });
}
