import type { Route } from "./+types/admin.subscribers[.]csv";
import {
  inboxRequest,
  requireRole,
  searchTerm,
  signedIn,
  staffForm,
} from "#app/features/admin/staff.server.ts";

// Owners only: a guide gets a 403 and no file.
export const middleware: Route.MiddlewareFunction[] = [requireRole("export subscribers")];

/** The CSV, recorded in the audit trail with who exported it and which search. */
async function subscribersCsv(context: Route.LoaderArgs["context"], query: string): Promise<Response> {
  const { inbox, clientHash } = inboxRequest(context);
  const me = signedIn(context);
  const csv = await inbox.subscribers.exportCsv(query);
  await inbox.audit.record({
    actor: me,
    action: "subscribers-exported",
    target: "subscribers",
    summary: `${me.name} exported ${query ? `the subscribers matching "${query}"` : "every subscriber"} as CSV.`,
    clientHash,
  });
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
  return subscribersCsv(context, "");
}

/** The subscribers matching a search, posted as the search is (an address never goes into an address bar). */
export async function action({ context, request }: Route.ActionArgs) {
  const { q } = await staffForm(request, ["q"]);
  return subscribersCsv(context, searchTerm(q));
}
