import { createHmac, timingSafeEqual } from "node:crypto";

/** What a signed link is for: a signature for one kind is never valid for another. */
export type LinkKind = "newsletter-confirm" | "newsletter-unsubscribe" | "tour-request" | "privacy-request";

/** A link's payload: ids and random parts only (never anything a visitor typed), safe in a URL path. */
const PAYLOAD = /^[A-Za-z0-9_-]{1,100}$/;
/** 128 bits of HMAC-SHA256, base64url. */
const SIGNATURE_LENGTH = 22;

/**
 * Links the site e-mails or redirects to (a newsletter confirmation, an unsubscribe link, a request's confirmation
 * page): `<payload>.<signature>`, an HMAC with the server's link secret, so nobody can make one for another id.
 */
export function createLinkSigner(secret: string) {
  const signature = (kind: LinkKind, payload: string) =>
    createHmac("sha256", secret).update(`${kind}:${payload}`).digest("base64url").slice(0, SIGNATURE_LENGTH);

  return {
    sign(kind: LinkKind, payload: string): string {
      if (!PAYLOAD.test(payload)) throw new Error(`A link payload must be URL-safe: ${payload}`);
      return `${payload}.${signature(kind, payload)}`;
    },

    /** The payload of a token signed for this kind, or null for anything else (forged, altered, malformed). */
    verify(kind: LinkKind, token: string): string | null {
      const dot = token.lastIndexOf(".");
      if (dot < 1) return null;
      const payload = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      if (!PAYLOAD.test(payload) || given.length !== SIGNATURE_LENGTH) return null;
      return timingSafeEqual(given, Buffer.from(signature(kind, payload))) ? payload : null;
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
