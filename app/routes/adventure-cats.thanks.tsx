import type { Route } from "./+types/adventure-cats.thanks";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { NumberedSteps } from "#app/features/adventure-cats/numbered-steps.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { adventureThanks } from "#content/data/adventure-cats.ts";

export function loader() {
  return {
    hero: image("heroes/adventure-cats"),
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
        title={adventureThanks.title}
        subtitle={adventureThanks.subtitle}
      />
      <Section id="next-steps" eyebrow="What happens next" title="From application to walk">
        <NumberedSteps steps={adventureThanks.next} />
      </Section>
      <Section id="meanwhile" tone="cream" title="In the meantime">
        <Intro>
          <p>{adventureThanks.meanwhile}</p>
        </Intro>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/tours" size="lg">
            Explore Our Tours
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="outline">
            Back to Home
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
