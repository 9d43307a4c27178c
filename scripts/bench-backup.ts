/**
 * `npm run bench:backup`: how long a backup and a restore take with 100,000 stored submissions (BENCH_SUBMISSIONS), on
 * the embedded database and on a throwaway Postgres cluster: the database is filled with contact messages, newsletter
 * subscribers and Adventure Cats applications, backed up as the server does (npm run backup's code), restored into an
 * empty folder or database, and every table's row count compared. Exits non-zero if a count differs.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { createBackups, rowCounts } from "../server/backup/backups.ts";
import { sizeInWords } from "../server/size-in-words.ts";
import { restoreBackup } from "../server/backup/restore.ts";
import { openDatabase, type DatabaseHandle } from "../server/database.ts";
import { createContentHistory } from "../server/publishing/content-history.ts";
import { ROOT } from "./lib/build-inputs.ts";
import { freePort, startTestCluster } from "./lib/postgres.ts";

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const BATCH = 2_000;
const history = createContentHistory(ROOT);

/** SUBMISSIONS rows in all: half messages, a third subscribers, the rest applications, as the forms store them. */
async function fill(database: DatabaseHandle) {
  const shares = {
    messages: Math.round(SUBMISSIONS / 2),
    subscribers: Math.round(SUBMISSIONS / 3),
    applications: SUBMISSIONS - Math.round(SUBMISSIONS / 2) - Math.round(SUBMISSIONS / 3),
  };
  const statements = {
    messages: (
      from: number,
      to: number,
    ) => sql`insert into messages (name, email, phone, message, client_hash)
      select 'Visitor ' || n, 'visitor' || n || '@example.com', '(212) 555-0' || lpad((n % 1000)::text, 3, '0'),
        'We would love a private tour for our book club of twelve on a Saturday in spring. ' || n, md5(n::text)
      from generate_series(${from}::int, ${to}::int) as n`,
    subscribers: (
      from: number,
      to: number,
    ) => sql`insert into subscribers (email, first_name, last_name, status, client_hash)
      select 'reader' || n || '@example.com', 'Reader', 'Number ' || n, 'subscribed', md5(n::text)
      from generate_series(${from}::int, ${to}::int) as n`,
    applications: (from: number, to: number) => sql`insert into applications
        (first_name, last_name, email, mobile, cat_name, notes, rules_accepted, waiver_accepted, client_hash)
      select 'Owner', 'Number ' || n, 'owner' || n || '@example.com', '+12125550100', 'Pickles ' || n,
        'Calm on a harness and curious about pigeons', true, true, md5(n::text)
      from generate_series(${from}::int, ${to}::int) as n`,
  };
  for (const [table, total] of Object.entries(shares) as [keyof typeof statements, number][])
    for (let from = 1; from <= total; from += BATCH)
      await database.db.execute(statements[table](from, Math.min(total, from + BATCH - 1)));
}

async function bench(
  kind: string,
  target: { dataDir: string; databaseUrl?: string },
  restoreTo: typeof target,
) {
  const database = await openDatabase(target);
  const filling = performance.now();
  await fill(database);
  const counts = await rowCounts(database.db);
  const stored = (counts.messages ?? 0) + (counts.subscribers ?? 0) + (counts.applications ?? 0);
  console.log(
    `${kind}: ${stored} submissions stored in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );
  if (stored !== SUBMISSIONS) throw new Error(`Expected ${SUBMISSIONS} stored submissions, found ${stored}.`);
  const backupDir = mkdtempSync(join(tmpdir(), "ww-bench-backups-"));
  const key = randomBytes(32);
  const secrets = {
    LINK_SECRET: randomBytes(32).toString("base64url"),
    CLIENT_HASH_SALT: randomBytes(32).toString("base64url"),
  };
  const made = await createBackups({ database, history, dir: backupDir, keep: 2, key, secrets }).make({
    trigger: "command",
    by: null,
  });
  await database.close();
  const restoring = performance.now();
  const restored = await restoreBackup(made.path, restoreTo, history, key);
  const restoreSeconds = (performance.now() - restoring) / 1000;
  const wrong = Object.entries(counts).filter(([table, rows]) => restored.tables[table] !== rows);
  console.log(
    `${kind}: backup ${made.seconds.toFixed(1)} s (${sizeInWords(statSync(made.path).size)}), restore ${restoreSeconds.toFixed(1)} s, ` +
      (wrong.length ? `ROWS DIFFER: ${wrong.map(([table]) => table).join(", ")}` : "every table's rows back"),
  );
  rmSync(backupDir, { recursive: true, force: true });
  return wrong.length === 0;
}

const folders = [mkdtempSync(join(tmpdir(), "ww-bench-a-")), mkdtempSync(join(tmpdir(), "ww-bench-b-"))];
let ok = true;
try {
  ok &&= await bench("PGlite", { dataDir: folders[0]! }, { dataDir: folders[1]! });
  const cluster = startTestCluster(await freePort());
  try {
    const admin = await openDatabase({ databaseUrl: cluster.url, dataDir: folders[0]! });
    await admin.db.execute(sql`create database bench_restored`);
    await admin.close();
    ok &&= await bench(
      "Postgres",
      { dataDir: folders[0]!, databaseUrl: cluster.url },
      { dataDir: folders[0]!, databaseUrl: cluster.url.replace(/\/whisker$/, "/bench_restored") },
    );
  } finally {
    cluster.stop();
  }
} finally {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
