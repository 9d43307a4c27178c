import { and, eq, lt, sql } from "drizzle-orm";
import { formRateLimits } from "../../db/schema.ts";
import type { Database } from "../database.ts";

/** A per-client limit: `hit` counts a post and answers how many seconds to wait when over it, else 0. */
export type RateLimit = { hit(key: string): number | Promise<number> };

/**
 * A per-client sliding-window limit, in memory: for one server process. The embedded database (PGlite) allows one
 * process per data folder, so there memory is shared by every server there is; a restart forgets the counts, which
 * only ever favours a real visitor.
 */
export function createRateLimit(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const hits = new Map<string, number[]>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < options.windowMs) return;
    lastSweep = time;
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= time - options.windowMs) hits.delete(key);
    }
  }

  return {
    /** Counts a submission; answers how many seconds to wait when the client is over its limit, else 0. */
    hit(key: string): number {
      const time = now();
      sweep(time);
      const recent = (hits.get(key) ?? []).filter((at) => at > time - options.windowMs);
      if (recent.length >= options.limit) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil(((recent[0] ?? time) + options.windowMs - time) / 1000));
      }
      recent.push(time);
      hits.set(key, recent);
      return 0;
    },
  };
}

/**
 * The same limit kept in the database, for several servers on one Postgres: a post counted on one server counts on
 * every other. A sliding window estimated from two fixed ones (this window's count, atomic across processes through
 * one upsert, plus the previous window's weighted by how much of it still overlaps), so a burst across a window's
 * edge is still refused. A refused post counts too. Rows of windows older than the previous one are deleted once a
 * window.
 */
export function createDatabaseRateLimit(
  db: Database,
  form: string,
  options: { limit: number; windowMs: number; now?: () => number },
): RateLimit {
  const now = options.now ?? Date.now;
  let lastSweep = 0;
  return {
    async hit(key: string): Promise<number> {
      const time = now();
      const windowStart = time - (time % options.windowMs);
      const previousStart = new Date(windowStart - options.windowMs);
      if (time - lastSweep >= options.windowMs) {
        lastSweep = time;
        await db.delete(formRateLimits).where(lt(formRateLimits.windowStart, previousStart));
      }
      const [row] = await db
        .insert(formRateLimits)
        .values({ form, clientHash: key, windowStart: new Date(windowStart), hits: 1 })
        .onConflictDoUpdate({
          target: [formRateLimits.form, formRateLimits.clientHash, formRateLimits.windowStart],
          set: { hits: sql`${formRateLimits.hits} + 1` },
        })
        .returning({ hits: formRateLimits.hits });
      const [previous] = await db
        .select({ hits: formRateLimits.hits })
        .from(formRateLimits)
        .where(
          and(
            eq(formRateLimits.form, form),
            eq(formRateLimits.clientHash, key),
            eq(formRateLimits.windowStart, previousStart),
          ),
        );
      const overlap = 1 - (time - windowStart) / options.windowMs;
      const recent = (row?.hits ?? 0) + (previous?.hits ?? 0) * overlap;
      if (recent <= options.limit) return 0;
      return Math.max(1, Math.ceil((windowStart + options.windowMs - time) / 1000));
    },
  };
}

/** Per client and form: more than a person filling a form ever sends (the browser forms allow one each 10 s). */
export const FORM_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

/** What a client over its limit is told, by every form. */
export const TOO_FAST = "You're sending too fast: please wait a few minutes and try again.";

/**
 * One limit per form, whichever way it arrives: the contact form's JSON and form-shaped endpoints and its page's
 * own post (without JavaScript) count against the same one.
 */
export function createFormRateLimits(shared?: Database) {
  // Several servers can share a Postgres (never an embedded database): then the counts live in it.
  const limit = (form: string): RateLimit =>
    shared ? createDatabaseRateLimit(shared, form, FORM_RATE_LIMIT) : createRateLimit(FORM_RATE_LIMIT);
  return {
    contact: limit("contact"),
    newsletter: limit("newsletter"),
    adventure: limit("adventure"),
    privateTour: limit("private-tour"),
  };
}

export type FormRateLimits = ReturnType<typeof createFormRateLimits>;
