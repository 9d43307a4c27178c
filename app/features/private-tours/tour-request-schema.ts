import * as v from "valibot";
import { MAX_FIELD_LENGTH } from "#app/features/forms/field-rules.ts";
import { emailField, nameField, trimmedText } from "#app/features/forms/schema-fields.ts";
import {
  calendarDate,
  MIX_OF_NEIGHBORHOODS,
  noticeProblem,
  OCCASIONS,
  type RequestFacts,
} from "./tour-request.ts";

/**
 * The private-tour request form's schema (issue 15): one for the browser and the server, made for the tour facts of
 * the build (group limits, notice periods) and for today's date in New York, where the tours run. The browser loads
 * it when a visitor starts on the form, or once the page is idle (use-field-errors.ts).
 */

/** At least seven digits, with the separators people type (+, spaces, dots, dashes, parentheses). */
const PHONE = /^(?=(?:\D*\d){7})[+\d\s().-]{7,40}$/;

const DATE_FIELDS = ["date1", "date2", "date3"] as const;

function preferredDate(facts: RequestFacts, today: string, missing: string | null) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value;
      const problem = !value
        ? missing
        : !calendarDate(value)
          ? "Enter the date as YYYY-MM-DD, or pick it from the calendar"
          : noticeProblem(facts, today, value);
      if (problem) addIssue({ message: problem });
    }),
  );
}

/** The request form's schema, for these facts and this day; the messages name what to fix, as the spec's do. */
export function tourRequestSchema(facts: RequestFacts, neighborhoods: readonly string[], today: string) {
  const { minGuests, maxGuests } = facts.privateTour;
  const guestsMessage = `Group size must be a whole number from ${minGuests} to ${maxGuests}`;
  return v.pipe(
    v.object({
      name: nameField,
      email: emailField("Email address is required", "Please enter a valid email address"),
      phone: v.pipe(
        v.string(),
        v.trim(),
        v.check(
          (value) => !value || PHONE.test(value),
          "Please enter a valid phone number, or leave it blank",
        ),
      ),
      date1: preferredDate(facts, today, "Choose your first preferred date"),
      date2: preferredDate(facts, today, "Choose a second date, in case the first is taken"),
      date3: preferredDate(facts, today, null),
      occasion: v.picklist(OCCASIONS, "Choose the occasion"),
      neighborhood: v.picklist([MIX_OF_NEIGHBORHOODS, ...neighborhoods], "Choose a neighborhood, or a mix"),
      accessibility: trimmedText(
        MAX_FIELD_LENGTH.notes,
        `Please keep this under ${MAX_FIELD_LENGTH.notes} characters`,
      ),
      message: trimmedText(
        MAX_FIELD_LENGTH.message,
        `Please keep your message under ${MAX_FIELD_LENGTH.message} characters`,
      ),
      guests: v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^\d{1,3}$/, guestsMessage),
        v.transform(Number),
        v.number(),
        v.minValue(minGuests, guestsMessage),
        v.maxValue(maxGuests, guestsMessage),
      ),
      consent: v.literal(true, "You must agree so we can reply to your request"),
    }),
    // Each date once: a later choice that repeats an earlier one is the one to change. Checked once every field is
    // right on its own, so a date still to fix is not also called a repeat.
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.issues) return;
      const request = dataset.value as Partial<Record<(typeof DATE_FIELDS)[number], unknown>>;
      const seen = new Set<unknown>();
      for (const key of DATE_FIELDS) {
        const value = request[key];
        if (!value) continue;
        if (seen.has(value)) {
          addIssue({
            message: "Choose a different date from your other choices",
            path: [{ type: "object", origin: "value", input: request, key, value }],
          });
        }
        seen.add(value);
      }
    }),
  );
}

export type TourRequest = v.InferOutput<ReturnType<typeof tourRequestSchema>>;
