import type { Route } from "./+types/tours";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { tourList, privateTour, TOUR_DURATION_ISO, TOUR_PRICE_USD } from "#content/data/tours.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord, tourRecord } from "#app/lib/structured-data.ts";

export function loader() {
  return {
    hero: image(
      "heroes/tours",
      "Illustration: a walking group follows a guide past brownstones and fire escapes with cats watching from windows",
    ),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta("tours", [
    businessRecord(),
    ...tourList.map((tour) =>
      tourRecord({
        name: tour.name,
        description: tour.teaser,
        path: tour.path,
        image: `/og/tour-${tour.slug}.png`,
        itemId: tour.itemId,
        locality: tour.locality,
        duration: TOUR_DURATION_ISO,
        price: TOUR_PRICE_USD,
      }),
    ),
    tourRecord({
      name: privateTour.name,
      description: privateTour.teaser,
      path: privateTour.path,
      image: "/og/private-tours.png",
      itemId: privateTour.itemId,
      locality: "New York",
      duration: TOUR_DURATION_ISO,
      price: null,
    }),
  ]);

export default function Tours({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="large"
        overlay="medium"
        eyebrow="Our tours"
        title="Cat-history walking tours of New York"
        subtitle="Three neighborhoods, two hours each, about a mile and a half on foot, and a cat story at every corner."
        primary={{ text: "Book Your Tour – Only $40!", to: "/booking" }}
      />
      <Section id="intro" eyebrow="Choose your walk" title="Every tour, side by side">
        <Intro>
          <p>
            Each of our public tours lasts about two hours, covers about 1.5 miles and costs $40 a guest,
            against an average of $55 for other New York walking tours. Pick the neighborhood that calls to
            you, or book a private walk for your own group.
          </p>
        </Intro>
      </Section>
    </>
  );
}
