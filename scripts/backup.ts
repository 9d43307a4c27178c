/**
 * `npm run backup`: one backup file in BACKUP_DIR (docs/decisions/094-backups.md). The embedded database belongs to
 * one process, so when a server is running on this DATA_DIR it is asked to make the backup (SIGUSR2) and this waits
 * for the file; otherwise (no server, or Postgres) this makes it itself.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { readServerEnv } from "../server/env.ts";
import { BACKUP_NAME, createBackups, megabytes } from "../server/backup/backups.ts";
import { openDatabase } from "../server/database.ts";
import { createContentHistory } from "../server/publishing/content-history.ts";
import { ROOT } from "./lib/build-inputs.ts";

const env = readServerEnv();
const backupDir = resolve(env.BACKUP_DIR);
const listed = () =>
  existsSync(backupDir) ? readdirSync(backupDir).filter((name) => BACKUP_NAME.test(name)) : [];

function runningServer(): number | null {
  if (env.DATABASE_URL) return null;
  try {
    const pid = Number(readFileSync(join(resolve(env.DATA_DIR), "server.pid"), "utf8").trim());
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

const pid = runningServer();
if (pid) {
  const before = new Set(listed());
  process.kill(pid, "SIGUSR2");
  console.log(`Asked the running server (process ${pid}) for a backup; waiting for it…`);
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const made = listed().find((name) => !before.has(name));
    if (made) {
      console.log(`Backup written: ${join(backupDir, made)}`);
      break;
    }
    if (Date.now() > deadline) {
      console.error("No backup appeared within 10 minutes: see the server's log.");
      process.exit(1);
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
  }
} else {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const backups = createBackups({
      database,
      history: createContentHistory(ROOT),
      dir: env.BACKUP_DIR,
      keep: env.BACKUP_KEEP,
    });
    const made = await backups.make({ trigger: "command", by: null });
    console.log(
      `Backup written: ${made.path} (${megabytes(made.bytes)}, ${made.seconds} s, SHA-256 ${made.sha256}).`,
    );
  } finally {
    await database.close();
  }
}
