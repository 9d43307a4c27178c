import type { JsonLd } from "#app/lib/seo.ts";
import { tourRecord } from "#app/lib/structured-data.ts";
import { privateTour, TOUR_DURATION_ISO, TOUR_PRICE_USD, type Tour } from "#content/data/tours.ts";

/** A neighborhood tour's TouristTrip: what every page showing it says (2 hours, $40, its guide). */
export function neighborhoodTourRecord(
  tour: Tour,
  options: { description?: string; stops?: readonly string[] } = {},
): JsonLd {
  return tourRecord({
    name: tour.name,
    description: options.description ?? tour.summary,
    path: tour.path,
    image: `/og/tour-${tour.slug}.png`,
    itemId: tour.itemId,
    locality: tour.locality,
    duration: TOUR_DURATION_ISO,
    price: TOUR_PRICE_USD,
    guide: tour.guide,
    stops: options.stops,
  });
}

/** Private tours: the price varies with the group, so the offer carries no price. */
export function privateTourRecord(description: string = privateTour.summary): JsonLd {
  return tourRecord({
    name: privateTour.name,
    description,
    path: privateTour.path,
    image: "/og/private-tours.png",
    itemId: privateTour.itemId,
    locality: "New York",
    duration: TOUR_DURATION_ISO,
    price: null,
  });
}
