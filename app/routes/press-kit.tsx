import { image } from "#app/lib/images.server.ts";
import { ArrowUpRight, FolderOpen, Gift, Mail, PawPrint, PenLine } from "lucide-react";
import type { Route } from "./+types/press-kit";
import { buttonClasses, ExternalLink, textLinkClasses } from "#app/components/ui/button.tsx";
import { CallToAction } from "#app/components/ui/call-to-action.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { InstagramIcon } from "#app/components/ui/instagram-icon.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { links } from "#app/config.ts";
import { company, emailHref, tokens, tourSummaries } from "#app/content/site.ts";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { TestimonialCard } from "#app/features/testimonials/testimonial-card.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord, faqPage } from "#app/lib/structured-data.ts";
import { mission } from "#content/data/company-story.ts";
import { pressFaq, pressKitTestimonials, tourHighlights } from "#content/data/press-kit.ts";
import { team } from "#content/data/team.ts";

export function loader() {
  return { hero: image("heroes/press-kit") };
}

export const meta: Route.MetaFunction = () => pageMeta("press-kit", [businessRecord(), faqPage(pressFaq)]);

const factSheet: { term: string; detail: string }[] = [
  { term: "Founded", detail: `${company.foundingYear}, in Brooklyn Heights` },
  { term: "Guides", detail: `${team.length} licensed New York City sightseeing guides` },
  { term: "Tours", detail: `${tourSummaries.map((tour) => tour.shortName).join(", ")}, and private tours` },
  {
    term: "Format",
    detail: `About ${tokens.duration} and ${tokens.distance} on foot, ${tokens.price} a guest`,
  },
  { term: "Group size", detail: "At most 12 (Brooklyn Heights, Lower East Side) or 15 (Financial District)" },
  {
    term: "Rating",
    detail: `${company.rating.value}/5 from ${company.rating.count} ratings; ${company.rating.fiveStarShare}% of guests give five stars`,
  },
];

const supportLinks = [
  {
    icon: InstagramIcon,
    title: "Social media",
    description: "Reels and pictures from every walk, and the cats we meet on the way.",
    href: company.instagram.url,
    link: `Instagram ${company.instagram.handle}`,
  },
  {
    icon: Gift,
    title: "Gift cards",
    description: "Give someone a walk through cat history. Gift cards are sold through our booking provider.",
    href: links.giftCards,
    link: "Buy a gift card",
  },
  {
    icon: PenLine,
    title: "Our petition",
    description:
      "New York's bodega cats keep the mice away, yet the rules for food stores say they should not be there. Add your name to let them keep their jobs.",
    href: links.petition,
    link: "Sign the petition",
  },
];

export default function PressKit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="medium"
        eyebrow="Press kit"
        title="For journalists and producers"
        subtitle="Facts, pictures, story ideas and a direct line to the guides."
        primary={{ text: "Book Your Tour", to: "/booking" }}
      />

      <Section id="resources" tone="card" labelledBy="resources-heading">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-widest text-brick uppercase">Press resources</p>
            <h2 id="resources-heading" className="text-3xl sm:text-4xl">
              Logos, pictures and the fact sheet
            </h2>
            <p className="mt-4 text-lg text-muted">
              Our press folder holds the logo, illustrations and photographs from the tours, free to use in
              coverage of {company.name} with the credit &ldquo;{company.name}&rdquo;.
            </p>
            <ExternalLink href={links.pressFolder} className={buttonClasses("primary", "lg", "mt-6")}>
              <FolderOpen aria-hidden className="size-5" />
              Open the Press Folder
            </ExternalLink>
          </div>
          <dl className="divide-y divide-cream rounded-2xl border border-cream bg-paper">
            {factSheet.map((fact) => (
              <div key={fact.term} className="grid gap-1 px-5 py-4 sm:grid-cols-[9rem_1fr] sm:gap-4">
                <dt className="font-semibold">{fact.term}</dt>
                <dd className="text-muted">{fact.detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section id="about" title={`About ${company.name}`}>
        <div className="grid gap-12 lg:grid-cols-2">
          <Intro>
            <p>
              {company.name} runs small-group walking tours of New York City told through the cats who lived
              here: post-office mousers, ships&apos; cats, tenement cats and the bodega cats of today. Four
              licensed guides lead tours in Brooklyn Heights, the Financial District and the Lower East Side,
              rated {company.rating.value} out of 5 by {company.rating.count} guests.
            </p>
          </Intro>
          <div>
            <h3 className="text-2xl">Our mission</h3>
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
        eyebrow="Story ideas"
        title="Six tour highlights"
        intro="Each introduced by one of our guides' six cats, who stay home but lend their names to the stories."
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {tourHighlights.map((highlight) => (
            <li
              key={highlight.name}
              className="flex flex-col rounded-2xl border border-cream bg-card p-6 shadow-raised"
            >
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-marmalade-light text-marmalade-dark">
                  <PawPrint aria-hidden className="size-5" />
                </span>
                <div>
                  <h3 className="text-2xl">{highlight.name}</h3>
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
        title="Media contact"
        actions={
          <a href={emailHref} className={buttonClasses("primary", "lg")}>
            <Mail aria-hidden className="size-5" />
            {company.email}
          </a>
        }
      >
        <p>
          For interviews, filming on a tour or a place on a walk, write to us. Tell us your outlet and your
          deadline, and a guide will get back to you.
        </p>
      </CallToAction>

      <Section id="faq" tone="card" eyebrow="Questions" title="Press FAQ">
        <div className="max-w-4xl">
          <FaqAccordion items={pressFaq} firstOpen />
        </div>
      </Section>

      <Section id="testimonials" tone="cream" eyebrow="In our guests' words" title="What guests tell us">
        <ul className="grid gap-6 md:grid-cols-2">
          {pressKitTestimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="more" eyebrow="Elsewhere" title="Follow, give and support">
        <ul className="grid gap-5 md:grid-cols-3">
          {supportLinks.map((item) => (
            <li key={item.title}>
              <IconCard
                icon={item.icon}
                iconTone="brick"
                title={item.title}
                footer={
                  <ExternalLink href={item.href} className={textLinkClasses()}>
                    {item.link}
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
