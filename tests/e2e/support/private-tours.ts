import { addDays, isWeekend, newYorkToday } from "../../../app/features/private-tours/tour-request.ts";
import { content } from "./content.ts";

const { privateTour } = content.tourFacts;
export const today = newYorkToday();

/** The first date from `from` days ahead that is a weekday (or a weekend day). */
function dateAhead(from: number, weekend: boolean): string {
  let date = addDays(today, from);
  while (isWeekend(date) !== weekend) date = addDays(date, 1);
  return date;
}

/** Dates a request may ask for today (past each notice period), and one too soon for any. */
export const requestDates = {
  weekday: dateAhead(privateTour.weekdayNoticeWeeks * 7 + 1, false),
  weekend: dateAhead(privateTour.weekendNoticeWeeks.min * 7 + 1, true),
  tooSoon: dateAhead(3, false),
};

/** A request as the form posts it, naming itself by its message. */
export function requestForm(message: string): Record<string, string> {
  return {
    name: "Durable Dana",
    email: "dana@example.com",
    phone: "",
    date1: requestDates.weekday,
    date2: requestDates.weekend,
    date3: "",
    guests: "9",
    occasion: "family",
    neighborhood: "mix",
    accessibility: "",
    message,
    consent: "yes",
    website: "",
  };
}
