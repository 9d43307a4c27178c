/**
 * A month named from the visitor's own date (the tours page's urgency line, spec "Tours"). The pre-rendered page
 * names the month as of the build, in an element marked `data-visitor-month`; the islands runtime writes the
 * visitor's month into each such element, so the page never goes stale between deploys and no island (nor React)
 * has to start for it (docs/decisions/110).
 */
export const VISITOR_MONTH = "data-visitor-month";

/**
 * The months by name, as `toLocaleString("en-US", { month: "long" })` gives them. Named here rather than by Intl: the
 * browser's first date format loads its locale data, about 40 ms of the main thread on a phone-speed CPU, which the
 * runtime would spend at every page load (docs/performance.md, 2026-11-27).
 */
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
] as const;

/** This month until the 15th, the next month once the day of the month is past the 15th (spec, "Tours"). */
export function urgencyMonth(today: Date): string {
  const named = new Date(today.getFullYear(), today.getMonth() + (today.getDate() > 15 ? 1 : 0), 1);
  return MONTHS[named.getMonth()]!;
}

/** A text around its month: the text split at each `{month}`, where the marked element goes. */
export function aroundMonth(text: string): string[] {
  return text.split("{month}");
}

/** Writes the visitor's month into every marked element under `container`. */
export function showVisitorMonths(container: ParentNode, today = new Date()) {
  const elements = container.querySelectorAll(`[${VISITOR_MONTH}]`);
  if (!elements.length) return;
  const month = urgencyMonth(today);
  for (const element of elements) if (element.textContent !== month) element.textContent = month;
}
