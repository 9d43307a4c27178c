import type { Route } from "./+types/adventure-cats.thanks";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { NumberedSteps } from "#app/features/adventure-cats/numbered-steps.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { pageContent } from "#app/content/content.server.ts";

export function loader() {
  return {
    copy: pageContent("adventure-cats-thanks"),
    hero: image("heroes/adventure-cats"),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("adventure-cats-thanks");

export default function AdventureCatsThanks({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="strong"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
      />
      <Section id="next-steps" eyebrow={copy.next.eyebrow} title={copy.next.title}>
        <NumberedSteps steps={copy.next.steps} />
      </Section>
      <Section id="meanwhile" tone="cream" eyebrow={copy.meanwhile.eyebrow} title={copy.meanwhile.title}>
        <Intro>
          <p>{copy.meanwhile.text}</p>
        </Intro>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/tours" size="lg">
            {copy.meanwhile.tours}
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="outline">
            {copy.meanwhile.home}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
