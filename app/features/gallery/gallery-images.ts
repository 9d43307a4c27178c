import type { ResponsiveImage } from "#app/lib/images.ts";

/** A picture's caption in the viewer: its alternative text, without the "Illustration:" a screen reader needs. */
export function captionFromAlt(alt: string): string {
  const text = alt.replace(/^illustration:\s*/i, "").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The position after moving `step` from `index` in a list of `total`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** The fallback for a gallery picture: the same one every time for the same picture, spread across the set. */
export function fallbackFor(id: number, fallbacks: readonly ResponsiveImage[]): ResponsiveImage | undefined {
  if (fallbacks.length === 0) return undefined;
  return fallbacks[(((id - 1) % fallbacks.length) + fallbacks.length) % fallbacks.length];
}
