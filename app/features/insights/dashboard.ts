/** What the staff dashboard's page and its server code share (no database code, safe in a browser). */

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
