import { Clock, MapPin, Route as RouteIcon, Ticket, Users } from "lucide-react";
import type { Tour } from "#content/data/tours.ts";
import { TOUR_DISTANCE_MILES, TOUR_DURATION_LABEL, TOUR_PRICE_USD } from "#content/data/tours.ts";
import { BOOK_NOW_ID } from "#app/components/layout/sticky-book-bar.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import type { ResponsiveImage } from "#app/lib/images.ts";

type TourDetailPageProps = { tour: Tour; hero: ResponsiveImage };

export function TourDetailPage({ tour, hero }: TourDetailPageProps) {
  const facts = [
    { icon: Clock, label: "Duration", value: TOUR_DURATION_LABEL },
    { icon: RouteIcon, label: "Distance", value: `About ${TOUR_DISTANCE_MILES} miles` },
    { icon: Ticket, label: "Price", value: `$${TOUR_PRICE_USD} per guest` },
    { icon: Users, label: "Group size", value: `Max ${tour.maxGuests} guests` },
    { icon: MapPin, label: "Meets at", value: tour.meetingPoint },
  ];
  return (
    <>
      <Hero
        image={hero}
        height="large"
        overlay="medium"
        eyebrow={tour.badge ? `${tour.badge} · ${tour.shortName}` : tour.shortName}
        title={tour.name}
        subtitle={tour.teaser}
        primary={{ text: "Check Availability & Book", to: `#${BOOK_NOW_ID}` }}
        secondary={{ text: "All Tours", to: "/tours" }}
      />
      <section aria-label="Tour facts" className="border-b border-cream bg-card">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 sm:px-6 md:grid-cols-5 lg:px-8">
          {facts.map(({ icon: Icon, label, value }) => (
            // A dl's groups hold only dt and dd, so the icon sits inside the dt, in the same place as before.
            <div key={label} className="relative pl-9">
              <dt className="text-sm font-medium text-muted">
                <Icon aria-hidden className="absolute top-0.5 left-0 size-6 text-marmalade-dark" />
                {label}
              </dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Section id="about-this-tour" eyebrow="The walk" title={`About the ${tour.shortName} tour`}>
        <Intro>
          <p>{tour.summary}</p>
        </Intro>
      </Section>
      <Section
        id={BOOK_NOW_ID}
        tone="cream"
        eyebrow="Book now"
        title="Check availability and book"
        intro={`${tour.schedule}. $${TOUR_PRICE_USD} a guest; reserve and pay securely on our booking calendar.`}
      >
        <ButtonLink to={`/booking?itemId=${tour.itemId}`} size="lg">
          See dates for the {tour.shortName} tour
        </ButtonLink>
      </Section>
    </>
  );
}
