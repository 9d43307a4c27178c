import type { Route } from "./+types/booking";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

export function loader() {
  return {
    hero: image(
      "heroes/booking",
      "Illustration: a cat sitting beside a wall calendar with tour dates circled",
    ),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("booking");

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="medium"
        eyebrow="Booking"
        title="Book your tour"
        subtitle="Pick a date and a neighborhood. $40 a guest; pay securely on our booking calendar."
      />
      <Section id="intro" title="Choose a date">
        <Intro>
          <p>
            All three neighborhood tours and private tours are on one calendar. Choose a date, pick your tour
            and reserve your places; you will get a confirmation e-mail with the meeting point right away.
          </p>
        </Intro>
      </Section>
    </>
  );
}
