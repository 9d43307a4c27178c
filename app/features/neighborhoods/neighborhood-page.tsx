import { ArrowRight, Building2, Cat, Landmark, MapIcon } from "#app/components/icons/icons.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { TestimonialCard } from "#app/features/testimonials/testimonial-card.tsx";
import { tourSummaries } from "#app/content/site.ts";
import { fillLaterTokens, titleCase } from "#app/content/tokens.ts";
import type { NeighborhoodData } from "./neighborhood.server.ts";
import { BAND } from "#app/lib/bands.ts";

const featureIcons = [Landmark, Cat, Building2, MapIcon];

/** A neighborhood landing page: why walk here, with the way into the matching tour (spec, "Neighbourhood pages"). */
export function NeighborhoodPage({ tour, content, copy, testimonials, hero }: NeighborhoodData) {
  const others = tourSummaries.filter((other) => other.slug !== tour.slug);
  const bookLabel = copy.hero.book;
  return (
    <>
      <Hero
        layout="split"
        aspect="landscape-16-9"
        height="medium"
        eyebrow={copy.hero.eyebrow}
        title={content.title}
        subtitle={content.subtitle}
        image={hero}
        primary={{ text: bookLabel, to: tour.path }}
      />
      <section aria-label="At a glance" className="bg-card">
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-10 sm:px-6 md:grid-cols-4 lg:px-8">
          {copy.stats.map((stat) => (
            <li key={stat.value} className="rounded-2xl border border-cream bg-paper p-5 text-center">
              <p className="font-display text-3xl font-semibold text-marmalade-dark">
                {titleCase(stat.value)}
              </p>
              <p className="mt-1 text-sm text-muted">{stat.label}</p>
            </li>
          ))}
        </ul>
      </section>
      <Section id="highlights" eyebrow={copy.highlights.eyebrow} title={copy.highlights.title}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {content.features.map((feature, index) => {
            const Icon = featureIcons[index % featureIcons.length] ?? Landmark;
            return (
              <li key={feature.title} className="rounded-2xl border border-cream bg-card p-6 shadow-raised">
                <Icon aria-hidden className="size-7 text-marmalade-dark" />
                <h3 className="mt-3 text-xl">{feature.title}</h3>
                <p className="mt-2 text-muted">{feature.description}</p>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="why-walk" tone="cream" eyebrow={copy.whyWalk.eyebrow} title={content.whyChoose.heading}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
            {content.whyChoose.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            <ButtonLink to={tour.path} className="mt-4">
              {bookLabel}
            </ButtonLink>
          </div>
          <aside aria-labelledby="timeline-heading" className="rounded-2xl bg-card p-6 shadow-raised">
            <h3 id="timeline-heading" className="text-xl">
              {copy.whyWalk.timeline}
            </h3>
            <ol className="mt-4 space-y-4 border-l-2 border-marmalade/60 pl-5">
              {content.timeline.map((entry) => (
                <li key={entry.year + entry.event.slice(0, 20)}>
                  <span className="font-display text-lg font-semibold text-marmalade-dark">{entry.year}</span>
                  <p className="text-muted">{entry.event}</p>
                </li>
              ))}
            </ol>
          </aside>
        </div>
      </Section>
      <Section className={BAND} id="guests" eyebrow={copy.guests.eyebrow} title={copy.guests.title}>
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="faq" tone="cream" eyebrow={copy.faq.eyebrow} title={copy.faq.title}>
        <div className="max-w-3xl">
          <FaqAccordion items={content.faqs} />
        </div>
      </Section>
      <Section id="more-neighborhoods" eyebrow={copy.more.eyebrow} title={copy.more.title}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {others.map((other) => (
            <li key={other.slug}>
              <a
                href={other.neighborhoodPath}
                className="group block h-full rounded-2xl border border-cream bg-card p-6 shadow-raised hover:shadow-lifted"
              >
                <span className="font-display text-xl font-semibold">{other.shortName}</span>
                <span className="mt-2 block text-muted">{other.teaser}</span>
                <span className="mt-4 inline-flex items-center gap-2 font-semibold text-harbor">
                  {fillLaterTokens(copy.more.explore, { other: other.shortName })}{" "}
                  <ArrowRight aria-hidden className="size-4" />
                </span>
              </a>
            </li>
          ))}
          <li>
            <a
              href="/tours"
              className="group block h-full rounded-2xl bg-ink p-6 text-paper shadow-raised hover:shadow-lifted"
            >
              <span className="font-display text-xl font-semibold">{copy.more.allTours.title}</span>
              <span className="mt-2 block text-paper/80">{copy.more.allTours.description}</span>
              <span className="mt-4 inline-flex items-center gap-2 font-semibold text-marmalade">
                {copy.more.allTours.link} <ArrowRight aria-hidden className="size-4" />
              </span>
            </a>
          </li>
        </ul>
      </Section>
    </>
  );
}
