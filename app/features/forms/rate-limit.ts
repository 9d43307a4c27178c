/**
 * The two forms' rate limits (spec, sections 5, 8 and 9), kept in the visitor's localStorage. The window logic is
 * pure; the storage wrappers tolerate a browser that refuses storage (the limit then simply does not apply).
 */

/** Contact form: a second submit within 10 seconds of the last one is refused. */
export const CONTACT_COOLDOWN_MS = 10_000;
/** Adventure form: 5 or more sends in the last 60 seconds block the next one. */
export const ADVENTURE_MAX_ATTEMPTS = 5;
export const ADVENTURE_WINDOW_MS = 60_000;

export const CONTACT_LAST_SUBMIT_KEY = "whiskerwalks:contact-last-submit";
export const ADVENTURE_ATTEMPTS_KEY = "whiskerwalks:adventure-attempts";

/** True while the previous submit is less than the cooldown ago (a time in the future, from a changed clock, is ignored). */
export function withinCooldown(
  last: number | undefined,
  now: number,
  cooldownMs: number = CONTACT_COOLDOWN_MS,
): boolean {
  if (last === undefined) return false;
  const elapsed = now - last;
  return elapsed >= 0 && elapsed < cooldownMs;
}

/** The attempts that fall inside the window ending now. */
export function attemptsInWindow(
  times: readonly number[],
  now: number,
  windowMs: number = ADVENTURE_WINDOW_MS,
): number[] {
  return times.filter((time) => time <= now && now - time < windowMs);
}

/** True when the window already holds the maximum number of attempts. */
export function overAttemptLimit(
  times: readonly number[],
  now: number,
  max: number = ADVENTURE_MAX_ATTEMPTS,
  windowMs: number = ADVENTURE_WINDOW_MS,
): boolean {
  return attemptsInWindow(times, now, windowMs).length >= max;
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

function browserStorage(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: KeyValueStore | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStore | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or refused: the limit is a courtesy, not a lock.
  }
}

function readTimes(storage: KeyValueStore | null): number[] {
  try {
    const parsed: unknown = JSON.parse(read(storage, ADVENTURE_ATTEMPTS_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((value) => Number.isFinite(value)) : [];
  } catch {
    return [];
  }
}

/** Contact form: is this submit too soon after the last one? */
export function contactSubmitTooSoon(now: number, storage = browserStorage()): boolean {
  const stored = Number(read(storage, CONTACT_LAST_SUBMIT_KEY));
  return withinCooldown(Number.isFinite(stored) && stored > 0 ? stored : undefined, now);
}

/** Contact form: remember this submit (the spec stores it before validation). */
export function recordContactSubmit(now: number, storage = browserStorage()): void {
  write(storage, CONTACT_LAST_SUBMIT_KEY, String(now));
}

/** Adventure form: have there been too many sends in the last minute? */
export function adventureRateLimited(now: number, storage = browserStorage()): boolean {
  return overAttemptLimit(readTimes(storage), now);
}

/** Adventure form: remember this send, keeping only the attempts that still count. */
export function recordAdventureAttempt(now: number, storage = browserStorage()): void {
  const times = [...attemptsInWindow(readTimes(storage), now), now];
  write(storage, ADVENTURE_ATTEMPTS_KEY, JSON.stringify(times));
}
