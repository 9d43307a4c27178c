import { Mail } from "#app/components/icons/icons.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { company, emailHref, privateTour, tourSummaries } from "#app/content/site.ts";
import type { BookingPage } from "#app/content/schema.ts";
import { fillLaterTokens } from "#app/content/tokens.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { island } from "#app/islands/island.tsx";
import { cn } from "#app/lib/cn.ts";
import { BookingCalendar, CALENDAR_LAZY_MARGIN } from "./booking-calendar.tsx";
import { parseItemId } from "./booking-urls.ts";

const choices = [
  ...tourSummaries.map((tour) => ({ label: tour.shortName, itemId: tour.itemId })),
  { label: privateTour.shortName, itemId: privateTour.itemId },
];

function choiceClass(active: boolean) {
  return cn(
    "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
    active ? "border-ink bg-ink text-paper" : "border-cream bg-card text-ink hover:border-ink/40",
  );
}

/**
 * The booking page's calendar section: the tour chosen by ?itemId, the choices, and the calendar. An island
 * (docs/decisions/087): the pre-rendered page cannot know the query, so it shows every tour until the browser
 * reads ?itemId.
 */
export function BookingSectionView({ copy }: { copy: BookingPage["calendar"] }) {
  const hydrated = useHydrated();
  const requested = hydrated
    ? parseItemId(new URLSearchParams(window.location.search).get("itemId"))
    : undefined;
  const chosen = choices.find((choice) => choice.itemId === requested);
  return (
    <Section
      id="calendar"
      title={chosen ? fillLaterTokens(copy.chosenTitle, { tour: chosen.label }) : copy.title}
      intro={<p>{copy.intro}</p>}
    >
      <nav aria-label="Choose a tour" className="mb-6 flex flex-wrap gap-2">
        <a href="/booking" aria-current={!requested ? "page" : undefined} className={choiceClass(!requested)}>
          {copy.allTours}
        </a>
        {choices.map((choice) => (
          <a
            key={choice.itemId}
            href={`/booking?itemId=${choice.itemId}`}
            aria-current={requested === choice.itemId ? "page" : undefined}
            className={choiceClass(requested === choice.itemId)}
          >
            {choice.label}
          </a>
        ))}
      </nav>
      <BookingCalendar
        key={requested ?? "all"}
        itemId={requested ?? "all"}
        label={chosen ? chosen.label : "all tours"}
      />
      {/* The envelope beside the sentence, which wraps beside it on a phone. */}
      <p className="mt-6 flex items-start gap-2 text-muted">
        <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-harbor" />
        <span>
          {copy.questions}{" "}
          <a href={emailHref} className="font-semibold break-words text-harbor underline underline-offset-4">
            {company.email}
          </a>
        </span>
      </p>
    </Section>
  );
}

/** An island that starts as it comes near the screen, where its calendar must load (docs/decisions/110). */
export const BookingSection = island("booking-section", BookingSectionView, { near: CALENDAR_LAZY_MARGIN });
