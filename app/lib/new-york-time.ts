const NEW_YORK_PARTS = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export type NewYorkParts = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

/**
 * A moment as New York's wall clock reads it, daylight saving included: each part two digits ("09"), the year four.
 * Shared by the newsletter's schedule field and the staff exports.
 */
export function newYorkParts(moment: Date): NewYorkParts {
  return Object.fromEntries(
    NEW_YORK_PARTS.formatToParts(moment).map((part) => [part.type, part.value]),
  ) as NewYorkParts;
}
