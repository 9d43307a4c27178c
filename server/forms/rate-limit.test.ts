import { describe, expect, it } from "vitest";
import { createRateLimit } from "./rate-limit.ts";

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
