/**
 * A month named from the visitor's own date (the tours page's urgency line, spec "Tours"). The pre-rendered page
 * names the month as of the build, in an element marked `data-visitor-month`; the islands runtime writes the
 * visitor's month into each such element, so the page never goes stale between deploys and no island (nor React)
 * has to start for it (docs/decisions/110).
 */
export const VISITOR_MONTH = "data-visitor-month";

/** This month until the 15th, the next month once the day of the month is past the 15th (spec, "Tours"). */
export function urgencyMonth(today: Date): string {
  const named = new Date(today.getFullYear(), today.getMonth() + (today.getDate() > 15 ? 1 : 0), 1);
  return named.toLocaleString("en-US", { month: "long" });
}

/** A text around its month: the text split at each `{month}`, where the marked element goes. */
export function aroundMonth(text: string): string[] {
  return text.split("{month}");
}

/** Writes the visitor's month into every marked element under `container`. */
export function showVisitorMonths(container: ParentNode, today = new Date()) {
  const month = urgencyMonth(today);
  for (const element of container.querySelectorAll(`[${VISITOR_MONTH}]`))
    if (element.textContent !== month) element.textContent = month;
}
