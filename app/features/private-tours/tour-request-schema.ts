import * as z from "zod/mini";
import { EMAIL_PATTERN, MAX_FIELD_LENGTH } from "#app/features/forms/field-rules.ts";
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
 * it when a visitor starts on the form (use-field-errors.ts).
 */

/** At least seven digits, with the separators people type (+, spaces, dots, dashes, parentheses). */
const PHONE = /^(?=(?:\D*\d){7})[+\d\s().-]{7,40}$/;

const trimmed = (check: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), ...check);

function preferredDate(facts: RequestFacts, today: string, missing: string | null) {
  return z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const problem = !value
        ? missing
        : !calendarDate(value)
          ? "Enter the date as YYYY-MM-DD, or pick it from the calendar"
          : noticeProblem(facts, today, value);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
    }),
  );
}

/** The request form's schema, for these facts and this day; the messages name what to fix, as the spec's do. */
export function tourRequestSchema(facts: RequestFacts, neighborhoods: readonly string[], today: string) {
  const { minGuests, maxGuests } = facts.privateTour;
  const guestsMessage = `Group size must be a whole number from ${minGuests} to ${maxGuests}`;
  return z
    .object({
      name: trimmed([
        z.minLength(1, "Name is required"),
        z.minLength(2, "Name must be at least 2 characters"),
        z.maxLength(MAX_FIELD_LENGTH.name, `Please keep this under ${MAX_FIELD_LENGTH.name} characters`),
      ]),
      email: trimmed([
        z.minLength(1, "Email address is required"),
        z.regex(EMAIL_PATTERN, "Please enter a valid email address"),
        z.maxLength(MAX_FIELD_LENGTH.email, "Please enter a valid email address"),
      ]),
      phone: z.string().check(
        z.trim(),
        z.refine(
          (value) => !value || PHONE.test(value),
          "Please enter a valid phone number, or leave it blank",
        ),
      ),
      date1: preferredDate(facts, today, "Choose your first preferred date"),
      date2: preferredDate(facts, today, "Choose a second date, in case the first is taken"),
      date3: preferredDate(facts, today, null),
      occasion: z.enum(OCCASIONS, { error: "Choose the occasion" }),
      neighborhood: z.enum([MIX_OF_NEIGHBORHOODS, ...neighborhoods], {
        error: "Choose a neighborhood, or a mix",
      }),
      accessibility: trimmed([
        z.maxLength(MAX_FIELD_LENGTH.notes, `Please keep this under ${MAX_FIELD_LENGTH.notes} characters`),
      ]),
      message: trimmed([
        z.maxLength(
          MAX_FIELD_LENGTH.message,
          `Please keep your message under ${MAX_FIELD_LENGTH.message} characters`,
        ),
      ]),
      guests: z.pipe(
        z.string().check(z.trim(), z.regex(/^\d{1,3}$/, guestsMessage)),
        z.pipe(
          z.transform((value: string) => Number(value)),
          z.number().check(z.minimum(minGuests, guestsMessage), z.maximum(maxGuests, guestsMessage)),
        ),
      ),
      consent: z.literal(true, { error: "You must agree so we can reply to your request" }),
    })
    .check(
      z.superRefine((request, ctx) => {
        const seen = new Set<string>();
        for (const field of ["date1", "date2", "date3"] as const) {
          const value = request[field];
          if (!value) continue;
          if (seen.has(value)) {
            ctx.addIssue({
              code: "custom",
              message: "Choose a different date from your other choices",
              path: [field],
              input: value,
            });
          }
          seen.add(value);
        }
      }),
    );
}

export type TourRequest = z.output<ReturnType<typeof tourRequestSchema>>;
