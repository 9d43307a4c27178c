import type { Route } from "./+types/adventure-cats.thanks";
import { ButtonLink } from "#app/components/ui/button.tsx";
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

export const meta: Route.MetaFunction = () => pageMeta("adventure-cats-thanks");

export default function AdventureCatsThanks({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="strong"
        eyebrow="Adventure Cats"
        title="Thank you for applying!"
        subtitle="Your application has reached us."
      />
      <Section id="next-steps" title="What happens next">
        <Intro>
          <p>
            We review applications once a week. If your cat is a good fit, we will e-mail you a welcome note
            with your Adventure Cat Code and the booking link. The code is good for one booking and never
            expires.
          </p>
        </Intro>
        <div className="mx-auto mt-8 flex max-w-3xl flex-wrap gap-3">
          <ButtonLink to="/tours">Explore Our Tours</ButtonLink>
          <ButtonLink to="/" variant="outline">
            Back to Home
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
