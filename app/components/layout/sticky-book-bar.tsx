import type { MouseEvent } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { useScrolledPast } from "#app/hooks/use-scrolled-past.ts";
import { cn } from "#app/lib/cn.ts";
import { scrollToSection } from "#app/lib/scroll.ts";
import type { Navigation } from "#app/content/schema.ts";
import { island } from "#app/islands/island.tsx";

/** The booking target on pages that embed the calendar. */
export const BOOK_NOW_ID = "book-now";

/**
 * Mobile only (under 768px, by CSS) and only after 300px of scroll: one tap to the page's calendar when it has one,
 * to /booking otherwise (spec, "States and transitions").
 */
export function StickyBookBarView({ copy }: { copy: Navigation["bookBar"] }) {
  const visible = useScrolledPast(300);
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
      aria-hidden={!visible}
      inert={!visible}
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 border-t border-cream bg-card/95 px-4 py-3 shadow-lifted backdrop-blur transition-transform duration-200 md:hidden",
        visible ? "translate-y-0" : "translate-y-full",
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm leading-tight">
          <span className="block font-semibold">{copy.title}</span>
          <span className="text-muted">{copy.text}</span>
        </p>
        <a href="/booking" onClick={onClick} className={buttonClasses("primary", "md", "shrink-0")}>
          Book Your Tour
        </a>
      </div>
    </aside>
  );
}

/** An island (docs/decisions/087): its own module in the browser, on the pages that show it. */
export const StickyBookBar = island("sticky-book-bar", StickyBookBarView);
