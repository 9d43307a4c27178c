import { CheckCircle2 } from "#app/components/icons/icons.tsx";
import { data } from "react-router";
import type { Route } from "./+types/tours.private-tours.request.$token";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { pageContent, tourBySlug } from "#app/content/content.server.ts";
import { fillLaterTokens, dollars } from "#app/content/tokens.ts";
import { inboxRequest } from "#app/features/admin/staff.server.ts";
import { longDate, OCCASIONS } from "#app/features/private-tours/tour-request.ts";
import { TOUR_REQUEST_FORM_PATH } from "#app/features/private-tours/tour-request-post.ts";
import { ogImagePath } from "#app/content/pages.ts";
import { seo } from "#app/lib/seo.ts";

/**
 * Where a sent private-tour request lands (issue 15): the request restated from what was stored, and the promise of
 * a reply. The address carries a signed token naming the request, never what was typed; a token that is not ours,
 * or a request too old to show, gets the page's words for that, with a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = pageContent("private-tours");
  const copy = page.confirmation;
  const row = await inboxRequest(context).inbox.tourRequests.findByToken(params.token);
  if (!row) throw data({ missing: copy.missing, title: copy.title }, { status: 404 });
  const occasion = OCCASIONS.find((value) => value === row.occasion);
  const summary: [label: string, value: string][] = [
    [copy.labels.name, row.name],
    [copy.labels.email, row.email],
    [copy.labels.phone, row.phone],
    [copy.labels.dates, row.preferredDates.map(longDate).join("; ")],
    [copy.labels.guests, String(row.guests)],
    [copy.labels.estimate, dollars(row.estimate)],
    [copy.labels.occasion, occasion ? page.request.occasions[occasion] : row.occasion],
    [copy.labels.neighborhood, tourBySlug(row.neighborhood)?.shortName ?? page.request.mix],
    [copy.labels.accessibility, row.accessibility],
    [copy.labels.message, row.message],
  ];
  return {
    copy: { ...copy, heading: fillLaterTokens(copy.heading, { name: row.name }) },
    summary: summary.filter(([, value]) => value),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  const missing = (error as { data?: { title?: string } } | undefined)?.data;
  const title = loaderData?.copy.title ?? missing?.title ?? "Private Tour Request";
  return seo({
    title,
    description: loaderData?.copy.intro ?? title,
    path: null,
    image: ogImagePath("private-tours"),
    noindex: true,
  });
};

export default function TourRequestConfirmation({ loaderData }: Route.ComponentProps) {
  const { copy, summary } = loaderData;
  return (
    <>
      <Section id="request-received" tone="cream">
        <div className="mx-auto max-w-3xl">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-brick uppercase">
            <CheckCircle2 aria-hidden className="size-5 text-harbor" />
            {copy.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl sm:text-5xl">{copy.heading}</h1>
          <p className="mt-4 text-lg text-muted">{copy.intro}</p>
          <div className="mt-8 rounded-3xl border border-cream bg-card p-6 shadow-raised sm:p-8">
            <h2 className="text-2xl">{copy.summaryTitle}</h2>
            <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
              {summary.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold">{label}</dt>
                  <dd className="break-words whitespace-pre-wrap text-muted">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-6 rounded-xl bg-paper p-4 text-sm text-muted">{copy.estimateNote}</p>
          </div>
        </div>
      </Section>
      <Section id="next" eyebrow={copy.next.eyebrow} title={copy.next.title}>
        <Intro>
          <p>{copy.next.intro}</p>
        </Intro>
      </Section>
    </>
  );
}

/** A token that is not ours, or a request too old to show: the page's own words, in the site's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = (error as { data?: { missing?: { title: string; text: string; link: string } } }).data
    ?.missing;
  if (!missing) throw error;
  return (
    <Section id="request-missing" tone="cream">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl">{missing.title}</h1>
        <p className="mt-4 text-lg text-muted">{missing.text}</p>
        <ButtonLink to={TOUR_REQUEST_FORM_PATH} size="lg" className="mt-8">
          {missing.link}
        </ButtonLink>
      </div>
    </Section>
  );
}
