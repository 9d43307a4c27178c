import type { CSSProperties } from "react";
import { LoaderCircle } from "#app/components/icons/icons.tsx";
import { useCspNonce } from "#app/features/csp-nonce.ts";

/** How long the gallery page's spinner shows after the page appears (spec, section 9: 2000 ms). */
export const GALLERY_SPINNER_MS = 2000;

/**
 * The spinner's CSS clock starts when the browser first styles the page, which on a slow or busy device can be a
 * second or more before anything is painted. So with JavaScript its CSS waits 3 s longer (app.css), and this line of
 * the page's own script (a module, so the parser does not wait for it; its hash is in the page's policy) starts the
 * two seconds at the page's first contentful paint: the spinner shows its full two seconds after the page appears,
 * however late the browser reports that paint. Without JavaScript the CSS clock alone hides it after two seconds.
 */
export const SPINNER_FROM_FIRST_PAINT = `new PerformanceObserver((list,observer)=>{for(const entry of list.getEntries())if(entry.name==="first-contentful-paint"){observer.disconnect();const animation=document.querySelector("[data-gallery-spinner]")?.getAnimations()[0];if(animation){animation.effect?.updateTiming({delay:${GALLERY_SPINNER_MS}});animation.startTime=entry.startTime}}}).observe({type:"paint",buffered:true})`;

/**
 * The gallery page's loading spinner (spec, "Gallery page spinner": visible 2 seconds after load, then hidden). A
 * small pill over the page rather than a curtain: the pictures stay in the page for crawlers and readers all along,
 * and a CSS animation hides it, so it also goes away without JavaScript.
 */
export function GallerySpinner() {
  const nonce = useCspNonce();
  return (
    <div
      role="status"
      data-gallery-spinner
      className="gallery-spinner pointer-events-none fixed inset-x-0 bottom-24 z-40 flex justify-center px-4 md:bottom-8"
      style={{ "--spinner-delay": `${GALLERY_SPINNER_MS}ms` } as CSSProperties}
    >
      <span className="inline-flex items-center gap-3 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-paper shadow-lifted">
        <LoaderCircle aria-hidden className="size-5 animate-spin text-marmalade" />
        Loading the gallery…
      </span>
      <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPINNER_FROM_FIRST_PAINT }} />
    </div>
  );
}
