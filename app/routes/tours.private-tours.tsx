import { ArrowRight, Check } from "lucide-react";
import type { Route } from "./+types/tours.private-tours";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { pageContent } from "#app/content/content.server.ts";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { GroupSizeEstimate } from "#app/features/tours/group-size-estimate.tsx";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { faqPage } from "#app/lib/structured-data.ts";
import { privateTourRecord } from "#app/features/tours/tour-records.ts";

export function loader() {
  const copy = pageContent("private-tours");
  return {
    copy,
    hero: image("heroes/private-tours"),
    occasions: copy.occasions.items.map((occasion) => ({ ...occasion, image: image(occasion.image) })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta("private-tours", [privateTourRecord(), faqPage(loaderData.copy.faq.items)]) : [];

export default function PrivateTours({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="medium"
        overlay="medium"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        primary={{ text: "Contact Us to Book", to: "/contact" }}
        secondary={{ text: copy.hero.estimate, to: "#price" }}
      />
      <Section id="about-private-tours" eyebrow={copy.about.eyebrow} title={copy.about.title}>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
          {copy.about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="details" tone="cream" eyebrow={copy.details.eyebrow} title={copy.details.title}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ul className="grid gap-5 sm:grid-cols-2">
            {copy.details.cards.map((detail) => (
              <li key={detail.title} className="rounded-2xl bg-card p-6 shadow-raised">
                <h3 className="text-xl">{detail.title}</h3>
                <p className="mt-2 text-muted">{detail.description}</p>
              </li>
            ))}
          </ul>
          <div className="rounded-2xl bg-ink p-7 text-paper shadow-lifted">
            <h3 className="text-2xl">{copy.pricing.title}</h3>
            <p className="mt-4 font-display text-5xl font-semibold text-marmalade">{copy.pricing.price}</p>
            <p className="mt-1 text-paper/85">{copy.pricing.covers}</p>
            <ul className="mt-6 space-y-3 text-paper/90">
              {copy.pricing.points.map((line) => (
                <li key={line} className="flex gap-2">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-marmalade" />
                  {line}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section id="scheduling" eyebrow={copy.scheduling.eyebrow} title={copy.scheduling.title}>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
          {copy.scheduling.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="price" tone="cream" eyebrow={copy.calculator.eyebrow} title={copy.calculator.title}>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <GroupSizeEstimate title={copy.calculator.formTitle} />
          <div className="space-y-4 text-lg">
            <p>{copy.calculator.text}</p>
            <ButtonLink to="/contact" size="lg">
              Contact Us to Book <ArrowRight aria-hidden className="size-5" />
            </ButtonLink>
          </div>
        </div>
      </Section>
      <Section id="occasions" eyebrow={copy.occasions.eyebrow} title={copy.occasions.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {loaderData.occasions.map((occasion) => (
            <li
              key={occasion.title}
              className="overflow-hidden rounded-2xl border border-cream bg-card shadow-raised"
            >
              <Picture
                image={occasion.image}
                sizes="(min-width: 768px) 33vw, 100vw"
                imgClassName="aspect-[3/2] object-cover"
              />
              <div className="p-6">
                <h3 className="text-xl">{occasion.title}</h3>
                <p className="mt-2 text-muted">{occasion.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="faq" tone="cream" eyebrow={copy.faq.eyebrow} title={copy.faq.title}>
        <div className="max-w-3xl">
          <FaqAccordion items={copy.faq.items} />
        </div>
      </Section>
      <Section
        id="contact-us"
        tone="ink"
        eyebrow={copy.contact.eyebrow}
        title={copy.contact.title}
        intro={<p>{copy.contact.intro}</p>}
      >
        <ButtonLink to="/contact" size="lg">
          Contact Us to Book
        </ButtonLink>
      </Section>
    </>
  );
}
