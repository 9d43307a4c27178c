import type { Route } from "./+types/admin.requests[.]csv";
import { inboxRequest, signedIn } from "#app/features/admin/staff.server.ts";

/**
 * Every private-tour request as a spreadsheet-safe CSV download (behind the inbox layout's sign-in), recorded in the
 * audit trail with who exported it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { inbox, clientHash } = inboxRequest(context);
  const me = signedIn(context);
  const csv = await inbox.tourRequests.exportCsv();
  await inbox.audit.record({
    actor: me,
    action: "requests-exported",
    target: "tour-requests",
    summary: `${me.name} exported the private-tour requests as CSV.`,
    clientHash,
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="whisker-walks-tour-requests-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
