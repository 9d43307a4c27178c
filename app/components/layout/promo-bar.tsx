import { Gift, X } from "#app/components/icons/icons.tsx";
import { useSyncExternalStore } from "react";
import { ExternalLink } from "#app/components/ui/button.tsx";
import { links, siteSettings } from "#app/content/site.ts";
import { island } from "#app/islands/island.tsx";

/** One key, value "1" (spec, "States and transitions"). The head script reads the same key before first paint. */
export const PROMO_DISMISSED_KEY = "whiskerwalks:promo-dismissed";

/** Runs in the head before the body paints, so a dismissed bar never flashes or shifts the page. */
export const promoDismissedScript = `try{if(localStorage.getItem(${JSON.stringify(PROMO_DISMISSED_KEY)})==="1")document.documentElement.setAttribute("data-promo-dismissed","")}catch(e){}`;

/** The home page's announcement (site settings): the gift-card promotion, with a dismiss button that is remembered. */
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** The head script's mark on <html> is the one source of truth in the browser; storage only persists it. */
const isDismissed = () => document.documentElement.hasAttribute("data-promo-dismissed");

export function PromoBarView() {
  const dismissed = useSyncExternalStore(subscribe, isDismissed, () => false);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(PROMO_DISMISSED_KEY, "1");
    } catch {
      // Without storage the bar still closes for this visit.
    }
    document.documentElement.setAttribute("data-promo-dismissed", "");
    listeners.forEach((listener) => listener());
  };
  return (
    <section data-promo-bar aria-label="Announcement" className="bg-brick text-paper focus-on-dark">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5 text-sm sm:px-6 lg:px-8">
        <Gift aria-hidden className="hidden size-5 shrink-0 sm:block" />
        <p className="grow">
          <span className="font-semibold">{siteSettings.announcement.text}</span>{" "}
          <ExternalLink
            href={links.giftCards}
            className="inline-flex min-h-11 items-center underline underline-offset-4 hover:no-underline sm:min-h-0"
          >
            {siteSettings.announcement.link}
          </ExternalLink>
        </p>
        {/* Without JavaScript nothing could remember the dismissal, so there is no button (docs/decisions/195). */}
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15 noscript:hidden"
        >
          <X aria-hidden className="size-5" />
          <span className="sr-only">Dismiss announcement</span>
        </button>
      </div>
    </section>
  );
}

/** An island that starts at the first tap, key or focus on it (docs/decisions/110). */
export const PromoBar = island("promo-bar", PromoBarView);
