import { buttonClasses } from "#app/components/ui/button.tsx";
import { SCROLLED_PAST } from "#app/lib/scroll-marks.ts";
import type { Navigation } from "#app/content/schema.ts";
import { TO_CALENDAR } from "./book-now.ts";

/**
 * Mobile only (under 768px, by CSS) and only after 300px of scroll: one tap to the page's calendar when it has one,
 * to /booking otherwise (spec, "States and transitions"). The islands runtime marks it as the page scrolls
 * (app/lib/scroll-marks.ts) and CSS brings it up; until it is up it is hidden from every visitor, screen readers and
 * keyboards included. Its link goes to the page's calendar by the runtime's own hand (app/islands/in-page.ts), which
 * is there whenever the bar is up, so the tap answers at once (docs/decisions/150); it needs no island.
 */
export function StickyBookBar({ copy }: { copy: Navigation["bookBar"] }) {
  return (
    <aside
      aria-label="Quick booking"
      data-sticky-book-bar
      {...{ [SCROLLED_PAST]: 300 }}
      className="invisible fixed inset-x-0 bottom-0 z-30 translate-y-full border-t border-cream bg-card/95 px-4 py-3 shadow-lifted backdrop-blur transition-[translate,visibility] duration-200 data-[scrolled=true]:visible data-[scrolled=true]:translate-y-0 md:hidden"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm leading-tight">
          <span className="block font-semibold">{copy.title}</span>
          <span className="text-muted">{copy.text}</span>
        </p>
        <a href="/booking" {...{ [TO_CALENDAR]: "" }} className={buttonClasses("primary", "md", "shrink-0")}>
          Book Your Tour
        </a>
      </div>
    </aside>
  );
}
