/**
 * `npm run restore FILE`: brings an empty data folder (DATA_DIR), or an empty Postgres database (DATABASE_URL), back to
 * exactly the state the backup holds, its secrets into DATA_DIR, and its content history into this checkout
 * (docs/decisions/094-backups.md, 130, 131). It needs the BACKUP_KEY the backup was made with. A damaged, changed or
 * foreign file, the wrong key, a folder or database that is not empty, or a backup of the other kind of database is
 * refused in one sentence, and nothing is changed.
 */
import { readServerEnv } from "../server/env.ts";
import { parseBackupKey } from "../server/backup/encryption.ts";
import { restoreBackup, RestoreRefused } from "../server/backup/restore.ts";
import { createContentHistory } from "../server/publishing/content-history.ts";
import { erasureLedgerFile } from "../server/privacy/personal-data.ts";
import { ROOT } from "./lib/build-inputs.ts";

const file = process.argv[2];
if (!file) {
  console.error("Say which backup to restore: npm run restore -- backups/whiskerwalks-backup-….tar");
  process.exit(2);
}
let env: ReturnType<typeof readServerEnv>;
try {
  env = readServerEnv();
} catch (error) {
  console.error(`Not restored: ${(error as Error).message}`);
  process.exit(1);
}
try {
  const result = await restoreBackup(
    file,
    {
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      erasureLedger: erasureLedgerFile(env.BACKUP_DIR),
      settings: { LINK_SECRET: env.LINK_SECRET, CLIENT_HASH_SALT: env.CLIENT_HASH_SALT },
    },
    createContentHistory(ROOT),
    env.BACKUP_KEY ? parseBackupKey(env.BACKUP_KEY) : null,
  );
  const rows = Object.values(result.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Restored ${rows} rows in ${Object.keys(result.tables).length} tables into ${env.DATABASE_URL ? "the Postgres database" : env.DATA_DIR}.`,
  );
  console.log(`Content history: ${result.content}; drafts: ${result.drafts}.`);
  console.log(
    `Secrets: the backup's LINK_SECRET and CLIENT_HASH_SALT are in ${env.DATA_DIR} (link-secret, client-hash-salt), so links already sent keep working.`,
  );
  for (const setting of result.differingSettings)
    console.log(
      `  ${setting} is set for this server to another value than the backup's: set it to the backup's (in ${env.DATA_DIR}), or links already sent will not work.`,
    );
  console.log("Open invitations and password-reset links were voided: send new ones from the staff area.");
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
