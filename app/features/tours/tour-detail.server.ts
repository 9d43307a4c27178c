import { image } from "#app/lib/images.server.ts";
import { tourPhotos } from "#content/data/gallery.ts";
import { tourDetails } from "#content/data/tour-details.ts";
import { privateTour, tours, type NeighborhoodSlug } from "#content/data/tours.ts";

/** How many of the neighborhood's tour photos the page shows. */
const GALLERY_SIZE = 6;

/** What a tour detail page draws: the tour's facts and copy, plus its resolved images. */
export function loadTourDetail(slug: NeighborhoodSlug) {
  const tour = tours[slug];
  const others = Object.values(tours).filter((other) => other.slug !== slug);
  return {
    tour,
    details: tourDetails[slug],
    hero: image(tour.heroImage, tour.heroImageAlt),
    gallery: tourPhotos
      .filter((photo) => photo.neighborhood === slug)
      .slice(0, GALLERY_SIZE)
      .map((photo) => image(photo.image, photo.alt)),
    otherTours: [
      ...others.map((other) => ({
        title: other.shortName,
        teaser: other.teaser,
        path: other.path,
        image: image(other.image, other.imageAlt),
      })),
      {
        title: privateTour.shortName,
        teaser: privateTour.teaser,
        path: privateTour.path,
        image: image(privateTour.image, privateTour.imageAlt),
      },
    ],
  };
}

export type TourDetailData = ReturnType<typeof loadTourDetail>;
