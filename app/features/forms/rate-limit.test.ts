import { describe, expect, it } from "vitest";
import {
  ADVENTURE_ATTEMPTS_KEY,
  adventureRateLimited,
  attemptsInWindow,
  CONTACT_LAST_SUBMIT_KEY,
  contactSubmitTooSoon,
  overAttemptLimit,
  recordAdventureAttempt,
  recordContactSubmit,
  withinCooldown,
} from "./rate-limit.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const refusingStorage = {
  getItem: () => {
    throw new Error("denied");
  },
  setItem: () => {
    throw new Error("denied");
  },
};

describe("contact cooldown (10 s)", () => {
  it.each([
    [undefined, 50_000, false],
    [50_000, 50_000, true],
    [50_000, 59_999, true],
    [50_000, 60_000, false],
    [50_000, 75_000, false],
    [80_000, 50_000, false],
  ])("last %s, now %s: too soon %s", (last, now, expected) => {
    expect(withinCooldown(last, now)).toBe(expected);
  });

  it("stores the submit time and refuses a second submit within 10 s", () => {
    const storage = memoryStorage();
    expect(contactSubmitTooSoon(1_000_000, storage)).toBe(false);
    recordContactSubmit(1_000_000, storage);
    expect(storage.values.get(CONTACT_LAST_SUBMIT_KEY)).toBe("1000000");
    expect(contactSubmitTooSoon(1_009_999, storage)).toBe(true);
    expect(contactSubmitTooSoon(1_010_000, storage)).toBe(false);
  });

  it("ignores a garbled value and a storage that refuses access", () => {
    expect(contactSubmitTooSoon(5_000, memoryStorage({ [CONTACT_LAST_SUBMIT_KEY]: "soon" }))).toBe(false);
    expect(contactSubmitTooSoon(5_000, refusingStorage)).toBe(false);
    expect(() => recordContactSubmit(5_000, refusingStorage)).not.toThrow();
  });
});

describe("adventure attempts (5 in 60 s)", () => {
  const now = 1_000_000;

  it("counts only attempts inside the last 60 seconds", () => {
    expect(attemptsInWindow([now - 60_000, now - 59_999, now - 1, now, now + 5], now)).toEqual([
      now - 59_999,
      now - 1,
      now,
    ]);
  });

  it("blocks at 5 recent attempts, not at 4, and not when the fifth is older than a minute", () => {
    const four = [now - 40_000, now - 30_000, now - 20_000, now - 10_000];
    expect(overAttemptLimit(four, now)).toBe(false);
    expect(overAttemptLimit([...four, now - 5_000], now)).toBe(true);
    expect(overAttemptLimit([now - 61_000, ...four], now)).toBe(false);
  });

  it("records attempts in storage, dropping the ones that no longer count", () => {
    const storage = memoryStorage({ [ADVENTURE_ATTEMPTS_KEY]: JSON.stringify([now - 90_000]) });
    for (let index = 0; index < 4; index += 1) recordAdventureAttempt(now + index * 1_000, storage);
    expect(adventureRateLimited(now + 4_000, storage)).toBe(false);
    recordAdventureAttempt(now + 4_000, storage);
    expect(JSON.parse(storage.values.get(ADVENTURE_ATTEMPTS_KEY) ?? "[]")).toHaveLength(5);
    expect(adventureRateLimited(now + 5_000, storage)).toBe(true);
    expect(adventureRateLimited(now + 60_000, storage)).toBe(false);
  });

  it("treats garbled storage as no attempts", () => {
    expect(adventureRateLimited(now, memoryStorage({ [ADVENTURE_ATTEMPTS_KEY]: "{oops" }))).toBe(false);
    expect(adventureRateLimited(now, memoryStorage({ [ADVENTURE_ATTEMPTS_KEY]: '"x"' }))).toBe(false);
    expect(adventureRateLimited(now, refusingStorage)).toBe(false);
  });
});
