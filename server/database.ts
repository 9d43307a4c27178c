import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import * as schema from "../db/schema.ts";
import { processInfo } from "./backup/own-server.ts";
import { tightenDataFolder } from "./data-folder.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Releases a lock taken with tryLock. */
export type ReleaseLock = () => Promise<void>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** For the start-up line: where the data lives, without any password. */
  description: string;
  /**
   * Takes a named lock that every server on this database respects, or answers null when another holds it. On
   * Postgres it is an advisory lock held by a connection of its own, so the database frees it the moment its process
   * dies (even by kill -9); PGlite belongs to one process (the data folder's pid file), so a lock in memory is enough.
   */
  tryLock(name: string): Promise<ReleaseLock | null>;
  /** The embedded database itself (PGlite's own dump and load: backups), or the Postgres URL (pg_dump). */
  pglite?: PGlite;
  databaseUrl?: string;
  close(): Promise<void>;
};

/** Locks of a database only this process can open. */
function processLocks(): DatabaseHandle["tryLock"] {
  const held = new Set<string>();
  return async (name) => {
    if (held.has(name)) return null;
    held.add(name);
    return async () => void held.delete(name);
  };
}

/** Advisory locks on Postgres, each on its own pooled connection (a session lock lives as long as its connection). */
function advisoryLocks(pool: pg.Pool): DatabaseHandle["tryLock"] {
  return async (name) => {
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        "select pg_try_advisory_lock(hashtext($1)) as locked",
        [`whiskerwalks:${name}`],
      );
      if (!rows[0]?.locked) {
        client.release();
        return null;
      }
    } catch (error) {
      client.release();
      throw error;
    }
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      try {
        await client.query("select pg_advisory_unlock(hashtext($1))", [`whiskerwalks:${name}`]);
        client.release();
      } catch (error) {
        // A connection that failed is dropped, and its lock with it.
        client.release(error as Error);
      }
    };
  };
}

const MIGRATIONS = join(import.meta.dirname, "../db/migrations");

/**
 * PGlite is Postgres inside this process: two processes on one data folder would corrupt it. A pid file refuses a
 * second server, and is taken over when the process that wrote it is gone (a crash or `kill -9`).
 */
function lockDataFolder(folder: string): () => void {
  const lockFile = join(folder, "server.pid");
  try {
    const pid = Number(readFileSync(lockFile, "utf8").trim());
    if (pid && pid !== process.pid && processIsAlive(pid) && mayBeServer(pid)) {
      throw new Error(
        `Another server (process ${pid}) is using the database in ${folder}. Stop it first, or give this one its own DATA_DIR.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  writeFileSync(lockFile, `${process.pid}\n`, { mode: 0o600 });
  return () => rmSync(lockFile, { force: true });
}

/** A live process that the system shows is not Node (a stale pid file naming another program) holds no lock. */
function mayBeServer(pid: number): boolean {
  const info = processInfo(pid);
  return !info || /(^|\/)node(\d+)?$/.test(info.args[0] ?? "");
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The tests' shortcut (issue 36, docs/testing.md "Databases"): a new embedded database starts as a copy of one the run
 * made and migrated once (WW_TEST_PGLITE_TEMPLATE, a PGlite dump), instead of making and migrating its own, which
 * costs seconds of CPU each time. Only ever for a database that does not exist yet; the migrations still run after.
 */
export const PGLITE_TEMPLATE = "WW_TEST_PGLITE_TEMPLATE";
function testTemplate(dir: string | undefined): Blob | undefined {
  const template = process.env[PGLITE_TEMPLATE];
  if (!template || (dir && existsSync(join(dir, "PG_VERSION")))) return undefined;
  return new Blob([readFileSync(template)]);
}

/** The template itself: a new database in memory, migrated, dumped to `file`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create({ relaxedDurability: false });
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS });
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()), { mode: 0o600 });
  await client.close();
}

/** PGlite in `dir` (in memory without one), migrated. Durability is not relaxed: a query resolves only once Postgres
 * has written its WAL. */
async function openPglite(dir?: string) {
  const client = await PGlite.create(dir, { relaxedDurability: false, loadDataDir: testTemplate(dir) });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { client, db };
}

/** Opens the database (Postgres when a URL is given, otherwise PGlite in `dataDir/db`) and applies the migrations. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Postgres restarted, or a connection cut: the pool drops a connection it kept that fails, and the next query
    // opens another. Unheard, the error would end the server.
    pool.on("error", (error) =>
      console.error(`Database: a connection was closed (${error.message}); the next query opens another.`),
    );
    const db = drizzlePostgres({ client: pool, schema });
    await migratePostgres(db, { migrationsFolder: MIGRATIONS });
    const url = new URL(options.databaseUrl);
    return {
      db,
      kind: "postgres",
      description: `Postgres at ${url.hostname || "local socket"}${url.port ? `:${url.port}` : ""}${url.pathname}`,
      tryLock: advisoryLocks(pool),
      databaseUrl: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  if (options.dataDir === "memory://") {
    const { client, db } = await openPglite();
    return {
      db,
      kind: "pglite",
      description: "PGlite in memory",
      tryLock: processLocks(),
      pglite: client,
      close: () => client.close(),
    };
  }
  const folder = resolve(options.dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const unlock = lockDataFolder(folder);
  try {
    const { client, db } = await openPglite(join(folder, "db"));
    // PGlite makes its files world-writable: the folder is made its owner's alone now, and hourly for the files it
    // makes later (docs/decisions/131).
    await tightenDataFolder(folder);
    const tightening = setInterval(
      () =>
        void tightenDataFolder(folder).catch((error: unknown) =>
          console.error("Could not tighten the data folder's permissions:", error),
        ),
      60 * 60_000,
    );
    tightening.unref();
    return {
      db,
      kind: "pglite",
      description: `PGlite in ${join(folder, "db")}`,
      tryLock: processLocks(),
      pglite: client,
      close: async () => {
        clearInterval(tightening);
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
