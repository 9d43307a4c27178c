import {
  ArrowRight,
  BookOpen,
  CalendarCheck,
  CircleHelp,
  MapIcon,
  Newspaper,
  UsersRound,
} from "#app/components/icons/icons.tsx";
import { data, redirect } from "react-router";
import type { Route } from "./+types/contact";
import { ButtonLink, ExternalLink } from "#app/components/ui/button.tsx";
import { EmailLink } from "#app/components/ui/email-link.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { InstagramIcon } from "#app/components/ui/instagram-icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { pageContent, setting, testimonialsFor } from "#app/content/content.server.ts";
import { bookTourLabel, company } from "#app/content/site.ts";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { inboxContext } from "#app/features/admin/inbox-context.ts";
import { FaqHelpButton } from "#app/features/faq/faq-help-button.tsx";
import { ContactForm } from "#app/features/forms/contact-form.tsx";
import { CONTACT_THANKS_PATH, type ContactPagePost } from "#app/features/forms/contact-post.ts";
import { TestimonialCard } from "#app/features/testimonials/testimonial-card.tsx";
import { image } from "#app/lib/images.server.ts";
import { contactEarlyMessages } from "#app/features/forms/early-messages.server.ts";
import { LAID_OUT_NEAR } from "#app/lib/bands.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord, faqPage } from "#app/lib/structured-data.ts";

export function loader() {
  return {
    early: contactEarlyMessages(),
    copy: pageContent("contact"),
    privacyLink: setting("privacy").formLink,
    hero: image("heroes/contact"),
    testimonials: testimonialsFor("contact"),
  };
}

/** The server's service for the contact page's own post; the dev server has none. */
function contactPagePost(context: Route.ActionArgs["context"]): ContactPagePost {
  try {
    return context.get(inboxContext).postContactForm;
  } catch {
    throw data("The contact form posts to the production server: start it with npm start.", { status: 503 });
  }
}

/**
 * The form posted by the browser itself, before or without JavaScript (docs/decisions/061): a stored message goes
 * on to the confirmation page (303, so a reload does not send it twice); otherwise the page comes back with the
 * field messages and everything typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await contactPagePost(context)(request);
  if (outcome.sent) return redirect(CONTACT_THANKS_PATH, 303);
  const { values, errors, problem } = outcome;
  // The answer to one visitor's post: never indexed.
  return data(
    { values, errors, problem },
    { status: outcome.status, headers: { ...outcome.headers, "X-Robots-Tag": "noindex" } },
  );
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta("contact", [businessRecord(), faqPage(loaderData.copy.faq.items)]) : [];

const quickActionIcons = [CalendarCheck, CircleHelp, UsersRound];
const resourceIcons = [BookOpen, MapIcon, Newspaper];

const cardLink =
  "group flex min-h-11 items-start gap-4 rounded-2xl border border-cream bg-card p-5 shadow-raised transition-colors hover:border-harbor/40 hover:bg-paper";

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { copy } = loaderData;
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
        secondary={{ text: copy.hero.faqLink, to: "/contact#faq" }}
      />
      <Section
        id="message"
        eyebrow={copy.message.eyebrow}
        title={copy.message.title}
        intro={<p>{copy.message.intro}</p>}
      >
        {/* One column of `minmax(0, 1fr)`, not `auto`: the quote's card, laid out only near the screen, keeps the width it
            last had while it waits, and an `auto` column would grow to it when the window narrows. */}
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-12 lg:gap-12">
          <div className="rounded-3xl border border-cream bg-card p-6 shadow-raised sm:p-10 lg:col-span-7 lg:self-start">
            <h3 className="text-2xl sm:text-3xl">{copy.form.title}</h3>
            <p className="mt-2 mb-8 text-muted">{copy.form.intro}</p>
            <ContactForm
              sentNote={copy.form.sentNote}
              privacyLink={loaderData.privacyLink}
              posted={actionData}
              early={loaderData.early}
            />
          </div>
          <aside className="space-y-8 lg:col-span-5" aria-labelledby="contact-more-heading">
            <h3 id="contact-more-heading" className="sr-only">
              More ways to reach us
            </h3>
            <nav aria-label="Quick actions">
              <ul className="grid grid-cols-2 gap-4">
                {copy.quickActions.map((action, index) => {
                  const Icon = quickActionIcons[index] ?? ArrowRight;
                  return (
                    // A last card alone on its row takes the whole row.
                    <li key={action.to} className="odd:last:col-span-2">
                      <a href={action.to} className={`${cardLink} h-full flex-col gap-3`}>
                        <Icon aria-hidden className="size-7 text-marmalade-dark" />
                        <span>
                          <span className="block text-lg font-semibold text-ink group-hover:underline">
                            {action.title}
                          </span>
                          <span className="block text-sm text-muted">{action.description}</span>
                        </span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="rounded-2xl bg-ink p-6 text-paper sm:p-8">
              <h4 className="text-xl">{copy.inbox.title}</h4>
              <ul className="mt-4 space-y-2">
                <li>
                  <EmailLink iconClassName="text-marmalade" />
                </li>
                <li>
                  <ExternalLink
                    href={company.instagram.url}
                    className="inline-flex min-h-11 items-center gap-3 font-semibold underline-offset-4 hover:underline"
                  >
                    <InstagramIcon className="size-5 text-marmalade" />
                    Instagram {company.instagram.handle}
                  </ExternalLink>
                </li>
              </ul>
              <p className="mt-3 text-sm text-paper/80">{copy.inbox.note}</p>
            </div>
            {/* The card fills its parent's height; a plain wrapper keeps it at its own. Its quote is in Fraunces at 400,
                which no first screen uses: laid out only near the screen, it fetches that face then (decision 198). */}
            {loaderData.testimonials.map((testimonial) => (
              <div key={testimonial.author}>
                <TestimonialCard
                  testimonial={testimonial}
                  className={`${LAID_OUT_NEAR} [--near-height:25rem]`}
                />
              </div>
            ))}
          </aside>
        </div>
      </Section>
      <Section id="resources" tone="cream" eyebrow={copy.resources.eyebrow} title={copy.resources.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {copy.resources.links.map((resource, index) => {
            const Icon = resourceIcons[index] ?? ArrowRight;
            return (
              <li key={resource.to}>
                <a href={resource.to} className={`${cardLink} h-full`}>
                  <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-harbor" />
                  <span>
                    <span className="flex items-center gap-1 text-lg font-semibold text-ink group-hover:underline">
                      {resource.title}
                      <ArrowRight
                        aria-hidden
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                      />
                    </span>
                    <span className="mt-1 block text-muted">{resource.description}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="faq" eyebrow={copy.faq.eyebrow} title={copy.faq.title} intro={<p>{copy.faq.intro}</p>}>
        <div className="max-w-3xl">
          <FaqAccordion items={copy.faq.items} firstOpen />
        </div>
      </Section>
      <Section
        id="book"
        tone="ink"
        align="center"
        eyebrow={copy.book.eyebrow}
        title={copy.book.title}
        intro={<p>{copy.book.intro}</p>}
      >
        <div className="-mt-2 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/booking" size="lg">
            {bookTourLabel}
          </ButtonLink>
          <ButtonLink to="/tours" size="lg" variant="light">
            {copy.book.compare}
          </ButtonLink>
        </div>
      </Section>
      <FaqHelpButton label={copy.faq.helpButton} />
    </>
  );
}
