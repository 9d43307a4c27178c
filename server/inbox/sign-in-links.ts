/**
 * Sign-in links (an invitation, a password reset) are kept in the outbox only while they may still be sent
 * (docs/decisions/130-backups-encrypted-and-whole.md): once an e-mail carrying one is sent, marked sent, withdrawn or
 * past its link's lifetime, the link is cut out of the stored text; a backup never holds one; a restore voids every
 * open invitation and reset.
 */
import { and, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { RESET_HOURS } from "../../app/features/admin/link-lifetimes.ts";
import { outbox, passwordResets, staffInvitations } from "../../db/schema.ts";
import type { Database } from "../database.ts";

/** What stands where a sign-in link was. */
export const SIGN_IN_LINK_REMOVED = "(sign-in link removed for safety)";
/** A sign-in link in an e-mail's text (Postgres's regular expressions; the text has real line breaks). */
export const SIGN_IN_LINK_SQL = String.raw`https?://\S*/admin/(join|reset)/[A-Za-z0-9_-]+`;
/**
 * The same in a line of pg_dump's COPY text, where a line break is written `\n`: the link stops at a backslash, as a
 * link never holds one.
 */
export const SIGN_IN_LINK_IN_COPY = /https?:\/\/[^\s\\]*\/admin\/(?:join|reset)\/[A-Za-z0-9_-]+/g;

/** The e-mail's text without its sign-in link (as a value to set in the outbox). */
export function bodyWithoutSignInLink(): SQL {
  return sql`regexp_replace(${outbox.body}, ${SIGN_IN_LINK_SQL}, ${SIGN_IN_LINK_REMOVED}, 'g')`;
}

/** The same for text already read. */
export function withoutSignInLink(body: string): string {
  return body.replace(/https?:\/\/\S*\/admin\/(?:join|reset)\/[A-Za-z0-9_-]+/g, SIGN_IN_LINK_REMOVED);
}

const UNSENT = ["draft", "queued", "sending"] as const;

/**
 * The stored hash of the reset link's token in an e-mail's text (tokenHash in SQL: SHA-256, base64url without
 * padding), to find the reset an e-mail written before outbox.password_reset_id existed carries.
 */
const resetLinkTokenHash = sql`rtrim(translate(encode(sha256(convert_to(substring(${outbox.body} from '/admin/reset/([A-Za-z0-9_-]+)'), 'UTF8')), 'base64'), '+/', '-_'), '=')`;

/**
 * The hourly sweep: an unsent e-mail whose link has expired, or whose invitation or reset has ended, is withdrawn,
 * and no e-mail that is sent or withdrawn keeps a link. Answers how many e-mails it changed.
 */
export async function forgetSpentSignInLinks(db: Pick<Database, "update" | "select">): Promise<number> {
  // A reset e-mail an older version wrote does not name its reset: found by its link, it does now (the outbox says
  // whose reset it is, and the steps below see whether its link still works).
  const adopted = await db
    .update(outbox)
    .set({
      passwordResetId: sql`(select ${passwordResets.id} from ${passwordResets} where ${passwordResets.tokenHash} = ${resetLinkTokenHash})`,
    })
    .where(
      and(
        eq(outbox.accountLink, true),
        inArray(outbox.status, UNSENT),
        isNull(outbox.invitationId),
        isNull(outbox.passwordResetId),
        sql`exists (select 1 from ${passwordResets} where ${passwordResets.tokenHash} = ${resetLinkTokenHash})`,
      ),
    )
    .returning({ id: outbox.id });
  // An invitation accepted, revoked or replaced, and a reset link used, replaced or ended by a password change,
  // withdraw their unsent e-mail at once; these are the ones an older version left waiting (it did not withdraw the
  // e-mail of an invitation replaced by a newer one, nor any reset e-mail).
  const endedInvitation = sql`exists (select 1 from ${staffInvitations} where ${staffInvitations.id} = ${outbox.invitationId} and (${staffInvitations.acceptedAt} is not null or ${staffInvitations.revokedAt} is not null))`;
  const endedReset = sql`exists (select 1 from ${passwordResets} where ${passwordResets.id} = ${outbox.passwordResetId} and ${passwordResets.usedAt} is not null)`;
  const ended = await db
    .update(outbox)
    .set({
      status: "withdrawn",
      note: sql`case when ${outbox.invitationId} is null then 'the reset link was used, replaced by a newer one or ended by a password change before it was sent' else (select case when ${staffInvitations.acceptedAt} is not null then 'the invitation was accepted before it was sent' else 'the invitation was revoked or replaced by a newer one before it was sent' end from ${staffInvitations} where ${staffInvitations.id} = ${outbox.invitationId}) end`,
      body: bodyWithoutSignInLink(),
      updatedAt: sql`now()`,
    })
    .where(and(inArray(outbox.status, ["queued"]), or(endedInvitation, endedReset)))
    .returning({ id: outbox.id });
  const expiredInvitation = sql`exists (select 1 from ${staffInvitations} where ${staffInvitations.id} = ${outbox.invitationId} and ${staffInvitations.expiresAt} <= now())`;
  const expiredReset = sql`exists (select 1 from ${passwordResets} where ${passwordResets.id} = ${outbox.passwordResetId} and ${passwordResets.expiresAt} <= now())`;
  const expired = await db
    .update(outbox)
    .set({
      status: "withdrawn",
      note: "its sign-in link expired before it was sent",
      body: bodyWithoutSignInLink(),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(outbox.accountLink, true),
        inArray(outbox.status, ["queued"]),
        or(
          and(isNotNull(outbox.invitationId), expiredInvitation),
          and(isNotNull(outbox.passwordResetId), expiredReset),
          // A reset e-mail whose link matches no reset: its link cannot outlive a reset's lifetime.
          and(
            isNull(outbox.invitationId),
            isNull(outbox.passwordResetId),
            lt(outbox.createdAt, sql`now() - make_interval(hours => ${RESET_HOURS})`),
          ),
        ),
      ),
    )
    .returning({ id: outbox.id });
  const spent = await db
    .update(outbox)
    .set({ body: bodyWithoutSignInLink(), updatedAt: sql`now()` })
    .where(
      and(
        eq(outbox.accountLink, true),
        inArray(outbox.status, ["sent", "withdrawn"]),
        sql`${outbox.body} ~ ${SIGN_IN_LINK_SQL}`,
      ),
    )
    .returning({ id: outbox.id });
  return adopted.length + ended.length + expired.length + spent.length;
}

/**
 * After a restore: every open invitation and reset link ends now, and no e-mail keeps one (those waiting are
 * withdrawn). Whoever needs one is sent a new one from the restored site.
 */
export async function voidSignInLinks(db: Pick<Database, "update">): Promise<void> {
  await db
    .update(staffInvitations)
    .set({ expiresAt: sql`least(${staffInvitations.expiresAt}, now())`, updatedAt: sql`now()` })
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)));
  await db
    .update(passwordResets)
    .set({ expiresAt: sql`least(${passwordResets.expiresAt}, now())` })
    .where(isNull(passwordResets.usedAt));
  await db
    .update(outbox)
    .set({
      status: "withdrawn",
      note: "a restore from a backup voided its sign-in link",
      updatedAt: sql`now()`,
    })
    .where(and(eq(outbox.accountLink, true), inArray(outbox.status, UNSENT)));
  await db
    .update(outbox)
    .set({ body: bodyWithoutSignInLink() })
    .where(and(eq(outbox.accountLink, true), sql`${outbox.body} ~ ${SIGN_IN_LINK_SQL}`));
}

/**
 * A line-by-line filter for pg_dump's plain SQL: inside the outbox's COPY block, a row that holds a sign-in link
 * (account_link true) has its link cut out. Every other line passes unchanged.
 */
export function signInLinkFilter(): (line: string) => string {
  let accountLinkColumn = -1;
  return (line) => {
    if (accountLinkColumn < 0) {
      const copy = /^COPY (?:public\.)?"?outbox"? \(([^)]*)\) FROM stdin;$/.exec(line);
      if (copy)
        accountLinkColumn = copy[1]!
          .split(",")
          .map((name) => name.trim().replace(/"/g, ""))
          .indexOf("account_link");
      return line;
    }
    if (line === "\\.") {
      accountLinkColumn = -1;
      return line;
    }
    const fields = line.split("\t");
    if (fields[accountLinkColumn] !== "t") return line;
    return line.replace(SIGN_IN_LINK_IN_COPY, SIGN_IN_LINK_REMOVED);
  };
}
