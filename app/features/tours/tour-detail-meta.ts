import type { MetaDescriptor } from "react-router";
import { tours, TOUR_DURATION_ISO, TOUR_PRICE_USD, type NeighborhoodSlug } from "#content/data/tours.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { tourRecord } from "#app/lib/structured-data.ts";

/** The head of a tour page: its TouristTrip record matches what the page shows (2 hours, $40). */
export function tourDetailMeta(slug: NeighborhoodSlug): MetaDescriptor[] {
  const tour = tours[slug];
  return pageMeta(`tour-${slug}`, [
    tourRecord({
      name: tour.name,
      description: tour.summary,
      path: tour.path,
      image: `/og/tour-${slug}.png`,
      itemId: tour.itemId,
      locality: tour.locality,
      duration: TOUR_DURATION_ISO,
      price: TOUR_PRICE_USD,
      guide: tour.guide,
      stops: tour.stops.map((stop) => stop.title),
    }),
  ]);
}
