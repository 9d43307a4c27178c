import type { Route } from "./+types/admin.activity[.]csv";
import { activityFilter, inboxRequest, requireRole } from "#app/features/admin/staff.server.ts";

export const middleware: Route.MiddlewareFunction[] = [requireRole("manage staff")];

/** The activity record (with the page's filters) as a spreadsheet-safe CSV download, for owners. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const csv = await inboxRequest(context).inbox.audit.exportCsv(activityFilter(new URL(request.url)));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="whisker-walks-activity-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
