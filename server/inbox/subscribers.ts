import { and, asc, count, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import { subscribers } from "../../db/schema.ts";
import type { Database } from "../database.ts";
import { recordAudit, type ChangedBy } from "../staff/audit.ts";
import { toCsv } from "./csv.ts";
import { PAGE_SIZE, pageCount } from "./messages.ts";

/** A search term as a LIKE pattern that matches it literally (its own % and _ are not wildcards). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function createSubscribers(db: Database) {
  function matching(query: string) {
    const term = query.trim();
    if (!term) return undefined;
    const pattern = containsPattern(term);
    return or(
      ilike(subscribers.email, pattern),
      ilike(subscribers.firstName, pattern),
      ilike(subscribers.lastName, pattern),
      ilike(subscribers.tags, pattern),
    );
  }

  async function activeCount(): Promise<number> {
    const [row] = await db
      .select({ active: count() })
      .from(subscribers)
      .where(isNull(subscribers.unsubscribedAt));
    return row?.active ?? 0;
  }

  return {
    activeCount,

    async search(options: { query: string; page: number }) {
      const where = matching(options.query);
      const [rows, [totals], active] = await Promise.all([
        db
          .select()
          .from(subscribers)
          .where(where)
          .orderBy(desc(subscribers.updatedAt), desc(subscribers.id))
          .limit(PAGE_SIZE)
          .offset((options.page - 1) * PAGE_SIZE),
        db.select({ total: count() }).from(subscribers).where(where),
        activeCount(),
      ]);
      const total = totals?.total ?? 0;
      return { rows, total, active, pages: pageCount(total) };
    },

    /** Unsubscribes someone; from the staff area, recorded in the audit trail in the same transaction. */
    async unsubscribe(id: number, by?: ChangedBy): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(subscribers)
          .set({ unsubscribedAt: sql`now()`, consent: false, updatedAt: sql`now()` })
          .where(and(eq(subscribers.id, id), isNull(subscribers.unsubscribedAt)))
          .returning({ email: subscribers.email });
        if (updated && by) {
          await recordAudit(tx, {
            ...by,
            action: "subscriber-unsubscribed",
            target: `subscriber:${id}`,
            summary: `${by.actor.name} unsubscribed ${updated.email}.`,
          });
        }
        return Boolean(updated);
      });
    },

    /** Every subscriber (or those matching a search) as CSV, oldest first, safe to open in a spreadsheet. */
    async exportCsv(query = ""): Promise<string> {
      const rows = await db
        .select()
        .from(subscribers)
        .where(matching(query))
        .orderBy(asc(subscribers.createdAt), asc(subscribers.id));
      return toCsv(
        [
          "email",
          "first_name",
          "last_name",
          "consent",
          "consented_at",
          "tags",
          "subscribed_at",
          "updated_at",
          "unsubscribed_at",
        ],
        rows.map((row) => [
          row.email,
          row.firstName,
          row.lastName,
          row.consent ? "yes" : "no",
          row.consentedAt,
          row.tags,
          row.createdAt,
          row.updatedAt,
          row.unsubscribedAt,
        ]),
      );
    },
  };
}
