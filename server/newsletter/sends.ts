/**
 * What staff do with a newsletter issue's send (docs/decisions/105): send now or at a New York time, pause, resume,
 * cancel, and read its progress, bounces and unsubscribes. Each change is recorded in the audit trail in the same
 * transaction. The sending itself is sender.ts's, in whichever server holds the send's lease.
 */
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { newsletterDeliveries, newsletterSends } from "../../db/schema.ts";
import type { NewsletterDeliveryStatus } from "../../db/statuses.ts";
import type { Database } from "../database.ts";
import { recordAudit, type ChangedBy } from "../staff/audit.ts";

export type SendProgress = {
  recipients: number;
  sent: number;
  /** Waiting their turn, being handed over, or waiting to try again after a temporary refusal. */
  waiting: number;
  /** Given up after temporary refusals. */
  failed: number;
  bounced: number;
  /** Left before their turn: not sent. */
  skipped: number;
  cancelled: number;
  /** Handed over a second time after a crash cut off the first hand-over (same message, same Message-ID). */
  handedAgain: number;
  /** Readers who left through this issue's unsubscribe link. */
  unsubscribed: number;
  /** Temporary refusals being tried again. */
  retrying: number;
};

export type SendRow = typeof newsletterSends.$inferSelect;

/** Postgres's unique-violation code: a second send of the same issue. */
const UNIQUE_VIOLATION = "23505";
function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  return false;
}

const EMPTY: SendProgress = {
  recipients: 0,
  sent: 0,
  waiting: 0,
  failed: 0,
  bounced: 0,
  skipped: 0,
  cancelled: 0,
  handedAgain: 0,
  unsubscribed: 0,
  retrying: 0,
};

