import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { outbox } from "../../db/schema.ts";
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
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
};

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
          sql`(select ${outbox.id} from ${outbox} where ${outbox.status} <> 'sent' and ${outbox.nextAttemptAt} <= now() order by ${outbox.nextAttemptAt}, ${outbox.id} limit 1 for update skip locked)`,
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

    async waitingCount(): Promise<number> {
      const [row] = await db.select({ waiting: count() }).from(outbox).where(ne(outbox.status, "sent"));
      return row?.waiting ?? 0;
    },

    /** Makes a waiting e-mail due now and starts a delivery pass. */
    async retryNow(id: number): Promise<boolean> {
      const updated = await db
        .update(outbox)
        .set({ nextAttemptAt: sql`now()`, status: "queued", updatedAt: sql`now()` })
        .where(and(eq(outbox.id, id), ne(outbox.status, "sent")))
        .returning({ id: outbox.id });
      if (updated.length) await kick();
      return updated.length > 0;
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
