import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { outbox, tourRequestEvents, tourRequests } from "../../db/schema.ts";
import type { OutboxStatus } from "../../db/statuses.ts";
import type { Database } from "../database.ts";

/** Minutes to wait before the next try after the nth failure: quick at first, then every three hours, forever. */
export function retryDelayMinutes(attempts: number): number {
  const steps = [1, 5, 15, 60, 180];
  return steps[Math.min(Math.max(attempts, 1), steps.length) - 1] ?? 180;
}

/** How long a claimed e-mail stays with the sender that claimed it: a crash mid-send frees it after this. */
const CLAIM_MINUTES = 5;

export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
};

/** Only these are ever sent: a draft waits for a guide, a sent e-mail is done. */
const SENDABLE = ["queued", "sending"] as const;

/**
 * The headers of an e-mail to a newsletter address (RFC 2369 and RFC 8058): mail programs show an unsubscribe
 * button, and one click POSTs to the link, which unsubscribes with no page at all.
 */
export function unsubscribeHeaders(unsubscribeUrl: string | null): Record<string, string> | undefined {
  if (!unsubscribeUrl) return undefined;
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

/**
 * The outbox: e-mail written in the transaction that caused it, then sent over SMTP by one loop in the server.
 * An e-mail is claimed before sending and marked sent after; a failure is kept with its error and tried again
 * later, so nothing is dropped (at worst, a crash between sending and marking sends one e-mail twice).
 */
export function createOutbox(
  db: Database,
  options: { transport: MailTransport | null; from: string; intervalMs?: number },
) {
  const intervalMs = options.intervalMs ?? 30_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  async function claimNext() {
    const [row] = await db
      .update(outbox)
      .set({
        status: "sending",
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(mins => ${CLAIM_MINUTES})`,
        updatedAt: sql`now()`,
      })
      .where(
        eq(
          outbox.id,
          sql`(select ${outbox.id} from ${outbox} where ${outbox.status} in ('queued', 'sending') and ${outbox.nextAttemptAt} <= now() order by ${outbox.nextAttemptAt}, ${outbox.id} limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return row ?? null;
  }

  async function deliverDue(): Promise<void> {
    const transport = options.transport;
    if (!transport) return;
    for (let row = await claimNext(); row; row = await claimNext()) {
      try {
        await transport.sendMail({
          from: options.from,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          headers: unsubscribeHeaders(row.unsubscribeUrl),
        });
        await db
          .update(outbox)
          .set({ status: "sent", sentAt: sql`now()`, lastError: "", updatedAt: sql`now()` })
          .where(eq(outbox.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(outbox)
          .set({
            status: "queued",
            lastError: message.slice(0, 500),
            nextAttemptAt: sql`now() + make_interval(mins => ${retryDelayMinutes(row.attempts)})`,
            updatedAt: sql`now()`,
          })
          .where(eq(outbox.id, row.id));
        console.error(
          `Outbox: sending e-mail ${row.id} to ${row.recipient} failed (try ${row.attempts}): ${message}`,
        );
      }
    }
  }

  /** Runs a delivery pass now, or right after the current one. */
  function kick(): Promise<void> {
    if (!options.transport || stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue().catch((error: unknown) => console.error("Outbox: delivery pass failed:", error));
      } while (again && !stopped);
      running = null;
    })();
    return running;
  }

  return {
    sending: Boolean(options.transport),

    async list(status: OutboxStatus | "waiting") {
      const where = status === "waiting" ? ne(outbox.status, "sent") : eq(outbox.status, status);
      return db
        .select()
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(200);
    },

    /**
     * Whether sending is stuck: with SMTP on, an e-mail due more than `minutes` ago is still unsent (the sending loop
     * retries due e-mail every 30 seconds and reschedules failures into the future, so a long-overdue one means the
     * loop is not running). Without SMTP, e-mail waits by design, and nothing is stuck.
     */
    async stuck(minutes = 15): Promise<boolean> {
      if (!options.transport) return false;
      const [row] = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            inArray(outbox.status, SENDABLE),
            sql`${outbox.nextAttemptAt} < now() - make_interval(mins => ${minutes})`,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async waitingCount(): Promise<number> {
      const [row] = await db.select({ waiting: count() }).from(outbox).where(ne(outbox.status, "sent"));
      return row?.waiting ?? 0;
    },

    /** Makes a waiting e-mail due now and starts a delivery pass. */
    async retryNow(id: number): Promise<boolean> {
      const updated = await db
        .update(outbox)
        .set({ nextAttemptAt: sql`now()`, status: "queued", updatedAt: sql`now()` })
        .where(and(eq(outbox.id, id), inArray(outbox.status, SENDABLE)))
        .returning({ id: outbox.id });
      if (updated.length) await kick();
      return updated.length > 0;
    },

    /** Saves a guide's edits to a draft, still unsent. */
    async saveDraft(id: number, draft: { subject: string; body: string }): Promise<boolean> {
      const updated = await db
        .update(outbox)
        .set({ subject: draft.subject, body: draft.body, updatedAt: sql`now()` })
        .where(and(eq(outbox.id, id), eq(outbox.status, "draft")))
        .returning({ id: outbox.id });
      return updated.length > 0;
    },

    /**
     * Sends a draft as the guide left it: it joins the queue, and the tour request it answers moves to replied,
     * recording who sent it and when, in the same transaction.
     */
    async sendDraft(id: number, draft: { subject: string; body: string }, staff: string): Promise<boolean> {
      const sent = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(outbox)
          .set({
            subject: draft.subject,
            body: draft.body,
            status: "queued",
            nextAttemptAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(outbox.id, id), eq(outbox.status, "draft")))
          .returning({ tourRequestId: outbox.tourRequestId });
        if (!row) return false;
        if (row.tourRequestId) {
          const moved = await tx
            .update(tourRequests)
            .set({ status: "replied", updatedAt: sql`now()` })
            .where(and(eq(tourRequests.id, row.tourRequestId), eq(tourRequests.status, "new")))
            .returning({ id: tourRequests.id });
          if (moved.length) {
            await tx
              .insert(tourRequestEvents)
              .values({ requestId: row.tourRequestId, status: "replied", staff });
          }
        }
        return true;
      });
      if (sent) await kick();
      return sent;
    },

    kick,

    start() {
      if (!options.transport || !stopped) return;
      stopped = false;
      timer = setInterval(() => void kick(), intervalMs);
      timer.unref();
      void kick();
    },

    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
