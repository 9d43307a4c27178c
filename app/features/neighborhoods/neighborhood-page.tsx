import { ArrowRight, Building2, Cat, Landmark, Map } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { TestimonialCard } from "#app/features/testimonials/testimonial-card.tsx";
import { company, tokens, tourSummaries } from "#app/content/site.ts";
import type { NeighborhoodData } from "./neighborhood.server.ts";

/** "2 hours" as a stat tile shows it: "2 Hours". */
function titleCase(words: string): string {
  return words.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
}

const featureIcons = [Landmark, Cat, Building2, Map];

/** A neighborhood landing page: why walk here, with the way into the matching tour (spec, "Neighbourhood pages"). */
export function NeighborhoodPage({ tour, content, hero }: NeighborhoodData) {
  const stats = [
    { value: titleCase(tokens.duration), label: "on foot, with stops" },
    { value: titleCase(tokens.distance), label: "of easy walking" },
    { value: `Max ${Math.max(...tourSummaries.map((each) => each.maxGuests))}`, label: "guests per group" },
    { value: `${company.rating.value}/5`, label: `from ${company.rating.count} ratings` },
  ];
  const others = tourSummaries.filter((other) => other.slug !== tour.slug);
  const bookLabel = `Book ${tour.shortName} Tour - ${tokens.price}`;
  return (
    <>
      <Hero
        layout="split"
        aspect="landscape-16-9"
        height="medium"
        eyebrow="Neighborhood guide"
        title={content.title}
        subtitle={content.subtitle}
        image={hero}
        primary={{ text: bookLabel, to: tour.path }}
      />
      <section aria-label="At a glance" className="bg-card">
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-10 sm:px-6 md:grid-cols-4 lg:px-8">
          {stats.map((stat) => (
            <li key={stat.value} className="rounded-2xl border border-cream bg-paper p-5 text-center">
              <p className="font-display text-3xl font-semibold text-marmalade-dark">{stat.value}</p>
              <p className="mt-1 text-sm text-muted">{stat.label}</p>
            </li>
          ))}
        </ul>
      </section>
      <Section id="highlights" eyebrow="What you will see" title={`Highlights of ${tour.shortName}`}>
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
      <Section id="why-walk" tone="cream" eyebrow="Why walk here" title={content.whyChoose.heading}>
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
              {tour.shortName} through time
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
      <Section id="guests" eyebrow="From our guests" title={`Walking ${tour.shortName} with us`}>
        <ul className="grid gap-6 md:grid-cols-2">
          {content.testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="faq" tone="cream" eyebrow="Questions" title={`${tour.shortName} walking tour FAQ`}>
        <div className="max-w-3xl">
          <FaqAccordion items={content.faqs} />
        </div>
      </Section>
      <Section id="more-neighborhoods" eyebrow="Keep exploring" title="More neighborhoods to walk">
        <ul className="grid gap-4 sm:grid-cols-3">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                to={other.neighborhoodPath}
                className="group block h-full rounded-2xl border border-cream bg-card p-6 shadow-raised hover:shadow-lifted"
              >
                <span className="font-display text-xl font-semibold">{other.shortName}</span>
                <span className="mt-2 block text-muted">{other.teaser}</span>
                <span className="mt-4 inline-flex items-center gap-2 font-semibold text-harbor">
                  Explore {other.shortName} <ArrowRight aria-hidden className="size-4" />
                </span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/tours"
              className="group block h-full rounded-2xl bg-ink p-6 text-paper shadow-raised hover:shadow-lifted"
            >
              <span className="font-display text-xl font-semibold">All tours</span>
              <span className="mt-2 block text-paper/80">Compare every walk, private tours included.</span>
              <span className="mt-4 inline-flex items-center gap-2 font-semibold text-marmalade">
                See all tours <ArrowRight aria-hidden className="size-4" />
              </span>
            </Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
