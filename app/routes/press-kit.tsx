import type { Route } from "./+types/press-kit";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord } from "#app/lib/structured-data.ts";

export function loader() {
  return {
    hero: image(
      "heroes/press-kit",
      "Illustration: a stack of newspapers with a cat curled on top beside a coffee cup",
    ),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("press-kit", [businessRecord()]);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="medium"
        eyebrow="Press kit"
        title="For journalists and producers"
        subtitle="Facts, pictures, story ideas and a direct line to the guides."
      />
      <Section id="intro" title="About Whisker Walks NYC">
        <Intro>
          <p>
            Whisker Walks NYC runs small-group walking tours of New York City told through the cats who lived
            here: post-office mousers, ships&apos; cats, tenement cats and the bodega cats of today. Four
            licensed guides lead tours in Brooklyn Heights, the Financial District and the Lower East Side,
            rated 4.9 out of 5 by 487 guests.
          </p>
        </Intro>
      </Section>
    </>
  );
}
