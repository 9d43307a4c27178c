import type { ResponsiveImage } from "#app/lib/images.ts";
import { wrapIndex } from "#app/lib/wrap-index.ts";

/** A picture's caption in the viewer: its alternative text, without the "Illustration:" a screen reader needs. */
export function captionFromAlt(alt: string): string {
  const text = alt.replace(/^illustration:\s*/i, "").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export { wrapIndex };

/** The fallback for a gallery picture: the same one every time for the same picture, spread across the set. */
export function fallbackFor(id: number, fallbacks: readonly ResponsiveImage[]): ResponsiveImage | undefined {
  if (fallbacks.length === 0) return undefined;
  return fallbacks[wrapIndex(id - 1, 0, fallbacks.length)];
}

/**
 * The file a picture's link opens, the picture large without the viewer (no JavaScript, or a new tab): a photo's
 * widest WebP, or the drawing itself.
 */
export function fullSizeSrc(image: ResponsiveImage): string {
  const widest = image.webpSrcSet?.split(",").at(-1)?.trim().split(" ")[0];
  return widest || image.src;
}
