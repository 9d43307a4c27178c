import type { Route } from "./+types/admin.subscribers[.]csv";
import { inboxRequest, searchText } from "#app/features/admin/staff.server.ts";

/** The subscriber list as a spreadsheet-safe CSV download (behind the inbox layout's sign-in). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  const query = searchText(request, "q").slice(0, 200);
  const csv = await inbox.subscribers.exportCsv(query);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="whisker-walks-subscribers-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
