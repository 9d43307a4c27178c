import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { newsletterDeliveries, newsletterSignups, outbox, subscribers } from "../../db/schema.ts";
import type { Database } from "../database.ts";
import { recordAudit } from "../staff/audit.ts";
import type { LinkSigner } from "../signed-links.ts";
import { groupCommit } from "./group-commit.ts";
import { linkOn, type SiteUrl } from "../site-address.ts";

/** A pending sign-up's link works, and its address is kept, this many days. */
export const PENDING_DAYS = 30;
/** At most one confirmation e-mail to an address in this many minutes, however often it signs up. */
export const RESEND_MINUTES = 10;

/** The two forms that sign people up: the home page's (with its consent box) and the footer's (the address only). */
export type SignupForm = "home" | "footer";

/** A sign-up as the endpoint checked it, with what the visitor agreed to. */
export type SignupRequest = {
  email: string;
  firstName: string;
  lastName: string;
  tags: string;
  form: SignupForm;
  consentWording: string;
  clientHash: string;
};

/** The confirmation e-mail for one sign-up, written by the caller from the content template. */
export type ConfirmationMail = (links: {
  confirmLink: string;
  unsubscribeLink: string;
  firstName: string;
}) => {
  subject: string;
  body: string;
};

/** The version of a consent wording: the same words always give the same short version. */
export function consentVersion(wording: string): string {
  return createHash("sha256").update(wording.trim()).digest("hex").slice(0, 12);
}

