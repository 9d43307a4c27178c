import { and, count, eq, gt, lt, min } from "drizzle-orm";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { adminSessions, loginFailures } from "../../db/schema.ts";
import type { Database } from "../database.ts";

/** Sign-in throttling: this many failures from one client within the window lock it out until they age. */
export const LOGIN_THROTTLE = { failures: 5, windowMs: 15 * 60_000 } as const;
const SESSION_MS = 12 * 60 * 60_000;

export type StaffSession = { id: number; csrfToken: string; expiresAt: Date };

export type LoginResult =
  | { ok: true; token: string; session: StaffSession }
  | { ok: false; reason: "wrong-password"; failuresLeft: number }
  | { ok: false; reason: "throttled"; retryMinutes: number }
  | { ok: false; reason: "disabled" };

const sha256 = (text: string) => createHash("sha256").update(text).digest();
const randomToken = () => randomBytes(32).toString("base64url");

/** Compares two secrets in constant time, whatever their lengths. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/**
 * Staff sign-in for the inbox: one shared password (ADMIN_PASSWORD), sessions in the database holding only the
 * SHA-256 of the cookie's token, a CSRF token per session, and failures counted per client.
 */
export function createStaffAuth(
  db: Database,
  password: string | undefined,
  now: () => Date = () => new Date(),
) {
  async function recentFailures(clientHash: string) {
    const since = new Date(now().getTime() - LOGIN_THROTTLE.windowMs);
    const [row] = await db
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.clientHash, clientHash), gt(loginFailures.createdAt, since)));
    return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
  }

  return {
    enabled: Boolean(password),

    async login(given: string, clientHash: string): Promise<LoginResult> {
      if (!password) return { ok: false, reason: "disabled" };
      const recent = await recentFailures(clientHash);
      if (recent.failures >= LOGIN_THROTTLE.failures) {
        const freeAt = (recent.oldest ?? now()).getTime() + LOGIN_THROTTLE.windowMs;
        return {
          ok: false,
          reason: "throttled",
          retryMinutes: Math.max(1, Math.ceil((freeAt - now().getTime()) / 60_000)),
        };
      }
      if (!sameSecret(given, password)) {
        await db.insert(loginFailures).values({ clientHash, createdAt: now() });
        return {
          ok: false,
          reason: "wrong-password",
          failuresLeft: LOGIN_THROTTLE.failures - recent.failures - 1,
        };
      }
      const token = randomToken();
      const [row] = await db
        .insert(adminSessions)
        .values({
          tokenHash: sha256(token).toString("base64url"),
          csrfToken: randomToken(),
          clientHash,
          expiresAt: new Date(now().getTime() + SESSION_MS),
        })
        .returning({
          id: adminSessions.id,
          csrfToken: adminSessions.csrfToken,
          expiresAt: adminSessions.expiresAt,
        });
      await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now()));
      if (!row) throw new Error("The session was not stored.");
      return { ok: true, token, session: row };
    },

    async session(token: string | undefined): Promise<StaffSession | null> {
      if (!password || !token) return null;
      const [row] = await db
        .select({
          id: adminSessions.id,
          csrfToken: adminSessions.csrfToken,
          expiresAt: adminSessions.expiresAt,
        })
        .from(adminSessions)
        .where(
          and(
            eq(adminSessions.tokenHash, sha256(token).toString("base64url")),
            gt(adminSessions.expiresAt, now()),
          ),
        );
      return row ?? null;
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, sha256(token).toString("base64url")));
    },

    /** A random token for the sign-in form's CSRF check (there is no session yet to hold one). */
    newFormToken: randomToken,
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
