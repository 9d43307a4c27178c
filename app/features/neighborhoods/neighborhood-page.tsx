import type { ReactNode } from "react";
import { Link } from "react-router";
import { company } from "#app/config.ts";
import type { Tour } from "#content/data/tours.ts";
import { tourList, TOUR_PRICE_USD } from "#content/data/tours.ts";
import { Hero } from "#app/components/ui/hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { ResponsiveImage } from "#app/lib/images.ts";

type NeighborhoodPageProps = {
  tour: Tour;
  hero: ResponsiveImage;
  title: string;
  subtitle: string;
  children: ReactNode;
};

/** A neighborhood landing page: why walk here, with the way into the matching tour (spec, "Neighbourhood pages"). */
export function NeighborhoodPage({ tour, hero, title, subtitle, children }: NeighborhoodPageProps) {
  const stats = [
    { value: "2 Hours", label: "on foot, with stops" },
    { value: "1.5 Miles", label: "of easy walking" },
    { value: "Max 15", label: "guests per group" },
    { value: `${company.rating.value}/5`, label: `from ${company.rating.count} ratings` },
  ];
  const others = tourList.filter((other) => other.slug !== tour.slug);
  return (
    <>
      <Hero
        layout="split"
        aspect="landscape-16-9"
        height="medium"
        eyebrow="Neighborhood guide"
        title={title}
        subtitle={subtitle}
        image={hero}
        primary={{ text: `Book ${tour.shortName} Tour - $${TOUR_PRICE_USD}`, to: tour.path }}
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
      {children}
      <Section
        id="more-neighborhoods"
        tone="cream"
        eyebrow="Keep exploring"
        title="More neighborhoods to walk"
      >
        <ul className="grid gap-4 sm:grid-cols-3">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                to={other.neighborhoodPath}
                className="block h-full rounded-2xl bg-card p-6 shadow-raised hover:shadow-lifted"
              >
                <span className="font-display text-xl font-semibold">{other.shortName}</span>
                <span className="mt-2 block text-muted">{other.teaser}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/tours"
              className="block h-full rounded-2xl bg-ink p-6 text-paper shadow-raised hover:shadow-lifted"
            >
              <span className="font-display text-xl font-semibold">All tours</span>
              <span className="mt-2 block text-paper/80">Compare every walk, private tours included.</span>
            </Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
