import { CalendarDays, ExternalLink as ExternalIcon, LoaderCircle } from "#app/components/icons/icons.tsx";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { landingAttribution, type BookingAttribution } from "#app/features/insights/campaign.ts";
import { reportInsight } from "#app/features/insights/insight.ts";
import { bookingPageUrl, calendarEmbedUrl } from "./booking-urls.ts";
import { loadEmbedScriptWhenIdle } from "./load-embed-script.ts";
import { useNearViewport } from "#app/hooks/use-near-viewport.ts";
import { island } from "#app/islands/island.tsx";

/** The calendar's height and the distance from the viewport at which it starts loading (spec, section 9). */
export const CALENDAR_HEIGHT = 700;
export const CALENDAR_LAZY_MARGIN = 100;

type BookingCalendarProps = {
  /** The item to book; "all" shows every tour (the booking page without an item). */
  itemId: number | "all" | undefined;
  /** What the calendar books, for its frame title and fallback link. */
  label: string;
};

const NO_ATTRIBUTION: BookingAttribution = {};
const noAttribution = () => NO_ATTRIBUTION;
/** The landing campaign never changes during a visit: nothing to subscribe to. */
const unchanging = () => () => {};

/**
 * The booking provider's calendar (spec, "Booking calendar"): a placeholder until it is within 100px of view, then a
 * lazy frame with a loading note until it has loaded. A plain link to the provider's booking page always remains,
 * so a visitor can book even when the embedded widget is unavailable.
 */
export function BookingCalendarView({ itemId, label }: BookingCalendarProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>(CALENDAR_LAZY_MARGIN);
  const [loaded, setLoaded] = useState(false);
  // Known in the browser only: the pre-rendered page links without it, then the campaign is added.
  const attribution = useSyncExternalStore(unchanging, landingAttribution, noAttribution);
  const missing = itemId === undefined;
  const frame = useRef<HTMLIFrameElement>(null);

  // Tab into the calendar brings it on screen, whatever the provider's frame holds (WCAG 2.4.11). The browser does
  // not scroll to a frame that takes focus with no control of its own yet (still loading, or the provider is down),
  // and the frame element gets no focus event: the page's window loses focus instead.
  useEffect(() => {
    const showFocusedFrame = () =>
      setTimeout(() => {
        if (frame.current && document.activeElement === frame.current)
          frame.current.scrollIntoView({ block: "nearest" });
      });
    window.addEventListener("blur", showFocusedFrame);
    return () => window.removeEventListener("blur", showFocusedFrame);
  }, []);

  useEffect(() => {
    if (missing) {
      console.error("No itemId provided");
      return;
    }
    return loadEmbedScriptWhenIdle();
  }, [missing]);

  if (missing) return null;
  const item = itemId === "all" ? undefined : itemId;
  return (
    <div className="overflow-hidden rounded-2xl border border-cream bg-card shadow-raised">
      <div
        ref={ref}
        className="relative"
        style={{ height: CALENDAR_HEIGHT }}
        data-booking-calendar={item ?? "all"}
      >
        {/* The note lies under the frame and shows through it until the provider's page paints: a visitor who
            tabs into a frame still loading sees the note, and the frame stays on top with focus. */}
        {!loaded ? (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-paper text-muted"
            role="status"
          >
            {near ? (
              <LoaderCircle
                aria-hidden
                className="size-8 animate-spin text-marmalade-dark motion-reduce:animate-none"
              />
            ) : (
              <CalendarDays aria-hidden className="size-8 text-marmalade-dark" />
            )}
            <p className="font-medium">{near ? "Loading calendar..." : "Preparing calendar..."}</p>
          </div>
        ) : null}
        {near ? (
          <iframe
            src={calendarEmbedUrl(item, attribution)}
            title={`Booking calendar: ${label}`}
            loading="lazy"
            ref={frame}
            onLoad={() => {
              setLoaded(true);
              reportInsight({ type: "calendar_open", item });
            }}
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : null}
      </div>
      <p className="flex flex-wrap items-center justify-between gap-3 border-t border-cream px-5 py-4 text-sm text-muted">
        <span>Calendar not showing? You can book on our booking page directly.</span>
        <a
          href={bookingPageUrl(item, attribution)}
          className={buttonClasses("outline", "sm")}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open the booking page <ExternalIcon aria-hidden className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}

/** An island that starts as it comes within 100px of the screen, where its frame must load (docs/decisions/110). */
export const BookingCalendar = island("booking-calendar", BookingCalendarView, {
  near: CALENDAR_LAZY_MARGIN,
});
