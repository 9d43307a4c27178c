import { useCallback, useMemo, useState } from "react";
import type { ResponsiveImage } from "#app/lib/images.ts";
import { cn } from "#app/lib/cn.ts";
import { fallbackFor } from "./gallery-images.ts";
import { GalleryThumbnail } from "./gallery-thumbnail.tsx";
import type { GalleryImage } from "./gallery-types.ts";
import { preloadLightbox, useLightbox } from "./use-lightbox.tsx";
import { island } from "#app/islands/island.tsx";

type GalleryGridProps = {
  /** The gallery's name: the viewer's title. */
  title: string;
  images: readonly GalleryImage[];
  fallbacks: readonly ResponsiveImage[];
  /**
   * "columns-3": the gallery page's grid (two columns on phones, three from 640 px).
   * "mosaic": the home page's ten, two to four columns with two large pictures.
   */
  layout: "columns-3" | "mosaic";
};

/** The mosaic's two large pictures: the first on the left, the sixth on the right. */
const MOSAIC_FEATURED: Record<number, string> = {
  0: "col-span-2 md:row-span-2",
  5: "col-span-2 md:col-start-3 md:row-span-2",
};

/** A grid of pictures; each opens the viewer at itself. */
export function GalleryGridView({ title, images, fallbacks, layout }: GalleryGridProps) {
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const onFallback = useCallback(
    (id: number) => setFailed((current) => (current.has(id) ? current : new Set(current).add(id))),
    [],
  );
  // The viewer shows what the grid shows: a picture that failed is replaced there too.
  const shown = useMemo(
    () =>
      images.map((item) =>
        failed.has(item.id) ? (fallbackFor(item.id, fallbacks) ?? item.image) : item.image,
      ),
    [images, failed, fallbacks],
  );
  const { open, viewer } = useLightbox(title, shown);
  return (
    <>
      <ul
        className={cn(
          "grid gap-3 sm:gap-4",
          layout === "columns-3"
            ? "grid-cols-2 sm:grid-cols-3"
            : "grid-flow-dense grid-cols-2 md:grid-cols-4",
        )}
      >
        {images.map((item, index) => {
          const featured = layout === "mosaic" ? MOSAIC_FEATURED[index] : undefined;
          return (
            <li key={item.id} className={featured}>
              <GalleryThumbnail
                item={item}
                fallback={fallbackFor(item.id, fallbacks)}
                position={`${index + 1} of ${images.length}`}
                sizes={
                  layout === "columns-3"
                    ? "(min-width: 1280px) 400px, (min-width: 640px) 33vw, 50vw"
                    : featured
                      ? "(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw"
                      : "(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw"
                }
                className={featured ? "md:h-full" : undefined}
                onOpen={(trigger) => open(index, trigger)}
                onFallback={onFallback}
                onIntent={preloadLightbox}
              />
            </li>
          );
        })}
      </ul>
      {viewer}
    </>
  );
}

/**
 * An island that starts when a mouse comes over it (its viewer's code loads then), at the first tap, key or focus in
 * it, or when one of its pictures fails (to show the fallback). Its pictures do not wait for it (docs/decisions/110).
 */
export const GalleryGrid = island("gallery-grid", GalleryGridView, { hover: true, imageError: true });
