import type { Route } from "./+types/admin.requests[.]csv";
import { inboxRequest } from "#app/features/admin/staff.server.ts";

/** Every private-tour request as a spreadsheet-safe CSV download (behind the inbox layout's sign-in). */
export async function loader({ context }: Route.LoaderArgs) {
  const csv = await inboxRequest(context).inbox.tourRequests.exportCsv();
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="whisker-walks-tour-requests-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
