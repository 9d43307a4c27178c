import type { Ref } from "react";
import { preload } from "react-dom";
import type { ResponsiveImage } from "#app/lib/images.ts";
import { cn } from "#app/lib/cn.ts";

type PictureProps = {
  image: ResponsiveImage;
  /** The `sizes` attribute: how wide the image is drawn at each layout. */
  sizes: string;
  /** The page's largest image above the fold: preloaded at high priority and never lazy. */
  priority?: boolean;
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
  return (
    <picture className={className}>
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
}
