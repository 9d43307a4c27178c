import { mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { data, redirect, type RouterContextProvider } from "react-router";
import { BACKUP_NAME } from "#server/backup/backups.ts";
import { parseBackupKey } from "#server/backup/encryption.ts";
import { RestoreRefused, type RefusalReason } from "#server/backup/restore.ts";
import { readUpload, requestBody, SubmissionError, textFields } from "#server/forms/request-body.ts";
import { RESTORE_FIELDS, SETUP_OFF } from "./setup-restore.ts";
import { inboxRequest, readCookie, SESSION_COOKIE } from "./staff.server.ts";

/** Why a backup was not restored, in the words of the person restoring it (nothing was changed in any case). */
export const RESTORE_REFUSALS: Record<RefusalReason, string> = {
  "no-file": "Choose the backup file to restore.",
  "no-key": "Type the backup key: a backup opens only with the key it was locked with.",
  "not-a-backup":
    "That file is not a Whisker Walks backup: choose a file downloaded from Backups on the old server. Nothing was restored.",
  unencrypted:
    "That backup comes from an older version of the site that did not lock its backups, so it cannot be checked: choose a newer backup. Nothing was restored.",
  "wrong-key":
    "That backup does not open with this key: it was locked with another key, or the file was changed or damaged since. Nothing was restored.",
  damaged:
    "That backup file is damaged, or was changed after it was made: nothing was restored. Try another copy, or an earlier backup.",
  "other-version":
    "That backup was made by another version of the site: ask whoever looks after the server to restore it. Nothing was restored.",
  "other-database":
    "That backup comes from a server whose data several servers share: whoever looks after the servers restores it. Nothing was restored.",
  "not-empty":
    "This server already holds data of its own, so nothing was restored: ask whoever looks after the server.",
  "shared-database":
    "This server keeps its data where several servers share it, so a backup is restored by whoever looks after the servers, not from this page.",
  "has-accounts":
    "Someone made the owner account on this server while the backup was being checked, so nothing was restored: sign in with that account instead.",
  busy: "A backup is being restored right now: wait a minute, then reload the page.",
  stopping:
    "The server is stopping, so nothing was restored: reload the page once it is back, and choose the file again.",
};

const refused = (status: number, error: string) => data({ error, form: "restore" as const }, { status });

/**
 * The setup page's "Restore from a backup file": on a new server only (no staff account yet), after the setup
 * password, the file (streamed to a private scratch folder, within the limit) and its key (or, left empty, this
 * server's own) are restored by the server as `npm run restore` would; then the person signs in with their usual
 * account. Every refusal is one sentence, with nothing written and no file left behind.
 */
export async function restoreFromSetup(request: Request, context: Readonly<RouterContextProvider>) {
  const { inbox, secure, setupRestore } = inboxRequest(context);
  if (!inbox.auth.setupEnabled) return refused(404, SETUP_OFF);
  if (await inbox.auth.hasAccounts())
    return refused(
      403,
      "This server already has its staff accounts: a backup is restored from this page only on a new server, before the owner account is made.",
    );
  const session = await inbox.auth.session(readCookie(request, SESSION_COOKIE, secure));
  if (!session || session.staff)
    return refused(403, "Type the setup password first: reload the page and start again.");

  const scratch = await mkdtemp(join(tmpdir(), "ww-upload-"));
  try {
    let upload;
    try {
      upload = await readUpload(requestBody(request), {
        field: RESTORE_FIELDS.file,
        path: join(scratch, "upload"),
        limit: setupRestore.uploadLimit,
      });
    } catch (error) {
      if (error instanceof SubmissionError) return refused(error.status, error.message);
      throw error;
    }
    const form = textFields(upload.fields, [RESTORE_FIELDS.key, RESTORE_FIELDS.csrf]);
    if (form.csrf !== session.csrfToken)
      return refused(403, "This form has expired: reload the page and try again.");
    if (!upload.file) return refused(400, RESTORE_REFUSALS["no-file"]);
    const typed = form.backupKey?.trim() ?? "";
    if (!typed && !setupRestore.hasServerKey) return refused(400, RESTORE_REFUSALS["no-key"]);
    let key: Buffer | null = null;
    if (typed) {
      try {
        key = parseBackupKey(typed);
      } catch {
        return refused(
          400,
          "That is not a backup key: it is a line of 44 letters, digits and signs ending in “=”. Check that it was copied whole.",
        );
      }
    }
    // The backup's own name, when it has one, is the name the activity record gives the restore.
    let file = upload.file.path;
    const name = basename(upload.file.name);
    if (BACKUP_NAME.test(name)) {
      file = join(scratch, name);
      await rename(upload.file.path, file);
    }
    try {
      const restored = await setupRestore.restore(file, key, async () => !(await inbox.auth.hasAccounts()));
      throw redirect(`/admin/login?restored=${encodeURIComponent(restored.createdAt)}`);
    } catch (error) {
      if (error instanceof RestoreRefused)
        return refused(
          error.reason === "busy"
            ? 409
            : error.reason === "has-accounts"
              ? 403
              : error.reason === "stopping"
                ? 503
                : 400,
          RESTORE_REFUSALS[error.reason],
        );
      throw error;
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
