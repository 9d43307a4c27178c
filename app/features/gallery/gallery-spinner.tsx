import { LoaderCircle } from "#app/components/icons/icons.tsx";

/** How long the gallery page's spinner shows after the page appears (spec, section 9: 2000 ms). */
export const GALLERY_SPINNER_MS = 2000;

/**
 * The gallery page's loading spinner (spec, "Gallery page spinner": visible 2 seconds after load, then hidden). A
 * small pill over the page rather than a curtain: the pictures stay in the page for crawlers and readers all along,
 * and a CSS animation hides it, so it also goes away without JavaScript.
 */
export function GallerySpinner() {
  return (
    <div
      role="status"
      data-gallery-spinner
      className="gallery-spinner pointer-events-none fixed inset-x-0 bottom-24 z-40 flex justify-center px-4 md:bottom-8"
      style={{ animationDelay: `${GALLERY_SPINNER_MS}ms` }}
    >
      <span className="inline-flex items-center gap-3 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-paper shadow-lifted">
        <LoaderCircle aria-hidden className="size-5 animate-spin text-marmalade" />
        Loading the gallery…
      </span>
    </div>
  );
}
