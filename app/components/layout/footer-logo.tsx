import { useCallback } from "react";
import { DeferredPicture } from "#app/components/ui/deferred-picture.tsx";
import { company } from "#app/content/site.ts";
import { useImageFallback } from "#app/hooks/use-image-fallback.ts";
import { island } from "#app/islands/island.tsx";

// The footer logo retries with two alternate files before giving up on the image (spec, "Image failure").
const LOGO_SOURCES = ["/brand/logo-light.svg", "/brand/logo-light.png", "/brand/icon-192.png"] as const;
const WIDTH = 240;
const HEIGHT = 60;

/**
 * The footer's logo. Far below the fold: fetched once the page has loaded, and lazily (docs/decisions/090, 110). An
 * island that starts only if the logo fails to load, to try the next file (docs/decisions/110).
 */
export function FooterLogoView() {
  const onFailure = useCallback(
    (failed: string) => console.error(`Footer logo failed to load: ${failed}`),
    [],
  );
  const { ref, src, exhausted, onError } = useImageFallback(LOGO_SOURCES, onFailure);
  if (exhausted) return <p className="font-display text-2xl font-semibold">{company.name}</p>;
  return (
    <DeferredPicture
      when="load"
      label={company.name}
      width={WIDTH}
      height={HEIGHT}
      className="block w-[240px]"
    >
      <img
        ref={ref}
        src={src}
        onError={onError}
        alt={company.name}
        // Without this React preloads it in the head, ahead of what the first screen needs.
        loading="lazy"
        decoding="async"
        width={WIDTH}
        height={HEIGHT}
        className="h-[60px] w-[240px]"
      />
    </DeferredPicture>
  );
}

export const FooterLogo = island("footer-logo", FooterLogoView, { imageError: true });
