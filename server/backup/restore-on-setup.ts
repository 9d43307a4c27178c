/**
 * Restoring a backup from the setup page of a new server (issue 39, docs/decisions/159-restore-from-the-setup-page.md):
 * the same restore as `npm run restore` (./restore.ts), run by the server itself while it runs. The backup is checked
 * whole first (key, every byte, its parts, its content's history) while the site serves as before, so a refusal
 * changes nothing. Only then does the site stop using its data: the port answers "back in a moment", the new server's
 * own empty database and secrets are moved aside, the backup is restored into their place, and the site starts again
 * over the restored data exactly as a fresh start would (database, secrets, caches and live version all read anew).
 * If the restore fails there, what was moved aside is put back and the site starts again as it was.
 */
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { DATA_SECRETS } from "../client-address.ts";
import type { ContentHistory } from "../publishing/content-history.ts";
import { restoreBackup, RestoreRefused, type RestoreResult, type RestoreTarget } from "./restore.ts";

export type SetupRestoreOptions = {
  target: RestoreTarget;
  history: ContentHistory;
  /** This server's own backup key, used when the person restoring leaves the key empty. */
  serverKey: Buffer | null;
  /** Stops the site's use of its data (the port answers "back in a moment" meanwhile). */
  stopSite(): Promise<void>;
  /** Starts the site again over the data as it now is. */
  startSite(): Promise<void>;
};

/** The largest backup file the setup page takes (streamed to disk, never held in memory). */
export const MAX_BACKUP_UPLOAD_BYTES = 2 * 1024 ** 3;

/** What the data folder holds of a server's own that a restore replaces: its database and its secrets. */
const REPLACED = ["db", ...Object.values(DATA_SECRETS)];

export function createSetupRestore(options: SetupRestoreOptions) {
  let running = false;
  return {
    /** Whether the key may be left empty: this server has a backup key of its own to try. */
    hasServerKey: Boolean(options.serverKey),
    /** The largest file taken. */
    uploadLimit: MAX_BACKUP_UPLOAD_BYTES,
    /**
     * Restores `file` (decrypted with `key`, or this server's own key when null) into this running server. Refuses
     * with RestoreRefused, changing nothing, as `npm run restore` does.
     */
    async restore(
      file: string,
      key: Buffer | null,
      /** Asked again once the backup is checked, before anything moves: the server still has no staff account. */
      stillNew: () => Promise<boolean> = async () => true,
    ): Promise<RestoreResult> {
      if (options.target.databaseUrl)
        throw new RestoreRefused(
          "This server keeps its data in a database several servers may share: restore it with the restore command.",
          "shared-database",
        );
      if (running) throw new RestoreRefused("A backup is being restored right now.", "busy");
      running = true;
      const dataDir = resolve(options.target.dataDir);
      let aside: string | null = null;
      let stopped = false;
      try {
        const result = await restoreBackup(file, options.target, options.history, key ?? options.serverKey, {
          from: "setup",
          makeRoom: async () => {
            // Checking a large backup takes a while: an owner made meanwhile (another tab) is never replaced.
            if (!(await stillNew()))
              throw new RestoreRefused(
                "This server got its staff accounts while the backup was being checked: nothing was restored.",
                "has-accounts",
              );
            await options.stopSite();
            stopped = true;
            aside = join(dataDir, `before-restore-${Date.now()}`);
            await mkdir(aside, { mode: 0o700 });
            for (const name of REPLACED)
              if (existsSync(join(dataDir, name))) await rename(join(dataDir, name), join(aside, name));
          },
        });
        if (aside) await rm(aside, { recursive: true, force: true });
        return result;
      } catch (error) {
        // Whatever the restore wrote goes, and the new server's own data comes back as it was.
        if (aside) {
          for (const name of REPLACED) {
            await rm(join(dataDir, name), { recursive: true, force: true });
            if (existsSync(join(aside, name))) await rename(join(aside, name), join(dataDir, name));
          }
          await rm(aside, { recursive: true, force: true });
        }
        throw error;
      } finally {
        try {
          if (stopped) await options.startSite();
        } finally {
          running = false;
        }
      }
    },
  };
}

export type SetupRestore = ReturnType<typeof createSetupRestore>;
