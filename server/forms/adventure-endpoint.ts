import type { IncomingMessage, ServerResponse } from "node:http";
import {
  adventureApplicationSchema,
  adventureHiddenFieldsSchema,
  validate,
} from "../../app/features/forms/schemas.ts";
import type { Submissions } from "../inbox/submissions.ts";
import type { BrandedPageInput } from "./branded-page.ts";
import { isTicked, readFields, textFields } from "./request-body.ts";
import { seeOther, sendJson, sendPage, wantsJson } from "./responses.ts";

export const ADVENTURE_THANKS_PATH = "/adventure-cats/thanks";
export const ADVENTURE_HONEYPOT = "_website";

const TEXT_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "mobile",
  "instagram",
  "cat_name",
  "notes",
  ADVENTURE_HONEYPOT,
  "_next",
  "_subject",
  "_language",
  "page_slug",
  "timestamp",
  "referrer_url",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const;

/**
 * Where to send the visitor after the form: `_next` when it is a page of this site (a path, or a full URL on the
 * site's own origin), reduced to its path; anything else goes to the thank-you page. Never an open redirect.
 */
export function safeNextPath(next: string | undefined, siteUrl: string): string {
  const value = next?.trim();
  if (!value) return ADVENTURE_THANKS_PATH;
  const site = new URL(siteUrl);
  const isPath = value.startsWith("/");
  const isSiteUrl = value.toLowerCase().startsWith(`${site.origin.toLowerCase()}/`);
  if (!isPath && !isSiteUrl) return ADVENTURE_THANKS_PATH;
  let url: URL;
  try {
    url = new URL(value, `${site.origin}/`);
  } catch {
    return ADVENTURE_THANKS_PATH;
  }
  if (url.origin !== site.origin) return ADVENTURE_THANKS_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

type FieldError = { field: string; message: string };

function problemPage(errors: FieldError[]): BrandedPageInput {
  return {
    title: "Application Problem",
    heading: "Your application needs a fix",
    paragraphs: ["Nothing was sent yet. Please go back to the form, correct these and send it again:"],
    items: errors.map((error) => error.message),
    tone: "error",
  };
}

/**
 * The form service's endpoint (Formspree's shape) for the Adventure Cats application: multipart, urlencoded or
 * JSON in; a 303 to `_next`, or `{ok, next}` for `Accept: application/json`; field errors as 400.
 */
export async function handleAdventure(
  req: IncomingMessage,
  res: ServerResponse,
  deps: { submissions: Submissions; siteUrl: string; clientHash: string; stylesheets: readonly string[] },
) {
  const json = wantsJson(req);
  const { fields } = await readFields(req, ["multipart", "urlencoded", "json"]);
  const text = textFields(fields, TEXT_FIELDS);
  const next = safeNextPath(text._next, deps.siteUrl);
  const done = () => (json ? sendJson(res, 200, { ok: true, next }) : seeOther(res, next));
  // A filled honeypot is a bot: it is answered as a person would be, and nothing is kept.
  if (text[ADVENTURE_HONEYPOT]?.trim()) return done();

  const application = validate(adventureApplicationSchema, {
    first_name: text.first_name ?? "",
    last_name: text.last_name ?? "",
    email: text.email ?? "",
    mobile: text.mobile ?? "",
    instagram: text.instagram,
    cat_name: text.cat_name ?? "",
    notes: text.notes,
    rules_accept: isTicked(fields.rules_accept),
    waiver_accept: isTicked(fields.waiver_accept),
  });
  const hidden = validate(adventureHiddenFieldsSchema, {
    _subject: text._subject,
    _language: text._language,
    page_slug: text.page_slug,
    timestamp: text.timestamp,
    referrer_url: text.referrer_url,
    utm_source: text.utm_source,
    utm_medium: text.utm_medium,
    utm_campaign: text.utm_campaign,
  });
  const errors: FieldError[] = [
    ...Object.entries(application.ok ? {} : application.errors).map(([field, message]) => ({
      field,
      message: message ?? "This value is not valid",
    })),
    // The hidden fields only have a length limit.
    ...Object.keys(hidden.ok ? {} : hidden.errors).map((field) => ({
      field,
      message: `${field} is too long`,
    })),
  ];
  if (!application.ok || !hidden.ok) {
    if (json) return sendJson(res, 400, { error: "Please correct the highlighted fields.", errors });
    return sendPage(res, 400, problemPage(errors), deps.stylesheets);
  }
  await deps.submissions.saveApplication(application.data, hidden.data, next, deps.clientHash);
  done();
}
