import { Mail } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/booking";
import { Hero } from "#app/components/ui/hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { LinkedText } from "#app/components/ui/linked-text.tsx";
import { pageContent } from "#app/content/content.server.ts";
import { company, emailHref, privateTour, tourFacts, tourSummaries } from "#app/content/site.ts";
import { fillLaterTokens } from "#app/content/tokens.ts";
import { BookingCalendar } from "#app/features/booking/booking-calendar.tsx";
import { parseItemId } from "#app/features/booking/booking-urls.ts";
import { GroupSizeEstimate } from "#app/features/tours/group-size-estimate.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord } from "#app/lib/structured-data.ts";

export function loader() {
  return {
    copy: pageContent("booking"),
    hero: image("heroes/booking"),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("booking", [businessRecord()]);

const choices = [
  ...tourSummaries.map((tour) => ({ label: tour.shortName, itemId: tour.itemId })),
  { label: privateTour.shortName, itemId: privateTour.itemId },
];

export default function Booking({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  // The pre-rendered page cannot know the query: it shows every tour until the browser reads ?itemId.
  const requested = hydrated ? parseItemId(searchParams.get("itemId")) : undefined;
  const chosen = choices.find((choice) => choice.itemId === requested);
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="medium"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
      />
      <Section
        id="calendar"
        title={
          chosen ? fillLaterTokens(copy.calendar.chosenTitle, { tour: chosen.label }) : copy.calendar.title
        }
        intro={<p>{copy.calendar.intro}</p>}
      >
        <nav aria-label="Choose a tour" className="mb-6 flex flex-wrap gap-2">
          <Link
            to="/booking"
            aria-current={!requested ? "page" : undefined}
            className={choiceClass(!requested)}
          >
            {copy.calendar.allTours}
          </Link>
          {choices.map((choice) => (
            <Link
              key={choice.itemId}
              to={`/booking?itemId=${choice.itemId}`}
              aria-current={requested === choice.itemId ? "page" : undefined}
              className={choiceClass(requested === choice.itemId)}
            >
              {choice.label}
            </Link>
          ))}
        </nav>
        <BookingCalendar
          key={requested ?? "all"}
          itemId={requested ?? "all"}
          label={chosen ? chosen.label : "all tours"}
        />
        <p className="mt-6 flex flex-wrap items-center gap-2 text-muted">
          <Mail aria-hidden className="size-5 text-harbor" />
          {copy.calendar.questions}
          <a href={emailHref} className="font-semibold text-harbor underline underline-offset-4">
            {company.email}
          </a>
        </p>
      </Section>
      <Section
        id="private-estimate"
        tone="cream"
        eyebrow={copy.estimate.eyebrow}
        title={copy.estimate.title}
        intro={
          <p>
            <LinkedText
              text={copy.estimate.intro}
              linkClassName="font-semibold text-harbor underline underline-offset-4"
            />
          </p>
        }
      >
        <div className="max-w-xl">
          <GroupSizeEstimate
            title={copy.estimate.formTitle}
            blankValue={tourFacts.privateTour.defaultGuests}
          />
        </div>
      </Section>
    </>
  );
}

function choiceClass(active: boolean) {
  return cn(
    "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
    active ? "border-ink bg-ink text-paper" : "border-cream bg-card text-ink hover:border-ink/40",
  );
}
