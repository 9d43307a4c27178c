/** What the staff dashboard's page and its server code share (no database code, safe in a browser). */
import type { DeviceClass, VitalMetric } from "#db/statuses.ts";

/** The ranges the dashboard offers, in days ending today. */
export const RANGE_PRESETS = [7, 28, 90, 365] as const;

/** One chart's numbers: the chart draws them, the table view lists them, the CSV exports them. */
export type ChartTable = {
  id: "visitors" | "pages" | "sources" | "campaigns" | "tours" | "conversion";
  title: string;
  columns: string[];
  rows: (string | number)[][];
};

export const CHART_IDS: readonly ChartTable["id"][] = [
  "visitors",
  "pages",
  "sources",
  "campaigns",
  "tours",
  "conversion",
];

/** A share as a percentage with one decimal ("12.5%"), or "–" when there is nothing to divide. */
export function percent(part: number, whole: number): string {
  return whole ? `${((part / whole) * 100).toFixed(1)}%` : "–";
}

const DAY_LABEL = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const yearOf = (day: string) => day.slice(0, 4);

/** "2026-11-25" as staff read dates everywhere else: "Wed, Nov 25" (noon UTC, so the day never shifts). */
export function dayLabel(day: string): string {
  return DAY_LABEL.format(new Date(`${day}T12:00:00Z`));
}

/** A range in words: "Wed, Nov 25 to Tue, Dec 1, 2026", each year named when the range spans two. */
export function rangeLabel(from: string, to: string): string {
  const sameYear = yearOf(from) === yearOf(to);
  return `${sameYear ? dayLabel(from) : dayYearLabel(from)} to ${dayYearLabel(to)}`;
}

/** A day with its year: "Fri, Nov 20, 2025". */
export function dayYearLabel(day: string): string {
  return `${dayLabel(day)}, ${yearOf(day)}`;
}

/** One measure's 75th percentile over a range, rated against Google's limits. */
export type VitalFigure = { p75: number; samples: number; rating: "good" | "needs improvement" | "poor" };
/** One kind of device on one page (path null: every page together), with what its visitors' browsers reported. */
export type VitalRow = {
  path: string | null;
  device: DeviceClass;
  figures: Partial<Record<VitalMetric, VitalFigure>>;
};
export type VitalRows = { overall: VitalRow[]; pages: VitalRow[] };

/** A measure as staff read it: "1.84 s" for loading, "96 ms" for a tap's answer, "0.04" for shifting. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === "LCP") return `${(value / 1000).toFixed(2)} s`;
  if (metric === "INP") return `${Math.round(value)} ms`;
  return value.toFixed(2);
}
