import type { TestInfo } from "@playwright/test";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { startServer, type ServerProcess } from "../../../scripts/lib/server-process.ts";

export type OwnServer = ServerProcess & {
  /** Where its data lives: its own data folder, and in the postgres project its own database. */
  storage: { dataDir: string; databaseUrl: string | undefined };
  /** The settings it started with: `startServer(env)` starts it again on the same data. */
  env: Record<string, string>;
};

export type Storage = { dataDir: string; databaseUrl: string | undefined };

/**
 * Storage of the test's own, empty: a fresh embedded database folder in the chromium project, and a fresh database in
 * the throwaway Postgres cluster in the postgres project.
 */
export async function newStorage(testInfo: TestInfo): Promise<Storage> {
  let databaseUrl: string | undefined;
  if (testInfo.project.name === "postgres") {
    const cluster = `postgres://whisker@127.0.0.1:${process.env.E2E_PG_DB_PORT}`;
    const admin = new pg.Client(`${cluster}/whisker`);
    await admin.connect();
    const name = `test_${randomUUID().replace(/-/g, "")}`;
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = `${cluster}/${name}`;
  }
  // A folder of its own each time: a hook that runs again after a failure starts afresh.
  return { dataDir: testInfo.outputPath(`data-${randomUUID()}`), databaseUrl };
}

/** In the postgres project, a fresh database in the throwaway cluster (its URL); in the chromium project, none. */
export async function freshPostgresDatabase(testInfo: TestInfo): Promise<string | undefined> {
  return (await newStorage(testInfo)).databaseUrl;
}

/** The settings a server (or a script) uses for this storage. */
export function storageEnv(storage: Storage): Record<string, string> {
  return { DATA_DIR: storage.dataDir, ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}) };
}

/**
 * A server of the test's own, for tests that kill it or read its log: on a fresh embedded database in the chromium
 * project, and on a fresh database in the throwaway Postgres cluster in the postgres project.
 */
export async function startOwnServer(
  testInfo: TestInfo,
  env: Record<string, string> = {},
): Promise<OwnServer> {
  // Starting a server (and a database) takes seconds, many more on a loaded machine: more than a hook's default.
  testInfo.setTimeout(Math.max(testInfo.timeout, 120_000));
  const storage = await newStorage(testInfo);
  const settings = { ...storageEnv(storage), ...env };
  return { ...(await startServer(settings)), storage, env: settings };
}
