import { ArrowRight, Check } from "lucide-react";
import type { Route } from "./+types/tours.private-tours";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { GroupSizeEstimate } from "#app/features/tours/group-size-estimate.tsx";
import {
  MAX_GROUP,
  MIN_GROUP,
  PRIVATE_BASE_GUESTS,
  PRIVATE_BASE_PRICE,
  PRIVATE_EXTRA_GUEST_PRICE,
} from "#app/features/tours/private-tour-price.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { faqPage } from "#app/lib/structured-data.ts";
import { privateTourRecord } from "#app/features/tours/tour-records.ts";
import {
  privateTourDescription,
  privateTourDetails,
  privateTourFaqs,
  privateTourOccasions,
  privateTourScheduling,
} from "#content/data/private-tours.ts";

export function loader() {
  return {
    hero: image("heroes/private-tours"),
    occasions: privateTourOccasions.map((occasion) => ({
      ...occasion,
      image: image(`events/${occasion.slug}`),
    })),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta("private-tours", [privateTourRecord(), faqPage(privateTourFaqs)]);

export default function PrivateTours({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="medium"
        overlay="medium"
        eyebrow="Private tours"
        title="A private cat-history walk for your group"
        subtitle="Team outings, birthdays and family gatherings: your date, your pace, your choice of neighborhood."
        primary={{ text: "Contact Us to Book", to: "/contact" }}
        secondary={{ text: "Estimate your price", to: "#price" }}
      />
      <Section id="about-private-tours" eyebrow="Just your group" title="The whole guide, all to yourselves">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
          {privateTourDescription.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="details" tone="cream" eyebrow="Details and pricing" title="How a private tour works">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ul className="grid gap-5 sm:grid-cols-2">
            {privateTourDetails.map((detail) => (
              <li key={detail.title} className="rounded-2xl bg-card p-6 shadow-raised">
                <h3 className="text-xl">{detail.title}</h3>
                <p className="mt-2 text-muted">{detail.description}</p>
              </li>
            ))}
          </ul>
          <div className="rounded-2xl bg-ink p-7 text-paper shadow-lifted">
            <h3 className="text-2xl">Pricing</h3>
            <p className="mt-4 font-display text-5xl font-semibold text-marmalade">${PRIVATE_BASE_PRICE}</p>
            <p className="mt-1 text-paper/85">for a group of up to {PRIVATE_BASE_GUESTS} guests</p>
            <ul className="mt-6 space-y-3 text-paper/90">
              {[
                `$${PRIVATE_EXTRA_GUEST_PRICE} for each guest beyond ${PRIVATE_BASE_GUESTS}`,
                `Groups of ${MIN_GROUP} to ${MAX_GROUP} guests`,
                "Any of our three routes, or a mix",
                "A licensed guide, just for you",
              ].map((line) => (
                <li key={line} className="flex gap-2">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-marmalade" />
                  {line}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section id="scheduling" eyebrow="Scheduling" title="When to get in touch">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
          {privateTourScheduling.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="price" tone="cream" eyebrow="Calculator" title="Estimate your private tour">
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <GroupSizeEstimate title="How many guests?" />
          <div className="space-y-4 text-lg">
            <p>
              Tell us your date, your group size and what you are celebrating, and we will confirm a guide and
              a route within 48 hours.
            </p>
            <ButtonLink to="/contact" size="lg">
              Contact Us to Book <ArrowRight aria-hidden className="size-5" />
            </ButtonLink>
          </div>
        </div>
      </Section>
      <Section id="occasions" eyebrow="Made for" title="Special events we love to host">
        <ul className="grid gap-6 md:grid-cols-3">
          {loaderData.occasions.map((occasion) => (
            <li
              key={occasion.slug}
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
      <Section id="faq" tone="cream" eyebrow="Questions" title="Private tour FAQ">
        <div className="max-w-3xl">
          <FaqAccordion items={privateTourFaqs} />
        </div>
      </Section>
      <Section
        id="contact-us"
        tone="ink"
        eyebrow="Ready when you are"
        title="Plan your private walk"
        intro={<p>Send us your date and group size; a guide will reply within 48 hours.</p>}
      >
        <ButtonLink to="/contact" size="lg">
          Contact Us to Book
        </ButtonLink>
      </Section>
    </>
  );
}
