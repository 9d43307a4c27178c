/**
 * Sends newsletter issues to their readers over SMTP, exactly once each through crashes (docs/decisions/105).
 *
 * - One server works a send at a time: it holds the send's lease in the database (worker_id, lease_until), renews it
 *   every few seconds and claims messages only while it holds it. Another server, or this one restarted, takes over
 *   once the lease has run out; on PGlite only one process exists, so a starting server takes over at once.
 * - Each reader's message is claimed as `handing` (committed) before it is handed to the mail server and marked `sent`
 *   once the server accepted it. A claim re-reads the reader: one who left, bounced or complained is skipped.
 * - A `handing` message found by the server that takes a send over was cut off by a crash: whether the mail server
 *   had accepted it is not known, so it is handed over again, byte for byte the same message under the same
 *   Message-ID (and counted as handed again). That is the one at-least-once boundary; see the decision.
 * - A permanent refusal (5xx) bounces the address for good; a temporary one (4xx) is tried again after 1, 5 and 15
 *   minutes, then given up and shown as failed; a mail server that does not answer pauses the send's work a little.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import nodemailer from "nodemailer";
import { newsletterDeliveries, newsletterSends, subscribers } from "../../db/schema.ts";
import type { Database } from "../database.ts";
import { forReader } from "../../app/features/newsletter/email.ts";
import { unsubscribeHeaders } from "../inbox/outbox.ts";
import type { SiteUrl } from "../site-address.ts";

/** A message for one reader, as the SMTP transport takes it. */
export type NewsletterMessage = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  date: Date;
  headers: Record<string, string>;
};

export type NewsletterTransport = {
  sendMail(message: NewsletterMessage): Promise<unknown>;
  close?(): void;
};

/** What a send needs when it starts: the issue's e-mail as it is now (or the problems that stop it). */
export type PrepareIssue = (
  slug: string,
) => Promise<{ ok: true; subject: string; html: string; text: string } | { ok: false; problem: string }>;

/** Where newsletters go out and from whom, asked at each pass (the mail settings can change while the server runs). */
export type NewsletterMail = {
  pooled(connections: number): Promise<{ transport: NewsletterTransport; from: string } | null>;
  close?(): void;
};

/** One transport for good (tests, the benchmark). */
export function fixedNewsletterMail(transport: NewsletterTransport | null, from: string): NewsletterMail {
  return {
    pooled: async () => (transport ? { transport, from } : null),
    close: () => transport?.close?.(),
  };
}

export type SenderOptions = {
  mail: NewsletterMail;
  /** The site's public address: the Message-ID and List-Id name its host. */
  siteUrl: SiteUrl;
  /** Messages a second, across every connection; 0 for as fast as the mail server takes them. */
  rate: number;
  /** Messages handed over at once (SMTP connections in the pool). */
  connections: number;
  prepare: PrepareIssue;
  /** Builds readers' unsubscribe links for a send, on the site's address as it is now. */
  unsubscribeLinks: () => Promise<(subscriberId: number, sendId: number) => string>;
  /** A send has just started: make its archive page live. */
  onStarted?: (sendId: number) => void;
  /** Seconds to wait after each temporary refusal, one entry a retry; then the message is given up. */
  retryDelays?: readonly number[];
  leaseSeconds?: number;
  pollMs?: number;
  /** A fresh start on a database no other process can use (PGlite): every lease is a dead process's. */
  soleProcess?: boolean;
};

/** 1, 5 and 15 minutes: three more tries after the first temporary refusal, then the message is given up. */
export const RETRY_DELAYS = [60, 300, 900] as const;

/** The SMTP reply code of a failed hand-over, when the mail server gave one. */
function replyCode(error: unknown): number | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 200 && code < 600 ? code : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Message-ID of one reader's copy of one send: the same every time it is handed over. */
export function messageIdFor(sendId: number, subscriberId: number, siteHost: string): string {
  return `<newsletter-${sendId}-${subscriberId}@${siteHost}>`;
}

/** A pooled SMTP transport for newsletters: several connections kept open, many messages each. */
export function newsletterTransport(smtpUrl: string, connections: number): NewsletterTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    maxMessages: Infinity,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]) as unknown as NewsletterTransport;
}

