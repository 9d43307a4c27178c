/**
 * `npm run backup`: one encrypted backup file in BACKUP_DIR (docs/decisions/094-backups.md, 130). The embedded
 * database belongs to one process, so when this checkout's server is running on this DATA_DIR it is asked to make the
 * backup (SIGUSR2) and this waits for the file; otherwise (no server, a pid file naming another process, or Postgres)
 * this makes it itself (decision 132).
 */
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { readServerEnv } from "../server/env.ts";
import { BACKUP_NAME, BackupNeedsKey, createBackups } from "../server/backup/backups.ts";
import { sizeInWords } from "../server/size-in-words.ts";
import { parseBackupKey } from "../server/backup/encryption.ts";
import { runningOwnServer } from "../server/backup/own-server.ts";
import { loadDataSecrets } from "../server/client-address.ts";
import { openDatabase } from "../server/database.ts";
import { createContentHistory } from "../server/publishing/content-history.ts";
import { ROOT } from "./lib/build-inputs.ts";

const env = readServerEnv();
const backupDir = resolve(env.BACKUP_DIR);
const listed = () =>
  existsSync(backupDir) ? readdirSync(backupDir).filter((name) => BACKUP_NAME.test(name)) : [];

if (!env.BACKUP_KEY) {
  console.error(
    "Not backed up: backups are encrypted, and BACKUP_KEY is not set. Make a key with openssl rand -base64 32, keep a copy away from this machine, and set BACKUP_KEY (see the README's Backups).",
  );
  process.exit(1);
}

const pid = env.DATABASE_URL ? null : runningOwnServer(env.DATA_DIR, ROOT);
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
      key: parseBackupKey(env.BACKUP_KEY),
      secrets: loadDataSecrets(env, env.DATA_DIR),
    });
    const made = await backups.make({ trigger: "command", by: null }).catch((error: unknown) => {
      if (error instanceof BackupNeedsKey) {
        console.error(`Not backed up: ${error.message}`);
        process.exit(1);
      }
      throw error;
    });
    console.log(
      `Backup written: ${made.path} (${sizeInWords(made.bytes)}, ${made.seconds} s, SHA-256 ${made.sha256}).`,
    );
  } finally {
    await database.close();
  }
}
