import type { TourFacts } from "#app/content/schema.ts";
import type { TourRequest } from "./tour-request-schema.ts";
import { calendarDay } from "#app/lib/calendar-day.ts";

/**
 * The private-tour request form (issue 15): its fields, dates and notice rules. Its schema, one for the browser and
 * the server, is in tour-request-schema.ts.
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
  return calendarDay(isoDate, "long");
}

export function isWeekend(isoDate: string): boolean {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** `from`, or the first day after it that is a weekday (or, with `weekend`, a Saturday or Sunday). */
export function firstOfKind(from: string, weekend: boolean): string {
  let date = from;
  while (isWeekend(date) !== weekend) date = addDays(date, 1);
  return date;
}

/**
 * The earliest weekday and weekend dates a request may ask for today (spec: 2 weeks; 4 to 6 weeks for weekends): each
 * a day of its kind, so a message never offers a Monday to someone who asked for a Saturday.
 */
export function earliestDates(facts: RequestFacts, today: string) {
  const { weekdayNoticeWeeks, weekendNoticeWeeks } = facts.privateTour;
  return {
    weekday: firstOfKind(addDays(today, weekdayNoticeWeeks * 7), false),
    weekend: firstOfKind(addDays(today, weekendNoticeWeeks.min * 7), true),
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

/** The preferred dates of a valid request, in the order given, the optional third left out when blank. */
export function preferredDates(request: Pick<TourRequest, "date1" | "date2" | "date3">): string[] {
  return [request.date1, request.date2, request.date3].filter(Boolean);
}
