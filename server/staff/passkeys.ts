import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { passkeyChallenges, passkeys, staff } from "../../db/schema.ts";
import type { Database } from "../database.ts";
import type { StaffMember } from "../inbox/staff-auth.ts";
import { recordAudit } from "./audit.ts";

const RP_NAME = "Whisker Walks NYC staff area";
/** A challenge is answered within this time (the browser's own prompt waits a minute). */
const CHALLENGE_MS = 5 * 60_000;
export const PASSKEY_NAME_MAX = 60;

/** Where passkeys live: the relying party id and the origins a ceremony may come from. */
export type RelyingParty = { id: string; origins: string[] };

/**
 * The relying party for a request: PUBLIC_SITE_URL's host name and origin. A request to localhost (development, the
 * end-to-end tests) uses localhost instead, since a browser only uses a passkey on its own site.
 */
export function relyingParty(siteUrl: string, requestUrl: string): RelyingParty {
  const site = new URL(siteUrl);
  const here = new URL(requestUrl);
  if (here.hostname === "localhost") return { id: "localhost", origins: [here.origin] };
  return { id: site.hostname, origins: [site.origin] };
}

type Purpose =
  { purpose: "sign-in" } | { purpose: "add"; staffId: number } | { purpose: "join"; invitationId: number };

/** The challenge inside a ceremony's answer, read without trusting it (verification checks it properly). */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as {
      challenge?: unknown;
    };
    return typeof parsed.challenge === "string" ? parsed.challenge : null;
  } catch {
    return null;
  }
}

