import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "./fixtures.ts";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { startServer } from "../../scripts/lib/server-process.ts";
import { connect, everyRow, fillEveryTable } from "./support/database-rows.ts";
import { newStorage, storageEnv } from "./support/own-server.ts";

const MIGRATIONS = join(import.meta.dirname, "../../db/migrations");

/**
 * Data that migrations change on purpose, each with its reason: the shared-password era's sessions were ended when
 * staff signed in as themselves (0003_staff_accounts).
 */
const CHANGED_ON_PURPOSE: Record<string, string> = {
  admin_sessions: "sessions of the shared setup password end when staff accounts arrive (0003)",
};

/** The oldest migration this project shipped, alone, as a migrations folder drizzle reads. */
function oldestMigration(folder: string): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const first = journal.entries[0]!;
  mkdirSync(join(folder, "meta"), { recursive: true });
  cpSync(join(MIGRATIONS, `${first.tag}.sql`), join(folder, `${first.tag}.sql`));
  writeFileSync(join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: [first] }));
  return folder;
}

// eslint-disable-next-line no-empty-pattern
test("a database made at the oldest shipped migration and full of rows keeps every row when the current server starts on it", async ({}, testInfo) => {
  test.setTimeout(300_000);
  const storage = await newStorage(testInfo);
  const migrationsFolder = oldestMigration(testInfo.outputPath("oldest-migration"));
  if (storage.databaseUrl) {
    const client = new pg.Client(storage.databaseUrl);
    await client.connect();
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    await client.end();
  } else {
    mkdirSync(storage.dataDir, { recursive: true });
    const client = await PGlite.create(join(storage.dataDir, "db"));
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    await client.close();
  }
  const target = storage.databaseUrl ? storage : { ...storage, dataDir: join(storage.dataDir, "db") };
  let database = await connect(target);
  const counts = await fillEveryTable(database.query);
  const before = await everyRow(database.query);
  await database.close();
  expect(Object.keys(counts).length, "the oldest schema's tables").toBeGreaterThan(3);

  // The current server, started the way an operator upgrades: it applies every later migration, then serves.
  const server = await startServer(storageEnv(storage));
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  await server.stop();

  database = await connect(target);
  const after = await everyRow(database.query);
  await database.close();
  for (const [table, rows] of Object.entries(before)) {
    if (CHANGED_ON_PURPOSE[table]) continue;
    // Later migrations add columns: each old row must still hold every value it had.
    const columns = Object.keys(JSON.parse(rows[0]!) as object);
    const kept = after[table]!.map((row) => {
      const values = JSON.parse(row) as Record<string, unknown>;
      return JSON.stringify(Object.fromEntries(columns.map((column) => [column, values[column]])));
    });
    expect(kept.sort(), `every row of ${table}, intact`).toEqual(rows);
  }
});
