import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { outbox, privacyRequests } from "../../db/schema.ts";
import { fillLaterTokens } from "../../app/content/tokens.ts";
import type { EmailTemplate } from "../../app/content/schema.ts";
import type { Database } from "../database.ts";
import type { LinkSigner } from "../signed-links.ts";
import { recordAudit, type ChangedBy } from "../staff/audit.ts";
import { normaliseAddress } from "./personal-data.ts";
import { linkOn, type SiteUrl } from "../site-address.ts";

export const REQUEST_KINDS = ["see", "erase"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
/** How long a confirmation link works. */
export const CONFIRM_HOURS = 24;
/** The law's deadline, counted from the confirmation: the GDPR's month (the CCPA's 45 days is longer). */
export const ANSWER_DAYS = 30;
const WHAT: Record<RequestKind, string> = {
  see: "show you everything we hold",
  erase: "erase everything we hold",
};

export type ConfirmState = "forged" | "used" | "waiting";

/**
 * Visitors' own privacy requests (issue 40): the privacy notice's form stores the request and e-mails a signed,
 * single-use link to the address typed, so nobody can ask about another person's data. Confirming it puts it in the
 * staff area's Privacy page with its legal deadline. The answer on the page is the same whatever the address.
 */
export function createPrivacyRequests(
  db: Database,
  options: { signer: LinkSigner; siteUrl: SiteUrl; onOutboxQueued: () => void; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());

  /** The request a token names, when its signature holds; "forged" for anything else. */
  async function lookUp(token: string) {
    const payload = options.signer.verify("privacy-request", token);
    const match = payload ? /^(\d{1,9})-([A-Za-z0-9_-]{22})$/.exec(payload) : null;
    if (!match) return { state: "forged" as const };
    const [row] = await db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, Number(match[1])));
    if (!row) return { state: "forged" as const };
    const expired = now().getTime() - row.createdAt.getTime() > CONFIRM_HOURS * 3_600_000;
    if (row.nonce !== match[2] || expired) return { state: "used" as const, row };
    return { state: "waiting" as const, row, nonce: match[2]! };
  }

  return {
    /** Stores the request and queues its confirmation e-mail; refuses a bad address or kind in words. */
    async ask(input: { email: string; kind: string; clientHash: string }, mail: EmailTemplate) {
      const email = normaliseAddress(input.email);
      if (!REQUEST_KINDS.includes(input.kind as RequestKind))
        throw new RangeError("Choose whether you want to see your data or have it erased.");
      const kind = input.kind as RequestKind;
      const nonce = randomBytes(16).toString("base64url");
      const siteUrl = await options.siteUrl();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(privacyRequests)
          .values({ email, kind, nonce, clientHash: input.clientHash, createdAt: now() })
          .returning({ id: privacyRequests.id });
        const token = options.signer.sign("privacy-request", `${row!.id}-${nonce}`);
        const values = {
          confirmLink: linkOn(siteUrl, `/privacy/confirm/${token}`),
          request: WHAT[kind],
          hours: CONFIRM_HOURS,
        };
        await tx.insert(outbox).values({
          recipient: email,
          subject: fillLaterTokens(mail.subject, values),
          body: fillLaterTokens(mail.body, values),
        });
      });
      options.onOutboxQueued();
    },

    /** What a link's page shows: a button to confirm, or why the link does nothing. */
    async confirmation(token: string): Promise<ConfirmState> {
      return (await lookUp(token)).state;
    },

    /** Confirms the request once: the link then does nothing more. */
    async confirm(token: string): Promise<ConfirmState | "confirmed"> {
      const found = await lookUp(token);
      if (found.state !== "waiting") return found.state;
      return db.transaction(async (tx) => {
        const done = await tx
          .update(privacyRequests)
          .set({ nonce: null, confirmedAt: now() })
          .where(and(eq(privacyRequests.id, found.row.id), eq(privacyRequests.nonce, found.nonce)))
          .returning({ id: privacyRequests.id });
        if (!done.length) return "used";
        await recordAudit(tx, {
          actor: null,
          action: "privacy-request",
          target: `privacy-request:${found.row.id}`,
          summary: `A visitor confirmed a request to ${WHAT[found.row.kind]} about their address (request ${found.row.id}); answer by ${deadline(now()).toISOString().slice(0, 10)}.`,
        });
        return "confirmed";
      });
    },

    /** Confirmed requests not yet answered, oldest first, each with its deadline. */
    async open() {
      const rows = await db
        .select()
        .from(privacyRequests)
        .where(and(isNotNull(privacyRequests.confirmedAt), isNull(privacyRequests.doneAt)))
        .orderBy(asc(privacyRequests.confirmedAt));
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        kind: row.kind,
        confirmedAt: row.confirmedAt!,
        deadline: deadline(row.confirmedAt!),
      }));
    },

    /**
     * An owner answered it (exported or erased), recorded in Activity by the request's number. False when no
     * confirmed request of that number is waiting (answered already, never confirmed, or none such): nothing changes.
     */
    async markDone(id: number, by: ChangedBy): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(privacyRequests)
          .set({ doneAt: now() })
          .where(
            and(
              eq(privacyRequests.id, id),
              isNotNull(privacyRequests.confirmedAt),
              isNull(privacyRequests.doneAt),
            ),
          )
          .returning({ kind: privacyRequests.kind });
        if (!done.length) return false;
        await recordAudit(tx, {
          actor: by.actor,
          action: "privacy-request-answered",
          target: `privacy-request:${id}`,
          summary: `${by.actor.name} marked request ${id} (to ${WHAT[done[0]!.kind]}) answered.`,
          clientHash: by.clientHash,
        });
        return true;
      });
    },

    /** Requests never confirmed are forgotten after their link's lifetime. */
    async expireUnconfirmed() {
      await db
        .delete(privacyRequests)
        .where(
          and(
            isNull(privacyRequests.confirmedAt),
            lt(
              privacyRequests.createdAt,
              sql`${new Date(now().getTime() - CONFIRM_HOURS * 3_600_000).toISOString()}::timestamptz`,
            ),
          ),
        );
    },
  };
}

export const deadline = (confirmedAt: Date) => new Date(confirmedAt.getTime() + ANSWER_DAYS * 86_400_000);

export type PrivacyRequests = ReturnType<typeof createPrivacyRequests>;
