import { image } from "#app/lib/images.server.ts";
import { fallbackImages } from "#content/data/gallery.ts";
import type { ResponsiveImage } from "#app/lib/images.ts";
import type { GalleryImage } from "./gallery-types.ts";

/** A gallery's pictures, numbered from 1 in the order given. */
export function galleryImages(names: readonly string[]): GalleryImage[] {
  return names.map((name, index) => ({ id: index + 1, image: image(name) }));
}

/**
 * The 11 quiet pictures a gallery shows in place of one that fails to load (spec, "Image failure"). One mid-size file
 * each, without the responsive sets: they are rarely shown, and every page that can show them carries this list.
 */
export function galleryFallbacks(): ResponsiveImage[] {
  return fallbackImages.map((entry) => {
    const { src, width, height, alt, color } = image(entry.image);
    return { src, width, height, alt, color };
  });
}
