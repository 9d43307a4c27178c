import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import type { Route } from "./+types/admin.backups.$file";
import { inboxRequest, refusal, requireRole, signedIn } from "#app/features/admin/staff.server.ts";

// Owners only: a backup holds everything the company has (a guide gets a 403 and no file).
export const middleware: Route.MiddlewareFunction[] = [requireRole("back up data")];

/** One kept backup as a download, recorded in the audit trail with who took it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { backups, inbox, clientHash } = inboxRequest(context);
  const path = await backups.pathOf(params.file);
  if (!path) throw refusal(404, "There is no such backup: it may have been replaced by newer ones.");
  const { size } = await stat(path);
  const me = signedIn(context);
  await inbox.audit.record({
    actor: me,
    action: "backup-downloaded",
    target: `backup:${params.file}`,
    summary: `${me.name} downloaded the backup ${params.file}.`,
    clientHash,
  });
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
    headers: {
      // Encrypted with the server's backup key: only npm run restore, given that key, reads it.
      "Content-Type": "application/octet-stream",
      "Content-Length": String(size),
      "Content-Disposition": `attachment; filename="${params.file}"`,
      "Cache-Control": "no-store",
    },
  });
}
