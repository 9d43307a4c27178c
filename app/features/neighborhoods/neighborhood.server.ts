import { image } from "#app/lib/images.server.ts";
import { neighborhoodContent } from "#content/data/neighborhoods.ts";
import { tours, type NeighborhoodSlug } from "#content/data/tours.ts";

export function loadNeighborhood(slug: NeighborhoodSlug) {
  const tour = tours[slug];
  return { tour, content: neighborhoodContent[slug], hero: image(tour.image, tour.imageAlt) };
}

export type NeighborhoodData = ReturnType<typeof loadNeighborhood>;
