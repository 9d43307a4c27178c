import { and, asc, count, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { adminSessions, outbox, passwordResets, staff, staffInvitations } from "../../db/schema.ts";
import type { StaffRole, StaffStatus } from "../../db/statuses.ts";
import type { Database } from "../database.ts";
import { createDatabaseRateLimit } from "../forms/rate-limit.ts";
import { normaliseEmail, randomToken, tokenHash, type StaffMember } from "../inbox/staff-auth.ts";
import { INVITATION_DAYS, RESET_HOURS } from "../../app/features/admin/link-lifetimes.ts";
import { withdrawSignInEmails } from "../inbox/outbox.ts";
import { recordAudit } from "./audit.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { linkOn, type SiteUrl } from "../site-address.ts";

const ROLE_WORDS: Record<StaffRole, string> = { owner: "an owner", guide: "a guide" };

/** What the staff pages show of an account (never its password hash: only whether there is one). */
const account = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  status: staff.status,
  hasPassword: sql<boolean>`${staff.passwordHash} <> ''`,
};

/** A new random user handle for a person's passkeys. */
const newPasskeyUserId = () => randomBytes(32).toString("base64url");

export type Invitation = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  inviterName: string;
  expiresAt: Date;
};

/** What a change to people did, in words; one not made says whether its person or invitation was not there. */
export type PeopleResult =
  { ok: true; text: string } | { ok: false; text: string; reason: "not-found" | "refused" };

/**
 * Reset links anyone may ask for on the sign-in page, counted in the database so every server shares the counts: per
 * client, and per address typed (whether or not an account has it, so the limit says nothing about who works here).
 */
export const RESET_REQUEST_LIMITS = {
  perClient: { limit: 5, windowMs: 15 * 60_000 },
  perAddress: { limit: 3, windowMs: 60 * 60_000 },
} as const;

/** What a reset request is answered: asked (the same for every address), or this client must wait. */
export type ResetRequestResult = { ok: true } | { ok: false; retryMinutes: number };

type Executor = Pick<Database, "update">;

/**
 * The staff: accounts, invitations through the outbox, roles and status, password resets. Every change is recorded
 * in the audit trail in the same transaction. Links are single use; the database keeps only their SHA-256.
 */
