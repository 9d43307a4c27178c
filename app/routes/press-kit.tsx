import { image } from "#app/lib/images.server.ts";
import { ArrowUpRight, FolderOpen, Gift, Mail, PawPrint, PenLine } from "#app/components/icons/icons.tsx";
import type { Route } from "./+types/press-kit";
import { buttonClasses, ExternalLink, textLinkClasses } from "#app/components/ui/button.tsx";
import { CallToAction } from "#app/components/ui/call-to-action.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { InstagramIcon } from "#app/components/ui/instagram-icon.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { pageContent, testimonialsFor } from "#app/content/content.server.ts";
import { company, emailHref, links } from "#app/content/site.ts";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { team } from "#app/features/team/team.server.ts";
import { TestimonialCard } from "#app/features/testimonials/testimonial-card.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord, faqPage } from "#app/lib/structured-data.ts";
import { BAND } from "#app/lib/bands.ts";

export function loader() {
  const copy = pageContent("press-kit");
  const guides = team();
  return {
    copy,
    hero: image("heroes/press-kit"),
    // The press kit tells the mission in the About page's words.
    mission: pageContent("about").mission,
    highlights: copy.highlights.items.map((highlight) => {
      const guide = guides.find((member) => member.slug === highlight.guide);
      const cat = guide?.cats.find((candidate) => candidate.name === highlight.cat);
      if (!guide || !cat)
        throw new Error(`No cat "${highlight.cat}" of "${highlight.guide}" in content/team.`);
      return { ...highlight, guide: guide.name, coat: cat.coat };
    }),
    testimonials: testimonialsFor("press-kit"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta("press-kit", [businessRecord(), faqPage(loaderData.copy.faq.items)]);

/** Where each card of "Follow, give and support" leads, and its icon. */
const supportLinks = {
  social: { icon: InstagramIcon, href: company.instagram.url },
  giftCards: { icon: Gift, href: links.giftCards },
  petition: { icon: PenLine, href: links.petition },
};

export default function PressKit({ loaderData }: Route.ComponentProps) {
  const { copy, mission } = loaderData;
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="medium"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        primary={{ text: "Book Your Tour", to: "/booking" }}
      />

      <Section id="resources" tone="card" labelledBy="resources-heading">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-widest text-brick uppercase">
              {copy.resources.eyebrow}
            </p>
            <h2 id="resources-heading" className="text-3xl sm:text-4xl">
              {copy.resources.title}
            </h2>
            <p className="mt-4 text-lg text-muted">{copy.resources.text}</p>
            <ExternalLink href={links.pressFolder} className={buttonClasses("primary", "lg", "mt-6")}>
              <FolderOpen aria-hidden className="size-5" />
              {copy.resources.button}
            </ExternalLink>
          </div>
          <dl className="divide-y divide-cream rounded-2xl border border-cream bg-paper">
            {copy.resources.facts.map((fact) => (
              <div key={fact.term} className="grid gap-1 px-5 py-4 sm:grid-cols-[9rem_1fr] sm:gap-4">
                <dt className="font-semibold">{fact.term}</dt>
                <dd className="text-muted">{fact.detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section id="about" title={copy.about.title}>
        <div className="grid gap-12 lg:grid-cols-2">
          <Intro>
            <p>{copy.about.text}</p>
          </Intro>
          <div>
            <h3 className="text-2xl">{copy.about.missionTitle}</h3>
            <p className="mt-3 text-lg text-ink/90">{mission.statement}</p>
            <ul className="mt-6 space-y-4">
              {mission.highlights.map((highlight) => (
                <li key={highlight.title} className="border-l-4 border-marmalade pl-4">
                  <p className="font-semibold">{highlight.title}</p>
                  <p className="text-muted">{highlight.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        id="highlights"
        tone="cream"
        eyebrow={copy.highlights.eyebrow}
        title={copy.highlights.title}
        intro={copy.highlights.intro}
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.highlights.map((highlight) => (
            <li
              key={highlight.cat}
              className="flex flex-col rounded-2xl border border-cream bg-card p-6 shadow-raised"
            >
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-marmalade-light text-marmalade-dark">
                  <PawPrint aria-hidden className="size-5" />
                </span>
                <div>
                  <h3 className="text-2xl">{highlight.cat}</h3>
                  <p className="text-sm text-muted">
                    {highlight.guide}&apos;s {highlight.coat}
                  </p>
                </div>
              </div>
              <p className="mt-4 font-semibold">{highlight.stop}</p>
              <p className="mt-2 text-muted">{highlight.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="media-contact"
        variant="harbor"
        icon={Mail}
        title={copy.mediaContact.title}
        actions={
          // A little smaller on a phone, so the address fits on one line inside the card.
          <a href={emailHref} className={buttonClasses("primary", "lg", "max-sm:px-5 max-sm:text-base")}>
            <Mail aria-hidden className="size-5 shrink-0" />
            <span>
              {/* On a phone the address breaks after its @, not in the middle of a word. */}
              {company.email.split("@")[0]}@<wbr />
              {company.email.split("@")[1]}
            </span>
          </a>
        }
      >
        <p>{copy.mediaContact.text}</p>
      </CallToAction>

      <Section id="faq" tone="card" eyebrow={copy.faq.eyebrow} title={copy.faq.title}>
        <div className="max-w-4xl">
          <FaqAccordion items={copy.faq.items} firstOpen />
        </div>
      </Section>

      <Section
        className={BAND}
        id="testimonials"
        tone="cream"
        eyebrow={copy.testimonials.eyebrow}
        title={copy.testimonials.title}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {loaderData.testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="more" eyebrow={copy.more.eyebrow} title={copy.more.title}>
        <ul className="grid gap-5 md:grid-cols-3">
          {copy.more.cards.map((item) => (
            <li key={item.title}>
              <IconCard
                icon={supportLinks[item.link].icon}
                iconTone="brick"
                title={item.title}
                footer={
                  <ExternalLink href={supportLinks[item.link].href} className={textLinkClasses()}>
                    {item.linkText}
                    <ArrowUpRight aria-hidden className="size-4" />
                  </ExternalLink>
                }
              >
                <p>{item.description}</p>
              </IconCard>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
