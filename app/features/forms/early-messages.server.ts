import type * as v from "valibot";
import { tourFacts, tourSummaries } from "#app/content/site.ts";
import { newYorkToday, REQUEST_TEXT_FIELDS } from "#app/features/private-tours/tour-request.ts";
import { tourRequestSchema } from "#app/features/private-tours/tour-request-schema.ts";
import type { EarlyMessages } from "./field-rules.ts";
import { adventureApplicationSchema, contactFormSchema } from "./schemas.ts";
import { validate } from "./validate.ts";

/**
 * What a form's schema says to an empty Send, and to e-mail addresses that are not one, for the page to show before
 * the form's island (and its schema) have arrived (docs/decisions/148). `empty` is the form as the page draws it,
 * empty; a field the schema refuses empty becomes required in the page. Read from the schema itself, so the first
 * message and the island's are the same words.
 */
export function earlyMessages<S extends v.GenericSchema>(
  schema: S,
  empty: Record<string, string | boolean>,
  emailFields: readonly string[] = ["email"],
): EarlyMessages {
  const messages: EarlyMessages = {};
  const refused = validate(schema, empty);
  for (const [name, message] of Object.entries<string | undefined>(refused.ok ? {} : refused.errors))
    if (message && name in empty) messages[name] = { missing: message };
  const notAnAddress = validate(schema, {
    ...empty,
    ...Object.fromEntries(emailFields.map((name) => [name, "not an address"])),
  });
  for (const name of emailFields) {
    const message = notAnAddress.ok
      ? undefined
      : (notAnAddress.errors as Record<string, string | undefined>)[name];
    if (message) messages[name] = { ...messages[name], invalid: message };
  }
  return messages;
}

/** The form as the page draws it, empty: its text fields blank, its boxes unticked. */
const emptyForm = (text: readonly string[], boxes: readonly string[] = []) => ({
  ...Object.fromEntries(text.map((name) => [name, ""])),
  ...Object.fromEntries(boxes.map((name) => [name, false])),
});

/** The contact form's first messages. */
export const contactEarlyMessages = () =>
  earlyMessages(contactFormSchema, emptyForm(["name", "email", "message"], ["consent"]));

/** The Adventure Cats application's first messages. */
export const adventureEarlyMessages = () =>
  earlyMessages(
    adventureApplicationSchema,
    emptyForm(
      ["first_name", "last_name", "email", "mobile", "instagram", "cat_name", "notes"],
      ["rules_accept", "waiver_accept"],
    ),
  );

/** The private-tour request's first messages (the group size has its default, so it is never empty). */
export const tourRequestEarlyMessages = () =>
  earlyMessages(
    tourRequestSchema(
      tourFacts,
      tourSummaries.map((tour) => tour.slug),
      newYorkToday(),
    ),
    { ...emptyForm(REQUEST_TEXT_FIELDS, ["consent"]), guests: String(tourFacts.privateTour.defaultGuests) },
  );
