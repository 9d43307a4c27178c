import type { Route } from "./+types/newsletter";
import { Hero } from "#app/components/ui/hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { textLinkClasses } from "#app/components/ui/button.tsx";
import { pageContent, setting } from "#app/content/content.server.ts";
import { HomeNewsletterForm } from "#app/features/forms/home-newsletter-form.tsx";
import { sentLetters } from "#app/features/newsletter/letters.server.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

/** The newsletter's public archive: every letter sent, newest first, and the sign-up (docs/decisions/105). */
export function loader() {
  return {
    copy: pageContent("newsletter"),
    hero: image("heroes/blog"),
    letters: sentLetters(),
    consent: setting("newsletter").homeConsent,
    privacyLink: setting("privacy").formLink,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "newsletter",
    [],
    [
      {
        tagName: "link",
        rel: "alternate",
        type: "application/rss+xml",
        title: loaderData?.copy.feed ?? "Newsletter",
        href: "/newsletter/rss.xml",
      },
    ],
  );

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { copy, letters } = loaderData;
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="medium"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
      />
      <Section
        id="letters"
        eyebrow={copy.letters.eyebrow}
        title={copy.letters.title}
        intro={<p>{copy.letters.intro}</p>}
      >
        {letters.length === 0 ? (
          <p className="rounded-2xl bg-card p-8 text-center text-muted shadow-raised">{copy.letters.empty}</p>
        ) : (
          <ol className="grid gap-6 md:grid-cols-2">
            {letters.map((letter) => (
              <li key={letter.slug} className="flex flex-col rounded-2xl bg-card p-6 shadow-raised">
                <p className="text-sm text-muted">
                  {copy.letters.sent} <time dateTime={letter.sentAt}>{letter.sentLabel}</time>
                </p>
                <h3 className="mt-2 text-2xl">
                  <a href={letter.path} className="hover:underline">
                    {letter.subject}
                  </a>
                </h3>
                <p className="mt-3 grow text-muted">{letter.preheader}</p>
                <a
                  href={letter.path}
                  className={`${textLinkClasses()} mt-4 self-start`}
                  aria-hidden
                  tabIndex={-1}
                >
                  {copy.letters.read}
                </a>
              </li>
            ))}
          </ol>
        )}
        <p className="mt-8">
          <a href="/newsletter/rss.xml" className={textLinkClasses()}>
            {copy.feed}
          </a>
        </p>
      </Section>
      <Section
        id="sign-up"
        tone="card"
        eyebrow={copy.signup.eyebrow}
        title={copy.signup.title}
        intro={<p>{copy.signup.intro}</p>}
      >
        <div className="max-w-2xl rounded-2xl border border-cream bg-paper p-6 sm:p-8">
          <HomeNewsletterForm consentLabel={loaderData.consent} privacyLink={loaderData.privacyLink} />
        </div>
      </Section>
    </>
  );
}
