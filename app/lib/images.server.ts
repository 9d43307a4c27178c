import { pictureDescriptions } from "#app/content/content.server.ts";
// The pictures of the content this build shows (docs/decisions/166).
import manifest from "virtual:content/images";
import type { ResponsiveImage } from "./images.ts";

type ManifestEntry =
  | { kind: "raster"; width: number; height: number; color: string; src: string; avif: string; webp: string }
  | { kind: "vector"; width: number; height: number; src: string };

const entries = manifest as Record<string, ManifestEntry>;

/** The picture named as in content/images (without extension), with its one description (its .yaml beside it). */
export function image(name: string): ResponsiveImage {
  const alt = Object.hasOwn(pictureDescriptions, name) ? pictureDescriptions[name] : undefined;
  if (alt === undefined)
    throw new Error(`The picture "${name}" has no description in content/images/${name}.yaml.`);
  const entry = Object.hasOwn(entries, name) ? entries[name] : undefined;
  if (!entry) {
    throw new Error(`No image "${name}" in content/images (run npm run images after adding it).`);
  }
  if (entry.kind === "vector") return { src: entry.src, width: entry.width, height: entry.height, alt };
  return {
    src: entry.src,
    width: entry.width,
    height: entry.height,
    alt,
    color: entry.color,
    avifSrcSet: entry.avif,
    webpSrcSet: entry.webp,
  };
}

export function hasImage(name: string): boolean {
  return Object.hasOwn(entries, name);
}

/** The path of the largest WebP, for social cards and structured data that want one URL. */
export function imageUrl(name: string): string {
  const entry = Object.hasOwn(entries, name) ? entries[name] : undefined;
  if (!entry) throw new Error(`No image "${name}" in content/images.`);
  if (entry.kind === "vector") return entry.src;
  const last = entry.webp.split(", ").at(-1) ?? entry.src;
  return last.split(" ")[0] ?? entry.src;
}
