import { data } from "react-router";
import {
  neighborhoodBySlug,
  testimonialsFor,
  tourBySlug,
  tourTemplate,
} from "#app/content/content.server.ts";
import { tourSummary } from "#app/content/site.ts";
import { image } from "#app/lib/images.server.ts";

/**
 * A neighborhood landing page: its copy, the copy every neighborhood page shares (filled in for its tour), the tour
 * that walks it, its guests' words and its picture; 404 for an unknown one.
 */
export function loadNeighborhood(slug: string) {
  const neighborhood = neighborhoodBySlug(slug);
  if (!neighborhood) throw data(null, { status: 404 });
  return {
    tour: tourSummary(slug),
    content: neighborhood,
    copy: tourTemplate("neighborhoodPage", slug),
    testimonials: testimonialsFor("neighborhood", slug),
    hero: image(tourBySlug(slug)!.image),
  };
}

export type NeighborhoodData = ReturnType<typeof loadNeighborhood>;
