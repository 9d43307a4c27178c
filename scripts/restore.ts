/**
 * `npm run restore FILE`: brings an empty data folder (DATA_DIR), or an empty Postgres database (DATABASE_URL), back to
 * exactly the state the backup holds, and its content history into this checkout (docs/decisions/094-backups.md).
 * A damaged or foreign file, a folder or database that is not empty, or a backup of the other kind of database is
 * refused with a message, and nothing is changed.
 */
import { readServerEnv } from "../server/env.ts";
import { restoreBackup, RestoreRefused } from "../server/backup/restore.ts";
import { createContentHistory } from "../server/publishing/content-history.ts";
import { erasureLedgerFile } from "../server/privacy/personal-data.ts";
import { ROOT } from "./lib/build-inputs.ts";

const file = process.argv[2];
if (!file) {
  console.error("Say which backup to restore: npm run restore -- backups/whiskerwalks-backup-….tar");
  process.exit(2);
}
const env = readServerEnv();
try {
  const result = await restoreBackup(
    file,
    {
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      erasureLedger: erasureLedgerFile(env.BACKUP_DIR),
    },
    createContentHistory(ROOT),
  );
  const rows = Object.values(result.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Restored ${rows} rows in ${Object.keys(result.tables).length} tables into ${env.DATABASE_URL ? "the Postgres database" : env.DATA_DIR}.`,
  );
  console.log(`Content history: ${result.content}; drafts: ${result.drafts}.`);
  console.log(
    result.liveVersion
      ? `The next start serves version ${result.liveVersion}, the one live when the backup was made: npm start.`
      : "Nothing had been published from the staff area: the next start serves the checked-out content.",
  );
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(`Not restored: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
