/**
 * Restoring a backup from the setup page of a new server (issue 39, docs/decisions/159-restore-from-the-setup-page.md):
 * the same restore as `npm run restore` (./restore.ts), run by the server itself while it runs. The backup is checked
 * whole first (key, every byte, its parts, its content's history) while the site serves as before, so a refusal
 * changes nothing. Only then does the site stop using its data: the port answers "back in a moment", the new server's
 * own empty database and secrets are moved aside, the backup is restored into their place, and the site starts again
 * over the restored data exactly as a fresh start would (database, secrets, caches and live version all read anew).
 * If the restore fails there, what was moved aside is put back and the site starts again as it was.
 *
 * A stop (SIGTERM) never cuts a restore in two: a restore still checking its backup is refused, one already making
 * room runs to its end (or puts the old data back) before the process exits, and the site is not started again.
 * A restore killed outright (SIGKILL, a power cut) leaves its `before-restore-*` folder: the next start finishes it
 * (`settleKilledRestores`): the old data is put back, or, when the restore had finished (the folder is then named
 * `after-restore-*`), the leftover is dropped.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
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

/** The folder a restore moves the server's own data into while it runs. */
const ASIDE = /^before-restore-\d+$/;
/** The same folder once the backup is wholly restored (renamed at once, so never half of each): only old data to drop. */
const LEFTOVER = /^after-restore-\d+$/;
/** The names that were moved aside, written before the first move: a roll back knows what the restore wrote. */
const MOVED = "moved.json";

/** Puts the server's own data back from `aside` over what a restore wrote, then drops `aside`. Safe to run twice. */
async function rollBack(dataDir: string, aside: string) {
  const moved = await readFile(join(aside, MOVED), "utf8")
    .then((text) => JSON.parse(text) as string[])
    .catch(() => null);
  for (const name of REPLACED) {
    const wasMoved = existsSync(join(aside, name));
    // A name moved back already (by a roll back cut short) stays; one the restore wrote goes.
    if (wasMoved || (moved && !moved.includes(name)))
      await rm(join(dataDir, name), { recursive: true, force: true });
    if (wasMoved) await rename(join(aside, name), join(dataDir, name));
  }
  await rm(aside, { recursive: true, force: true });
}

/**
 * At start, what a restore killed outright left in the data folder: one that had finished loses its leftover
 * folder; one cut short is rolled back, the server's own data put back. Returns a line for the log for each.
 */
export async function settleKilledRestores(dataDir: string): Promise<string[]> {
  const dir = resolve(dataDir);
  if (!existsSync(dir)) return [];
  const lines: string[] = [];
  for (const name of (await readdir(dir)).sort()) {
    if (LEFTOVER.test(name)) {
      await rm(join(dir, name), { recursive: true, force: true });
      lines.push(
        `A restore from the setup page had finished before the server stopped: its leftover ${name} was removed.`,
      );
    } else if (ASIDE.test(name)) {
      await rollBack(dir, join(dir, name));
      lines.push(
        `A restore from the setup page was cut short when the server stopped: the server's own data was put back from ${name}.`,
      );
    }
  }
  return lines;
}

export function createSetupRestore(options: SetupRestoreOptions) {
  let running: Promise<unknown> | null = null;
  let stopping = false;
  return {
    /** Whether the key may be left empty: this server has a backup key of its own to try. */
    hasServerKey: Boolean(options.serverKey),
    /** The largest file taken. */
    uploadLimit: MAX_BACKUP_UPLOAD_BYTES,
    /**
     * The process is stopping: a restore not yet making room is refused, one making room runs to its end, and the
     * site is not started again. Resolves once no restore is running.
     */
    async stop(): Promise<void> {
      stopping = true;
      await running;
    },
    /**
     * Restores `file` (decrypted with `key`, or this server's own key when null) into this running server. Refuses
     * with RestoreRefused, changing nothing, as `npm run restore` does.
     */
    restore(
      file: string,
      key: Buffer | null,
      /** Asked again once the backup is checked, before anything moves: the server still has no staff account. */
      stillNew: () => Promise<boolean> = async () => true,
    ): Promise<RestoreResult> {
      if (options.target.databaseUrl)
        return Promise.reject(
          new RestoreRefused(
            "This server keeps its data in a database several servers may share: restore it with the restore command.",
            "shared-database",
          ),
        );
      if (running) return Promise.reject(new RestoreRefused("A backup is being restored right now.", "busy"));
      if (stopping) return Promise.reject(new RestoreRefused("The server is stopping.", "stopping"));
      const restoring = restoreInto(file, key, stillNew);
      // Settled either way (the caller hears of a refusal): the stop only waits for it.
      running = restoring
        .catch(() => undefined)
        .finally(() => {
          running = null;
        });
      return restoring;
    },
  };

  async function restoreInto(file: string, key: Buffer | null, stillNew: () => Promise<boolean>) {
    const dataDir = resolve(options.target.dataDir);
    let aside: string | null = null;
    let stopped = false;
    try {
      const result = await restoreBackup(file, options.target, options.history, key ?? options.serverKey, {
        from: "setup",
        makeRoom: async () => {
          // A stop asked for while the backup was checked: nothing has moved yet, so nothing is done.
          if (stopping) throw new RestoreRefused("The server is stopping.", "stopping");
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
          const moved = REPLACED.filter((name) => existsSync(join(dataDir, name)));
          await writeFile(join(aside, MOVED), JSON.stringify(moved));
          for (const name of moved) await rename(join(dataDir, name), join(aside, name));
        },
      });
      if (aside) {
        // The restore is whole: from this rename on, what was set aside is only old data, whenever the process stops.
        const leftover = join(dataDir, `after-restore-${Date.now()}`);
        await rename(aside, leftover);
        await rm(leftover, { recursive: true, force: true });
      }
      return result;
    } catch (error) {
      // Whatever the restore wrote goes, and the new server's own data comes back as it was.
      if (aside) await rollBack(dataDir, aside);
      throw error;
    } finally {
      if (stopped && !stopping) await options.startSite();
    }
  }
}

export type SetupRestore = ReturnType<typeof createSetupRestore>;
