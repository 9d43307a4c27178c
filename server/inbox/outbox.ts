import { and, count, desc, eq, getTableColumns, inArray, not, sql } from "drizzle-orm";
import {
  outbox,
  passwordResets,
  staff,
  staffInvitations,
  tourRequestEvents,
  tourRequests,
} from "../../db/schema.ts";
import type { OutboxStatus } from "../../db/statuses.ts";
import type { Database } from "../database.ts";
import { recordAudit, type ChangedBy } from "../staff/audit.ts";
import { mailProblemInWords } from "../mail/mail-settings.ts";
import { TEST_SUBJECT_MARK } from "../../app/features/newsletter/test-letter.ts";
import { bodyWithoutSignInLink } from "./sign-in-links.ts";

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
/** What the outbox lists as waiting: drafts to finish and e-mail not yet sent. */
const WAITING = ["draft", "queued", "sending"] as const;
/** What staff may mark sent by hand: a draft they sent from their own e-mail, or e-mail waiting (not mid-send). */
const MARKABLE = ["draft", "queued"] as const;

type Executor = Pick<Database, "update" | "insert">;

/** "Priya Shah's private-tour request": the request an e-mail answers, by the name of who asked. */
async function requestWords(tx: Pick<Database, "select">, tourRequestId: number): Promise<string> {
  const [row] = await tx
    .select({ name: tourRequests.name })
    .from(tourRequests)
    .where(eq(tourRequests.id, tourRequestId));
  return row ? `${row.name}'s private-tour request` : "a private-tour request";
}

/**
 * The tour request a reply answers moves to replied once the reply has left (sent over SMTP or marked sent by hand),
 * recording who answered: in the transaction that records the e-mail as sent.
 */
async function replied(tx: Executor, tourRequestId: number | null, staff: string) {
  if (!tourRequestId) return;
  const moved = await tx
    .update(tourRequests)
    .set({ status: "replied", updatedAt: sql`now()` })
    .where(and(eq(tourRequests.id, tourRequestId), eq(tourRequests.status, "new")))
    .returning({ id: tourRequests.id });
  if (moved.length)
    await tx.insert(tourRequestEvents).values({ requestId: tourRequestId, status: "replied", staff });
}

/** The sign-in link an e-mail carries: an invitation, or any of a person's password resets. */
export type SignInLinkOf = { invitationId: number } | { resetsOfStaffId: number };

/**
 * An unsent sign-in e-mail that is no longer needed (an invitation accepted, revoked or replaced; a reset link used,
 * replaced or ended by a password change) leaves the waiting list, with the reason and without its link.
 */
export async function withdrawSignInEmails(tx: Pick<Database, "update">, of: SignInLinkOf, note: string) {
  await tx
    .update(outbox)
    .set({ status: "withdrawn", note, body: bodyWithoutSignInLink(), updatedAt: sql`now()` })
    .where(
      and(
        "invitationId" in of
          ? eq(outbox.invitationId, of.invitationId)
          : sql`${outbox.passwordResetId} in (select ${passwordResets.id} from ${passwordResets} where ${passwordResets.staffId} = ${of.resetsOfStaffId})`,
        inArray(outbox.status, SENDABLE),
      ),
    );
}

/** Whether the invitation an e-mail carries still works (null for an e-mail without one): People lists it. */
const invitationOpen = sql<
  boolean | null
>`(${staffInvitations.acceptedAt} is null and ${staffInvitations.revokedAt} is null and ${staffInvitations.expiresAt} > now())`;

/**
 * Whether an e-mail is a newsletter test (decision 187): marked [TEST] in its subject, to a staff member (the one who
 * asked for it), about nothing else (no request, application, sign-up or sign-in link).
 */
const newsletterTest = sql<boolean>`(left(${outbox.subject}, ${TEST_SUBJECT_MARK.length}) = ${TEST_SUBJECT_MARK}
  and ${outbox.tourRequestId} is null and ${outbox.applicationId} is null
  and ${outbox.newsletterSignupId} is null and not ${outbox.accountLink}
  and exists (select 1 from ${staff} as asker where asker.email = lower(${outbox.recipient})))`;