export function createPeople(
  db: Database,
  options: { siteUrl: SiteUrl; onOutboxQueued: () => void; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  const clock = () => now().getTime();
  const resetsByClient = createDatabaseRateLimit(db, "reset-request-client", {
    ...RESET_REQUEST_LIMITS.perClient,
    now: clock,
  });
  const resetsByAddress = createDatabaseRateLimit(db, "reset-request-address", {
    ...RESET_REQUEST_LIMITS.perAddress,
    now: clock,
  });
  /** Reset e-mails being written after their request was answered; shutting down waits for them. */
  const writing = new Set<Promise<void>>();

  /**
   * Ends every reset link of a person still open (a password change, a newer link or a disabled account), and
   * withdraws their e-mails not yet sent, saying why.
   */
  async function voidResets(tx: Executor, staffId: number, why: string) {
    await tx
      .update(passwordResets)
      .set({ usedAt: now() })
      .where(and(eq(passwordResets.staffId, staffId), isNull(passwordResets.usedAt)));
    await withdrawSignInEmails(tx, { resetsOfStaffId: staffId }, why);
  }

  async function activeOwners(executor: Pick<Database, "select"> = db): Promise<number> {
    const [row] = await executor
      .select({ total: count() })
      .from(staff)
      .where(and(eq(staff.role, "owner"), eq(staff.status, "active")));
    return row?.total ?? 0;
  }

  /** Invitations not yet accepted, revoked or expired (all of them, or the one a link's token names), with who sent them. */
  function openInvitations(token?: string) {
    return db
      .select({
        id: staffInvitations.id,
        email: staffInvitations.email,
        name: staffInvitations.name,
        role: staffInvitations.role,
        inviterName: staff.name,
        expiresAt: staffInvitations.expiresAt,
        createdAt: staffInvitations.createdAt,
      })
      .from(staffInvitations)
      .innerJoin(staff, eq(staff.id, staffInvitations.invitedBy))
      .where(
        and(
          token === undefined ? undefined : eq(staffInvitations.tokenHash, tokenHash(token)),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, now()),
        ),
      )
      .orderBy(desc(staffInvitations.createdAt));
  }

  async function invitationByToken(token: string): Promise<Invitation | null> {
    if (!/^[\w-]{43}$/.test(token)) return null;
    const [row] = await openInvitations(token);
    return row ?? null;
  }

  async function queueResetEmail(
    tx: Pick<Database, "insert" | "update">,
    person: { id: number; name: string; email: string },
    sentBy: StaffMember | null,
    siteUrl: string,
  ) {
    // A new link replaces any earlier one, and its e-mail if still unsent: only the newest e-mail's link works.
    await voidResets(
      tx,
      person.id,
      sentBy
        ? `${sentBy.name} sent a newer reset link before this one was sent.`
        : "A newer reset link was asked for on the sign-in page before this one was sent.",
    );
    const token = randomToken();
    const [reset] = await tx
      .insert(passwordResets)
      .values({
        staffId: person.id,
        tokenHash: tokenHash(token),
        sentBy: sentBy?.id ?? null,
        expiresAt: new Date(now().getTime() + RESET_HOURS * 60 * 60_000),
      })
      .returning({ id: passwordResets.id });
    await tx.insert(outbox).values({
      recipient: person.email,
      subject: "Choose a new password for the Whisker Walks staff area",
      body: [
        `Hello ${person.name},`,
        "",
        sentBy
          ? `${sentBy.name} sent you this link to choose a new password for the Whisker Walks NYC staff area:`
          : "Someone (we hope you) asked to choose a new password for the Whisker Walks NYC staff area:",
        "",
        linkOn(siteUrl, `/admin/reset/${token}`),
        "",
        `The link works once, for ${RESET_HOURS} hours, and only until a newer link is sent or the password changes.`,
        "Choosing a new password signs you out everywhere else.",
        "If you did not ask for it, ignore this e-mail: your password stays as it is.",
        "",
        "Whisker Walks NYC",
      ].join("\n"),
      accountLink: true,
      passwordResetId: reset?.id ?? null,
    });
  }

  /** The e-mail work of a reset asked for on the sign-in page (after the answer: requestReset). */
  async function sendAskedReset(address: string, clientHash: string) {
    // Read before the transaction: links lead to the site's public address, never the request's.
    const siteUrl = await options.siteUrl();
    const sent = await db.transaction(async (tx) => {
      const [person] = await tx
        .select({ id: staff.id, name: staff.name, email: staff.email, role: staff.role })
        .from(staff)
        .where(and(eq(staff.email, address), eq(staff.status, "active")));
      if (!person) return false;
      await queueResetEmail(tx, person, null, siteUrl);
      await recordAudit(tx, {
        actor: null,
        action: "reset-sent",
        target: `staff:${person.id}`,
        summary: `A password-reset link for ${person.name} was asked for on the sign-in page.`,
        clientHash,
      });
      return true;
    });
    if (sent) options.onOutboxQueued();
  }

  return {
    activeOwners,
    newPasskeyUserId,

    /** The first owner, from the setup password's session (or a locked-out owner's way back in). */
    async createOwner(input: { name: string; email: string; password: string }, clientHash: string) {
      const email = normaliseEmail(input.email);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
        if (taken)
          return { ok: false, text: "That e-mail already has an account: sign in with it instead." } as const;
        const [person] = await tx
          .insert(staff)
          .values({ name: input.name, email, role: "owner", passwordHash, passkeyUserId: newPasskeyUserId() })
          .returning({ id: staff.id, name: staff.name, email: staff.email, role: staff.role });
        if (!person) throw new Error("The owner account was not stored.");
        await recordAudit(tx, {
          actor: person,
          action: "owner-created",
          target: `staff:${person.id}`,
          summary: `${person.name} created an owner account with the setup password.`,
          clientHash,
        });
        return { ok: true, person } as const;
      });
    },

    /** Everyone with an account, with their passkeys counted and when they were last seen. */
    async list() {
      return db
        .select({
          ...account,
          // Written out with their tables: inside a subquery an unqualified "id" would be the subquery's own.
          passkeys: sql<number>`(select count(*)::int from "passkeys" p where p."staff_id" = "staff"."id")`,
          lastSeenAt:
            sql<Date | null>`(select max(s."last_seen_at") from "admin_sessions" s where s."staff_id" = "staff"."id" and s."expires_at" > now())`.mapWith(
              (value: string | Date | null) => (value ? new Date(value) : null),
            ),
          createdAt: staff.createdAt,
        })
        .from(staff)
        .orderBy(asc(staff.status), asc(staff.name));
    },

    async find(id: number) {
      const [row] = await db.select(account).from(staff).where(eq(staff.id, id));
      return row ?? null;
    },

    /** Invites a person: a single-use link, good for seven days, goes to the outbox naming who invited them. */
    async invite(
      input: { name: string; email: string; role: StaffRole },
      inviter: StaffMember,
      clientHash: string,
    ): Promise<PeopleResult> {
      const email = normaliseEmail(input.email);
      const token = randomToken();
      const siteUrl = await options.siteUrl();
      const result = await db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
        if (taken) return { ok: false, text: `${email} already has an account.`, reason: "refused" } as const;
        // A new invitation replaces any earlier one still open for the address, and its e-mail if still unsent.
        const replaced = await tx
          .update(staffInvitations)
          .set({ revokedAt: now(), updatedAt: now() })
          .where(
            and(
              eq(staffInvitations.email, email),
              isNull(staffInvitations.acceptedAt),
              isNull(staffInvitations.revokedAt),
            ),
          )
          .returning({ id: staffInvitations.id });
        for (const earlier of replaced)
          await withdrawSignInEmails(
            tx,
            { invitationId: earlier.id },
            `${inviter.name} sent a newer invitation before this one was sent.`,
          );
        const expiresAt = new Date(now().getTime() + INVITATION_DAYS * 24 * 60 * 60_000);
        const [invitation] = await tx
          .insert(staffInvitations)
          .values({
            email,
            name: input.name,
            role: input.role,
            tokenHash: tokenHash(token),
            invitedBy: inviter.id,
            expiresAt,
          })
          .returning({ id: staffInvitations.id });
        await tx.insert(outbox).values({
          recipient: email,
          subject: `${inviter.name} invited you to the Whisker Walks staff area`,
          body: [
            `Hello ${input.name},`,
            "",
            `${inviter.name} invited you to join the Whisker Walks NYC staff area as ${ROLE_WORDS[input.role]}.`,
            "Open this link to choose how you will sign in, with a password, a passkey or both:",
            "",
            linkOn(siteUrl, `/admin/join/${token}`),
            "",
            `The link works once, for ${INVITATION_DAYS} days. If you were not expecting it, ignore this e-mail.`,
            "",
            "Whisker Walks NYC",
          ].join("\n"),
          accountLink: true,
          invitationId: invitation?.id ?? null,
        });
        await recordAudit(tx, {
          actor: inviter,
          action: "invitation-sent",
          target: `invitation:${invitation?.id ?? 0}`,
          summary: `${inviter.name} invited ${input.name} (${email}) as ${ROLE_WORDS[input.role]}.`,
          clientHash,
        });
        return {
          ok: true,
          text: `Invitation sent to ${email}: the link is in the outbox and works for ${INVITATION_DAYS} days.`,
        } as const;
      });
      if (result.ok) options.onOutboxQueued();
      return result;
    },

    /** Invitations not yet accepted, revoked or expired, the newest first. */
    openInvitations: () => openInvitations(),

    async revokeInvitation(id: number, owner: StaffMember, clientHash: string): Promise<PeopleResult> {
      return db.transaction(async (tx) => {
        const [revoked] = await tx
          .update(staffInvitations)
          .set({ revokedAt: now(), updatedAt: now() })
          .where(
            and(
              eq(staffInvitations.id, id),
              isNull(staffInvitations.acceptedAt),
              isNull(staffInvitations.revokedAt),
            ),
          )
          .returning({ email: staffInvitations.email });
        if (!revoked)
          return {
            ok: false,
            text: "That invitation was already used or revoked.",
            reason: "refused",
          } as const;
        await withdrawSignInEmails(
          tx,
          { invitationId: id },
          `${owner.name} revoked the invitation before it was sent.`,
        );
        await recordAudit(tx, {
          actor: owner,
          action: "invitation-revoked",
          target: `invitation:${id}`,
          summary: `${owner.name} revoked the invitation to ${revoked.email}.`,
          clientHash,
        });
        return { ok: true, text: `The invitation to ${revoked.email} no longer works.` } as const;
      });
    },

    invitation: invitationByToken,

    /**
     * Accepts an invitation: the account is created with the invitation's name, e-mail and role, and the link is
     * used up, in one transaction (two tabs accepting at once make one account).
     */
    async acceptInvitation(
      token: string,
      credentials: { password?: string; passkeyUserId?: string },
      clientHash: string,
    ) {
      const invitation = await invitationByToken(token);
      if (!invitation) return null;
      const passwordHash = credentials.password ? await hashPassword(credentials.password) : "";
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(staffInvitations)
          .set({ acceptedAt: now(), updatedAt: now() })
          .where(
            and(
              eq(staffInvitations.id, invitation.id),
              isNull(staffInvitations.acceptedAt),
              isNull(staffInvitations.revokedAt),
            ),
          )
          .returning({ id: staffInvitations.id });
        if (!used) return null;
        const [person] = await tx
          .insert(staff)
          .values({
            name: invitation.name,
            email: invitation.email,
            role: invitation.role,
            passwordHash,
            passkeyUserId: credentials.passkeyUserId || newPasskeyUserId(),
          })
          .onConflictDoNothing({ target: staff.email })
          .returning({ id: staff.id, name: staff.name, email: staff.email, role: staff.role });
        if (!person) return null;
        await withdrawSignInEmails(
          tx,
          { invitationId: invitation.id },
          `${person.name} accepted the invitation.`,
        );
        await recordAudit(tx, {
          actor: person,
          action: "invitation-accepted",
          target: `staff:${person.id}`,
          summary: `${person.name} accepted ${invitation.inviterName}'s invitation and joined as ${ROLE_WORDS[person.role]}.`,
          clientHash,
        });
        return person;
      });
    },

    /** An owner changes someone's role; the last active owner stays an owner. */
    async setRole(
      id: number,
      role: StaffRole,
      owner: StaffMember,
      clientHash: string,
    ): Promise<PeopleResult> {
      return db.transaction(async (tx) => {
        const [person] = await tx.select().from(staff).where(eq(staff.id, id)).for("update");
        if (!person) return { ok: false, text: "That person was not found.", reason: "not-found" } as const;
        if (person.role === role)
          return { ok: true, text: `${person.name} is already ${ROLE_WORDS[role]}.` } as const;
        if (person.role === "owner" && person.status === "active" && (await activeOwners(tx)) <= 1) {
          return {
            ok: false,
            text: `${person.name} is the only owner: make someone else an owner first.`,
            reason: "refused",
          } as const;
        }
        await tx.update(staff).set({ role, updatedAt: now() }).where(eq(staff.id, id));
        await recordAudit(tx, {
          actor: owner,
          action: "role-changed",
          target: `staff:${id}`,
          summary: `${owner.name} made ${person.name} ${ROLE_WORDS[role]} (was ${ROLE_WORDS[person.role]}).`,
          clientHash,
        });
        return { ok: true, text: `${person.name} is now ${ROLE_WORDS[role]}.` } as const;
      });
    },

    /** Disables (ending every session at once) or enables an account; nobody disables themselves or the last owner. */
    async setStatus(
      id: number,
      status: StaffStatus,
      owner: StaffMember,
      clientHash: string,
    ): Promise<PeopleResult> {
      if (id === owner.id && status === "disabled") {
        return { ok: false, text: "You cannot disable your own account.", reason: "refused" };
      }
      return db.transaction(async (tx) => {
        const [person] = await tx.select().from(staff).where(eq(staff.id, id)).for("update");
        if (!person) return { ok: false, text: "That person was not found.", reason: "not-found" } as const;
        if (person.status === status)
          return { ok: true, text: `${person.name}'s account is already ${status}.` } as const;
        if (status === "disabled" && person.role === "owner" && (await activeOwners(tx)) <= 1) {
          return {
            ok: false,
            text: `${person.name} is the only owner: make someone else an owner first.`,
            reason: "refused",
          } as const;
        }
        await tx.update(staff).set({ status, updatedAt: now() }).where(eq(staff.id, id));
        if (status === "disabled") {
          await tx.delete(adminSessions).where(eq(adminSessions.staffId, id));
          await voidResets(tx, id, `${owner.name} disabled the account before this one was sent.`);
        }
        await recordAudit(tx, {
          actor: owner,
          action: "status-changed",
          target: `staff:${id}`,
          summary:
            status === "disabled"
              ? `${owner.name} disabled ${person.name}'s account and ended their sessions.`
              : `${owner.name} enabled ${person.name}'s account again.`,
          clientHash,
        });
        return {
          ok: true,
          text:
            status === "disabled"
              ? `${person.name}'s account is disabled: they are signed out everywhere and cannot sign in.`
              : `${person.name} can sign in again.`,
        } as const;
      });
    },

    /** An owner sends someone a reset link, through the outbox; what is said names the person (`name`). */
    async sendReset(
      id: number,
      owner: StaffMember,
      clientHash: string,
    ): Promise<Exclude<PeopleResult, { ok: true }> | { ok: true; text: string; name: string }> {
      const siteUrl = await options.siteUrl();
      const result = await db.transaction(async (tx) => {
        const [person] = await tx
          .select({ id: staff.id, name: staff.name, email: staff.email })
          .from(staff)
          .where(and(eq(staff.id, id), eq(staff.status, "active")));
        if (!person)
          return {
            ok: false,
            text: "That person was not found or is disabled.",
            reason: "not-found",
          } as const;
        await queueResetEmail(tx, person, owner, siteUrl);
        await recordAudit(tx, {
          actor: owner,
          action: "reset-sent",
          target: `staff:${id}`,
          summary: `${owner.name} sent ${person.name} a password-reset link.`,
          clientHash,
        });
        return {
          ok: true,
          text: `A reset link is on its way to ${person.name} (${person.email}); it works for ${RESET_HOURS} hours.`,
          name: person.name,
        } as const;
      });
      if (result.ok) options.onOutboxQueued();
      return result;
    },

    /**
     * Someone asks for a reset link for an address: sent when an active account has it. Nobody is told which: the
     * answer comes once the limits are counted, which is the same work for every address; looking the address up
     * and writing the e-mail happen after it, so how long the answer takes says nothing either. Over the address's
     * limit nothing more is sent (its newest link still works), and the answer is the same.
     */
    async requestReset(email: string, clientHash: string): Promise<ResetRequestResult> {
      const address = normaliseEmail(email).slice(0, 320);
      const clientWait = await resetsByClient.hit(clientHash);
      if (clientWait) return { ok: false, retryMinutes: Math.ceil(clientWait / 60) };
      if (await resetsByAddress.hit(tokenHash(address))) return { ok: true };
      const work = sendAskedReset(address, clientHash).catch((error: unknown) => {
        console.error("Could not write a password-reset e-mail:", error);
      });
      writing.add(work);
      void work.finally(() => writing.delete(work));
      return { ok: true };
    },

    /** Settles once every reset e-mail asked for so far is written (before the database closes, and in tests). */
    async idle(): Promise<void> {
      await Promise.all([...writing]);
    },

    /** The person a reset link is for, while it is unused and fresh. */
    async resetFor(token: string) {
      if (!/^[\w-]{43}$/.test(token)) return null;
      const [row] = await db
        .select({ id: passwordResets.id, staffId: staff.id, name: staff.name, email: staff.email })
        .from(passwordResets)
        .innerJoin(staff, eq(staff.id, passwordResets.staffId))
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now()),
            eq(staff.status, "active"),
          ),
        );
      return row ?? null;
    },

    /** Sets the password from a reset link (used up, with every other link of the person) and ends every session. */
    async completeReset(token: string, password: string, clientHash: string) {
      const reset = await this.resetFor(token);
      if (!reset) return null;
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: now() })
          .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id });
        if (!used) return null;
        const [person] = await tx
          .update(staff)
          .set({ passwordHash, updatedAt: now() })
          .where(eq(staff.id, reset.staffId))
          .returning({ id: staff.id, name: staff.name, email: staff.email, role: staff.role });
        if (!person) return null;
        await voidResets(tx, person.id, `${person.name} chose a new password before this one was sent.`);
        await tx.delete(adminSessions).where(eq(adminSessions.staffId, person.id));
        await recordAudit(tx, {
          actor: person,
          action: "password-changed",
          target: `staff:${person.id}`,
          summary: `${person.name} chose a new password with a reset link; their other sessions and reset links ended.`,
          clientHash,
        });
        return person;
      });
    },

    /** True when the password is the person's own (false for someone without one). */
    async checkPassword(staffId: number, password: string): Promise<boolean> {
      const [row] = await db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, staffId));
      return verifyPassword(password, row?.hash ?? "");
    },

    /** A signed-in person sets (or first adds) their password; their other sessions and every reset link end. */
    async changePassword(person: StaffMember, password: string, keepSession: number, clientHash: string) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(staff).set({ passwordHash, updatedAt: now() }).where(eq(staff.id, person.id));
        await voidResets(tx, person.id, `${person.name} chose a new password before this one was sent.`);
        await tx
          .delete(adminSessions)
          .where(and(eq(adminSessions.staffId, person.id), ne(adminSessions.id, keepSession)));
        await recordAudit(tx, {
          actor: person,
          action: "password-changed",
          target: `staff:${person.id}`,
          summary: `${person.name} changed their password; their other sessions and reset links ended.`,
          clientHash,
        });
      });
    },
  };
}

export type People = ReturnType<typeof createPeople>;
