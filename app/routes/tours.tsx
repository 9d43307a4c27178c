import TourExpectations from "#app/features/tours/tour-expectations.tsx";
import type { Route } from "./+types/tours";
import { Hero } from "#app/components/ui/hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { BOOK_NOW_ID } from "#app/components/layout/book-now.ts";
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
import { pageContent, relatedTours, testimonialsFor } from "#app/content/content.server.ts";
import { bookTourLabel, privateTour, tourSummaries } from "#app/content/site.ts";
import { BAND } from "#app/lib/bands.ts";

export function loader() {
  return {
    copy: pageContent("tours"),
    hero: image("heroes/tours"),
    cards: tourCards(),
    testimonials: testimonialsFor("tours"),
    related: relatedTours("tours"),
    builtAt: new Date().toISOString(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  !loaderData
    ? []
    : pageMeta("tours", [
        businessRecord(),
        ...tourSummaries.map((tour) => neighborhoodTourRecord(tour, { description: tour.teaser })),
        privateTourRecord(privateTour.teaser),
        faqPage(loaderData.copy.faq.items),
        ...loaderData.testimonials.map((testimonial) =>
          reviewRecord({
            author: testimonial.author,
            quote: testimonial.quote,
            date: testimonial.date,
            itemName: testimonial.tour,
          }),
        ),
      ]);

export default function Tours({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="large"
        overlay="medium"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        primary={{ text: bookTourLabel, to: "/booking" }}
      >
        <UrgencyNote builtAt={loaderData.builtAt} message={copy.urgency} />
      </Hero>
      <section aria-label="Why guests trust us" className="border-b border-cream bg-card">
        <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 lg:px-8">
          <TrustStrip items={copy.trust} className="justify-center" />
        </div>
      </section>
      <Section id="why-choose" eyebrow={copy.whyChoose.eyebrow} title={copy.whyChoose.title} align="center">
        <WhyChooseUs points={copy.whyChoose.points} />
      </Section>
      <Section
        id="choose"
        tone="cream"
        eyebrow={copy.choose.eyebrow}
        title={copy.choose.title}
        intro={<p>{copy.choose.intro}</p>}
      >
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {loaderData.cards.map((card) => (
            <li key={card.id}>
              <TourCard tour={card} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="compare" eyebrow={copy.compare.eyebrow} title={copy.compare.title}>
        <TourComparisonTable />
      </Section>
      <Section
        className={BAND}
        id="reviews"
        tone="cream"
        eyebrow={copy.reviews.eyebrow}
        title={copy.reviews.title}
        align="center"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {loaderData.testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="what-to-expect" eyebrow={copy.expectations.eyebrow} title={copy.expectations.title}>
        {/* Pre-rendered with the page: nothing is left to load, so no loading note (docs/decisions/087). */}
        <TourExpectations items={copy.expectations.items} />
      </Section>
      <Section id="faq" tone="cream" eyebrow={copy.faq.eyebrow} title={copy.faq.title}>
        <div className="max-w-3xl">
          <FaqAccordion items={copy.faq.items} />
        </div>
      </Section>
      <Section
        id={BOOK_NOW_ID}
        eyebrow={copy.book.eyebrow}
        title={copy.book.title}
        intro={<p>{copy.book.intro}</p>}
      >
        <BookingCalendar itemId="all" label="all tours" />
      </Section>
      <RelatedTours block={loaderData.related} />
    </>
  );
}
