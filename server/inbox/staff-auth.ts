import { and, count, desc, eq, gt, isNull, lt, min, ne } from "drizzle-orm";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { adminSessions, loginFailures, staff } from "../../db/schema.ts";
import type { StaffRole } from "../../db/statuses.ts";
import type { Database } from "../database.ts";
import { recordAudit } from "../staff/audit.ts";
import { verifyPassword } from "../staff/passwords.ts";

/**
 * Sign-in throttling, counted in the database so every server shares it: this many failures within the window
 * from one client, or for one e-mail typed (whoever types it, whether or not it has an account), wait until they age.
 */
export const LOGIN_THROTTLE = { perClient: 5, perAccount: 10, windowMs: 15 * 60_000 } as const;
const SESSION_MS = 12 * 60 * 60_000;
/** The setup password's session only lets its holder create an owner account: half an hour is plenty. */
const SETUP_SESSION_MS = 30 * 60_000;
/** Last seen is written at most this often a session, not at every request. */
const LAST_SEEN_EVERY_MS = 60_000;

/** A person signed in to the staff area. */
export type StaffMember = { id: number; name: string; email: string; role: StaffRole };

/** A session: a person's, or (staff null) the setup password's, which can only create an owner account. */
export type StaffSession = { id: number; csrfToken: string; expiresAt: Date; staff: StaffMember | null };

/** Where a sign-in comes from: the client's salted address hash and its browser. */
export type SignInClient = { clientHash: string; userAgent: string };

export type LoginResult =
  | { ok: true; token: string; session: StaffSession }
  | { ok: false; reason: "wrong"; failuresLeft: number }
  | { ok: false; reason: "throttled"; retryMinutes: number; scope: "client" | "account" }
  | { ok: false; reason: "disabled" };

export const sha256 = (text: string) => createHash("sha256").update(text).digest();
/** A random, unguessable token for a cookie or a link (256 bits). */
export const randomToken = () => randomBytes(32).toString("base64url");
/** What the database keeps of a cookie's or a link's token. */
export const tokenHash = (token: string) => sha256(token).toString("base64url");

/** Compares two secrets in constant time, whatever their lengths. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** An e-mail as accounts store it. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const member = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
};

/**
 * Staff sign-in: each person with their own e-mail and password (or passkey, server/staff/passkeys.ts); sessions in
 * the database holding only the SHA-256 of the cookie's token, a CSRF token each, the browser and when last seen.
 * ADMIN_PASSWORD is the setup password: on a fresh install it leads to "create the owner account", and afterwards
 * it is a logged way back in that can only create another owner (docs/decisions/075-staff-accounts.md).
 */
