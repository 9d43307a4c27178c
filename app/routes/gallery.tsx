import type { Route } from "./+types/gallery";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

export function loader() {
  return {
    hero: image(
      "heroes/gallery",
      "Illustration: framed pictures of cats and city streets hung on a gallery wall",
    ),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("gallery");

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="medium"
        overlay="medium"
        eyebrow="Gallery"
        title="Cats, stoops and walking groups"
        subtitle="Scenes from our tours and the feline fans our guests send us."
        primary={{ text: "Book Your Tour", to: "/booking" }}
      />
      <Section id="intro" title="Pictures from the walks">
        <Intro>
          <p>
            Every tour brings a new cat: a tabby in a bodega window, a tuxedo on a Willow Street stoop, a
            ginger supervising a delivery on Stone Street. Here are our favorite moments from the Brooklyn
            Heights, Financial District and Lower East Side walks, and the cats our guests have shared with us
            from home.
          </p>
        </Intro>
      </Section>
    </>
  );
}
