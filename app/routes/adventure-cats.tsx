import type { Route } from "./+types/adventure-cats";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

export function loader() {
  return {
    hero: image(
      "heroes/adventure-cats",
      "Illustration: a tabby cat in a harness walking beside its owner on a brownstone street",
    ),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("adventure-cats");

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="medium"
        overlay="medium"
        eyebrow="Adventure Cats"
        title="Bring your cat on a tour"
        subtitle="Harness-trained, people-loving cats can join a walk. Apply below; we review applications every week."
      />
      <Section id="intro" title="Cats on the walk">
        <Intro>
          <p>
            Some of the best stories on our tours are told with a cat in the group. If your cat walks calmly
            on a harness or rides happily in an enclosed carrier, and takes people, dogs, traffic and noise in
            stride, we would love to meet them. Apply, we review, and approved cats receive an Adventure Cat
            Code to use when they book.
          </p>
        </Intro>
      </Section>
    </>
  );
}
