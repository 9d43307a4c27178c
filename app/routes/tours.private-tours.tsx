import { Check } from "#app/components/icons/icons.tsx";
import { data, redirect } from "react-router";
import type { Route } from "./+types/tours.private-tours";
import { ButtonLink, textLinkClasses } from "#app/components/ui/button.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { LinkedText } from "#app/components/ui/linked-text.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { pageContent, setting } from "#app/content/content.server.ts";
import { tourFacts, tourSummaries } from "#app/content/site.ts";
import { inboxContext } from "#app/features/admin/inbox-context.ts";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { TourRequestForm } from "#app/features/private-tours/tour-request-form.tsx";
import type { TourRequestPagePost } from "#app/features/private-tours/tour-request-post.ts";
import { image } from "#app/lib/images.server.ts";
import { tourRequestEarlyMessages } from "#app/features/forms/early-messages.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { faqPage } from "#app/lib/structured-data.ts";
import { privateTourRecord } from "#app/features/tours/tour-records.ts";

export function loader() {
  const copy = pageContent("private-tours");
  return {
    early: tourRequestEarlyMessages(),
    copy,
    privacyLink: setting("privacy").formLink,
    hero: image("heroes/private-tours"),
    occasions: copy.occasions.items.map((occasion) => ({ ...occasion, image: image(occasion.image) })),
  };
}

/** The server's service for the page's own post; the dev server has none. */
function tourRequestPost(context: Route.ActionArgs["context"]): TourRequestPagePost {
  try {
    return context.get(inboxContext).postTourRequest;
  } catch {
    throw data("The request form posts to the production server: start it with npm start.", { status: 503 });
  }
}

/**
 * The request form as the browser posts it (issue 15): a stored request goes on to its confirmation page (303, so a
 * reload does not send it twice, and the address names the request, never what was typed); otherwise the page comes
 * back with each field's message and everything typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await tourRequestPost(context)(request, {
    facts: tourFacts,
    neighborhoods: tourSummaries.map((tour) => tour.slug),
  });
  if (outcome.sent) return redirect(outcome.confirmationPath, 303);
  const { values, errors, problem } = outcome;
  // The answer to one visitor's post: never indexed.
  return data(
    { values, errors, problem },
    { status: outcome.status, headers: { ...outcome.headers, "X-Robots-Tag": "noindex" } },
  );
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta("private-tours", [privateTourRecord(), faqPage(loaderData.copy.faq.items)]) : [];

export default function PrivateTours({ loaderData, actionData }: Route.ComponentProps) {
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
        primary={{ text: "Contact Us to Book", to: "#request" }}
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
            <p key={paragraph.slice(0, 40)}>
              <LinkedText text={paragraph} linkClassName={textLinkClasses()} />
            </p>
          ))}
        </div>
      </Section>
      <Section
        id="request"
        tone="cream"
        eyebrow={copy.request.eyebrow}
        title={copy.request.title}
        intro={<p>{copy.request.intro}</p>}
      >
        <TourRequestForm
          copy={copy.request}
          estimateTitle={copy.calculator.formTitle}
          privacyLink={loaderData.privacyLink}
          posted={actionData}
          early={loaderData.early}
        />
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
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="#request" size="lg">
            Contact Us to Book
          </ButtonLink>
          <ButtonLink to="/contact" size="lg" variant="light">
            {copy.contact.question}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
