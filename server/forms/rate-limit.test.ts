import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formRateLimits } from "../../db/schema.ts";
import type { DatabaseHandle } from "../database.ts";
import { openTestDatabase } from "../testing/database.ts";
import { createDatabaseRateLimit, createRateLimit } from "./rate-limit.ts";

describe("per-client rate limit", () => {
  it("allows the limit within the window, then says how long to wait, per client", () => {
    let time = 0;
    const limit = createRateLimit({ limit: 3, windowMs: 60_000, now: () => time });
    expect([limit.hit("a"), limit.hit("a"), limit.hit("a")]).toEqual([0, 0, 0]);
    time = 10_000;
    expect(limit.hit("a")).toBe(50);
    expect(limit.hit("b")).toBe(0);
    time = 60_001;
    expect(limit.hit("a")).toBe(0);
  });
});

describe("the rate limit kept in the database (several servers on one Postgres)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  }, 60_000);
  afterAll(() => handle.close());

  it("two servers' limiters count one client's posts together, per form, across a window's edge", async () => {
    let time = 600_000;
    const options = { limit: 3, windowMs: 60_000, now: () => time };
    const first = createDatabaseRateLimit(handle.db, "contact", options);
    const second = createDatabaseRateLimit(handle.db, "contact", options);
    expect([await first.hit("a"), await second.hit("a"), await first.hit("a")]).toEqual([0, 0, 0]);
    time += 10_000;
    // The fourth post, on the other server: wait for the window's end, 50 s away.
    expect(await second.hit("a")).toBe(50);
    expect(await first.hit("b")).toBe(0);
    expect(await createDatabaseRateLimit(handle.db, "newsletter", options).hit("a")).toBe(0);
    // Just past the window's edge the previous window still weighs almost whole: still refused.
    time += 50_001;
    expect(await first.hit("a")).toBeGreaterThan(0);
    // Most of a window later, it weighs little: allowed again.
    time += 50_000;
    expect(await second.hit("a")).toBe(0);
    // Two windows on, the first window's rows are gone.
    time += 60_000;
    await first.hit("c");
    const starts = new Set(
      (await handle.db.select().from(formRateLimits)).map((row) => row.windowStart.getTime()),
    );
    expect([...starts].sort()).toEqual([660_000, 720_000]);
  });
});