export function createNewsletterSender(db: Database, options: SenderOptions) {
  const workerId = randomUUID();
  const leaseSeconds = options.leaseSeconds ?? 20;
  const retryDelays = options.retryDelays ?? RETRY_DELAYS;
  const pollMs = options.pollMs ?? 2_000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let running: Promise<void> | null = null;
  let again = false;
  /** Sends this process has taken over (their leftover hand-overs are dealt with once, at the take-over). */
  const taken = new Set<number>();
  /** When the next message may go, across every lane (the rate). */
  let nextSlot = 0;

  /** Takes (or keeps) the lease of one due send; null when there is none this process may work. */
  async function leaseDueSend() {
    const stale = options.soleProcess ? sql`true` : sql`${newsletterSends.leaseUntil} < now()`;
    const [send] = await db
      .update(newsletterSends)
      .set({
        workerId,
        leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        updatedAt: sql`now()`,
      })
      .where(
        eq(
          newsletterSends.id,
          sql`(select ${newsletterSends.id} from ${newsletterSends}
               where ${newsletterSends.status} in ('scheduled', 'sending') and ${newsletterSends.scheduledAt} <= now()
                 and (${newsletterSends.workerId} is null or ${newsletterSends.workerId} = ${workerId}
                      or ${newsletterSends.leaseUntil} is null or ${stale})
               order by ${newsletterSends.scheduledAt}, ${newsletterSends.id} limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return send ?? null;
  }

  async function renewLease(sendId: number): Promise<boolean> {
    const renewed = await db
      .update(newsletterSends)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(and(eq(newsletterSends.id, sendId), eq(newsletterSends.workerId, workerId)))
      .returning({ id: newsletterSends.id });
    return renewed.length > 0;
  }

  /** A scheduled send's start: the e-mail rendered now, and the confirmed readers of this moment as its recipients. */
  async function start(sendId: number, slug: string): Promise<boolean> {
    const prepared = await options.prepare(slug);
    if (!prepared.ok) {
      await db
        .update(newsletterSends)
        .set({
          status: "paused",
          note: prepared.problem.slice(0, 2000),
          workerId: null,
          updatedAt: sql`now()`,
        })
        .where(eq(newsletterSends.id, sendId));
      return false;
    }
    const started = await db.transaction(async (tx) => {
      const [send] = await tx
        .update(newsletterSends)
        .set({
          status: "sending",
          subject: prepared.subject,
          html: prepared.html,
          text: prepared.text,
          startedAt: sql`now()`,
          note: "",
          archive: "waiting",
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(newsletterSends.id, sendId),
            eq(newsletterSends.status, "scheduled"),
            eq(newsletterSends.workerId, workerId),
          ),
        )
        .returning({ id: newsletterSends.id });
      if (!send) return false;
      // The confirmed readers of this moment; someone confirming later waits for the next issue.
      await tx.execute(sql`
        insert into ${newsletterDeliveries} (send_id, subscriber_id, email)
        select ${sendId}, ${subscribers.id}, ${subscribers.email} from ${subscribers}
        where ${subscribers.status} = 'subscribed'
        on conflict do nothing`);
      await tx
        .update(newsletterSends)
        .set({
          recipients: sql`(select count(*) from ${newsletterDeliveries} where ${newsletterDeliveries.sendId} = ${sendId})`,
        })
        .where(eq(newsletterSends.id, sendId));
      return true;
    });
    if (started) options.onStarted?.(sendId);
    return started;
  }

  /** Hand-overs a crash cut off: not known to have arrived, so they go again as the same message. */
  async function takeOver(sendId: number) {
    if (taken.has(sendId)) return;
    await db
      .update(newsletterDeliveries)
      .set({ status: "waiting", handedAgain: true, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(newsletterDeliveries.sendId, sendId), eq(newsletterDeliveries.status, "handing")));
    taken.add(sendId);
  }

  /** The next waiting message of a send, claimed as handing; a reader who left is skipped instead. */
  async function claim(sendId: number) {
    type Claimed = { id: number; subscriber_id: number; email: string; status: string; attempts: number };
    const result = await db.execute(sql`
      update ${newsletterDeliveries} d
      set status = case when s.status = 'subscribed' then 'handing' else 'skipped' end,
          handed_at = now(), updated_at = now()
      from ${subscribers} s
      where d.id = (
          select id from ${newsletterDeliveries}
          where send_id = ${sendId} and status = 'waiting' and next_attempt_at <= now()
          order by next_attempt_at, id limit 1 for update skip locked)
        and s.id = d.subscriber_id
        and exists (select 1 from ${newsletterSends} n where n.id = ${sendId} and n.status = 'sending'
                    and n.worker_id = ${workerId} and n.lease_until > now())
      returning d.id, d.subscriber_id, d.email, d.status, d.attempts`);
    // Both drivers answer with the rows under `rows` (node-postgres's QueryResult, PGlite's Results).
    return (result as unknown as { rows: Claimed[] }).rows[0] ?? null;
  }

  async function mark(id: number, values: PgUpdateSetSource<typeof newsletterDeliveries>) {
    await db
      .update(newsletterDeliveries)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(newsletterDeliveries.id, id), eq(newsletterDeliveries.status, "handing")));
  }

  /** A permanent refusal: the message bounced, and the address is not mailed again. */
  async function bounce(id: number, subscriberId: number, reason: string) {
    await db.transaction(async (tx) => {
      await tx
        .update(newsletterDeliveries)
        .set({ status: "bounced", lastError: reason, updatedAt: sql`now()` })
        .where(and(eq(newsletterDeliveries.id, id), eq(newsletterDeliveries.status, "handing")));
      await tx
        .update(subscribers)
        .set({ status: "bounced", bouncedAt: sql`now()`, bounceReason: reason, updatedAt: sql`now()` })
        .where(and(eq(subscribers.id, subscriberId), eq(subscribers.status, "subscribed")));
    });
  }

  /** Waits for this lane's turn under the rate. */
  async function pace() {
    if (!options.rate) return;
    const interval = 1000 / options.rate;
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + interval;
    if (slot > now) await sleep(slot - now);
  }

  /** One connection's worth of work on a send, until it has nothing to claim. */
  async function lane(
    send: typeof newsletterSends.$inferSelect,
    { transport, from }: { transport: NewsletterTransport; from: string },
  ) {
    const date = send.startedAt ?? new Date();
    const siteHost = new URL(await options.siteUrl()).hostname;
    const unsubscribeUrlOf = await options.unsubscribeLinks();
    while (!stopped) {
      await pace();
      const row = await claim(send.id);
      if (!row) return;
      if (row.status === "skipped") continue;
      const unsubscribeUrl = unsubscribeUrlOf(row.subscriber_id, send.id);
      const body = forReader(send, unsubscribeUrl);
      try {
        await transport.sendMail({
          from,
          to: row.email,
          subject: send.subject,
          html: body.html,
          text: body.text,
          messageId: messageIdFor(send.id, row.subscriber_id, siteHost),
          date,
          headers: {
            ...unsubscribeHeaders(unsubscribeUrl),
            "List-Id": `<newsletter.${siteHost}>`,
          },
        });
        await mark(row.id, { status: "sent", sentAt: sql`now()`, lastError: "" });
      } catch (error) {
        const code = replyCode(error);
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        if (code && code >= 500) {
          await bounce(row.id, row.subscriber_id, message);
        } else if (code && code >= 400) {
          const attempts = row.attempts + 1;
          const delay = retryDelays[attempts - 1];
          await mark(
            row.id,
            delay === undefined
              ? { status: "failed", attempts, lastError: `Gave up after ${attempts} tries: ${message}` }
              : {
                  status: "waiting",
                  attempts,
                  lastError: message,
                  nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
                },
          );
        } else {
          // No answer from the mail server: nothing is the reader's fault. The message waits, the send rests.
          await mark(row.id, {
            status: "waiting",
            nextAttemptAt: sql`now() + interval '15 seconds'`,
            lastError: message,
          });
          await db
            .update(newsletterSends)
            .set({ note: `The mail server did not answer (${message}); trying again every 15 seconds.` })
            .where(eq(newsletterSends.id, send.id));
          return;
        }
      }
    }
  }

  /** Sends done when nothing is left waiting or being handed over. */
  async function finishIfDone(sendId: number): Promise<"done" | "waiting" | "retrying"> {
    const [left] = await db
      .select({
        open: sql<number>`count(*) filter (where ${newsletterDeliveries.status} in ('waiting', 'handing'))`.mapWith(
          Number,
        ),
        due: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'waiting' and ${newsletterDeliveries.nextAttemptAt} <= now())`.mapWith(
          Number,
        ),
      })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.sendId, sendId));
    if (left && left.open > 0) return left.due > 0 ? "waiting" : "retrying";
    await db
      .update(newsletterSends)
      .set({
        status: "sent",
        finishedAt: sql`now()`,
        note: "",
        workerId: null,
        leaseUntil: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(newsletterSends.id, sendId), eq(newsletterSends.status, "sending")));
    return "done";
  }

  /** One pass: every due send this process may work, until none is left with something to hand over now. */
  async function pass(): Promise<void> {
    const mail = await options.mail.pooled(Math.max(1, options.connections));
    if (!mail) return;
    for (let send = await leaseDueSend(); send && !stopped; send = await leaseDueSend()) {
      if (send.status === "scheduled") {
        if (!(await start(send.id, send.slug))) continue;
        const [fresh] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, send.id));
        if (!fresh) continue;
        send = fresh;
      }
      await takeOver(send.id);
      const current = send;
      const renew = setInterval(() => void renewLease(current.id).catch(() => {}), (leaseSeconds * 1000) / 4);
      try {
        await db.update(newsletterSends).set({ note: "" }).where(eq(newsletterSends.id, current.id));
        await Promise.all(
          Array.from({ length: Math.max(1, options.connections) }, () => lane(current, mail)),
        );
      } finally {
        clearInterval(renew);
      }
      const state = await finishIfDone(current.id);
      // Retries later, or a paused or cancelled send: leave it for the timer; the loop takes the next send.
      if (state !== "done") {
        await db
          .update(newsletterSends)
          .set({ workerId: null, leaseUntil: null })
          .where(and(eq(newsletterSends.id, current.id), eq(newsletterSends.workerId, workerId)));
        taken.delete(current.id);
        if (state === "waiting") again = true;
        return;
      }
      taken.delete(current.id);
    }
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass().catch((error: unknown) => console.error("Newsletter: sending pass failed:", error));
      } while (again && !stopped);
      running = null;
    })();
    return running;
  }

  return {
    workerId,
    kick,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => void kick(), pollMs);
      timer.unref();
      void kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      options.mail.close?.();
    },
  };
}

export type NewsletterSender = ReturnType<typeof createNewsletterSender>;
