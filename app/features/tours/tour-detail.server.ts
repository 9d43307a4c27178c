import { tours, type NeighborhoodSlug } from "#content/data/tours.ts";
import { image } from "#app/lib/images.server.ts";

/** What a tour detail page draws: the tour's facts plus its resolved images. */
export function loadTourDetail(slug: NeighborhoodSlug) {
  const tour = tours[slug];
  return {
    tour,
    hero: image(tour.heroImage, tour.heroImageAlt),
  };
}
