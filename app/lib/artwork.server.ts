import { artworkAlts, fallbackImages, fanPhotos, homeGallery, tourPhotos } from "#content/data/gallery.ts";
import type { ResponsiveImage } from "./images.ts";
import { image } from "./images.server.ts";

/** Every generated illustration's alternative text, by image name (written by the artwork script). */
const alts = new Map(
  [...tourPhotos, ...fanPhotos, ...homeGallery, ...fallbackImages, ...artworkAlts].map((entry) => [
    entry.image,
    entry.alt,
  ]),
);

/** An illustration from content/images with the alternative text the artwork script wrote for it. */
export function artwork(name: string): ResponsiveImage {
  const alt = alts.get(name);
  if (!alt) throw new Error(`No alternative text for "${name}" in content/data/gallery.ts.`);
  return image(name, alt);
}
