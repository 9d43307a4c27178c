import type { ContactForm, ContactMessage } from "./schemas.ts";

/**
 * The forms' rules that need no schema library: patterns, length limits and the spec's defaults. The browser
 * forms use them from the first paint; the schemas (schemas.ts), loaded when a visitor starts on a form, and
 * the server build on them.
 */

/**
 * An e-mail address as mail is really delivered to: a local part of letters and digits (any script), dots between
 * them, and _ + - ' ; then a domain of dot-separated labels (letters, digits, inner hyphens) ending in a top-level
 * domain of letters (or its xn-- form). What no deliverable address needs is refused, above all what would steer a
 * mailto: link or a header: ? & % = # / ! and the like, spaces, quotes, brackets, a second @.
 */
export const EMAIL_PATTERN =
  /^[\p{L}\p{M}\p{N}_+'-]+(?:\.[\p{L}\p{M}\p{N}_+'-]+)*@(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z\d-]+)$/iu;
/** A plus sign, a non-zero digit, then 7 to 14 more digits (E.164). */
export const MOBILE_PATTERN = /^\+[1-9]\d{7,14}$/;

/** Longest value any text field takes: long enough for any real message, short enough to refuse junk. */
export const MAX_FIELD_LENGTH = {
  name: 100,
  email: 254,
  phone: 40,
  message: 5000,
  short: 200,
  notes: 2000,
} as const;

/**
 * The spec's mobile rule: a number starting with + keeps the plus and its digits; otherwise digits only, where ten
 * digits are a US number (+1 prefix) and any other non-empty length gets a + prefix.
 */
export function normaliseMobile(raw: string): string {
  const value = raw.trim();
  if (value.startsWith("+")) return `+${value.replace(/\D/g, "")}`;
  const digits = value.replace(/\D/g, "");
  if (!digits) return "";
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

export const NO_MESSAGE = "No message provided";
export const NO_PHONE = "Not provided";

/** The template parameters for a valid form: the spec's defaults for an empty message and the absent phone. */
export function contactTemplateParams(form: ContactForm, phone = ""): ContactMessage {
  return {
    name: form.name,
    email: form.email,
    phone: phone.trim() || NO_PHONE,
    message: form.message?.trim() || NO_MESSAGE,
  };
}

/** The first message for each field a form's schema refused. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * A form's first messages, field by field, read from its schema on the server (early-messages.server.ts) and shown
 * by the page before the form's island has started (early-check.ts): to the field left empty, and to an address
 * that is not one.
 */
export type EarlyMessages = Record<string, { missing?: string; invalid?: string }>;
