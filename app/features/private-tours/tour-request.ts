import * as z from "zod/mini";
import type { TourFacts } from "#app/content/schema.ts";
import { EMAIL_PATTERN, MAX_FIELD_LENGTH } from "#app/features/forms/schemas.ts";

/**
 * The private-tour request form (issue 15): one schema for the browser and the server, made for the tour facts of
 * the build (group limits, notice periods) and for today's date in New York, where the tours run.
 */

/** The occasions a group can name, in the form's order; their labels are content (private-tours.yaml). */
export const OCCASIONS = ["corporate", "birthday", "family", "school", "other"] as const;
export type Occasion = (typeof OCCASIONS)[number];

/** A neighborhood preference: a tour's slug, or a mix of stops from several. */
export const MIX_OF_NEIGHBORHOODS = "mix";

/** How far ahead a request may ask: we plan a season at a time. */
export const LATEST_REQUEST_DAYS = 365;

/** The form's text fields, in the order the form shows them (the first message gets the focus). */
export const REQUEST_TEXT_FIELDS = [
  "name",
  "email",
  "phone",
  "date1",
  "date2",
  "date3",
  "occasion",
  "neighborhood",
  "accessibility",
  "message",
  "guests",
] as const;
export type TourRequestTextField = (typeof REQUEST_TEXT_FIELDS)[number];

/** What the visitor typed, as the form shows it again after a refused post. */
export type TourRequestValues = Record<TourRequestTextField, string> & { consent: boolean };

export const EMPTY_TOUR_REQUEST: TourRequestValues = {
  name: "",
  email: "",
  phone: "",
  date1: "",
  date2: "",
  date3: "",
  guests: "",
  occasion: "",
  neighborhood: "",
  accessibility: "",
  message: "",
  consent: false,
};

export type RequestFacts = Pick<TourFacts, "privateTour">;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** At least seven digits, with the separators people type (+, spaces, dots, dashes, parentheses). */
const PHONE = /^(?=(?:\D*\d){7})[+\d\s().-]{7,40}$/;
const DAY_MS = 86_400_000;

/** Today's date in New York as YYYY-MM-DD: the notice periods count from the tours' own calendar. */
export function newYorkToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** A YYYY-MM-DD date that exists (no February 30), as a UTC midnight, or null. */
export function calendarDate(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? date : null;
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** "Saturday, December 19, 2026": a date as the form's messages and the staff pages say it. */
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function isWeekend(isoDate: string): boolean {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** The earliest weekday and weekend dates a request may ask for today (spec: 2 weeks; 4 to 6 weeks for weekends). */
export function earliestDates(facts: RequestFacts, today: string) {
  const { weekdayNoticeWeeks, weekendNoticeWeeks } = facts.privateTour;
  return {
    weekday: addDays(today, weekdayNoticeWeeks * 7),
    weekend: addDays(today, weekendNoticeWeeks.min * 7),
    latest: addDays(today, LATEST_REQUEST_DAYS),
  };
}

/** The message for a date that breaks a notice rule, or undefined for a date we can plan. */
export function noticeProblem(facts: RequestFacts, today: string, isoDate: string): string | undefined {
  const earliest = earliestDates(facts, today);
  const { weekdayNoticeWeeks, weekendNoticeWeeks } = facts.privateTour;
  if (isWeekend(isoDate)) {
    if (isoDate < earliest.weekend) {
      return `Weekend tours need at least ${weeks(weekendNoticeWeeks.min)}' notice: choose ${longDate(earliest.weekend)} or later`;
    }
  } else if (isoDate < earliest.weekday) {
    return `Weekday tours need at least ${weeks(weekdayNoticeWeeks)}' notice: choose ${longDate(earliest.weekday)} or later`;
  }
  if (isoDate > earliest.latest) {
    return `We plan up to a year ahead: choose ${longDate(earliest.latest)} or earlier`;
  }
  return undefined;
}

function weeks(count: number): string {
  return `${count} week${count === 1 ? "" : "s"}`;
}

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

/** The preferred dates of a valid request, in the order given, the optional third left out when blank. */
export function preferredDates(request: Pick<TourRequest, "date1" | "date2" | "date3">): string[] {
  return [request.date1, request.date2, request.date3].filter(Boolean);
}
