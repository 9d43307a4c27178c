import type { Route } from "./+types/admin.insights[.]csv";
import { inboxRequest, refusal, requireRole } from "#app/features/admin/staff.server.ts";
import {
  dashboardCampaign,
  dashboardCharts,
  dashboardRange,
} from "#app/features/insights/dashboard.server.ts";
import { CHART_IDS } from "#app/features/insights/dashboard.ts";
import { toCsv } from "#server/inbox/csv.ts";

/** Insights and campaign links are the owner's (roles.ts). */
export const middleware: Route.MiddlewareFunction[] = [requireRole("read insights")];

/** One dashboard chart's numbers as a spreadsheet-safe CSV (behind the inbox layout's sign-in). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { insights } = inboxRequest(context);
  const url = new URL(request.url);
  const chart = url.searchParams.get("chart");
  if (!chart || !CHART_IDS.includes(chart as (typeof CHART_IDS)[number])) {
    throw refusal(400, `chart must be one of ${CHART_IDS.join(", ")}.`);
  }
  const range = dashboardRange(url.searchParams, insights.today());
  const campaign = dashboardCampaign(url.searchParams);
  await insights.refreshRecent();
  const table = (await dashboardCharts(insights, range, campaign)).find(
    (candidate) => candidate.id === chart,
  );
  if (!table) throw refusal(404, "That chart was not found.");
  return new Response(toCsv(table.columns, table.rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="whisker-walks-${chart}-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
