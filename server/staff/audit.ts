import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { auditEvents, staff } from "../../db/schema.ts";
import { AUDIT_ACTIONS, isAuditAction, type AuditAction } from "../../app/features/admin/audit-actions.ts";
import type { Database } from "../database.ts";
import { newYorkCsvTime, toCsv } from "../inbox/csv.ts";
import { PAGE_SIZE, pageCount } from "../inbox/messages.ts";

/** Who did something: a signed-in person, or nobody (a failed sign-in, the setup password). */
export type Actor = { id: number; name: string; email: string } | null;

export type AuditEntry = {
  actor: Actor;
  /** Who did it when no one signed in did: what set it off, such as "Newsletter archive, after Marisol Ortega's send". */
  cause?: string;
  action: AuditAction;
  /** kind:id of what it happened to ("application:12"), or "". */
  target?: string;
  summary: string;
  clientHash?: string;
};

/** Who makes a change from the staff area, handed to the service that records it with the change. */
export type ChangedBy = { actor: NonNullable<Actor>; clientHash: string };

type Executor = Pick<Database, "insert">;

/** Writes one entry; inside a transaction when given one, so the record and the change stand or fall together. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? entry.cause ?? "",
    actorEmail: entry.actor?.email ?? "",
    action: entry.action,
    target: entry.target ?? "",
    summary: entry.summary.slice(0, 500),
    clientHash: entry.clientHash ?? "",
  });
}

export type AuditFilter = { actorId?: number | null; action?: AuditAction | null };

/** The audit trail, read only: there is no update or delete here, and no staff route offers one. */
export function createAuditTrail(db: Database) {
  function where(filter: AuditFilter): SQL | undefined {
    return and(
      filter.actorId ? eq(auditEvents.actorId, filter.actorId) : undefined,
      filter.action ? eq(auditEvents.action, filter.action) : undefined,
    );
  }

  return {
    record: (entry: AuditEntry) => recordAudit(db, entry),

    /** One page of entries, newest first. */
    async list(filter: AuditFilter, page: number) {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(where(filter))
          .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db.select({ total: count() }).from(auditEvents).where(where(filter)),
      ]);
      const total = totals?.total ?? 0;
      return { rows, total, pages: pageCount(total) };
    },

    /** Everyone who appears in the trail as an actor, for the page's filter. */
    async actors() {
      return db.select({ id: staff.id, name: staff.name }).from(staff).orderBy(staff.name);
    },

    /** The matching entries as CSV, newest first, safe to open in a spreadsheet. */
    async exportCsv(filter: AuditFilter): Promise<string> {
      const rows = await db
        .select()
        .from(auditEvents)
        .where(where(filter))
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id));
      // In the page's words: what happened as the page names it, and no record keys ("version:12").
      return toCsv(
        ["When (New York time)", "Who", "Their e-mail", "What", "Details"],
        rows.map((row) => [
          newYorkCsvTime(row.createdAt),
          row.actorName,
          row.actorEmail,
          isAuditAction(row.action) ? AUDIT_ACTIONS[row.action] : row.action,
          row.summary,
        ]),
      );
    },

    /** The latest entry for each of these targets: who approved an application, redeemed a code... */
    async latestFor(targets: string[]) {
      if (targets.length === 0) return new Map<string, { actorName: string; action: string; at: Date }>();
      const rows = await db
        .select({
          target: auditEvents.target,
          actorName: auditEvents.actorName,
          action: auditEvents.action,
          at: auditEvents.createdAt,
        })
        .from(auditEvents)
        .where(inArray(auditEvents.target, targets))
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id));
      const latest = new Map<string, { actorName: string; action: string; at: Date }>();
      for (const row of rows) if (!latest.has(row.target)) latest.set(row.target, row);
      return latest;
    },
  };
}

export type AuditTrail = ReturnType<typeof createAuditTrail>;
