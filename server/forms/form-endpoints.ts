import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerCopy } from "../../app/content/server-copy.server.ts";
import type { PublicEnv } from "../../app/config/public-env.ts";
import type { InsightForm } from "../../db/statuses.ts";
import { CONTACT_PAGE_PATH } from "../../app/features/forms/contact-post.ts";
import { honeypotNameFor } from "../../app/features/forms/honeypot-name.ts";
import type { DynamicHandler } from "../app.ts";
import type { Newsletter } from "../inbox/newsletter.ts";
import type { Submissions } from "../inbox/submissions.ts";
import type { SiteOrigins } from "../site-address.ts";
import { handleAdventure } from "./adventure-endpoint.ts";
import { handleContact } from "./contact-endpoint.ts";
import { handleNewsletter, signupProblemPage } from "./newsletter-endpoint.ts";
import { TOO_FAST, type FormRateLimits } from "./rate-limit.ts";
import { SubmissionError } from "./request-body.ts";
import { discardRest, methodNotAllowed, sendJson, sendPage, sendPlain, wantsJson } from "./responses.ts";

export type FormEndpointOptions = {
  submissions: Submissions;
  /** The newsletter's double opt-in (server/inbox/newsletter.ts). */
  newsletter: Newsletter;
  /** The live build's copy for the newsletter's answers and its confirmation e-mail. */
  copy: () => ServerCopy;
  publicEnv: PublicEnv;
  /** The salted hash of the client's address (server/client-address.ts). */
  clientHash: (req: IncomingMessage) => string;
  /** The site's stylesheet, for the small pages the newsletter and application endpoints answer. */
  stylesheets: readonly string[];
  /** The site's own addresses: the application's next page must be on one (docs/decisions/156). */
  siteOrigins: SiteOrigins;
  /** The per-client limits, shared with the contact page's own post (server/forms/contact-page.ts). */
  limits: FormRateLimits;
  /** Called once a submission is stored and acknowledged (the insights count it), with the form's own path. */
  onStored?: (req: IncomingMessage, form: InsightForm, formPath: string) => void;
};

type Endpoint = "contact" | "contact-form" | "newsletter" | "adventure" | "unknown-form";

function endpointFor(pathname: string): Endpoint | null {
  if (pathname === "/api/v1.0/email/send") return "contact";
  if (pathname === "/api/v1.0/email/send-form") return "contact-form";
  if (pathname === "/subscribe/post") return "newsletter";
  if (pathname === "/f/adventure-cats") return "adventure";
  if (pathname.startsWith("/f/")) return "unknown-form";
  return null;
}

/**
 * Our stand-ins for the three providers' endpoints, answered before anything else: the method, the client's rate,
 * the content type and size are checked before the body is parsed; a submission is acknowledged only once stored.
 */
export function createFormEndpoints(options: FormEndpointOptions): DynamicHandler {
  const { limits } = options;
  const honeypot = honeypotNameFor(options.publicEnv.newsletterAction);
  const { stylesheets, submissions } = options;

  function refuse(
    req: IncomingMessage,
    res: ServerResponse,
    endpoint: Endpoint,
    error: SubmissionError,
    headers: Record<string, string> = {},
  ) {
    if (endpoint === "newsletter") {
      sendPage(res, error.status, signupProblemPage(options.copy(), [error.message]), stylesheets, headers);
    } else if (endpoint === "adventure" && wantsJson(req)) {
      const errors = error.field ? [{ field: error.field, message: error.message }] : [];
      sendJson(res, error.status, { error: error.message, errors }, headers);
    } else {
      sendPlain(res, error.status, `${error.message}\n`, headers);
    }
    // Not "Connection: close": closing on a sender still sending resets the connection, and the answer is lost.
    discardRest(req);
  }

  return async (req, res, url) => {
    const endpoint = endpointFor(url.pathname);
    if (!endpoint) return false;
    if (endpoint === "unknown-form") {
      if (wantsJson(req)) sendJson(res, 404, { error: "Form not found" });
      else sendPlain(res, 404, "Form not found.\n");
      discardRest(req);
      return true;
    }
    if (req.method !== "POST") {
      methodNotAllowed(res, req.method ?? "GET");
      return true;
    }
    const clientHash = options.clientHash(req);
    try {
      const limit = endpoint === "contact-form" ? limits.contact : limits[endpoint];
      const wait = await limit.hit(clientHash);
      if (wait) {
        refuse(req, res, endpoint, new SubmissionError(429, TOO_FAST), { "Retry-After": String(wait) });
        return true;
      }
      let stored: boolean;
      if (endpoint === "contact" || endpoint === "contact-form") {
        stored = await handleContact(req, res, endpoint === "contact" ? "send" : "send-form", {
          submissions,
          emailjs: options.publicEnv.emailjs,
          clientHash,
        });
      } else if (endpoint === "newsletter") {
        stored = await handleNewsletter(req, res, {
          newsletter: options.newsletter,
          copy: options.copy,
          honeypot,
          clientHash,
          stylesheets,
        });
      } else {
        stored = await handleAdventure(req, res, {
          submissions,
          siteOrigins: options.siteOrigins,
          clientHash,
          stylesheets,
        });
      }
      const form: InsightForm = endpoint === "newsletter" || endpoint === "adventure" ? endpoint : "contact";
      // Counted under the page that sent it when its Referer is on the site; else under the form's own page: the
      // EmailJS addresses (/api/...) are among those the insights never keep, and the contact form lives on /contact.
      if (stored) options.onStored?.(req, form, form === "contact" ? CONTACT_PAGE_PATH : url.pathname);
    } catch (error) {
      if (!(error instanceof SubmissionError)) throw error;
      refuse(req, res, endpoint, error);
    }
    return true;
  };
}
