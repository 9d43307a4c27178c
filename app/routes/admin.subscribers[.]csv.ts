import type { Route } from "./+types/admin.subscribers[.]csv";
import { inboxRequest, searchTerm, staffForm } from "#app/features/admin/staff.server.ts";
import type { Inbox } from "#server/inbox/inbox.ts";

async function subscribersCsv(inbox: Inbox, query: string): Promise<Response> {
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

/** Every subscriber as a spreadsheet-safe CSV download (behind the inbox layout's sign-in). */
export async function loader({ context }: Route.LoaderArgs) {
  return subscribersCsv(inboxRequest(context).inbox, "");
}

/** The subscribers matching a search, posted as the search is (an address never goes into an address bar). */
export async function action({ context, request }: Route.ActionArgs) {
  const { q } = await staffForm(request, ["q"]);
  return subscribersCsv(inboxRequest(context).inbox, searchTerm(q));
}
