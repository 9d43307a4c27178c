import type { Route } from "./+types/about";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord } from "#app/lib/structured-data.ts";

export function loader() {
  return {
    hero: image(
      "heroes/about",
      "Illustration: four guides and their cats on the steps of a Brooklyn brownstone",
    ),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("about", [businessRecord()]);

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="medium"
        overlay="medium"
        eyebrow="About us"
        title="Four guides, six cats, one city"
        subtitle="We are licensed New York City guides who could not stop noticing the cats in the archives."
        primary={{ text: "Reserve Your Spot", to: "/booking" }}
      />
      <Section id="story" eyebrow="Our story" title="It started with a mail-room cat">
        <Intro>
          <p>
            Whisker Walks NYC began in 2021 in Brooklyn Heights, when an archivist kept finding cats in the
            margins of the city's records: post-office mousers on the federal payroll, ships' cats signed on
            at South Street, shop cats who made the papers. She told the stories on walks with friends, the
            friends brought friends, and a company of four licensed guides grew out of it.
          </p>
        </Intro>
      </Section>
    </>
  );
}
