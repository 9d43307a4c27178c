import { pageContent, pictureDescriptions } from "#app/content/content.server.ts";
import { image } from "#app/lib/images.server.ts";
import type { ResponsiveImage } from "#app/lib/images.ts";
import type { GalleryImage } from "./gallery-types.ts";

/** A gallery's pictures, numbered from 1 in the order given. */
export function galleryImages(names: readonly string[]): GalleryImage[] {
  return names.map((name, index) => ({ id: index + 1, image: image(name) }));
}

/** The gallery page's tour photos taken on one tour, in the gallery's order (content/pages/gallery.yaml). */
export function tourPhotosOf(tourSlug: string): string[] {
  return pageContent("gallery")
    .tourPhotos.pictures.filter((photo) => photo.tour === tourSlug)
    .map((photo) => photo.picture);
}

const FALLBACK_FOLDER = "fallback/";

/**
 * The quiet pictures a gallery shows in place of one that fails to load (spec, "Image failure": every picture in
 * content/images/fallback). One mid-size file each, without the responsive sets: they are rarely shown, and every page
 * that can show them carries this list.
 */
export function galleryFallbacks(): ResponsiveImage[] {
  return Object.keys(pictureDescriptions)
    .filter((name) => name.startsWith(FALLBACK_FOLDER))
    .sort()
    .map((name) => {
      const { src, width, height, alt, color } = image(name);
      return { src, width, height, alt, color };
    });
}
