import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin.insights";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inboxRequest, requireRoleToChange, requireRoleToOpen } from "#app/features/admin/staff.server.ts";
import { inputClass, PageHeading, staffMeta } from "#app/features/admin/staff-ui.tsx";
import { FieldError } from "#app/features/forms/form-fields.tsx";
import { ChartCard } from "#app/features/insights/charts.tsx";
import {
  dashboardCharts,
  dashboardQuery,
  dashboardSummary,
  dashboardVitals,
} from "#app/features/insights/dashboard.server.ts";
import { VitalsCard } from "#app/features/insights/vitals-table.tsx";
import { percent, RANGE_PRESETS, rangeLabel } from "#app/features/insights/dashboard.ts";
import { cn } from "#app/lib/cn.ts";

/** Insights and campaign links are the owner's (roles.ts). */
export const middleware: Route.MiddlewareFunction[] = [requireRoleToChange("read insights")];

export const meta: Route.MetaFunction = () => staffMeta("Insights");

/**
 * The dashboard reads the daily totals only; today's and yesterday's are brought up to date first. A range that cannot
 * be is a 400 that keeps the page: the reason beside the date fields, which hold what was typed (decision 180).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireRoleToOpen(context, "read insights");
  const { insights } = inboxRequest(context);
  const url = new URL(request.url);
  const query = dashboardQuery(url.searchParams, insights.today());
  if ("problem" in query) {
    const { problem, typed, campaign } = query;
    return data({ refused: { problem, ...typed }, campaign: campaign ?? null }, { status: 400 });
  }
  const { range, campaign } = query;
  await insights.refreshRecent();
  const [summary, charts, vitals] = await Promise.all([
    dashboardSummary(insights, range, campaign),
    dashboardCharts(insights, range, campaign),
    // Speed is every visitor's: a campaign's few visits would say little.
    dashboardVitals(insights, range),
  ]);
  return {
    range,
    campaign: campaign ?? null,
    summary,
    charts,
    vitals,
    presetDays: url.searchParams.has("from") ? null : range.days,
  };
}

function change(now: number, before: number): string {
  if (!before) return now ? "new this period" : "no change";
  const delta = now - before;
  return `${delta > 0 ? "+" : delta < 0 ? "−" : ""}${percent(Math.abs(delta), before)} on the period before`;
}

/** The page's head: the presets and the From and To form, with the reason beside the dates when a range is refused. */
function RangeChoice({
  from,
  to,
  campaign,
  presetDays,
  problem,
}: {
  from: string;
  to: string;
  campaign: string | null;
  presetDays: number | null;
  problem?: string;
}) {
  const only = campaign ? `&campaign=${campaign}` : "";
  const refused = problem ? ({ "aria-invalid": true, "aria-describedby": "range-problem" } as const) : {};
  return (
    <>
      <PageHeading title="Insights">
        <Link to="/admin/campaigns" className={buttonClasses("secondary", "sm")}>
          Campaign links and QR codes
        </Link>
      </PageHeading>
      <p className="mt-2 max-w-3xl text-muted">
        What brings visitors and what turns them into booking clicks, requests and applications. Counted
        without cookies or personal data; visitors who ask not to be tracked are not counted.
      </p>
      <nav aria-label="Date range" className="mt-6 flex flex-wrap items-end gap-3">
        <ul className="flex flex-wrap gap-2">
          {RANGE_PRESETS.map((days) => (
            <li key={days}>
              <Link
                to={`/admin/insights?days=${days}${only}`}
                aria-current={presetDays === days ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center rounded-full border-2 px-4 text-sm font-semibold",
                  presetDays === days
                    ? "border-ink bg-ink text-paper"
                    : "border-ink/20 text-ink hover:border-ink/60",
                )}
              >
                {days === 365 ? "Last year" : `Last ${days} days`}
              </Link>
            </li>
          ))}
        </ul>
        {/* Drawn again for each range asked for (a preset, or dates refused), so the fields show its dates. */}
        <Form key={`${from} ${to}`} method="get" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="range-from" className="mb-1.5 block text-sm font-semibold">
              From
            </label>
            <input
              id="range-from"
              name="from"
              type="date"
              defaultValue={from}
              className={inputClass}
              required
              {...refused}
            />
          </div>
          <div>
            <label htmlFor="range-to" className="mb-1.5 block text-sm font-semibold">
              To
            </label>
            <input
              id="range-to"
              name="to"
              type="date"
              defaultValue={to}
              className={inputClass}
              required
              {...refused}
            />
          </div>
          {campaign ? <input type="hidden" name="campaign" value={campaign} /> : null}
          <button type="submit" className={buttonClasses("primary", "md")}>
            Show
          </button>
          {problem ? (
            <div className="basis-full">
              <FieldError id="range-problem" message={problem} />
            </div>
          ) : null}
        </Form>
      </nav>
    </>
  );
}

export default function StaffInsights({ loaderData }: Route.ComponentProps) {
  if ("refused" in loaderData) {
    return <RangeChoice {...loaderData.refused} campaign={loaderData.campaign} presetDays={null} />;
  }
  const { range, campaign, summary, charts, vitals, presetDays } = loaderData;
  const query = `from=${range.from}&to=${range.to}${campaign ? `&campaign=${campaign}` : ""}`;
  return (
    <>
      <RangeChoice from={range.from} to={range.to} campaign={campaign} presetDays={presetDays} />
      {campaign ? (
        <p className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl bg-harbor-light px-5 py-4 text-harbor">
          <span>
            Showing only the visitors of the campaign <strong>{campaign}</strong>: its pages, sources and
            tours are counted with everyone&apos;s.
          </span>
          <Link
            to={`/admin/insights?from=${range.from}&to=${range.to}`}
            className={buttonClasses("outline", "sm")}
          >
            Show every visitor
          </Link>
        </p>
      ) : null}
      <h2 className="mt-10 text-2xl">
        {rangeLabel(range.from, range.to)}
        <span className="block text-base font-normal text-muted">
          compared with {rangeLabel(summary.previous.from, summary.previous.to)}
        </span>
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="This period's figures">
        {summary.figures.map((figure) => (
          <li key={figure.label} className="rounded-3xl bg-card p-5 shadow-raised" data-figure={figure.label}>
            <span className="block font-display text-4xl text-harbor">{figure.now}</span>
            <span className="mt-1 block font-semibold">{figure.label}</span>
            <span className="mt-1 block text-sm text-muted">
              {change(figure.now, figure.before)} ({figure.before})
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-10 grid grid-cols-1 gap-6">
        {charts.map((table) => (
          <ChartCard
            key={table.id}
            table={table}
            csvHref={`/admin/insights.csv?chart=${table.id}&${query}`}
          />
        ))}
        <VitalsCard vitals={vitals} />
      </div>
    </>
  );
}
