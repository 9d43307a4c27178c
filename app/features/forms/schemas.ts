import * as v from "valibot";
import { MAX_FIELD_LENGTH, MOBILE_PATTERN, normaliseMobile } from "./field-rules.ts";
import { emailField, nameField, trimmedText } from "./schema-fields.ts";

/**
 * One schema per form, with the spec's exact messages (section 5). The browser forms and the server endpoints use
 * the same schemas, so a rule changes in one place. They are Valibot's, whose checks are separate functions the
 * bundler keeps only when a schema uses them: a form's checks cost the page about 3 KB (docs/decisions/172). The
 * browser loads this module only when a visitor starts on a form, or once the page is idle (use-field-errors.ts).
 * The limits and rules that need no schema library are in field-rules.ts.
 */

/** Optional free text, trimmed, with a length limit. */
const optionalText = (max: number, what = "this") =>
  v.optional(trimmedText(max, `Please keep ${what} under ${max} characters`));

const requiredText = (required: string, max: number, what = "this") =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, required),
    v.maxLength(max, `Please keep ${what} under ${max} characters`),
  );

/** A box the form must have ticked: anything but `true` gets the message. */
const ticked = (message: string) => v.literal(true, message);

/** An optional hidden value of at most `max` characters. */
const hidden = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));

// Contact form (spec, section 5). Message and phone are optional; the sent values fill in the spec's defaults.
export const contactFormSchema = v.object({
  name: nameField,
  email: emailField("Email address is required", "Please enter a valid email address"),
  message: optionalText(MAX_FIELD_LENGTH.message, "your message"),
  consent: ticked("You must agree to receive updates"),
});
export type ContactForm = v.InferOutput<typeof contactFormSchema>;

/** What the contact form sends (EmailJS template parameters), and what our endpoint accepts. */
export const contactMessageSchema = v.object({
  name: contactFormSchema.entries.name,
  email: contactFormSchema.entries.email,
  phone: trimmedText(MAX_FIELD_LENGTH.phone, `Please keep this under ${MAX_FIELD_LENGTH.phone} characters`),
  message: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, "Message is required"),
    v.maxLength(
      MAX_FIELD_LENGTH.message,
      `Please keep your message under ${MAX_FIELD_LENGTH.message} characters`,
    ),
  ),
});
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;

// Newsletter (Mailchimp's embedded-form fields). The footer form sends only EMAIL; the home form adds the rest, and a
// first name it sends must be more than spaces. The server answers in a page of its own, so each message names its
// field.
export const newsletterSchema = v.object({
  EMAIL: emailField("Email address is required", "Please enter a valid email address"),
  FNAME: v.optional(requiredText("First name is required", MAX_FIELD_LENGTH.name, "your first name")),
  LNAME: optionalText(MAX_FIELD_LENGTH.name, "your last name"),
  CONSENT: v.optional(v.string()),
  tags: hidden(MAX_FIELD_LENGTH.short),
});
export type NewsletterSignup = v.InferOutput<typeof newsletterSchema>;

// Adventure Cats application (spec, sections 3 and 5): own checks, messages in the spec's words.
export const adventureApplicationSchema = v.object({
  first_name: requiredText("First name is required", MAX_FIELD_LENGTH.name),
  last_name: requiredText("Last name is required", MAX_FIELD_LENGTH.name),
  email: emailField("Email is required", "Enter a valid email address"),
  mobile: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, "Mobile is required"),
    v.transform(normaliseMobile),
    v.regex(MOBILE_PATTERN, "Enter a valid mobile in international format"),
  ),
  instagram: optionalText(MAX_FIELD_LENGTH.short),
  cat_name: requiredText("Cat name is required", MAX_FIELD_LENGTH.name),
  notes: optionalText(MAX_FIELD_LENGTH.notes, "your notes"),
  rules_accept: ticked("Please confirm you've read the safety rules"),
  waiver_accept: ticked("Please accept the liability waiver"),
});
export type AdventureApplication = v.InferOutput<typeof adventureApplicationSchema>;

/** The hidden fields the application carries (spec, section 3). */
export const adventureHiddenFieldsSchema = v.object({
  _next: hidden(MAX_FIELD_LENGTH.notes),
  _subject: hidden(MAX_FIELD_LENGTH.short),
  _language: hidden(20),
  page_slug: hidden(MAX_FIELD_LENGTH.short),
  timestamp: hidden(40),
  referrer_url: hidden(MAX_FIELD_LENGTH.notes),
  utm_source: hidden(MAX_FIELD_LENGTH.short),
  utm_medium: hidden(MAX_FIELD_LENGTH.short),
  utm_campaign: hidden(MAX_FIELD_LENGTH.short),
});
