import {
  ArrowRight,
  Backpack,
  CalendarDays,
  Clock,
  CloudRain,
  Coffee,
  Accessibility,
  MapPin,
  Percent,
  Route as RouteIcon,
  Ticket,
  Users,
} from "#app/components/icons/icons.tsx";
import { BOOK_NOW_ID } from "#app/components/layout/book-now.ts";
import { Hero } from "#app/components/ui/hero.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { BookingCalendar } from "#app/features/booking/booking-calendar.tsx";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { RelatedTours } from "#app/features/related-tours/related-tours.tsx";
import { TestimonialCarousel } from "#app/features/testimonials/testimonial-carousel.tsx";
import { LinkedText } from "#app/components/ui/linked-text.tsx";
import type { TourDetailData } from "./tour-detail.server.ts";
import { textLinkClasses } from "#app/components/ui/button.tsx";
import { BAND } from "#app/lib/bands.ts";

export function TourDetailPage({
  tour,
  copy,
  testimonials,
  related,
  hero,
  gallery,
  otherTours,
}: TourDetailData) {
  const facts = [
    { icon: Clock, ...copy.facts.duration },
    { icon: RouteIcon, ...copy.facts.distance },
    { icon: Ticket, ...copy.facts.price },
    { icon: Users, ...copy.facts.groupSize },
    { icon: CalendarDays, ...copy.facts.schedule },
  ];
  const { goodToKnow: notes } = copy;
  const goodToKnow = [
    { icon: MapPin, title: notes.meeting, description: tour.meetingDetails },
    { icon: CloudRain, ...notes.weather },
    { icon: Users, ...notes.minimumGroup },
    { icon: Accessibility, ...notes.accessibility },
    { icon: Percent, ...notes.discounts },
    ...(tour.endsAtCatCafe ? [{ icon: Coffee, ...notes.catCafe }] : []),
  ];
  return (
    <>
      {tour.urgencyBanner ? (
        <p
          className="bg-brick px-4 py-2.5 text-center text-sm font-bold tracking-widest text-white uppercase"
          data-urgency-banner
        >
          {tour.urgencyBanner}
        </p>
      ) : null}
      <Hero
        image={hero}
        height="large"
        overlay="medium"
        eyebrow={tour.badge ? `${tour.badge} · ${tour.shortName}` : tour.shortName}
        title={tour.name}
        subtitle={tour.teaser}
        primary={{ text: "Check Availability & Book", to: `#${BOOK_NOW_ID}` }}
        secondary={{ text: copy.hero.allTours, to: "/tours" }}
      />
      <section aria-label="Tour facts" className="border-b border-cream bg-card">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 sm:px-6 md:grid-cols-5 lg:px-8">
          {facts.map(({ icon: Icon, label, value }) => (
            // A dl's groups hold only dt and dd, so the icon sits inside the dt, in the same place as before.
            <div key={label} className="relative pl-9 last:col-span-2 md:last:col-span-1">
              <dt className="text-sm font-medium text-muted">
                <Icon aria-hidden className="absolute top-0.5 left-0 size-6 text-marmalade-dark" />
                {label}
              </dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="about-this-tour" eyebrow={copy.about.eyebrow} title={copy.about.title}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
            {tour.description.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <aside
            aria-labelledby="good-to-know"
            className="rounded-2xl border border-cream bg-card p-6 shadow-raised"
          >
            <h3 id="good-to-know" className="text-xl">
              {notes.title}
            </h3>
            <ul className="mt-4 space-y-4">
              {goodToKnow.map(({ icon: Icon, title, description }) => (
                <li key={title} className="flex gap-3">
                  <Icon aria-hidden className="mt-1 size-5 shrink-0 text-harbor" />
                  <p>
                    <span className="block font-semibold">{title}</span>
                    <span className="text-muted">{description}</span>
                  </p>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <Section id="discover" tone="cream" eyebrow={copy.discover.eyebrow} title={copy.discover.title}>
        <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {tour.stops.map((stop, index) => (
            <li key={stop.title} className="rounded-2xl bg-card p-6 shadow-raised">
              <span className="font-display text-3xl font-semibold text-marmalade-dark" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 text-xl">{stop.title}</h3>
              <p className="mt-2 text-muted">{stop.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="gallery" eyebrow={copy.gallery.eyebrow} title={copy.gallery.title}>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4">
          {gallery.map((photo) => (
            <li key={photo.src} className="overflow-hidden rounded-xl">
              <Picture
                image={photo}
                sizes="(min-width: 768px) 33vw, 50vw"
                imgClassName="aspect-[4/3] object-cover"
              />
            </li>
          ))}
        </ul>
        <p className="mt-5">
          <a href="/gallery" className={textLinkClasses()}>
            {copy.gallery.more} <ArrowRight aria-hidden className="size-4" />
          </a>
        </p>
      </Section>

      <Section
        className={BAND}
        id="reviews"
        tone="cream"
        eyebrow={copy.reviews.eyebrow}
        title={copy.reviews.title}
        align="center"
      >
        <TestimonialCarousel testimonials={testimonials} label={copy.reviews.label} />
      </Section>

      <Section id="what-to-bring" eyebrow={copy.whatToBring.eyebrow} title={copy.whatToBring.title}>
        <ul className="grid max-w-4xl gap-3 sm:grid-cols-2">
          {tour.whatToBring.map((item) => (
            <li key={item} className="flex items-start gap-3 rounded-xl border border-cream bg-card p-4">
              <Backpack aria-hidden className="mt-0.5 size-5 shrink-0 text-marmalade-dark" />
              {item}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id={BOOK_NOW_ID}
        tone="cream"
        eyebrow={copy.book.eyebrow}
        title={copy.book.title}
        intro={<p>{copy.book.intro}</p>}
      >
        <BookingCalendar itemId={tour.itemId} label={tour.name} />
      </Section>

      <Section id="faq" eyebrow={copy.faq.eyebrow} title={copy.faq.title}>
        <div className="max-w-3xl">
          <FaqAccordion items={tour.faqs} />
          <p className="mt-6 text-muted">
            <LinkedText
              text={copy.faq.more}
              linkClassName="font-semibold text-harbor underline underline-offset-4"
            />
          </p>
        </div>
      </Section>

      <Section id="more-tours" tone="cream" eyebrow={copy.otherTours.eyebrow} title={copy.otherTours.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {otherTours.map((other) => (
            <li key={other.path}>
              <a
                href={other.path}
                className="group flex h-full flex-col overflow-hidden rounded-2xl border border-cream bg-card shadow-raised transition-shadow hover:shadow-lifted"
              >
                <Picture
                  image={other.image}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  imgClassName="aspect-[3/2] object-cover"
                />
                <span className="flex grow flex-col p-6">
                  <span className="font-display text-xl font-semibold">{other.title}</span>
                  <span className="mt-2 grow text-muted">{other.teaser}</span>
                  <span className="mt-4 inline-flex items-center gap-2 font-semibold text-harbor">
                    {copy.otherTours.view}{" "}
                    <ArrowRight
                      aria-hidden
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <RelatedTours block={related} />
    </>
  );
}
