/**
 * On Postgres (the unit tests' postgres project): a connection the pool keeps open is cut by the database (a
 * restart, an administrator, a proxy's timeout). The server goes on, and its next query opens another connection.
 */
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { openTestDatabase } from "./testing/database.ts";
import type { DatabaseHandle } from "./database.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

it("a connection cut while the pool keeps it is reported, and the next query works", async () => {
  expect(handle.kind).toBe("postgres");
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const url = new URL(handle.databaseUrl!);
  const pid = async () =>
    ((await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] })
      .rows[0]!.pid;
  const before = await pid();
  // Cut from outside, as Postgres does to every connection when it restarts.
  const admin = new pg.Client(`${url.protocol}//${url.username}@${url.host}/whisker`);
  await admin.connect();
  await admin.query("select pg_terminate_backend($1)", [before]);
  await admin.end();
  await vi.waitFor(() => expect(logged).toHaveBeenCalled(), { timeout: 5_000 });
  expect(String(logged.mock.calls[0]?.[0])).toMatch(/^Database: a connection was closed/);
  expect(await pid()).not.toBe(before);
});
