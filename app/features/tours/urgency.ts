import { fillLaterTokens } from "#app/content/tokens.ts";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * The month the urgency message names: this month until the 15th, the next month once the day of the month is past
 * the 15th (spec, "Tours").
 */
export function urgencyMonth(today: Date): string {
  const month = today.getDate() > 15 ? (today.getMonth() + 1) % 12 : today.getMonth();
  return MONTHS[month] ?? "";
}

/** The tours page's urgency line, with its {month} filled in. */
export function urgencyMessage(message: string, today: Date): string {
  return fillLaterTokens(message, { month: urgencyMonth(today) });
}
