/**
 * The database a unit test opens: PGlite in memory, or, in the unit tests' postgres project, a fresh database of its
 * own in the run's throwaway Postgres cluster (vitest.config.ts, scripts/lib/vitest-postgres.ts). The database layer
 * is the one place where the two differ, so its tests run on both (docs/testing.md).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../database.ts";

/** In the postgres project, the address of a new, empty database in the run's cluster; otherwise undefined. */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  const cluster = inject("postgresCluster");
  if (!cluster) return undefined;
  const name = `unit_${randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client(`${cluster}/whisker`);
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return `${cluster}/${name}`;
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = await freshDatabaseUrl();
  if (!databaseUrl) return openDatabase({ dataDir: "memory://" });
  const cluster = databaseUrl.slice(0, databaseUrl.lastIndexOf("/"));
  const name = databaseUrl.slice(databaseUrl.lastIndexOf("/") + 1);
  const handle = await openDatabase({ databaseUrl, dataDir: "memory://" });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleaner = new pg.Client(`${cluster}/whisker`);
      await cleaner.connect();
      // The pool has asked its connections to end, without waiting for them to go: a connection still ending when
      // the database is dropped would be told it was cut, with nothing left to hear it.
      for (let tries = 0; tries < 50; tries += 1) {
        const { rows } = await cleaner.query<{ open: number }>(
          "select count(*)::int as open from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0]?.open === 0) break;
        await new Promise((done) => setTimeout(done, 100));
      }
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The throwaway cluster's address without a database (postgres://user@host:port), in the postgres project. */
    postgresCluster: string | undefined;
  }
}
