import { createHash } from "node:crypto";
import type { PublicEnv } from "../app/config/public-env.ts";

const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** The sha256 sources of every inline script in a page: pre-rendered pages are fixed, so hashes beat nonces. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.trim()) hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

function origin(value: string): string | null {
  return /^https?:\/\//.test(value) ? new URL(value).origin : null;
}

/**
 * The site's policy: our own files, each page's own inline scripts by hash, and exactly the outside hosts the
 * configured providers need (booking calendar, video, social reels, e-mail sending, analytics).
 */
export function contentSecurityPolicy(
  html: string,
  env: PublicEnv,
  options: { staff?: boolean; nonce?: string } = {},
): string {
  // A server-rendered response allows the inline scripts that carry its nonce, and no other; a pre-rendered page the
  // ones its build wrote, by hash (any script found in a rendered response would be allowed by hashing it).
  const inline = options.nonce ? [`'nonce-${options.nonce}'`] : inlineScriptHashes(html);
  const emailOrigin = origin(env.emailjs.origin);
  // The contact form posts to EmailJS's form endpoint itself when JavaScript has not run (docs/decisions/061).
  const formOrigins = [origin(env.newsletterAction), origin(env.adventureFormAction), emailOrigin].filter(
    (value): value is string => Boolean(value),
  );
  const insights = origin(env.insightsUrl);
  const analytics = env.analyticsId ? ["https://www.googletagmanager.com"] : [];
  const analyticsConnect = env.analyticsId
    ? ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]
    : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Staff pages (the staff area, the editor) run our own scripts only: no booking, social or analytics host.
    "script-src": options.staff
      ? ["'self'", ...inline]
      : ["'self'", ...inline, "https://fareharbor.com", "https://www.instagram.com", ...analytics],
    "style-src": ["'self'", "'unsafe-inline'", "https://fareharbor.com"],
    "img-src": [
      "'self'",
      "data:",
      // The content editor previews a chosen photo before it is saved.
      "blob:",
      "https://fareharbor.com",
      "https://*.fareharbor.com",
      "https://*.cdninstagram.com",
      "https://i.ytimg.com",
      ...analyticsConnect,
    ],
    "font-src": ["'self'", "https://fareharbor.com"],
    "connect-src": [
      "'self'",
      ...(emailOrigin ? [emailOrigin] : []),
      ...(insights ? [insights] : []),
      "https://fareharbor.com",
      ...analyticsConnect,
    ],
    // 'self': the staff's newsletter preview shows the e-mail in a frame of its own address.
    "frame-src": [
      "'self'",
      "https://fareharbor.com",
      "https://www.youtube-nocookie.com",
      "https://www.instagram.com",
    ],
    "media-src": ["'self'"],
    "form-action": ["'self'", ...formOrigins],
    "frame-ancestors": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
}

/** Headers every response carries. */
/**
 * The policy for an SVG file opened on its own (it is then a document): its own styles and embedded pictures draw,
 * scripts and everything else are refused. The server sends it, and so does a static host (`_headers`).
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * Strict-Transport-Security, sent over HTTPS only: browsers then use HTTPS for this host for a year, so a session
 * cookie never crosses plain HTTP. Not includeSubDomains or preload: other hosts of the domain are not ours to bind.
 */
export const HSTS = "max-age=31536000";

export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "SAMEORIGIN",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};