/** A ceremony's answer as the browser library sends it, parsed; null when it is not one. */
export function ceremonyResponse<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(
  json: string | undefined,
): T | null {
  try {
    const value = JSON.parse(json ?? "") as { id?: unknown; response?: { clientDataJSON?: unknown } };
    return typeof value?.id === "string" && typeof value.response?.clientDataJSON === "string"
      ? (value as T)
      : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys (WebAuthn) with SimpleWebAuthn: several a person, each named and removable; sign-in with a passkey alone
 * (a discoverable credential names its person). Challenges live in the database, single use, so any server can
 * finish a ceremony another one started.
 */
export function createPasskeys(db: Database, now: () => Date = () => new Date()) {
  async function storeChallenge(challenge: string, purpose: Purpose, userHandle = "") {
    await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now()));
    await db.insert(passkeyChallenges).values({
      challenge,
      purpose: purpose.purpose,
      staffId: purpose.purpose === "add" ? purpose.staffId : null,
      invitationId: purpose.purpose === "join" ? purpose.invitationId : null,
      userHandle,
      expiresAt: new Date(now().getTime() + CHALLENGE_MS),
    });
  }

  /** Takes a challenge this server handed out for this purpose (once: it is deleted as it is read). */
  async function takeChallenge(clientDataJSON: string, purpose: Purpose) {
    const challenge = challengeOf(clientDataJSON);
    if (!challenge) return null;
    const [row] = await db
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challenge, challenge),
          eq(passkeyChallenges.purpose, purpose.purpose),
          gt(passkeyChallenges.expiresAt, now()),
          purpose.purpose === "add" ? eq(passkeyChallenges.staffId, purpose.staffId) : undefined,
          purpose.purpose === "join" ? eq(passkeyChallenges.invitationId, purpose.invitationId) : undefined,
        ),
      )
      .returning({ challenge: passkeyChallenges.challenge, userHandle: passkeyChallenges.userHandle });
    return row ?? null;
  }

  return {
    /** Options for a new passkey, for someone signed in ("add") or joining from an invitation ("join"). */
    async registrationOptions(
      person: { userId: string; name: string; email: string; existing: string[] },
      purpose: Extract<Purpose, { purpose: "add" | "join" }>,
      rp: RelyingParty,
    ) {
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rp.id,
        userName: person.email,
        userDisplayName: person.name,
        userID: Buffer.from(person.userId, "base64url"),
        attestationType: "none",
        excludeCredentials: person.existing.map((id) => ({ id })),
        // Discoverable, so the passkey alone signs in (no e-mail typed first).
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      await storeChallenge(options.challenge, purpose, person.userId);
      return options;
    },

    /** Checks a new passkey's answer: the credential and the user handle it was made with, or null. */
    async register(
      response: RegistrationResponseJSON,
      purpose: Extract<Purpose, { purpose: "add" | "join" }>,
      rp: RelyingParty,
    ) {
      const taken = await takeChallenge(response.response.clientDataJSON, purpose);
      if (!taken) return null;
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge: taken.challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          requireUserVerification: false,
        });
        return result.verified
          ? { credential: result.registrationInfo.credential, userHandle: taken.userHandle }
          : null;
      } catch {
        return null;
      }
    },

    /** Keeps a verified passkey for a person, under the name they gave it. */
    async save(
      person: StaffMember,
      credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] },
      name: string,
      clientHash: string,
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(passkeys).values({
          staffId: person.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: (credential.transports ?? []).join(","),
          name,
        });
        await recordAudit(tx, {
          actor: person,
          action: "passkey-added",
          target: `staff:${person.id}`,
          summary: `${person.name} added a passkey named "${name}".`,
          clientHash,
        });
      });
    },

    /** Options for signing in with a passkey alone: any of this site's passkeys will do. */
    async signInOptions(rp: RelyingParty) {
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "preferred" });
      await storeChallenge(options.challenge, { purpose: "sign-in" });
      return options;
    },

    /** The active person whose passkey answered a sign-in challenge, or why not. */
    async signIn(
      response: AuthenticationResponseJSON,
      rp: RelyingParty,
    ): Promise<{ ok: true; person: StaffMember } | { ok: false; why: string }> {
      const taken = await takeChallenge(response.response.clientDataJSON, { purpose: "sign-in" });
      if (!taken) return { ok: false, why: "the sign-in took too long or was already used" };
      const [found] = await db
        .select({
          passkeyId: passkeys.id,
          publicKey: passkeys.publicKey,
          counter: passkeys.counter,
          transports: passkeys.transports,
          id: staff.id,
          name: staff.name,
          email: staff.email,
          role: staff.role,
          status: staff.status,
        })
        .from(passkeys)
        .innerJoin(staff, eq(staff.id, passkeys.staffId))
        .where(eq(passkeys.credentialId, response.id));
      if (!found) return { ok: false, why: "that passkey is not known here (it may have been removed)" };
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: taken.challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          credential: {
            id: response.id,
            publicKey: Buffer.from(found.publicKey, "base64url"),
            counter: found.counter,
            transports: found.transports ? found.transports.split(",") : undefined,
          },
          requireUserVerification: false,
        });
      } catch {
        return { ok: false, why: "the passkey's answer did not check out" };
      }
      if (!verification.verified) return { ok: false, why: "the passkey's answer did not check out" };
      if (found.status !== "active") return { ok: false, why: `${found.name}'s account is disabled` };
      await db
        .update(passkeys)
        .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now() })
        .where(eq(passkeys.id, found.passkeyId));
      return { ok: true, person: { id: found.id, name: found.name, email: found.email, role: found.role } };
    },

    /** A person's passkeys, oldest first. */
    async of(staffId: number) {
      return db
        .select({
          id: passkeys.id,
          name: passkeys.name,
          credentialId: passkeys.credentialId,
          createdAt: passkeys.createdAt,
          lastUsedAt: passkeys.lastUsedAt,
        })
        .from(passkeys)
        .where(eq(passkeys.staffId, staffId))
        .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    },

    /** The random user handle a person's passkeys carry. */
    async userId(staffId: number): Promise<string | null> {
      const [row] = await db.select({ userId: staff.passkeyUserId }).from(staff).where(eq(staff.id, staffId));
      return row?.userId ?? null;
    },

    /** Removes one of the person's own passkeys; answers whether there was one. */
    async remove(person: StaffMember, passkeyId: number, clientHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(passkeys)
          .where(and(eq(passkeys.id, passkeyId), eq(passkeys.staffId, person.id)))
          .returning({ name: passkeys.name });
        if (!removed) return false;
        await recordAudit(tx, {
          actor: person,
          action: "passkey-removed",
          target: `staff:${person.id}`,
          summary: `${person.name} removed the passkey named "${removed.name}".`,
          clientHash,
        });
        return true;
      });
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
