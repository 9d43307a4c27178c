import { useCallback } from "react";
import { company } from "#app/content/site.ts";
import { useImageFallback } from "#app/hooks/use-image-fallback.ts";
import { usePageLoaded } from "#app/hooks/use-page-loaded.ts";
import { island } from "#app/islands/island.tsx";

// The footer logo retries with two alternate files before giving up on the image (spec, "Image failure").
const LOGO_SOURCES = ["/brand/logo-light.svg", "/brand/logo-light.png", "/brand/icon-192.png"] as const;

export function FooterLogoView() {
  const onFailure = useCallback(
    (failed: string) => console.error(`Footer logo failed to load: ${failed}`),
    [],
  );
  const { ref, src, exhausted, onError } = useImageFallback(LOGO_SOURCES, onFailure);
  // Far below the fold: fetched once the page has loaded (docs/decisions/090), its box kept until then; without
  // JavaScript it loads as usual.
  const loaded = usePageLoaded();
  if (exhausted) return <p className="font-display text-2xl font-semibold">{company.name}</p>;
  const logo = (
    <img
      ref={ref}
      src={src}
      onError={onError}
      alt={company.name}
      // Without this React preloads it in the head, ahead of what the first screen needs.
      loading="lazy"
      decoding="async"
      width={240}
      height={60}
      className="h-[60px] w-[240px]"
    />
  );
  if (loaded) return logo;
  return (
    <>
      <noscript>{logo}</noscript>
      <span role="img" aria-label={company.name} className="block h-[60px] w-[240px]" />
    </>
  );
}

/** An island (docs/decisions/087): its own module in the browser, on the pages that show it. */
export const FooterLogo = island("footer-logo", FooterLogoView);