/** Merges comma-separated tag lists, keeping the first spelling of each tag. */
export function mergeTags(existing: string, added: string): string {
  const tags = new Map<string, string>();
  for (const tag of `${existing},${added}`.split(",")) {
    const trimmed = tag.trim();
    if (trimmed && !tags.has(trimmed.toLowerCase())) tags.set(trimmed.toLowerCase(), trimmed);
  }
  return [...tags.values()].join(",");
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type QueuedSignup = { request: SignupRequest; mail: ConfirmationMail };

const pendingWindow = sql`now() - make_interval(days => ${PENDING_DAYS})`;

/**
 * The newsletter's double opt-in (issue 15): a sign-up makes the address pending and e-mails a signed, single-use
 * confirmation link through the outbox; following it subscribes the address. Every e-mail to an address carries its
 * signed unsubscribe link, which works in one step, from the page or by an RFC 8058 one-click POST.
 */
export function createNewsletter(
  db: Database,
  options: { signer: LinkSigner; siteUrl: SiteUrl; onOutboxQueued: () => void },
) {
  const { signer } = options;

  /** An address's unsubscribe link; in an issue's e-mail it also names the send, to count who left from which issue. */
  function unsubscribePath(subscriberId: number, sendId?: number): string {
    const payload = sendId ? `${subscriberId}-${sendId}` : String(subscriberId);
    return `/newsletter/unsubscribe/${signer.sign("newsletter-unsubscribe", payload)}`;
  }

  /** The sign-up a confirmation token names, when the signature holds. */
  function confirmToken(token: string): { id: number; nonce: string } | null {
    const payload = signer.verify("newsletter-confirm", token);
    const match = payload ? /^(\d{1,9})-([A-Za-z0-9_-]+)$/.exec(payload) : null;
    return match ? { id: Number(match[1]), nonce: match[2]! } : null;
  }

  /**
   * A batch of sign-ups in one transaction, four statements whatever its size: the addresses, which of them had a
   * confirmation e-mail within RESEND_MINUTES, the new sign-ups, and their confirmation e-mails. Each statement costs
   * the embedded database about half a millisecond however few rows it writes, so writing a batch row by row made
   * the newsletter form the slowest endpoint (docs/performance.md, "Form endpoints").
   */
  async function recordSignups(
    tx: Transaction,
    batch: QueuedSignup[],
    siteUrl: string,
  ): Promise<("sent" | "too-soon")[]> {
    const link = (path: string) => linkOn(siteUrl, path);
    const emails = batch.map(({ request }) => request.email.toLowerCase());
    const known = await tx
      .insert(subscribers)
      .values(
        batch.map(({ request }, index) => ({
          email: emails[index]!,
          clientHash: request.clientHash,
          status: "pending" as const,
        })),
      )
      // Changes nothing on an address already known, but returns (and locks) its row. The batch never holds one
      // address twice (canJoin below), which one statement could not update twice.
      .onConflictDoUpdate({ target: subscribers.email, set: { email: sql`excluded.email` } })
      .returning({ id: subscribers.id, email: subscribers.email });
    const idByEmail = new Map(known.map((subscriber) => [subscriber.email, subscriber.id]));
    const subscriberIds = emails.map((email) => {
      const id = idByEmail.get(email);
      if (id === undefined) throw new Error("The subscriber row was not written.");
      return id;
    });
    const recent = await tx
      .selectDistinct({ subscriberId: newsletterSignups.subscriberId })
      .from(newsletterSignups)
      .where(
        and(
          inArray(newsletterSignups.subscriberId, subscriberIds),
          sql`${newsletterSignups.lastSentAt} > now() - make_interval(mins => ${RESEND_MINUTES})`,
        ),
      );
    const tooSoon = new Set(recent.map((row) => row.subscriberId));
    const fresh = batch.flatMap(({ request, mail }, index) => {
      const subscriberId = subscriberIds[index]!;
      if (tooSoon.has(subscriberId)) return [];
      return [
        { request, mail, subscriberId, email: emails[index]!, nonce: randomBytes(16).toString("base64url") },
      ];
    });
    if (fresh.length) {
      const signups = await tx
        .insert(newsletterSignups)
        .values(
          fresh.map(({ request, subscriberId, nonce }) => ({
            subscriberId,
            form: request.form,
            consentWording: request.consentWording,
            consentVersion: consentVersion(request.consentWording),
            firstName: request.firstName,
            lastName: request.lastName,
            tags: mergeTags("", request.tags),
            clientHash: request.clientHash,
            nonce,
          })),
        )
        .returning({ id: newsletterSignups.id, subscriberId: newsletterSignups.subscriberId });
      const signupIdBySubscriber = new Map(signups.map((row) => [row.subscriberId, row.id]));
      await tx.insert(outbox).values(
        fresh.map(({ request, mail, subscriberId, email, nonce }) => {
          const signupId = signupIdBySubscriber.get(subscriberId);
          if (signupId === undefined) throw new Error("The sign-up was not written.");
          const unsubscribeUrl = link(unsubscribePath(subscriberId));
          const message = mail({
            confirmLink: link(
              `/newsletter/confirm/${signer.sign("newsletter-confirm", `${signupId}-${nonce}`)}`,
            ),
            unsubscribeLink: unsubscribeUrl,
            firstName: request.firstName,
          });
          return {
            recipient: email,
            subject: message.subject,
            body: message.body,
            newsletterSignupId: signupId,
            unsubscribeUrl,
          };
        }),
      );
    }
    return subscriberIds.map((id) => (tooSoon.has(id) ? "too-soon" : "sent"));
  }

  // Sign-ups arriving together share one transaction and one commit, each answered once it is committed.
  const writeSignups = groupCommit(
    async (batch: QueuedSignup[]) => {
      // Read before the transaction: the links lead to the site's public address.
      const siteUrl = await options.siteUrl();
      return db.transaction((tx) => recordSignups(tx, batch, siteUrl));
    },
    // The same address twice in one batch would be one row written twice: a repeat waits for the next batch.
    {
      canJoin: (batch, item) =>
        !batch.some((other) => other.request.email.toLowerCase() === item.request.email.toLowerCase()),
    },
  );

  return {
    /** Builds addresses' unsubscribe links on the site's address as it is now (read once for many links). */
    async unsubscribeLinks(): Promise<(subscriberId: number, sendId?: number) => string> {
      const siteUrl = await options.siteUrl();
      return (subscriberId, sendId) => linkOn(siteUrl, unsubscribePath(subscriberId, sendId));
    },

    /**
     * Records a sign-up and e-mails its confirmation link, or, when the address had one within RESEND_MINUTES, does
     * nothing. The caller answers both alike: whether an address is on the list is never told.
     */
    async signUp(request: SignupRequest, mail: ConfirmationMail): Promise<"sent" | "too-soon"> {
      const outcome = await writeSignups({ request, mail });
      if (outcome === "sent") options.onOutboxQueued();
      return outcome;
    },

    /** What a confirmation link can still do: nothing (not ours; used or expired), or confirm. */
    async confirmation(token: string): Promise<"invalid" | "used" | "pending"> {
      const named = confirmToken(token);
      if (!named) return "invalid";
      const [open] = await db
        .select({ id: newsletterSignups.id })
        .from(newsletterSignups)
        .where(
          and(
            eq(newsletterSignups.id, named.id),
            eq(newsletterSignups.nonce, named.nonce),
            isNull(newsletterSignups.confirmedAt),
            sql`${newsletterSignups.createdAt} > ${pendingWindow}`,
          ),
        );
      return open ? "pending" : "used";
    },

    /** Follows a confirmation link once: the address is subscribed; a second use changes nothing. */
    async confirm(token: string): Promise<"invalid" | "used" | "confirmed"> {
      const named = confirmToken(token);
      if (!named) return "invalid";
      return db.transaction(async (tx) => {
        const [signup] = await tx
          .update(newsletterSignups)
          .set({ confirmedAt: sql`now()`, nonce: null, updatedAt: sql`now()` })
          .where(
            and(
              eq(newsletterSignups.id, named.id),
              eq(newsletterSignups.nonce, named.nonce),
              isNull(newsletterSignups.confirmedAt),
              sql`${newsletterSignups.createdAt} > ${pendingWindow}`,
            ),
          )
          .returning();
        if (!signup) return "used" as const;
        const [current] = await tx
          .select({ tags: subscribers.tags })
          .from(subscribers)
          .where(eq(subscribers.id, signup.subscriberId))
          .for("update");
        await tx
          .update(subscribers)
          .set({
            status: "subscribed",
            // A name left blank this time keeps the one given before.
            firstName: sql`coalesce(nullif(${signup.firstName}, ''), ${subscribers.firstName})`,
            lastName: sql`coalesce(nullif(${signup.lastName}, ''), ${subscribers.lastName})`,
            tags: mergeTags(current?.tags ?? "", signup.tags),
            consent: true,
            consentedAt: sql`now()`,
            confirmedAt: sql`now()`,
            // Confirmed sign-ups: the first one is the row's own.
            signups: sql`${subscribers.signups} + case when ${subscribers.confirmedAt} is null then 0 else 1 end`,
            clientHash: signup.clientHash,
            unsubscribedAt: null,
            updatedAt: sql`now()`,
          })
          .where(eq(subscribers.id, signup.subscriberId));
        const [reader] = await tx
          .select({ email: subscribers.email })
          .from(subscribers)
          .where(eq(subscribers.id, signup.subscriberId));
        await recordAudit(tx, {
          actor: null,
          action: "subscriber-confirmed",
          target: `subscriber:${signup.subscriberId}`,
          summary: `${reader?.email ?? "A reader"} confirmed their newsletter subscription with the link we sent.`,
          clientHash: signup.clientHash,
        });
        return "confirmed" as const;
      });
    },

    /** Whether an unsubscribe link is ours (a link of an address since forgotten is still ours, and honoured). */
    unsubscribeLinkValid(token: string): boolean {
      return signer.verify("newsletter-unsubscribe", token) !== null;
    },

    /**
     * Unsubscribes the address a link names, in one step, however often it is used; its pending confirmation links
     * stop working. An address that signs up again stays unsubscribed until it confirms.
     */
    async unsubscribe(token: string): Promise<"invalid" | "unsubscribed"> {
      const payload = signer.verify("newsletter-unsubscribe", token);
      const named = payload ? /^(\d{1,9})(?:-(\d{1,9}))?$/.exec(payload) : null;
      if (!named) return "invalid";
      const id = Number(named[1]);
      const sendId = named[2] ? Number(named[2]) : null;
      await db.transaction(async (tx) => {
        // From an issue's e-mail: that issue counts the reader as one who left through it (once).
        if (sendId)
          await tx
            .update(newsletterDeliveries)
            .set({ unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
            .where(
              and(
                eq(newsletterDeliveries.sendId, sendId),
                eq(newsletterDeliveries.subscriberId, id),
                isNull(newsletterDeliveries.unsubscribedAt),
              ),
            );
        const [left] = await tx
          .update(subscribers)
          .set({
            status: "unsubscribed",
            consent: false,
            unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())`,
            updatedAt: sql`now()`,
          })
          // Already unsubscribed: nothing to change (a mail program may post the same link again and again).
          .where(and(eq(subscribers.id, id), ne(subscribers.status, "unsubscribed")))
          .returning({ email: subscribers.email });
        // The reader's own choice, recorded once (a repeated one-click post changes nothing and records nothing).
        if (left)
          await recordAudit(tx, {
            actor: null,
            action: "subscriber-left",
            target: `subscriber:${id}`,
            summary: `${left.email} unsubscribed with the link in our e-mail.`,
          });
        await tx
          .update(newsletterSignups)
          .set({ nonce: null, updatedAt: sql`now()` })
          .where(
            and(
              eq(newsletterSignups.subscriberId, id),
              isNull(newsletterSignups.confirmedAt),
              isNotNull(newsletterSignups.nonce),
            ),
          );
      });
      return "unsubscribed";
    },

    /**
     * Forgets what was never confirmed: sign-ups made before `before` (the privacy settings' limit; PENDING_DAYS ago
     * by default), their confirmation e-mails with them, then
     * pending addresses with no sign-up left. Answers how many addresses were forgotten.
     */
    async expirePending(before?: Date): Promise<number> {
      const window = before ? sql`${before.toISOString()}::timestamptz` : pendingWindow;
      return db.transaction(async (tx) => {
        await tx
          .delete(newsletterSignups)
          .where(and(isNull(newsletterSignups.confirmedAt), lt(newsletterSignups.createdAt, window)));
        const forgotten = await tx
          .delete(subscribers)
          .where(
            and(
              eq(subscribers.status, "pending"),
              sql`not exists (select 1 from ${newsletterSignups} where ${newsletterSignups.subscriberId} = ${subscribers.id})`,
            ),
          )
          .returning({ id: subscribers.id });
        return forgotten.length;
      });
    },

    /** The latest sign-up of each address, the consent evidence the staff page shows. */
    async evidence(subscriberIds: number[]) {
      if (!subscriberIds.length) return new Map<number, typeof newsletterSignups.$inferSelect>();
      const rows = await db
        .selectDistinctOn([newsletterSignups.subscriberId])
        .from(newsletterSignups)
        .where(sql`${newsletterSignups.subscriberId} in ${subscriberIds}`)
        .orderBy(
          newsletterSignups.subscriberId,
          sql`${newsletterSignups.confirmedAt} desc nulls last`,
          desc(newsletterSignups.createdAt),
        );
      return new Map(rows.map((row) => [row.subscriberId, row]));
    },
  };
}

export type Newsletter = ReturnType<typeof createNewsletter>;
