import { useCallback, useMemo } from "react";
import { DeferredPicture } from "#app/components/ui/deferred-picture.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { useImageFallback } from "#app/hooks/use-image-fallback.ts";
import type { ResponsiveImage } from "#app/lib/images.ts";
import { cn } from "#app/lib/cn.ts";
import { fullSizeSrc } from "./gallery-images.ts";
import type { GalleryImage } from "./gallery-types.ts";

type GalleryThumbnailProps = {
  item: GalleryImage;
  fallback: ResponsiveImage | undefined;
  sizes: string;
  position: string;
  className?: string;
  imgClassName?: string;
  onOpen: (trigger: HTMLElement) => void;
  onFallback: (id: number) => void;
  onIntent: () => void;
};

/**
 * How near the screen a thumbnail must come before its drawing is fetched: about a phone screen ahead, so it is there
 * before the visitor scrolls to it.
 */
export const GALLERY_LAZY_MARGIN = 800;

/**
 * A gallery picture that opens the viewer: a link to its full-size file, which is what it opens without JavaScript
 * (docs/decisions/195). If its file fails to load, it swaps in its fallback, marks itself with data-fallback and says
 * so in the console (spec, "Image failure"). Its file is fetched once the page has
 * loaded, so the grid does not share the first moments' bandwidth with the picture at the top (docs/decisions/090),
 * and only once it comes within GALLERY_LAZY_MARGIN of the screen: each drawing is laid out on the browser's main
 * thread, and a phone should not lay out two dozen of them that the visitor may never scroll to (decision 091).
 * Until then its box keeps the picture's proportions and name, and without JavaScript it loads as usual. Neither
 * needs the grid's island to have started (DeferredPicture, docs/decisions/110).
 */
export function GalleryThumbnail({
  item,
  fallback,
  sizes,
  position,
  className,
  imgClassName,
  onOpen,
  onFallback,
  onIntent,
}: GalleryThumbnailProps) {
  const sources = useMemo(
    () => (fallback ? [item.image.src, fallback.src] : [item.image.src]),
    [item.image.src, fallback],
  );
  const onFailure = useCallback(
    (failed: string) => {
      if (failed === item.image.src) {
        console.error(
          `Gallery image ${item.id} failed to load (${failed}); showing a fallback image instead.`,
        );
        onFallback(item.id);
      } else {
        console.error(`Gallery fallback image failed to load (${failed}).`);
      }
    },
    [item.id, item.image.src, onFallback],
  );
  const { ref, src, onError } = useImageFallback(sources, onFailure);
  const usingFallback = fallback !== undefined && src !== item.image.src;
  const shown = usingFallback ? fallback : item.image;
  const picture = (
    <Picture
      key={shown.src}
      image={shown}
      sizes={sizes}
      imgRef={ref}
      onError={onError}
      imgClassName={cn(
        "object-cover transition-transform duration-300 ease-out group-hover:scale-[1.03]",
        imgClassName,
      )}
      className="block h-full"
    />
  );
  return (
    // A tap before the grid's island is live is held and done once it is (docs/decisions/110).
    <a
      href={fullSizeSrc(shown)}
      onClick={(event) => {
        // Opening it in a new tab or window stays the browser's.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen(event.currentTarget);
      }}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-haspopup="dialog"
      data-hold-tap
      data-gallery-image={item.id}
      data-fallback={usingFallback ? "true" : undefined}
      className={cn(
        "group relative block w-full overflow-hidden rounded-xl bg-cream shadow-raised focus-visible:outline-offset-4 [&_img]:h-full",
        className,
      )}
    >
      <span className="sr-only">Enlarge picture {position}: </span>
      <DeferredPicture
        when={{ near: GALLERY_LAZY_MARGIN }}
        label={shown.alt}
        width={shown.width}
        height={shown.height}
        className="block h-full"
      >
        {picture}
      </DeferredPicture>
    </a>
  );
}
