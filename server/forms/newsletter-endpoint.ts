import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerCopy } from "../../app/content/server-copy.server.ts";
import { fillLaterTokens } from "../../app/content/tokens.ts";
import { newsletterSchema } from "../../app/features/forms/schemas.ts";
import { validate } from "../../app/features/forms/validate.ts";
import type { EmailTemplate } from "../../app/content/schema.ts";
import { PENDING_DAYS, RESEND_MINUTES, type ConfirmationMail, type Newsletter } from "../inbox/newsletter.ts";
import type { BrandedPageInput } from "./branded-page.ts";
import { isTicked, readFields, textFields } from "./request-body.ts";
import { sendPage } from "./responses.ts";

/** The tokens the server fills in the newsletter's copy (content/settings/newsletter.yaml). */
export const NEWSLETTER_TOKENS = { resendMinutes: RESEND_MINUTES, pendingDays: PENDING_DAYS };

/** The confirmation e-mail of a sign-up, from content/emails/newsletter-confirmation.yaml. */
export function confirmationMail(template: EmailTemplate): ConfirmationMail {
  return (links) => {
    const values = { ...links, ...NEWSLETTER_TOKENS, firstName: links.firstName || "there" };
    return {
      subject: fillLaterTokens(template.subject, values),
      body: fillLaterTokens(template.body, values),
    };
  };
}

/** A page of content/settings/newsletter.yaml, as the server's small branded page. */
export function newsletterPage(
  copy: ServerCopy,
  page: { title: string; heading: string; paragraphs: string[] },
  tone: BrandedPageInput["tone"],
  extra: Pick<BrandedPageInput, "items" | "form"> = {},
): BrandedPageInput {
  return {
    title: page.title,
    heading: page.heading,
    paragraphs: page.paragraphs.map((text) => fillLaterTokens(text, NEWSLETTER_TOKENS)),
    tone,
    home: copy.newsletter.backHome,
    ...extra,
  };
}

export function signupProblemPage(copy: ServerCopy, problems: string[]): BrandedPageInput {
  return newsletterPage(copy, copy.newsletter.problem, "error", { items: problems });
}

/**
 * Mailchimp's embedded-form endpoint, served by the site: EMAIL, FNAME, LNAME, CONSENT, tags and the honeypot.
 * A sign-up is recorded with what the person agreed to and a confirmation link goes out through the outbox (double
 * opt-in); the answer, a page for the new tab the form opened, is the same whether the address was new, pending,
 * subscribed or unsubscribed, so it never tells who is on the list.
 */
export async function handleNewsletter(
  req: IncomingMessage,
  res: ServerResponse,
  deps: {
    newsletter: Newsletter;
    copy: () => ServerCopy;
    honeypot: string;
    clientHash: string;
    stylesheets: readonly string[];
  },
): Promise<boolean> {
  const copy = deps.copy();
  const { fields } = await readFields(req, ["urlencoded", "multipart"]);
  const text = textFields(fields, ["EMAIL", "FNAME", "LNAME", "CONSENT", "tags", deps.honeypot]);
  // Nothing is confirmed yet: no check mark until the reader confirms.
  const checkInbox = newsletterPage(copy, copy.newsletter.checkInbox, "waiting");
  // A filled honeypot is a bot: it gets the same page a person would, and nothing is kept.
  if (text[deps.honeypot]?.trim()) {
    sendPage(res, 200, checkInbox, deps.stylesheets);
    return false;
  }
  const result = validate(newsletterSchema, {
    EMAIL: text.EMAIL ?? "",
    FNAME: text.FNAME,
    LNAME: text.LNAME,
    CONSENT: text.CONSENT,
    tags: text.tags,
  });
  if (!result.ok) {
    sendPage(res, 400, signupProblemPage(copy, Object.values(result.errors)), deps.stylesheets);
    return false;
  }
  // The home form's box is ticked; the footer form has none, and its own words are what was agreed to.
  const form = isTicked(text.CONSENT) ? "home" : "footer";
  const firstName = result.data.FNAME ?? "";
  const outcome = await deps.newsletter.signUp(
    {
      email: result.data.EMAIL,
      firstName,
      lastName: result.data.LNAME ?? "",
      tags: result.data.tags ?? "",
      form,
      consentWording: copy.consentWording[form],
      clientHash: deps.clientHash,
    },
    confirmationMail(copy.newsletterConfirmation),
  );
  sendPage(res, 200, checkInbox, deps.stylesheets);
  // Acknowledged and stored (a repeat within the re-send wait stores nothing, so it is not counted again).
  return outcome === "sent";
}
