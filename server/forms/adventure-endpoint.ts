import type { IncomingMessage, ServerResponse } from "node:http";
import { adventureApplicationSchema, adventureHiddenFieldsSchema } from "../../app/features/forms/schemas.ts";
import { validate } from "../../app/features/forms/validate.ts";
import {
  ADVENTURE_THANKS_PATH,
  RECORDED_UTM_KEYS,
  thanksUrl,
} from "../../app/features/forms/adventure-submission.ts";
import type { Submissions } from "../inbox/submissions.ts";
import type { SiteOrigins } from "../site-address.ts";
import type { BrandedPageInput } from "./branded-page.ts";
import { isTicked, readFields, textFields } from "./request-body.ts";
import { seeOther, sendJson, sendPage, wantsJson } from "./responses.ts";

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

/** The thank-you page on this site, carrying the visit's recorded campaign (utm) parameters as the form service does. */
export function thanksWithCampaign(
  utm: Partial<Record<(typeof RECORDED_UTM_KEYS)[number], string>> = {},
): string {
  const campaign = new URLSearchParams();
  for (const key of RECORDED_UTM_KEYS) {
    const value = utm[key];
    if (value?.trim()) campaign.append(key, value);
  }
  return thanksUrl("", campaign.toString());
}

/**
 * Where to send the visitor after the form: `_next` when it is a page of this site (a path, or a full URL on one of
 * the site's own origins: its public address or the one its pages were built for, never the address a request came
 * to, docs/decisions/156), reduced to its path; anything else goes to the thank-you page with the campaign kept. The
 * answer is always a path here: never an open redirect.
 */
export function safeNextPath(
  next: string | undefined,
  origins: readonly string[],
  fallback: string = ADVENTURE_THANKS_PATH,
): string {
  const value = next?.trim();
  const allowed = origins.flatMap((origin) => {
    try {
      return [new URL(origin).origin.toLowerCase()];
    } catch {
      return [];
    }
  });
  const home = allowed[0];
  if (!value || !home) return fallback;
  const isPath = value.startsWith("/");
  const isSiteUrl = allowed.some((origin) => value.toLowerCase().startsWith(`${origin}/`));
  if (!isPath && !isSiteUrl) return fallback;
  let url: URL;
  try {
    url = new URL(value, `${home}/`);
  } catch {
    return fallback;
  }
  if (!allowed.includes(url.origin.toLowerCase())) return fallback;
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
  deps: {
    submissions: Submissions;
    siteOrigins: SiteOrigins;
    clientHash: string;
    stylesheets: readonly string[];
  },
): Promise<boolean> {
  const json = wantsJson(req);
  const { fields } = await readFields(req, ["multipart", "urlencoded", "json"]);
  const text = textFields(fields, TEXT_FIELDS);
  const next = safeNextPath(text._next, await deps.siteOrigins(), thanksWithCampaign(text));
  const done = () => (json ? sendJson(res, 200, { ok: true, next }) : seeOther(res, next));
  // A filled honeypot is a bot: it is answered as a person would be, and nothing is kept.
  if (text[ADVENTURE_HONEYPOT]?.trim()) {
    done();
    return false;
  }

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
    if (json) sendJson(res, 400, { error: "Please correct the highlighted fields.", errors });
    else sendPage(res, 400, problemPage(errors), deps.stylesheets);
    return false;
  }
  await deps.submissions.saveApplication(application.data, hidden.data, next, deps.clientHash);
  done();
  return true;
}
