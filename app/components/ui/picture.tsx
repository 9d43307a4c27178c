import type { Ref } from "react";
import { preload } from "react-dom";
import type { ResponsiveImage } from "#app/lib/images.ts";
import { cn } from "#app/lib/cn.ts";
import type { Deferral } from "#app/lib/deferred-pictures.ts";
import { DeferredPicture } from "./deferred-picture.tsx";

type PictureProps = {
  image: ResponsiveImage;
  /** The `sizes` attribute: how wide the image is drawn at each layout. */
  sizes: string;
  /** The page's largest image above the fold: preloaded at high priority and never lazy. */
  priority?: boolean;
  /**
   * A picture below the first screen on a phone: fetched after the page's load event, or as it comes near
   * (app/lib/deferred-pictures.ts), so that it shares no bandwidth with what the first screen shows. `className` then
   * places and sizes the box that holds its place, at the picture's own proportions, and gives it its display (with
   * no `className`, a block).
   */
  defer?: Deferral;
  className?: string;
  imgClassName?: string;
  /** Called when the file fails to load (the gallery swaps in a fallback). */
  onError?: () => void;
  /** The <img>, for a failure that happened before hydration (useImageFallback checks it). */
  imgRef?: Ref<HTMLImageElement>;
};

export function Picture({
  image,
  sizes,
  priority = false,
  defer,
  className,
  imgClassName,
  onError,
  imgRef,
}: PictureProps) {
  if (priority && image.avifSrcSet) {
    preload(image.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: image.avifSrcSet,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  } else if (priority) {
    // A vector: one file for every width.
    preload(image.src, { as: "image", fetchPriority: "high" });
  }
  const picture = (
    <picture className={defer ? "block size-full" : className}>
      {image.avifSrcSet ? <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} /> : null}
      {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} /> : null}
      <img
        ref={imgRef}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        onError={onError}
        style={image.color ? { backgroundColor: image.color } : undefined}
        className={cn("h-auto w-full", imgClassName)}
      />
    </picture>
  );
  if (!defer) return picture;
  return (
    <DeferredPicture
      when={defer}
      label={image.alt}
      width={image.width}
      height={image.height}
      className={className ?? "block"}
    >
      {picture}
    </DeferredPicture>
  );
}