export function createNewsletterSends(db: Database, options: { onChange?: () => void } = {}) {
  async function progress(sendIds: number[]): Promise<Map<number, SendProgress>> {
    const result = new Map<number, SendProgress>();
    if (!sendIds.length) return result;
    const rows = await db
      .select({
        sendId: newsletterDeliveries.sendId,
        status: newsletterDeliveries.status,
        count: sql<number>`count(*)`.mapWith(Number),
        handedAgain: sql<number>`count(*) filter (where ${newsletterDeliveries.handedAgain})`.mapWith(Number),
        unsubscribed: sql<number>`count(${newsletterDeliveries.unsubscribedAt})`.mapWith(Number),
        retrying: sql<number>`count(*) filter (where ${newsletterDeliveries.attempts} > 0)`.mapWith(Number),
      })
      .from(newsletterDeliveries)
      .where(inArray(newsletterDeliveries.sendId, sendIds))
      .groupBy(newsletterDeliveries.sendId, newsletterDeliveries.status);
    for (const id of sendIds) result.set(id, { ...EMPTY });
    for (const row of rows) {
      const entry = result.get(row.sendId)!;
      entry.recipients += row.count;
      entry.handedAgain += row.handedAgain;
      entry.unsubscribed += row.unsubscribed;
      const status = row.status as NewsletterDeliveryStatus;
      if (status === "waiting" || status === "handing") {
        entry.waiting += row.count;
        if (status === "waiting") entry.retrying += row.retrying;
      } else entry[status] += row.count;
    }
    return result;
  }

  /** A change to a send in a state it may be changed from, recorded with who made it. */
  async function change(
    sendId: number,
    from: readonly SendRow["status"][],
    set: Partial<typeof newsletterSends.$inferInsert>,
    audit: {
      by: ChangedBy;
      action: Parameters<typeof recordAudit>[1]["action"];
      summary: (issue: string) => string;
    },
    extra?: (tx: Parameters<Parameters<Database["transaction"]>[0]>[0]) => Promise<unknown>,
  ): Promise<boolean> {
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(newsletterSends)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(newsletterSends.id, sendId), inArray(newsletterSends.status, from)))
        .returning({ slug: newsletterSends.slug, subject: newsletterSends.subject });
      if (!row) return false;
      await extra?.(tx);
      await recordAudit(tx, {
        ...audit.by,
        action: audit.action,
        target: `newsletter:${row.slug}`,
        // Named by its subject, as staff know it (set when the send was asked for).
        summary: audit.summary(row.subject ? `"${row.subject}"` : "the newsletter issue"),
      });
      return true;
    });
    if (changed) options.onChange?.();
    return changed;
  }

  return {
    /**
     * Sends an issue now (at null) or at a moment: one send an issue, however often it is asked and from however many
     * servers; a second ask answers "already".
     */
    async schedule(
      slug: string,
      at: Date | null,
      by: ChangedBy,
      describe: { subject: string; when?: string },
    ): Promise<"scheduled" | "already"> {
      try {
        await db.transaction(async (tx) => {
          await tx.insert(newsletterSends).values({
            slug,
            subject: describe.subject,
            status: "scheduled",
            scheduledAt: at ?? sql`now()`,
            staffId: by.actor.id,
            staffName: by.actor.name,
            staffEmail: by.actor.email,
          });
          await recordAudit(tx, {
            ...by,
            action: at ? "newsletter-scheduled" : "newsletter-sent",
            target: `newsletter:${slug}`,
            summary: at
              ? `${by.actor.name} scheduled "${describe.subject}" for ${describe.when}.`
              : `${by.actor.name} sent "${describe.subject}" to the subscribers.`,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) return "already";
        throw error;
      }
      options.onChange?.();
      return "scheduled";
    },

    pause: (sendId: number, by: ChangedBy) =>
      change(
        sendId,
        ["sending"],
        { status: "paused" },
        {
          by,
          action: "newsletter-paused",
          summary: (issue) => `${by.actor.name} paused the send of ${issue}.`,
        },
      ),

    resume: (sendId: number, by: ChangedBy) =>
      change(
        sendId,
        ["paused"],
        { status: "sending", note: "" },
        {
          by,
          action: "newsletter-resumed",
          summary: (issue) => `${by.actor.name} resumed the send of ${issue}.`,
        },
      ).then(async (resumed) => {
        // A send that never started (its issue had a problem) starts again from the beginning.
        if (!resumed) return false;
        await db
          .update(newsletterSends)
          .set({ status: "scheduled" })
          .where(and(eq(newsletterSends.id, sendId), sql`${newsletterSends.startedAt} is null`));
        options.onChange?.();
        return true;
      }),

    /** Stops a send: nobody still waiting gets it. A scheduled send that never started frees the issue again. */
    cancel: (sendId: number, by: ChangedBy) =>
      change(
        sendId,
        ["scheduled", "sending", "paused"],
        { status: "cancelled", finishedAt: sql`now()` as never },
        {
          by,
          action: "newsletter-cancelled",
          summary: (issue) => `${by.actor.name} cancelled the send of ${issue}.`,
        },
        (tx) =>
          tx
            .update(newsletterDeliveries)
            .set({ status: "cancelled", updatedAt: sql`now()` })
            .where(and(eq(newsletterDeliveries.sendId, sendId), eq(newsletterDeliveries.status, "waiting"))),
      ),

    /** An issue's send: the one that counts (started or still scheduled), else the latest cancelled one. */
    async forIssue(slug: string): Promise<SendRow | null> {
      const [row] = await db
        .select()
        .from(newsletterSends)
        .where(eq(newsletterSends.slug, slug))
        .orderBy(
          sql`case when ${newsletterSends.status} = 'cancelled' and ${newsletterSends.startedAt} is null then 1 else 0 end`,
          desc(newsletterSends.id),
        )
        .limit(1);
      return row ?? null;
    },

    async byId(sendId: number): Promise<SendRow | null> {
      const [row] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, sendId));
      return row ?? null;
    },

    /** Every send, newest first, without the e-mail itself. */
    async list() {
      return db
        .select({
          id: newsletterSends.id,
          slug: newsletterSends.slug,
          subject: newsletterSends.subject,
          status: newsletterSends.status,
          scheduledAt: newsletterSends.scheduledAt,
          startedAt: newsletterSends.startedAt,
          finishedAt: newsletterSends.finishedAt,
          recipients: newsletterSends.recipients,
        })
        .from(newsletterSends)
        .orderBy(desc(newsletterSends.id));
    },

    progress,

    /** The messages that did not arrive: bounced and given up, with the mail server's words. */
    async problems(sendId: number, limit = 200) {
      return db
        .select({
          email: newsletterDeliveries.email,
          subscriberId: newsletterDeliveries.subscriberId,
          status: newsletterDeliveries.status,
          attempts: newsletterDeliveries.attempts,
          error: newsletterDeliveries.lastError,
          at: newsletterDeliveries.updatedAt,
        })
        .from(newsletterDeliveries)
        .where(
          and(
            eq(newsletterDeliveries.sendId, sendId),
            inArray(newsletterDeliveries.status, ["bounced", "failed"]),
          ),
        )
        .orderBy(desc(newsletterDeliveries.updatedAt))
        .limit(limit);
    },

    /** Each reader's issues, for the subscribers page: what was sent to them and what bounced. */
    async forSubscribers(subscriberIds: number[]) {
      const result = new Map<
        number,
        { slug: string; status: string; error: string; unsubscribed: boolean }[]
      >();
      if (!subscriberIds.length) return result;
      const rows = await db
        .select({
          subscriberId: newsletterDeliveries.subscriberId,
          slug: newsletterSends.slug,
          status: newsletterDeliveries.status,
          error: newsletterDeliveries.lastError,
          unsubscribedAt: newsletterDeliveries.unsubscribedAt,
        })
        .from(newsletterDeliveries)
        .innerJoin(newsletterSends, eq(newsletterSends.id, newsletterDeliveries.sendId))
        .where(inArray(newsletterDeliveries.subscriberId, subscriberIds))
        .orderBy(desc(newsletterDeliveries.sendId));
      for (const row of rows) {
        const list = result.get(row.subscriberId) ?? [];
        list.push({
          slug: row.slug,
          status: row.status,
          error: row.error,
          unsubscribed: Boolean(row.unsubscribedAt),
        });
        result.set(row.subscriberId, list);
      }
      return result;
    },

    /** Sends whose archive page still has to be published (the publisher was busy, or the server stopped). */
    async archivesWaiting() {
      return db
        .select()
        .from(newsletterSends)
        .where(and(eq(newsletterSends.archive, "waiting"), isNotNull(newsletterSends.startedAt)));
    },

    async setArchive(sendId: number, archive: string, note: string) {
      await db
        .update(newsletterSends)
        .set({ archive, archiveNote: note.slice(0, 1000), updatedAt: sql`now()` })
        .where(eq(newsletterSends.id, sendId));
    },
  };
}

export type NewsletterSends = ReturnType<typeof createNewsletterSends>;
