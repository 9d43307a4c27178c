import { Cat, Check, FileCheck, ShieldCheck, Users } from "#app/components/icons/icons.tsx";
import type { Route } from "./+types/adventure-cats";
import { EmailLink } from "#app/components/ui/email-link.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { LiabilityWaiverLink } from "#app/features/adventure-cats/liability-waiver.tsx";
import { NumberedSteps } from "#app/features/adventure-cats/numbered-steps.tsx";
import { WaiverDialog } from "#app/features/adventure-cats/waiver-dialog.tsx";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { AdventureApplicationForm } from "#app/features/forms/adventure-application-form.tsx";
import { image } from "#app/lib/images.server.ts";
import { adventureEarlyMessages } from "#app/features/forms/early-messages.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { faqPage } from "#app/lib/structured-data.ts";
import { pageContent, setting } from "#app/content/content.server.ts";

export function loader() {
  return {
    early: adventureEarlyMessages(),
    copy: pageContent("adventure-cats"),
    privacyLink: setting("privacy").formLink,
    hero: image("heroes/adventure-cats"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta("adventure-cats", [faqPage(loaderData.copy.faq.items)]) : [];

const requirementIcons = [ShieldCheck, Cat, Users, FileCheck];
const SAFETY_RULES_ID = "safety-rules";

export default function AdventureCats({ loaderData }: Route.ComponentProps) {
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
        primary={{ text: copy.hero.apply, to: "/adventure-cats#apply" }}
        secondary={{ text: "Book Your Tour", to: "/booking" }}
      />
      <Section id="intro" eyebrow={copy.intro.eyebrow} title={copy.intro.title}>
        <Intro>
          <p>{copy.intro.text}</p>
        </Intro>
        <dl className="mt-10 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-4">
          {copy.facts.map(({ value, label }) => (
            <div
              key={label}
              className="flex flex-col-reverse rounded-2xl border border-cream bg-card px-4 py-5 shadow-raised"
            >
              <dt className="mt-1 text-sm text-muted">{label}</dt>
              <dd className="font-display text-2xl font-semibold text-ink sm:text-3xl">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="how-it-works" tone="cream" eyebrow={copy.howItWorks.eyebrow} title={copy.howItWorks.title}>
        <NumberedSteps steps={copy.howItWorks.steps} />
      </Section>
      <Section id="requirements" eyebrow={copy.requirements.eyebrow} title={copy.requirements.title}>
        <ul className="grid gap-6 sm:grid-cols-2">
          {copy.requirements.items.map((requirement, index) => {
            const Icon = requirementIcons[index] ?? ShieldCheck;
            return (
              <li key={requirement.title} className="flex gap-4 rounded-2xl border border-cream bg-card p-6">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-harbor-light text-harbor">
                  <Icon aria-hidden className="size-6" />
                </span>
                <div>
                  <h3 className="font-sans text-lg font-semibold">{requirement.title}</h3>
                  <p className="mt-1 text-muted">{requirement.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 grid gap-6 lg:grid-cols-12">
          <div
            id={SAFETY_RULES_ID}
            className="rounded-2xl border-l-4 border-marmalade bg-card p-6 shadow-raised sm:p-8 lg:col-span-8"
          >
            <h3 className="text-2xl">{copy.safetyRules.title}</h3>
            <ol className="mt-5 list-decimal space-y-3 pl-6 leading-relaxed text-ink marker:font-semibold marker:text-marmalade-dark">
              {copy.safetyRules.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          </div>
          <div className="flex flex-col rounded-2xl bg-ink p-6 text-paper sm:p-8 lg:col-span-4">
            <h3 className="text-2xl text-white">{copy.waiverSummary.title}</h3>
            <p className="mt-3 text-paper/85">{copy.waiverSummary.text}</p>
            <ul className="mt-4 grow space-y-1.5 text-paper/85">
              {copy.waiver.sections.map((section) => (
                <li key={section.heading} className="flex gap-2">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-marmalade" />
                  {section.heading}
                </li>
              ))}
            </ul>
            <LiabilityWaiverLink label={copy.waiverSummary.link} tone="light" className="mt-6 self-start" />
          </div>
        </div>
      </Section>
      <Section id="apply" tone="cream" eyebrow={copy.apply.eyebrow} title={copy.apply.title}>
        <div className="grid gap-8 lg:grid-cols-12 lg:gap-12">
          <div className="rounded-3xl border border-cream bg-card p-6 shadow-raised sm:p-10 lg:col-span-8">
            <p className="mb-8 text-muted">{copy.apply.text}</p>
            <AdventureApplicationForm
              tooManyAttempts={copy.apply.tooManyAttempts}
              rulesHref={`/adventure-cats#${SAFETY_RULES_ID}`}
              waiverLinkLabel={copy.waiverSummary.link}
              privacyLink={loaderData.privacyLink}
              early={loaderData.early}
            />
            <p className="mt-6 text-sm text-muted">{copy.apply.privacy}</p>
          </div>
          <aside className="space-y-6 lg:col-span-4" aria-label={copy.apply.afterYouApply}>
            <div className="rounded-2xl border border-cream bg-card p-6">
              <h3 className="font-sans text-lg font-semibold">{copy.apply.afterYouApply}</h3>
              <NumberedSteps
                steps={copy.howItWorks.steps.slice(1)}
                start={2}
                variant="list"
                className="mt-4"
              />
            </div>
            <div className="rounded-2xl bg-harbor p-6 text-white">
              <h3 className="font-sans text-lg font-semibold">{copy.apply.question.title}</h3>
              <p className="mt-2 text-white/90">{copy.apply.question.text}</p>
              <EmailLink className="mt-3 underline" />
            </div>
          </aside>
        </div>
      </Section>
      <Section id="faq" eyebrow={copy.faq.eyebrow} title={copy.faq.title}>
        <div className="max-w-3xl">
          <FaqAccordion items={copy.faq.items} />
        </div>
      </Section>
      <WaiverDialog waiver={copy.waiver} />
    </>
  );
}
