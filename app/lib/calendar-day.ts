/** How a calendar day is written: "Nov 23" on a chart's axis, "Sun, Nov 23, 2026" in a list, or in full in a letter. */
const STYLES = {
  short: { month: "short", day: "numeric" },
  medium: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  long: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const FORMATS = Object.fromEntries(
  Object.entries(STYLES).map(([style, options]) => [
    style,
    new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }),
  ]),
) as Record<keyof typeof STYLES, Intl.DateTimeFormat>;

/**
 * A calendar day as content and the database store it ("2026-11-23"), in words. It is a day, not a moment: read at
 * noon UTC and written in UTC, so no time zone moves it to the day before or after.
 */
export function calendarDay(day: string, style: keyof typeof STYLES): string {
  return FORMATS[style].format(new Date(`${day}T12:00:00Z`));
}
