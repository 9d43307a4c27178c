import { NO_PHONE, type FieldErrors } from "./field-rules.ts";
import type { ContactForm } from "./schemas.ts";
import type { EmailSettings } from "./send-contact-message.ts";

/**
 * The contact form as the browser posts it itself, before or without JavaScript (docs/decisions/061). With the
 * app running, the form sends with EmailJS and never posts.
 */

/** Where the contact page's own post goes, and where a stored message leads. */
export const CONTACT_PAGE_PATH = "/contact";
export const CONTACT_THANKS_PATH = "/contact/thanks";

/** What the visitor typed, as the page shows it again. */
export type ContactFormValues = { name: string; email: string; message: string; consent: boolean };

/** The page's answer to a post it did not store: what was typed, each field's message, or one for the whole post. */
export type ContactPostReply = {
  values: ContactFormValues;
  errors: FieldErrors<ContactForm>;
  /** A refusal of the post as a whole (too many messages, a body no browser form sends). */
  problem?: string;
};

export type ContactPostOutcome =
  { sent: true } | (ContactPostReply & { sent: false; status: number; headers?: Record<string, string> });

/** The contact page's own post, as the server hands it to the route (the client hash bound in). */
export type ContactPagePost = (request: Request) => Promise<ContactPostOutcome>;

export type ContactFormTarget = {
  action: string;
  encType?: "multipart/form-data";
  /** Fields the provider needs that the visitor does not type. */
  hidden: [name: string, value: string][];
};

/**
 * The form's own action. By default this site's contact page, whose action stores the message and answers a
 * confirmation page or the form again with its messages. With EmailJS configured, EmailJS's form endpoint: it takes
 * a multipart form with the identifiers as fields, sends the e-mail and answers a plain "OK".
 */
export function contactFormTarget(settings: EmailSettings): ContactFormTarget {
  if (!settings.origin) return { action: CONTACT_PAGE_PATH, hidden: [] };
  return {
    action: `${settings.origin}/api/v1.0/email/send-form`,
    encType: "multipart/form-data",
    hidden: [
      ["user_id", settings.publicKey],
      ["service_id", settings.serviceId],
      ["template_id", settings.templateId],
      // The template's phone reads as it does from the app, which always sends this.
      ["phone", NO_PHONE],
    ],
  };
}
