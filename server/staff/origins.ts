import { eq, sql } from "drizzle-orm";
import { staffOrigins } from "../../db/schema.ts";
import type { Database } from "../database.ts";

/**
 * The addresses staff reach the staff area on, signed in (staff.server.ts's linkSiteUrl): remembered in the database
 * so every server and every restart knows them; each server writes an address once, not on every page.
 */
export function createStaffOrigins(db: Database) {
  const noted = new Set<string>();
  return {
    async note(origin: string): Promise<void> {
      if (noted.has(origin)) return;
      await db
        .insert(staffOrigins)
        .values({ origin })
        .onConflictDoUpdate({ target: staffOrigins.origin, set: { lastSeenAt: sql`now()` } });
      noted.add(origin);
    },

    async known(origin: string): Promise<boolean> {
      if (noted.has(origin)) return true;
      const [row] = await db
        .select({ origin: staffOrigins.origin })
        .from(staffOrigins)
        .where(eq(staffOrigins.origin, origin));
      return Boolean(row);
    },
  };
}

export type StaffOrigins = ReturnType<typeof createStaffOrigins>;