/**
 * What waits for a person (with their e-mail address): everything waiting but the newsletter tests others asked for,
 * which only they copy and send. Without one, everything waiting.
 */
function waitingFor(viewer?: string) {
  const waiting = inArray(outbox.status, WAITING);
  if (viewer === undefined) return waiting;
  return and(waiting, sql`not (${newsletterTest} and lower(${outbox.recipient}) <> ${viewer.toLowerCase()})`);
}

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

/** Where the outbox's e-mail goes out, asked on each pass (the mail settings can change while the server runs). */
export type MailSource = { current(): Promise<{ transport: MailTransport; from: string } | null> };

/** A source that always gives one transport (tests), or none. */
export function fixedMail(transport: MailTransport | null, from: string): MailSource {
  return { current: async () => (transport ? { transport, from } : null) };
}

/**
 * The outbox: e-mail written in the transaction that caused it, then sent over SMTP by one loop in the server.
 * An e-mail is claimed before sending and marked sent after; a failure is kept with its error and tried again
 * later, so nothing is dropped (at worst, a crash between sending and marking sends one e-mail twice).
 */
export function createOutbox(db: Database, options: { mail: MailSource; intervalMs?: number }) {
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
    const mail = await options.mail.current();
    if (!mail) return;
    for (let row = await claimNext(); row; row = await claimNext()) {
      try {
        await mail.transport.sendMail({
          from: mail.from,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          headers: unsubscribeHeaders(row.unsubscribeUrl),
        });
        await db.transaction(async (tx) => {
          await tx
            .update(outbox)
            .set({
              status: "sent",
              sentAt: sql`now()`,
              lastError: "",
              updatedAt: sql`now()`,
              // A sign-in link lives on only in the e-mail that carried it.
              ...(row.accountLink ? { body: bodyWithoutSignInLink() } : {}),
            })
            .where(eq(outbox.id, row.id));
          await replied(tx, row.tourRequestId, row.queuedBy || "the outbox");
        });
      } catch (error) {
        // Staff read it in words; the log keeps the server's own, for whoever runs it.
        const message = mailProblemInWords(error, "The mail server");
        const raw = error instanceof Error ? error.message : String(error);
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
          `Outbox: sending e-mail ${row.id} to ${row.recipient} failed (try ${row.attempts}): ${raw}`,
        );
      }
    }
  }

  /** Runs a delivery pass now, or right after the current one. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
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
    /** Whether e-mail goes out by itself now (a mail server is set up), rather than waiting to be sent by hand. */
    async sending(): Promise<boolean> {
      return (await options.mail.current()) !== null;
    },

    /**
     * Waiting (drafts and e-mail not yet sent, newest first), or done (sent, by SMTP or by hand, and withdrawn); a
     * sign-in e-mail with whom it is for: the person invited (and whether the invitation is still open), or the person
     * whose password reset it is. Waiting for a person (their e-mail address): without others' newsletter tests.
     */
    async list(show: "waiting" | "done", viewer?: string) {
      return db
        .select({
          ...getTableColumns(outbox),
          invited: staffInvitations.name,
          invitationOpen,
          resetFor: { id: staff.id, name: staff.name },
          newsletterTest,
        })
        .from(outbox)
        .leftJoin(staffInvitations, eq(staffInvitations.id, outbox.invitationId))
        .leftJoin(passwordResets, eq(passwordResets.id, outbox.passwordResetId))
        .leftJoin(staff, eq(staff.id, passwordResets.staffId))
        .where(show === "waiting" ? waitingFor(viewer) : inArray(outbox.status, ["sent", "withdrawn"]))
        .orderBy(desc(show === "waiting" ? outbox.createdAt : outbox.updatedAt), desc(outbox.id))
        .limit(200);
    },

    /**
     * Whether sending is stuck: with SMTP on, an e-mail due more than `minutes` ago is still unsent (the sending loop
     * retries due e-mail every 30 seconds and reschedules failures into the future, so a long-overdue one means the
     * loop is not running). Without SMTP, e-mail waits by design, and nothing is stuck.
     */
    async stuck(minutes = 15): Promise<boolean> {
      if (!(await options.mail.current())) return false;
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

    /**
     * Replies drafted and waiting for a guide, and e-mail waiting to be sent (over SMTP, or by hand without it); for a
     * person (their e-mail address), without the newsletter tests others asked for; and for one who may not open
     * sign-in links (`signInLinks: false`), without the invitations and reset e-mails only an owner can send.
     */
    async counts(
      viewer?: string,
      { signInLinks = true }: { signInLinks?: boolean } = {},
    ): Promise<{ drafts: number; waiting: number }> {
      const rows = await db
        .select({ status: outbox.status, total: count() })
        .from(outbox)
        .where(and(waitingFor(viewer), signInLinks ? undefined : not(outbox.accountLink)))
        .groupBy(outbox.status);
      const of = (status: OutboxStatus) => rows.find((row) => row.status === status)?.total ?? 0;
      return { drafts: of("draft"), waiting: of("queued") + of("sending") };
    },

    async find(id: number) {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      return row ?? null;
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

    /**
     * Makes every queued e-mail due now and starts a pass: the mail settings changed, so the tries that failed before
     * (a wrong password, a wrong port) say nothing about the next one. One being sent is left to its sender.
     */
    async retryAllNow(): Promise<void> {
      await db
        .update(outbox)
        .set({ nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(outbox.status, "queued"));
      await kick();
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
     * Sends a draft as the guide left it (over SMTP: only when sending is on). It joins the queue; the tour request it
     * answers moves to replied once it has actually gone. Recorded in the audit trail.
     */
    async sendDraft(id: number, draft: { subject: string; body: string }, by: ChangedBy): Promise<boolean> {
      if (!(await options.mail.current())) return false;
      const sent = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(outbox)
          .set({
            subject: draft.subject,
            body: draft.body,
            status: "queued",
            queuedBy: by.actor.name,
            nextAttemptAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(outbox.id, id), eq(outbox.status, "draft")))
          .returning({
            recipient: outbox.recipient,
            tourRequestId: outbox.tourRequestId,
            subject: outbox.subject,
          });
        if (!row) return false;
        const what = row.tourRequestId
          ? `the reply to ${await requestWords(tx, row.tourRequestId)}`
          : `"${row.subject}"`;
        await recordAudit(tx, {
          actor: by.actor,
          action: "email-sent",
          target: row.tourRequestId ? `tour-request:${row.tourRequestId}` : `email:${id}`,
          summary: `${by.actor.name} sent ${what} to ${row.recipient}.`,
          clientHash: by.clientHash,
        });
        return true;
      });
      if (sent) await kick();
      return sent;
    },

    /**
     * Records that staff sent a waiting e-mail themselves (copied into their own mail program): it is sent, by them,
     * now; a draft keeps the edits it was sent with; a reply moves its request to replied. Recorded in the audit trail.
     */
    async markSent(id: number, by: ChangedBy, draft?: { subject: string; body: string }) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: outbox.status, accountLink: outbox.accountLink })
          .from(outbox)
          .where(eq(outbox.id, id))
          .for("update");
        if (!current || !(MARKABLE as readonly string[]).includes(current.status)) return null;
        const [row] = await tx
          .update(outbox)
          .set({
            ...(draft && current.status === "draft" ? draft : {}),
            ...(current.accountLink ? { body: bodyWithoutSignInLink() } : {}),
            status: "sent",
            sentAt: sql`now()`,
            markedSentBy: by.actor.name,
            lastError: "",
            updatedAt: sql`now()`,
          })
          .where(eq(outbox.id, id))
          .returning();
        if (!row) return null;
        await replied(tx, row.tourRequestId, by.actor.name);
        const answers = row.tourRequestId
          ? ` (the reply to ${await requestWords(tx, row.tourRequestId)})`
          : "";
        await recordAudit(tx, {
          actor: by.actor,
          action: "email-marked-sent",
          target: row.tourRequestId ? `tour-request:${row.tourRequestId}` : `email:${id}`,
          summary: `${by.actor.name} marked "${row.subject}" to ${row.recipient} as sent by hand${answers}.`,
          clientHash: by.clientHash,
        });
        return row;
      });
    },

    kick,

    start() {
      if (!stopped) return;
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
