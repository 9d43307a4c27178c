import * as z from "zod/mini";

/**
 * One schema per form, with the spec's exact messages (section 5). The browser forms and the server endpoints use
 * the same schemas, so a rule changes in one place. zod/mini keeps the form pages light.
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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

/** An e-mail address: required, the pattern, and a sane length, with the form's own two messages. */
const emailField = (required: string, invalid: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.regex(EMAIL_PATTERN, invalid),
      z.maxLength(MAX_FIELD_LENGTH.email, invalid),
    );

/** Optional free text, trimmed, with a length limit. */
const optionalText = (max: number, what = "this") =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `Please keep ${what} under ${max} characters`)));

const requiredText = (required: string, max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, `Please keep this under ${max} characters`));

// Contact form (spec, section 5). Message and phone are optional; the sent values fill in the spec's defaults.
export const contactFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Name is required"),
      z.minLength(2, "Name must be at least 2 characters"),
      z.maxLength(MAX_FIELD_LENGTH.name, `Please keep this under ${MAX_FIELD_LENGTH.name} characters`),
    ),
  email: emailField("Email address is required", "Please enter a valid email address"),
  message: optionalText(MAX_FIELD_LENGTH.message, "your message"),
  consent: z.literal(true, { error: "You must agree to receive updates" }),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const NO_MESSAGE = "No message provided";
export const NO_PHONE = "Not provided";

/** What the contact form sends (EmailJS template parameters), and what our endpoint accepts. */
export const contactMessageSchema = z.object({
  name: contactFormSchema.shape.name,
  email: contactFormSchema.shape.email,
  phone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(MAX_FIELD_LENGTH.phone, `Please keep this under ${MAX_FIELD_LENGTH.phone} characters`),
    ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Message is required"),
      z.maxLength(
        MAX_FIELD_LENGTH.message,
        `Please keep your message under ${MAX_FIELD_LENGTH.message} characters`,
      ),
    ),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The template parameters for a valid form: the spec's defaults for an empty message and the absent phone. */
export function contactTemplateParams(form: ContactForm, phone = ""): ContactMessage {
  return {
    name: form.name,
    email: form.email,
    phone: phone.trim() || NO_PHONE,
    message: form.message?.trim() || NO_MESSAGE,
  };
}

// Newsletter (Mailchimp's embedded-form fields). The footer form sends only EMAIL; the home form adds the rest.
export const newsletterSchema = z.object({
  EMAIL: emailField("Email address is required", "Please enter a valid email address"),
  FNAME: optionalText(MAX_FIELD_LENGTH.name),
  LNAME: optionalText(MAX_FIELD_LENGTH.name),
  CONSENT: z.optional(z.string()),
  tags: z.optional(z.string().check(z.maxLength(MAX_FIELD_LENGTH.short))),
});
export type NewsletterSignup = z.infer<typeof newsletterSchema>;

// Adventure Cats application (spec, sections 3 and 5): own checks, messages in the spec's words.
export const adventureApplicationSchema = z.object({
  first_name: requiredText("First name is required", MAX_FIELD_LENGTH.name),
  last_name: requiredText("Last name is required", MAX_FIELD_LENGTH.name),
  email: emailField("Email is required", "Enter a valid email address"),
  mobile: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Mobile is required"),
      z.overwrite(normaliseMobile),
      z.regex(MOBILE_PATTERN, "Enter a valid mobile in international format"),
    ),
  instagram: optionalText(MAX_FIELD_LENGTH.short),
  cat_name: requiredText("Cat name is required", MAX_FIELD_LENGTH.name),
  notes: optionalText(MAX_FIELD_LENGTH.notes, "your notes"),
  rules_accept: z.literal(true, { error: "Please confirm you've read the safety rules" }),
  waiver_accept: z.literal(true, { error: "Please accept the liability waiver" }),
});
export type AdventureApplication = z.infer<typeof adventureApplicationSchema>;

/** The hidden fields the application carries (spec, section 3). */
export const adventureHiddenFieldsSchema = z.object({
  _next: z.optional(z.string().check(z.maxLength(MAX_FIELD_LENGTH.notes))),
  _subject: z.optional(z.string().check(z.maxLength(MAX_FIELD_LENGTH.short))),
  _language: z.optional(z.string().check(z.maxLength(20))),
  page_slug: z.optional(z.string().check(z.maxLength(MAX_FIELD_LENGTH.short))),
  timestamp: z.optional(z.string().check(z.maxLength(40))),
  referrer_url: z.optional(z.string().check(z.maxLength(MAX_FIELD_LENGTH.notes))),
  utm_source: z.optional(z.string().check(z.maxLength(MAX_FIELD_LENGTH.short))),
  utm_medium: z.optional(z.string().check(z.maxLength(MAX_FIELD_LENGTH.short))),
  utm_campaign: z.optional(z.string().check(z.maxLength(MAX_FIELD_LENGTH.short))),
});

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Validates and returns either the parsed values or the first message for each failing field, in the order the
 * fields are declared (so focus goes to the first one on the page).
 */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors<z.infer<S>> } {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.infer<S>> };
}
