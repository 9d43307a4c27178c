import { Mail } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/booking";
import { Hero } from "#app/components/ui/hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { company, emailHref, privateTour, tokens, tourSummaries } from "#app/content/site.ts";
import { BookingCalendar } from "#app/features/booking/booking-calendar.tsx";
import { parseItemId } from "#app/features/booking/booking-urls.ts";
import { GroupSizeEstimate } from "#app/features/tours/group-size-estimate.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord } from "#app/lib/structured-data.ts";
import { DEFAULT_GROUP } from "#app/features/tours/private-tour-price.ts";

export function loader() {
  return {
    hero: image("heroes/booking"),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("booking", [businessRecord()]);

const choices = [
  ...tourSummaries.map((tour) => ({ label: tour.shortName, itemId: tour.itemId })),
  { label: privateTour.shortName, itemId: privateTour.itemId },
];

export default function Booking({ loaderData }: Route.ComponentProps) {
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
        eyebrow="Booking"
        title="Book your tour"
        subtitle={`Pick a date and a neighborhood: ${tokens.price} a guest, paid securely on our booking calendar.`}
      />
      <Section
        id="calendar"
        title={chosen ? `${chosen.label}: choose a date` : "Choose a date"}
        intro={
          <p>
            Every tour is on one calendar. Choose a date, pick your tour and reserve your places; a
            confirmation e-mail with the meeting point follows right away. Tours need at least four guests to
            run: if yours does not fill, we refund you in full or move you to another date.
          </p>
        }
      >
        <nav aria-label="Choose a tour" className="mb-6 flex flex-wrap gap-2">
          <Link
            to="/booking"
            aria-current={!requested ? "page" : undefined}
            className={choiceClass(!requested)}
          >
            All tours
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
          Questions before you book? Write to us at
          <a href={emailHref} className="font-semibold text-harbor underline underline-offset-4">
            {company.email}
          </a>
        </p>
      </Section>
      <Section
        id="private-estimate"
        tone="cream"
        eyebrow="Private groups"
        title="Estimate a private tour"
        intro={
          <p>
            Bringing your own group? A private tour costs {tokens.privateBasePrice} for up to{" "}
            {tokens.privateBaseGuests} guests and {tokens.price} for each guest beyond that.{" "}
            <Link
              to="/tours/private-tours"
              className="font-semibold text-harbor underline underline-offset-4"
            >
              Read about private tours
            </Link>
            .
          </p>
        }
      >
        <div className="max-w-xl">
          <GroupSizeEstimate title="Your group" blankValue={DEFAULT_GROUP} />
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
