import type { Route } from "./+types/contact.thanks";
import { ButtonLink, textLinkClasses } from "#app/components/ui/button.tsx";
import { EmailLink } from "#app/components/ui/email-link.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { pageContent } from "#app/content/content.server.ts";
import { bookTourLabel } from "#app/content/site.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

export function loader() {
  return { copy: pageContent("contact-thanks"), hero: image("heroes/contact") };
}

export const meta: Route.MetaFunction = () => pageMeta("contact-thanks");

/**
 * Where the contact form lands when the browser posted it itself, before or without JavaScript, and the message is
 * stored (docs/decisions/061): the spec's "Message Sent!" and what happens next. With the app running, the form's
 * own panel says the same.
 */
export default function ContactThanks({ loaderData }: Route.ComponentProps) {
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
        <Intro>
          <p>{copy.next.intro}</p>
        </Intro>
        <p className="mt-2 text-lg">
          <EmailLink className="text-harbor" />
        </p>
        <p className="mt-4 text-lg text-muted">
          {copy.next.another}{" "}
          <a href="/contact#message" className={textLinkClasses()}>
            {copy.next.anotherLink}
          </a>
        </p>
      </Section>
      <Section id="meanwhile" tone="cream" eyebrow={copy.meanwhile.eyebrow} title={copy.meanwhile.title}>
        <Intro>
          <p>{copy.meanwhile.intro}</p>
        </Intro>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/booking" size="lg">
            {bookTourLabel}
          </ButtonLink>
          <ButtonLink to="/tours" size="lg" variant="outline">
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
