import type { Route } from "./+types/admin.privacy.export";
import {
  changedBy,
  inboxRequest,
  refusal,
  requireRole,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import {
  addressHash,
  PersonalDataRefused,
  personalDataPage,
  recordsInWords,
  totalRecords,
} from "#server/privacy/personal-data.ts";

// Owners only: a guide gets a 403 and no file.
export const middleware: Route.MiddlewareFunction[] = [requireRole("handle privacy requests")];

/**
 * Everything held about an address, as one download: JSON (every record as stored, the consent evidence with it) or a
 * page a person reads. Posted, so the address is never in an address bar; recorded in Activity without the address.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { inbox } = inboxRequest(context);
  const by = changedBy(context);
  const { email = "", format } = await staffForm(request, ["email", "format"]);
  if (format !== "json" && format !== "html")
    throw refusal(400, "Choose the file (JSON) or the page to read.");
  let data;
  try {
    data = await inbox.privacy.find(email);
  } catch (error) {
    if (error instanceof PersonalDataRefused) throw refusal(400, error.message);
    throw error;
  }
  await inbox.audit.record({
    actor: by.actor,
    action: "privacy-export",
    target: `erasure:${addressHash(data.email).slice(0, 12)}`,
    summary: `${by.actor.name} exported the ${recordsInWords(totalRecords(data))} held about one address (${format === "json" ? "file" : "page"}).`,
    clientHash: by.clientHash,
  });
  const date = new Date().toISOString().slice(0, 10);
  const body =
    format === "json"
      ? `${JSON.stringify({ exportedAt: new Date(), ...data }, null, 2)}\n`
      : personalDataPage(data);
  return new Response(body, {
    headers: {
      "Content-Type": format === "json" ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="whisker-walks-personal-data-${date}.${format}"`,
      "Cache-Control": "no-store",
    },
  });
}

export function loader() {
  throw refusal(405, "Download the data from the Privacy page: look up the address, then choose a download.");
}
