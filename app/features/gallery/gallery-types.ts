import type { ResponsiveImage } from "#app/lib/images.ts";

/** One picture of a gallery (spec, "Gallery image": id, src, alt); the id also picks its fallback. */
export type GalleryImage = { id: number; image: ResponsiveImage };
