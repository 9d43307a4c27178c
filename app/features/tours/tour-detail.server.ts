import { data } from "react-router";
import { privateTour, tourSummaries } from "#app/content/site.ts";
import { relatedTours, testimonialsFor, tourBySlug, tourTemplate } from "#app/content/content.server.ts";
import { image } from "#app/lib/images.server.ts";
import { tourPhotosOf } from "#app/features/gallery/gallery.server.ts";

/** How many of the neighborhood's tour photos the page shows. */
const GALLERY_SIZE = 6;

/**
 * What a tour detail page draws: the tour's facts and copy, the copy every tour page shares (filled in for this
 * tour), its guests' words and its resolved images; 404 for an unknown tour.
 */
export function loadTourDetail(slug: string) {
  const tour = tourBySlug(slug);
  if (!tour) throw data(null, { status: 404 });
  const others = tourSummaries.filter((other) => other.slug !== slug);
  return {
    tour,
    copy: tourTemplate("tourPage", slug),
    testimonials: testimonialsFor("tour", slug),
    related: relatedTours(slug),
    hero: image(tour.heroImage),
    gallery: tourPhotosOf(slug)
      .slice(0, GALLERY_SIZE)
      .map((name) => image(name)),
    otherTours: [
      ...others.map((other) => ({
        title: other.shortName,
        teaser: other.teaser,
        path: other.path,
        image: image(tourBySlug(other.slug)!.image),
      })),
      {
        title: privateTour.shortName,
        teaser: privateTour.teaser,
        path: privateTour.path,
        image: image(privateTour.image),
      },
    ],
  };
}

export type TourDetailData = ReturnType<typeof loadTourDetail>;
