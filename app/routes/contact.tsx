import type { Route } from "./+types/contact";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord } from "#app/lib/structured-data.ts";

export function loader() {
  return {
    hero: image(
      "heroes/contact",
      "Illustration: a cat sitting on a blue mailbox on a New York street corner",
    ),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("contact", [businessRecord()]);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="medium"
        eyebrow="Contact"
        title="Write to the guides"
        subtitle="Questions about a tour, a private booking or a story for the press: we answer within two days."
      />
      <Section id="intro" title="How can we help?">
        <Intro>
          <p>
            Send us a note with the form below and one of our four guides will write back, usually the same
            day and always within two. If you are wondering about weather, accessibility or bringing children,
            the answers to the questions we hear most are further down this page.
          </p>
        </Intro>
      </Section>
    </>
  );
}
