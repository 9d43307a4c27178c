import type { Route } from "./+types/tours.private-tours";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { privateTour, TOUR_DURATION_ISO } from "#content/data/tours.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { tourRecord } from "#app/lib/structured-data.ts";

export function loader() {
  return {
    hero: image(
      "heroes/private-tours",
      "Illustration: a private group toasting with their guide on a Brooklyn Heights corner while a cat looks on",
    ),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta("private-tours", [
    tourRecord({
      name: privateTour.name,
      description: privateTour.summary,
      path: privateTour.path,
      image: "/og/private-tours.png",
      itemId: privateTour.itemId,
      locality: "New York",
      duration: TOUR_DURATION_ISO,
      price: null,
    }),
  ]);

export default function PrivateTours({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="medium"
        overlay="medium"
        eyebrow="Private tours"
        title="A private cat-history walk for your group"
        subtitle="Team outings, birthdays and family gatherings: your date, your pace, your choice of neighborhood."
        primary={{ text: "Contact Us to Book", to: "/contact" }}
      />
      <Section id="intro" eyebrow="Just your group" title="The whole guide, all to yourselves">
        <Intro>
          <p>
            {privateTour.summary} $320 covers a group of up to eight guests, and each guest beyond eight adds
            $40.
          </p>
        </Intro>
        <ButtonLink to="/contact" className="mt-8" variant="secondary">
          Ask about a private tour
        </ButtonLink>
      </Section>
    </>
  );
}
