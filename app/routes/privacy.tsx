import type { Route } from "./+types/privacy";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { Honeypot } from "#app/features/forms/form-fields.tsx";
import { PRIVACY_REQUEST_PATH } from "#app/features/privacy/paths.ts";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { pageContent, setting } from "#app/content/content.server.ts";
import { RETENTION_KEYS } from "#app/content/schema.ts";
import { periodWords, RETENTION_LABELS } from "#app/features/privacy/retention.ts";
import { image } from "#app/lib/images.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";

export function loader() {
  const privacy = setting("privacy");
  return {
    copy: pageContent("privacy"),
    hero: image("heroes/contact"),
    collected: privacy.collected.map((entry) => ({
      ...entry,
      kept: `${entry.keptFor ? `${periodWords(privacy.retention[entry.keptFor])} ` : ""}${entry.keptNote}`,
    })),
    processors: privacy.processors,
    retention: RETENTION_KEYS.map((key) => ({
      key,
      label: RETENTION_LABELS[key],
      period: periodWords(privacy.retention[key]),
    })),
  };
}

export const meta: Route.MetaFunction = () => pageMeta("privacy");

/**
 * The privacy notice (issue 40): its words from content/pages/privacy.yaml, and what each form collects, who else
 * handles it and how long it is kept from content/settings/privacy.yaml, the same settings the server's nightly
 * deletion reads, so the page always states the limits the server keeps.
 */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { copy, collected, processors, retention } = loaderData;
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
      <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
        <div className="max-w-3xl space-y-4 text-lg">
          {copy.summary.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>

      <Section id="collected" eyebrow={copy.collected.eyebrow} title={copy.collected.title}>
        <Intro>
          <p>{copy.collected.intro}</p>
        </Intro>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          {collected.map((entry) => (
            <article key={entry.title} className="rounded-2xl border border-cream bg-card p-6 shadow-raised">
              <h3 className="text-2xl">{entry.title}</h3>
              <p className="mt-1 text-muted">{entry.where}</p>
              <ul className="mt-4 list-disc space-y-1 pl-5">
                {entry.fields.map((field) => (
                  <li key={field.label}>{field.label}</li>
                ))}
              </ul>
              <p className="mt-4">
                <span className="font-semibold">Why: </span>
                {entry.why}
              </p>
              <p className="mt-2">
                <span className="font-semibold">How long: </span>
                {entry.kept}.
              </p>
            </article>
          ))}
        </div>
      </Section>

      <Section id="insights" tone="cream" eyebrow={copy.insights.eyebrow} title={copy.insights.title}>
        <Intro>
          <p>{copy.insights.intro}</p>
        </Intro>
        <ul className="mt-6 max-w-3xl list-disc space-y-2 pl-5 text-lg">
          {copy.insights.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Section>

      <Section id="processors" eyebrow={copy.processors.eyebrow} title={copy.processors.title}>
        <Intro>
          <p>{copy.processors.intro}</p>
        </Intro>
        <dl className="mt-6 max-w-3xl space-y-4 text-lg">
          {processors.map((processor) => (
            <div key={processor.name}>
              <dt className="font-semibold">{processor.name}</dt>
              <dd className="text-muted">{processor.what}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="retention" tone="cream" eyebrow={copy.retention.eyebrow} title={copy.retention.title}>
        <Intro>
          <p>{copy.retention.intro}</p>
        </Intro>
        <table className="mt-6 w-full max-w-3xl border-collapse text-left text-lg">
          <caption className="sr-only">{copy.retention.title}</caption>
          <tbody>
            {retention.map((row) => (
              <tr key={row.key} className="border-b border-cream">
                <th scope="row" className="py-3 pr-4 font-normal">
                  {row.label}
                </th>
                <td className="py-3 font-semibold whitespace-nowrap" data-retention={row.key}>
                  {row.period}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="rights" eyebrow={copy.rights.eyebrow} title={copy.rights.title}>
        <Intro>
          <p>{copy.rights.intro}</p>
        </Intro>
        <ul className="mt-6 max-w-3xl list-disc space-y-2 pl-5 text-lg">
          {copy.rights.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-lg">{copy.rights.deadline}</p>
        <p className="mt-6 max-w-3xl text-lg text-muted">{copy.changes}</p>
      </Section>

      <Section id="ask" tone="cream" eyebrow={copy.request.eyebrow} title={copy.request.title}>
        <Intro>
          <p>{copy.request.intro}</p>
        </Intro>
        {/* Posts to the server with or without JavaScript; the answer is the same whatever the address. */}
        <form method="post" action={PRIVACY_REQUEST_PATH} className="mt-6 max-w-xl space-y-5">
          <div>
            <label htmlFor="privacy-email" className="mb-1.5 block font-medium">
              {copy.request.emailLabel}
            </label>
            <input
              id="privacy-email"
              type="email"
              name="email"
              required
              autoComplete="email"
              className="min-h-12 w-full rounded-xl border border-cream bg-card px-4"
            />
          </div>
          <fieldset>
            <legend className="sr-only">{copy.request.title}</legend>
            {(["see", "erase"] as const).map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-3 text-lg">
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  required
                  defaultChecked={kind === "see"}
                  className="size-5 accent-harbor"
                />
                {copy.request[kind]}
              </label>
            ))}
          </fieldset>
          <Honeypot name="website" />
          <button type="submit" className={buttonClasses("primary", "lg", "w-full sm:w-auto")}>
            {copy.request.submit}
          </button>
        </form>
      </Section>
    </>
  );
}
