import { count, desc, eq, isNull, sql } from "drizzle-orm";
import { messages } from "../../db/schema.ts";
import type { Database } from "../database.ts";

export const PAGE_SIZE = 50;

/** How many pages of PAGE_SIZE rows `total` rows make (one at least: an empty list is one empty page). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export function createMessages(db: Database) {
  return {
    /** Newest first, a page at a time; `unread` narrows to the ones nobody has opened. */
    async list(options: { page: number; unreadOnly: boolean }) {
      const where = options.unreadOnly ? isNull(messages.readAt) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(PAGE_SIZE)
          .offset((options.page - 1) * PAGE_SIZE),
        db
          .select({
            total: count(),
            unread: sql<number>`count(*) filter (where ${messages.readAt} is null)`.mapWith(Number),
          })
          .from(messages),
      ]);
      const total = totals?.total ?? 0;
      const unread = totals?.unread ?? 0;
      return { rows, total, unread, pages: pageCount(options.unreadOnly ? unread : total) };
    },

    async setRead(id: number, read: boolean): Promise<boolean> {
      const updated = await db
        .update(messages)
        .set({ readAt: read ? sql`now()` : null, updatedAt: sql`now()` })
        .where(eq(messages.id, id))
        .returning({ id: messages.id });
      return updated.length > 0;
    },

    async unreadCount(): Promise<number> {
      const [row] = await db.select({ unread: count() }).from(messages).where(isNull(messages.readAt));
      return row?.unread ?? 0;
    },
  };
}
