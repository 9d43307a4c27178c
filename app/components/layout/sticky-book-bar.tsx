import type { MouseEvent } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SCROLLED_PAST } from "#app/lib/scroll-marks.ts";
import { scrollToSection } from "#app/lib/scroll.ts";
import type { Navigation } from "#app/content/schema.ts";
import { island } from "#app/islands/island.tsx";

/** The booking target on pages that embed the calendar. */
export const BOOK_NOW_ID = "book-now";

/**
 * Mobile only (under 768px, by CSS) and only after 300px of scroll: one tap to the page's calendar when it has one,
 * to /booking otherwise (spec, "States and transitions"). The islands runtime marks it as the page scrolls
 * (app/lib/scroll-marks.ts) and CSS brings it up; until it is up it is hidden from every visitor, screen readers and
 * keyboards included. Its island starts at the first tap on it, which is held until then (`data-hold-tap`): the link
 * alone would leave the page rather than go to its calendar.
 */
export function StickyBookBarView({ copy }: { copy: Navigation["bookBar"] }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(BOOK_NOW_ID);
    if (!target) return;
    event.preventDefault();
    scrollToSection(target);
    history.replaceState(history.state, "", `#${BOOK_NOW_ID}`);
  };
  return (
    <aside
      aria-label="Quick booking"
      data-sticky-book-bar
      {...{ [SCROLLED_PAST]: 300 }}
      suppressHydrationWarning
      className="invisible fixed inset-x-0 bottom-0 z-30 translate-y-full border-t border-cream bg-card/95 px-4 py-3 shadow-lifted backdrop-blur transition-[translate,visibility] duration-200 data-[scrolled=true]:visible data-[scrolled=true]:translate-y-0 md:hidden"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm leading-tight">
          <span className="block font-semibold">{copy.title}</span>
          <span className="text-muted">{copy.text}</span>
        </p>
        <a
          href="/booking"
          onClick={onClick}
          data-hold-tap
          className={buttonClasses("primary", "md", "shrink-0")}
        >
          Book Your Tour
        </a>
      </div>
    </aside>
  );
}

/** An island that starts at the first tap on it (held until it is live) (docs/decisions/110). */
export const StickyBookBar = island("sticky-book-bar", StickyBookBarView);
