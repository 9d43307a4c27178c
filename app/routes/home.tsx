import type { Route } from "./+types/home";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord } from "#app/lib/structured-data.ts";

export function loader() {
  return {
    hero: image(
      "heroes/home",
      "Illustration: a guide leads a small walking group down a brownstone street while a ginger cat strolls along a stoop railing at golden hour",
    ),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("home", [businessRecord()]);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        layout="split"
        aspect="portrait-3-4"
        height="large"
        eyebrow="Cat-history walking tours of New York"
        title="New York, told by its cats"
        subtitle="Two-hour small-group walks through Brooklyn Heights, the Financial District and the Lower East Side, with the mousers, ship's cats and stoop cats who helped build the city."
        image={loaderData.hero}
        primary={{ text: "Book Your Tour – Only $40!", to: "/booking" }}
        secondary={{ text: "Learn More", hiddenText: "about our tours", to: "/tours" }}
      />
      <Section id="intro" eyebrow="Why cats?" title="History, one whisker at a time">
        <Intro>
          <p>
            For three hundred years New York's cats guarded its grain, its mail sacks and its ship holds. They
            sat on its stoops and in its shop windows, and the newspapers loved them. Our licensed guides walk
            you through the neighborhoods where those stories happened, stop by stop, in groups small enough
            to hear every word.
          </p>
        </Intro>
      </Section>
    </>
  );
}
