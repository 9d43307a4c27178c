import * as z from "zod/mini";
import { EMAIL_PATTERN, MAX_FIELD_LENGTH, MOBILE_PATTERN, normaliseMobile } from "./field-rules.ts";

/**
 * One schema per form, with the spec's exact messages (section 5). The browser forms and the server endpoints use
 * the same schemas, so a rule changes in one place. zod/mini keeps the form pages light, and the browser loads this
 * module only when a visitor starts on a form (use-field-errors.ts). The limits and rules without zod are in
 * field-rules.ts.
 */

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
