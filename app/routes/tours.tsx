import { lazy, Suspense } from "react";
import type { Route } from "./+types/tours";
import { Hero } from "#app/components/ui/hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { BOOK_NOW_ID } from "#app/components/layout/sticky-book-bar.tsx";
import { BookingCalendar } from "#app/features/booking/booking-calendar.tsx";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { RelatedTours } from "#app/features/related-tours/related-tours.tsx";
import { TestimonialCard } from "#app/features/testimonials/testimonial-card.tsx";
import { TourCard } from "#app/features/tours/tour-card.tsx";
import { tourCards } from "#app/features/tours/tour-cards.server.ts";
import { TourComparisonTable } from "#app/features/tours/tour-comparison-table.tsx";
import { TrustStrip } from "#app/features/tours/trust-strip.tsx";
import { UrgencyNote } from "#app/features/tours/urgency-note.tsx";
import { WhyChooseUs } from "#app/features/tours/why-choose-us.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord, faqPage, reviewRecord } from "#app/lib/structured-data.ts";
import { neighborhoodTourRecord, privateTourRecord } from "#app/features/tours/tour-records.ts";
import { toursPageFaqs, toursPageTestimonials, whyChooseUs } from "#content/data/tours-page.ts";
import { bookTourLabel, privateTour, tokens, tourSummaries } from "#app/content/site.ts";

const TourExpectations = lazy(() => import("#app/features/tours/tour-expectations.tsx"));

export function loader() {
  return {
    hero: image("heroes/tours"),
    cards: tourCards(),
    builtAt: new Date().toISOString(),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta("tours", [
    businessRecord(),
    ...tourSummaries.map((tour) => neighborhoodTourRecord(tour, { description: tour.teaser })),
    privateTourRecord(privateTour.teaser),
    faqPage(toursPageFaqs),
    ...toursPageTestimonials.map((testimonial) =>
      reviewRecord({
        author: testimonial.author,
        quote: testimonial.quote,
        date: testimonial.date,
        itemName: testimonial.tour,
      }),
    ),
  ]);

export default function Tours({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="large"
        overlay="medium"
        eyebrow="Cat-history walking tours"
        title="Our tours: New York through its cats"
        subtitle={`Three neighborhoods, ${tokens.durationWords} each, about ${tokens.distance} on foot, and a cat story at every corner.`}
        primary={{ text: bookTourLabel, to: "/booking" }}
      >
        <UrgencyNote builtAt={loaderData.builtAt} />
      </Hero>
      <section aria-label="Why guests trust us" className="border-b border-cream bg-card">
        <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 lg:px-8">
          <TrustStrip className="justify-center" />
        </div>
      </section>
      <Section id="why-choose" eyebrow="Why us" title="Why Choose Our Cat Tours?" align="center">
        <WhyChooseUs points={whyChooseUs} />
      </Section>
      <Section
        id="choose"
        tone="cream"
        eyebrow="Four ways to walk"
        title="Choose Your Cat Adventure"
        intro={
          <p>
            Each public tour is about {tokens.durationWords} and {tokens.distance}, with small groups and one
            of our licensed guides. Private tours go wherever, and whenever, your group likes.
          </p>
        }
      >
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {loaderData.cards.map((card) => (
            <li key={card.id}>
              <TourCard tour={card} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="compare" eyebrow="Side by side" title="Compare Our Tours">
        <TourComparisonTable />
      </Section>
      <Section
        id="reviews"
        tone="cream"
        eyebrow="From our guests"
        title="Five stars, in their words"
        align="center"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {toursPageTestimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="what-to-expect" eyebrow="Every tour" title="What to expect on the day">
        <Suspense
          fallback={
            <p className="text-muted" role="status">
              Loading tour details...
            </p>
          }
        >
          <TourExpectations />
        </Suspense>
      </Section>
      <Section id="faq" tone="cream" eyebrow="Questions" title="Frequently asked questions">
        <div className="max-w-3xl">
          <FaqAccordion items={toursPageFaqs} />
        </div>
      </Section>
      <Section
        id={BOOK_NOW_ID}
        eyebrow="Book now"
        title="Find a date for your walk"
        intro={
          <p>
            All three neighborhoods and private tours are on one calendar. {tokens.price} a guest; reserve and
            pay securely.
          </p>
        }
      >
        <BookingCalendar itemId="all" label="all tours" />
      </Section>
      <RelatedTours pageKey="tours" />
    </>
  );
}
