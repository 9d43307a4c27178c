import { createHmac, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { insightSalts } from "../../db/schema.ts";
import type { Database } from "../database.ts";

const NEW_YORK_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/New_York",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day in New York ("2026-11-23"): the company's day, for salts, events and totals. */
export function newYorkDay(moment: Date = new Date()): string {
  return NEW_YORK_DAY.format(moment);
}

/** The day `days` before (or after, when negative) a "YYYY-MM-DD" day. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** A visitor's hash for one day: the same address and browser give the same hash that day, and only that day. */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHmac("sha256", salt).update(`${address}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/**
 * Today's salt, from the database so every server process agrees: made at the first event of a New York day, and
 * the day before's deleted then, after which yesterday's hashes cannot be linked to anyone or to today's.
 */
export function createDailySalt(db: Database, now: () => Date = () => new Date()) {
  let current: { day: string; salt: Promise<string> } | undefined;

  async function load(day: string): Promise<string> {
    await db
      .insert(insightSalts)
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    await db.delete(insightSalts).where(lt(insightSalts.day, day));
    const [row] = await db.select().from(insightSalts).where(eq(insightSalts.day, day));
    if (!row) throw new Error(`No insights salt for ${day}.`);
    return row.salt;
  }

  /** The day and its salt (cached for the day; a failed load is tried again at the next event). */
  return async function saltFor(): Promise<{ day: string; salt: string }> {
    const day = newYorkDay(now());
    if (current?.day !== day) {
      const salt = load(day);
      current = { day, salt };
      salt.catch(() => {
        if (current?.salt === salt) current = undefined;
      });
    }
    return { day, salt: await current.salt };
  };
}
