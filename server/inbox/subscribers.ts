import { and, asc, count, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import { subscribers } from "../../db/schema.ts";
import type { Database } from "../database.ts";
import { recordAudit, type ChangedBy } from "../staff/audit.ts";
import { toCsv } from "./csv.ts";
import { PAGE_SIZE, pageCount } from "./messages.ts";
import type { Newsletter } from "./newsletter.ts";

/** A search term as a LIKE pattern that matches it literally (its own % and _ are not wildcards). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function createSubscribers(db: Database, newsletter: Newsletter) {
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

  async function countByStatus(status: "subscribed" | "pending"): Promise<number> {
    const [row] = await db.select({ total: count() }).from(subscribers).where(eq(subscribers.status, status));
    return row?.total ?? 0;
  }

  return {
    /** Confirmed and still subscribed. */
    activeCount: () => countByStatus("subscribed"),

    async search(options: { query: string; page: number }) {
      const where = matching(options.query);
      const [rows, [totals], active, pending] = await Promise.all([
        db
          .select()
          .from(subscribers)
          .where(where)
          .orderBy(desc(subscribers.updatedAt), desc(subscribers.id))
          .limit(PAGE_SIZE)
          .offset((options.page - 1) * PAGE_SIZE),
        db.select({ total: count() }).from(subscribers).where(where),
        countByStatus("subscribed"),
        countByStatus("pending"),
      ]);
      const evidence = await newsletter.evidence(rows.map((row) => row.id));
      const total = totals?.total ?? 0;
      return {
        rows: rows.map((row) => ({ ...row, signup: evidence.get(row.id) ?? null })),
        total,
        active,
        pending,
        pages: pageCount(total),
      };
    },

    /** Unsubscribes an address (asked by phone, say), as its own unsubscribe link would; from the staff area,
     * recorded in the audit trail in the same transaction. */
    async unsubscribe(id: number, by?: ChangedBy): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(subscribers)
          .set({ status: "unsubscribed", unsubscribedAt: sql`now()`, consent: false, updatedAt: sql`now()` })
          .where(and(eq(subscribers.id, id), ne(subscribers.status, "unsubscribed")))
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

    /**
     * Every confirmed address (or those matching a search) as CSV, oldest first, safe to open in a spreadsheet, each
     * with its unsubscribe link for the mailing tool to merge into campaigns. Pending addresses are not subscribers.
     */
    async exportCsv(query = ""): Promise<string> {
      const rows = await db
        .select()
        .from(subscribers)
        .where(and(ne(subscribers.status, "pending"), matching(query)))
        .orderBy(asc(subscribers.createdAt), asc(subscribers.id));
      const evidence = await newsletter.evidence(rows.map((row) => row.id));
      const unsubscribeUrl = await newsletter.unsubscribeLinks();
      return toCsv(
        [
          "email",
          "first_name",
          "last_name",
          "status",
          "consent",
          "consented_at",
          "signup_form",
          "consent_version",
          "tags",
          "subscribed_at",
          "updated_at",
          "unsubscribed_at",
          "unsubscribe_link",
        ],
        rows.map((row) => {
          const signup = evidence.get(row.id);
          return [
            row.email,
            row.firstName,
            row.lastName,
            row.status,
            row.consent ? "yes" : "no",
            row.consentedAt,
            signup?.confirmedAt ? signup.form : "",
            signup?.confirmedAt ? signup.consentVersion : "",
            row.tags,
            row.createdAt,
            row.updatedAt,
            row.unsubscribedAt,
            unsubscribeUrl(row.id),
          ];
        }),
      );
    },
  };
}