export function createStaffAuth(
  db: Database,
  setupPassword: string | undefined,
  now: () => Date = () => new Date(),
) {
  let accountsExist = false;

  async function hasAccounts(): Promise<boolean> {
    // Accounts are disabled, never deleted: once there is one, there always is.
    if (accountsExist) return true;
    const [row] = await db.select({ total: count() }).from(staff);
    accountsExist = (row?.total ?? 0) > 0;
    return accountsExist;
  }

  async function failuresSince(
    column: typeof loginFailures.clientHash | typeof loginFailures.account,
    value: string,
  ) {
    const since = new Date(now().getTime() - LOGIN_THROTTLE.windowMs);
    const [row] = await db
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.createdAt, since)));
    return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
  }

  const minutesUntilFree = (oldest: Date | null) =>
    Math.max(
      1,
      Math.ceil(((oldest ?? now()).getTime() + LOGIN_THROTTLE.windowMs - now().getTime()) / 60_000),
    );

  /** How long this client must wait to sign in (as this account) and why, or how many tries it has left. */
  async function throttled(
    clientHash: string,
    account: string,
  ): Promise<{ retryMinutes: number; scope: "client" | "account" } | { failuresLeft: number }> {
    const byClient = await failuresSince(loginFailures.clientHash, clientHash);
    if (byClient.failures >= LOGIN_THROTTLE.perClient) {
      return { retryMinutes: minutesUntilFree(byClient.oldest), scope: "client" };
    }
    if (account) {
      const byAccount = await failuresSince(loginFailures.account, account);
      if (byAccount.failures >= LOGIN_THROTTLE.perAccount) {
        return { retryMinutes: minutesUntilFree(byAccount.oldest), scope: "account" };
      }
    }
    return { failuresLeft: LOGIN_THROTTLE.perClient - byClient.failures };
  }

  async function fail(client: SignInClient, account: string, summary: string, failuresLeft: number) {
    await db.insert(loginFailures).values({ clientHash: client.clientHash, account, createdAt: now() });
    await recordAudit(db, {
      actor: null,
      action: "sign-in-failed",
      target: "",
      summary,
      clientHash: client.clientHash,
    });
    return { ok: false, reason: "wrong", failuresLeft: Math.max(0, failuresLeft - 1) } as const;
  }

  async function startSession(
    staffId: number | null,
    client: SignInClient,
  ): Promise<{ token: string; session: StaffSession }> {
    const token = randomToken();
    const [row] = await db
      .insert(adminSessions)
      .values({
        tokenHash: tokenHash(token),
        csrfToken: randomToken(),
        clientHash: client.clientHash,
        staffId,
        userAgent: client.userAgent.slice(0, 300),
        lastSeenAt: now(),
        expiresAt: new Date(now().getTime() + (staffId ? SESSION_MS : SETUP_SESSION_MS)),
      })
      .returning({
        id: adminSessions.id,
        csrfToken: adminSessions.csrfToken,
        expiresAt: adminSessions.expiresAt,
      });
    await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now()));
    if (!row) throw new Error("The session was not stored.");
    const [person] = staffId ? await db.select(member).from(staff).where(eq(staff.id, staffId)) : [];
    return { token, session: { ...row, staff: person ?? null } };
  }

  return {
    hasAccounts,
    /** The setup password is set: a fresh install can be set up, and an owner locked out can get back in. */
    setupEnabled: Boolean(setupPassword),
    /** The staff area is on: there are accounts, or a setup password to create the first one. */
    async enabled(): Promise<boolean> {
      return Boolean(setupPassword) || (await hasAccounts());
    },

    throttled,

    /** Signs a person in with their e-mail and password. The answer never says whether the e-mail has an account. */
    async signIn(email: string, password: string, client: SignInClient): Promise<LoginResult> {
      const account = normaliseEmail(email).slice(0, 320);
      const wait = await throttled(client.clientHash, account);
      if ("retryMinutes" in wait) {
        return { ok: false, reason: "throttled", retryMinutes: wait.retryMinutes, scope: wait.scope };
      }
      const [person] = await db
        .select({ ...member, status: staff.status, passwordHash: staff.passwordHash })
        .from(staff)
        .where(eq(staff.email, account));
      // Checked against a decoy hash when there is no such person, so both answers take as long.
      const matches = await verifyPassword(password, person?.passwordHash ?? "");
      if (!person || !matches || person.status !== "active") {
        const why = !person
          ? "no account has that e-mail"
          : !matches
            ? "wrong password"
            : "the account is disabled";
        return fail(
          client,
          account,
          `Sign-in as ${account || "(no e-mail)"} failed: ${why}.`,
          wait.failuresLeft,
        );
      }
      const started = await startSession(person.id, client);
      await recordAudit(db, {
        actor: person,
        action: "sign-in",
        target: `staff:${person.id}`,
        summary: `${person.name} signed in with a password.`,
        clientHash: client.clientHash,
      });
      return { ok: true, ...started };
    },

    /** Counts a failed passkey sign-in against the client, like a wrong password. */
    async passkeyFailed(client: SignInClient, why: string) {
      const wait = await throttled(client.clientHash, "");
      if ("retryMinutes" in wait) return;
      await fail(client, "", `Passkey sign-in failed: ${why}.`, wait.failuresLeft);
    },

    /** A session for someone whose passkey was just verified (server/staff/passkeys.ts), or who just joined. */
    async signInAs(person: StaffMember, client: SignInClient, how: string) {
      const started = await startSession(person.id, client);
      await recordAudit(db, {
        actor: person,
        action: "sign-in",
        target: `staff:${person.id}`,
        summary: `${person.name} signed in ${how}.`,
        clientHash: client.clientHash,
      });
      return started;
    },

    /** The setup password: a short session that can only create an owner account. Logged, and throttled. */
    async signInWithSetupPassword(given: string, client: SignInClient): Promise<LoginResult> {
      if (!setupPassword) return { ok: false, reason: "disabled" };
      const wait = await throttled(client.clientHash, "");
      if ("retryMinutes" in wait) {
        return { ok: false, reason: "throttled", retryMinutes: wait.retryMinutes, scope: wait.scope };
      }
      if (!sameSecret(given, setupPassword)) {
        return fail(client, "", "The setup password was tried and was wrong.", wait.failuresLeft);
      }
      await recordAudit(db, {
        actor: null,
        action: "setup",
        summary: (await hasAccounts())
          ? "Someone signed in with the setup password to create an owner account."
          : "The setup password was used to set up the staff area.",
        clientHash: client.clientHash,
      });
      return { ok: true, ...(await startSession(null, client)) };
    },

    /** The session a cookie holds, while it lasts and its person is active; marks it seen. */
    async session(token: string | undefined): Promise<StaffSession | null> {
      if (!token) return null;
      const [row] = await db
        .select({
          id: adminSessions.id,
          csrfToken: adminSessions.csrfToken,
          expiresAt: adminSessions.expiresAt,
          lastSeenAt: adminSessions.lastSeenAt,
          staffId: adminSessions.staffId,
          name: staff.name,
          email: staff.email,
          role: staff.role,
          status: staff.status,
        })
        .from(adminSessions)
        .leftJoin(staff, eq(staff.id, adminSessions.staffId))
        .where(and(eq(adminSessions.tokenHash, tokenHash(token)), gt(adminSessions.expiresAt, now())));
      if (!row) return null;
      if (row.staffId && row.status !== "active") return null;
      if (now().getTime() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
        await db.update(adminSessions).set({ lastSeenAt: now() }).where(eq(adminSessions.id, row.id));
      }
      const person =
        row.staffId && row.name !== null && row.email !== null && row.role !== null
          ? { id: row.staffId, name: row.name, email: row.email, role: row.role }
          : null;
      return { id: row.id, csrfToken: row.csrfToken, expiresAt: row.expiresAt, staff: person };
    },

    /** Signing out ends the session in the database, not only the cookie. */
    async signOut(token: string | undefined, client: SignInClient): Promise<void> {
      if (!token) return;
      const [ended] = await db
        .delete(adminSessions)
        .where(eq(adminSessions.tokenHash, tokenHash(token)))
        .returning({ staffId: adminSessions.staffId });
      const [person] = ended?.staffId
        ? await db.select(member).from(staff).where(eq(staff.id, ended.staffId))
        : [];
      if (person) {
        await recordAudit(db, {
          actor: person,
          action: "sign-out",
          target: `staff:${person.id}`,
          summary: `${person.name} signed out.`,
          clientHash: client.clientHash,
        });
      }
    },

    /** A person's sessions still open, the newest first. */
    async sessionsOf(staffId: number) {
      return db
        .select({
          id: adminSessions.id,
          userAgent: adminSessions.userAgent,
          lastSeenAt: adminSessions.lastSeenAt,
          createdAt: adminSessions.createdAt,
        })
        .from(adminSessions)
        .where(and(eq(adminSessions.staffId, staffId), gt(adminSessions.expiresAt, now())))
        .orderBy(desc(adminSessions.lastSeenAt), desc(adminSessions.id));
    },

    /**
     * Ends one of a person's sessions (`only`), or all of them but `keep`; answers how many ended. Nobody can end
     * another person's session here: the person is part of the condition.
     */
    async endSessions(person: StaffMember, options: { only?: number; keep?: number }, clientHash: string) {
      const ended = await db
        .delete(adminSessions)
        .where(
          and(
            eq(adminSessions.staffId, person.id),
            options.only ? eq(adminSessions.id, options.only) : undefined,
            options.keep ? ne(adminSessions.id, options.keep) : undefined,
          ),
        )
        .returning({ id: adminSessions.id });
      if (ended.length) {
        await recordAudit(db, {
          actor: person,
          action: "sessions-ended",
          target: `staff:${person.id}`,
          summary: `${person.name} ended ${ended.length === 1 ? "a session" : `${ended.length} sessions`}.`,
          clientHash,
        });
      }
      return ended.length;
    },

    /** Setup sessions end once the owner account exists: the setup password's power is used up. */
    async endSetupSession(sessionId: number) {
      await db
        .delete(adminSessions)
        .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.staffId)));
    },

    /** A random token for the sign-in form's CSRF check (there is no session yet to hold one). */
    newFormToken: randomToken,
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
