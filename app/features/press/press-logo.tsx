import { useCallback, useMemo } from "react";
import { DeferredPicture } from "#app/components/ui/deferred-picture.tsx";
import { useImageFallback } from "#app/hooks/use-image-fallback.ts";
import type { ResponsiveImage } from "#app/lib/images.ts";
import { cn } from "#app/lib/cn.ts";
import { island } from "#app/islands/island.tsx";

type PressLogoProps = {
  logo: ResponsiveImage;
  /** The outlet's name: the logo's alternative text, and the placeholder's words if the logo cannot load. */
  name: string;
  /** Height classes; the width follows the wordmark's proportions. */
  className?: string;
  /**
   * Fetch the logo only once the page has loaded, so it does not share the first moments' bandwidth with the
   * picture at the top (the home page's strip, right under its hero; In the News). Its box is kept meanwhile, and without
   * JavaScript the logo loads as usual.
   */
  afterLoad?: boolean;
};

/**
 * An outlet's wordmark; if its file fails, a typeset placeholder of the name takes its place (spec, "Image failure").
 * An island that starts only then (docs/decisions/110).
 */
export function PressLogoView({ logo, name, className, afterLoad = false }: PressLogoProps) {
  const sources = useMemo(() => [logo.src], [logo.src]);
  const onFailure = useCallback(
    (failed: string) =>
      console.error(`Press logo for ${name} failed to load (${failed}); showing a placeholder.`),
    [name],
  );
  const { ref, src, exhausted, onError } = useImageFallback(sources, onFailure);
  if (exhausted) {
    return (
      <span
        data-press-logo-placeholder
        className={cn(
          "inline-flex items-center justify-center rounded-md border border-current/30 px-3 font-display text-base font-semibold whitespace-nowrap",
          className,
        )}
      >
        {name}
      </span>
    );
  }
  const image = (
    <img
      ref={ref}
      src={src}
      alt={name}
      width={logo.width}
      height={logo.height}
      loading="lazy"
      decoding="async"
      onError={onError}
      className={cn("w-auto", afterLoad ? "h-full" : className)}
    />
  );
  if (!afterLoad) return image;
  return (
    <DeferredPicture
      when="load"
      label={name}
      width={logo.width}
      height={logo.height}
      className={cn("inline-block", className)}
    >
      {image}
    </DeferredPicture>
  );
}

export const PressLogo = island("press-logo", PressLogoView, { imageError: true }, "span");
