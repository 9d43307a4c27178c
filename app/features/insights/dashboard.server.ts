import { privateTour, tourSummaries } from "#app/content/site.ts";
import { refusal } from "#app/features/admin/staff.server.ts";
import type { Problem } from "#app/lib/problems.ts";
import type { Insights, InsightTotals } from "#server/insights/insights.ts";
import { shiftDay } from "#server/insights/visitor-hash.ts";
import { rateVital } from "#server/insights/vitals.ts";
import { DEVICE_CLASSES } from "#db/statuses.ts";
import { percent, type ChartTable, type VitalRow, type VitalRows } from "./dashboard.ts";

const DEFAULT_DAYS = 28;
/** The longest range one page shows: two years of daily totals. */
const MAX_DAYS = 731;

export type DateRange = { from: string; to: string; days: number };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as YYYY-MM-DD: month 13 or February 30 is not one (and never reaches toISOString). */
function validDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const noon = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === value;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
}

/** The range a dashboard address asks for (`from` and `to`, or `days` ending today), or why it cannot be one. */
function askedRange(search: URLSearchParams, today: string): DateRange | Problem {
  const from = search.get("from");
  const to = search.get("to");
  if (from || to) {
    if (!from || !to || !validDay(from) || !validDay(to)) {
      return {
        problem: "Give both dates of the range as YYYY-MM-DD, such as from=2026-11-01&to=2026-11-30.",
      };
    }
    const days = daysBetween(from, to);
    if (days < 1) return { problem: "The range must end on or after the day it starts." };
    if (days > MAX_DAYS) return { problem: `Show at most ${MAX_DAYS} days at once.` };
    return { from, to, days };
  }
  const asked = search.get("days");
  const days = asked === null ? DEFAULT_DAYS : Number(asked);
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
    return { problem: `days must be a whole number from 1 to ${MAX_DAYS}.` };
  }
  return { from: shiftDay(today, days - 1), to: today, days };
}

/**
 * The range a dashboard address asks for (`from` and `to`, or `days` ending today; the last 28 days by default);
 * a range that cannot be is a 400 with the reason.
 */
export function dashboardRange(search: URLSearchParams, today: string): DateRange {
  const asked = askedRange(search, today);
  if ("problem" in asked) throw refusal(400, asked.problem);
  return asked;
}

/** The same number of days just before the range: what the dashboard compares with. */
export function previousRange(range: DateRange): DateRange {
  const to = shiftDay(range.from, 1);
  return { from: shiftDay(to, range.days - 1), to, days: range.days };
}

/** The tour a booking item is, in the company's words ("" is a button that books any tour). */
function itemName(value: string): string {
  if (value === "") return "Any tour (the booking page)";
  const tour = tourSummaries.find((summary) => String(summary.itemId) === value);
  if (tour) return tour.name;
  if (String(privateTour.itemId) === value) return "Private Tours";
  return `Booking item ${value}`;
}

function conversionRow(label: string, row: InsightTotals): (string | number)[] {
  return [
    label,
    row.visitors,
    row.bookingVisitors,
    percent(row.bookingVisitors, row.visitors),
    row.messages,
    row.requests,
    row.signups,
    row.applications,
  ];
}

const CONVERSION_COLUMNS = [
  "Source or campaign",
  "Visitors",
  "Visitors who clicked to book",
  "Booking click rate",
  "Contact requests",
  "Private-tour requests",
  "Newsletter sign-ups",
  "Adventure Cats applications",
];

const CAMPAIGN_NAME = /^[a-z0-9][a-z0-9-]{0,59}$/;
const NOT_A_CAMPAIGN = "campaign must be a campaign link's name, such as meow-parlour-flyer.";

/**
 * The campaign a dashboard address narrows to ("See its visits" on a campaign link), or undefined for every visitor;
 * one that cannot be a campaign's name is a 400.
 */
export function dashboardCampaign(search: URLSearchParams): string | undefined {
  const campaign = search.get("campaign");
  if (campaign === null || campaign === "") return undefined;
  if (!CAMPAIGN_NAME.test(campaign)) throw refusal(400, NOT_A_CAMPAIGN);
  return campaign;
}

/** The longest date the range form gives back as it was typed: more than any day. */
const TYPED_LENGTH = 40;

/**
 * What the dashboard page shows for its address: the range and the campaign; or why they cannot be, with the dates as
 * they were typed and the campaign when it is one, for the page to give back in its form beside the reason (a 400,
 * docs/decisions/180).
 */
export function dashboardQuery(
  search: URLSearchParams,
  today: string,
):
  | { range: DateRange; campaign: string | undefined }
  | { problem: string; typed: { from: string; to: string }; campaign: string | undefined } {
  const asked = search.get("campaign") ?? "";
  const campaign = CAMPAIGN_NAME.test(asked) ? asked : undefined;
  const range = askedRange(search, today);
  if ("problem" in range || (asked && !campaign)) {
    const typed = (name: string) => (search.get(name) ?? "").replaceAll("\0", "").slice(0, TYPED_LENGTH);
    return {
      problem: "problem" in range ? range.problem : NOT_A_CAMPAIGN,
      typed: { from: typed("from"), to: typed("to") },
      campaign,
    };
  }
  return { range, campaign };
}

/** Every chart of the dashboard for a range, read from the daily totals; for one campaign, the ones it has. */
export async function dashboardCharts(
  insights: Insights,
  range: DateRange,
  campaign?: string,
): Promise<ChartTable[]> {
  const { from, to } = range;
  const days = Array.from({ length: range.days }, (_, index) => shiftDay(to, range.days - 1 - index));
  if (campaign !== undefined) {
    // Its visitors day by day, and its row of the conversions: the daily totals break down one way at a time, so
    // its pages, sources and tours are not known apart from everyone else's.
    const [daily, total] = await Promise.all([
      insights.daily(from, to, campaign),
      insights.totals(from, to, campaign),
    ]);
    const byDay = new Map(daily.map((row) => [row.day, row]));
    return [
      {
        id: "visitors",
        title: `Visitors and page views by day, campaign ${campaign}`,
        columns: ["Day", "Visitors", "Page views"],
        rows: days.map((day) => [day, byDay.get(day)?.visitors ?? 0, byDay.get(day)?.pageviews ?? 0]),
      },
      {
        id: "conversion",
        title: `From visit to booking click, request and application, campaign ${campaign}`,
        columns: CONVERSION_COLUMNS,
        rows: [conversionRow(`Campaign: ${campaign}`, total)],
      },
    ];
  }
  const [daily, pages, sources, campaigns, items] = await Promise.all([
    insights.daily(from, to),
    insights.top("page", from, to, 10),
    insights.top("source", from, to, 10),
    insights.top("campaign", from, to, 10),
    insights.top("item", from, to, 10),
  ]);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  return [
    {
      id: "visitors",
      title: "Visitors and page views by day",
      columns: ["Day", "Visitors", "Page views"],
      rows: days.map((day) => [day, byDay.get(day)?.visitors ?? 0, byDay.get(day)?.pageviews ?? 0]),
    },
    {
      id: "pages",
      title: "Top pages",
      columns: ["Page", "Visitors", "Page views", "Booking clicks"],
      rows: pages.map((row) => [row.value, row.visitors, row.pageviews, row.bookingClicks]),
    },
    {
      id: "sources",
      title: "Top sources",
      columns: ["Source", "Visitors", "Page views", "Booking clicks"],
      rows: sources.map((row) => [row.value, row.visitors, row.pageviews, row.bookingClicks]),
    },
    {
      id: "campaigns",
      title: "Top campaigns",
      columns: ["Campaign", "Visitors", "Page views", "Booking clicks"],
      rows: campaigns.map((row) => [row.value, row.visitors, row.pageviews, row.bookingClicks]),
    },
    {
      id: "tours",
      title: "Booking clicks per tour",
      columns: ["Tour", "Booking clicks", "Calendars opened"],
      rows: items
        .map((row) => [itemName(row.value), row.bookingClicks, row.calendarOpens] as [string, number, number])
        .sort((a, b) => b[1] - a[1] || b[2] - a[2]),
    },
    {
      id: "conversion",
      title: "From visit to booking click, request and application",
      columns: CONVERSION_COLUMNS,
      rows: [
        ...sources.map((row) => conversionRow(`Source: ${row.value}`, row)),
        ...campaigns.map((row) => conversionRow(`Campaign: ${row.value}`, row)),
      ],
    },
  ];
}

/** The headline figures for a range and the one before it. */
export async function dashboardSummary(insights: Insights, range: DateRange, campaign?: string) {
  const previous = previousRange(range);
  const [now, before] = await Promise.all([
    insights.totals(range.from, range.to, campaign),
    insights.totals(previous.from, previous.to, campaign),
  ]);
  const figure = (label: string, key: keyof InsightTotals) => ({ label, now: now[key], before: before[key] });
  return {
    previous,
    figures: [
      figure("Visitors", "visitors"),
      figure("Page views", "pageviews"),
      figure("Booking clicks", "bookingClicks"),
      figure("Calendars opened", "calendarOpens"),
      figure("Contact requests", "messages"),
      figure("Private-tour requests", "requests"),
      figure("Newsletter sign-ups", "signups"),
      figure("Adventure Cats applications", "applications"),
      figure("Reel and video plays", "plays"),
    ],
  };
}

/** Pages listed in the speed table at most for each kind of device (the busiest). */
const VITAL_PAGES = 12;

/**
 * Real visitors' speed over the range (issue 38): every page together per kind of device, then the busiest pages of
 * each kind of device, a page's devices together.
 */
export async function dashboardVitals(insights: Insights, range: DateRange): Promise<VitalRows> {
  const figures = await insights.vitals(range.from, range.to);
  const rows = new Map<string, VitalRow>();
  for (const figure of figures) {
    const key = `${figure.path ?? ""} ${figure.device}`;
    const row = rows.get(key) ?? { path: figure.path, device: figure.device, figures: {} };
    row.figures[figure.metric] = {
      p75: figure.p75,
      samples: figure.samples,
      rating: rateVital(figure.metric, figure.p75),
    };
    rows.set(key, row);
  }
  const all = [...rows.values()];
  const order = (row: VitalRow) => DEVICE_CLASSES.indexOf(row.device);
  const pages = all.filter((row) => row.path !== null);
  // The busiest pages of each kind of device: phones' few pages are not pushed out by computers' many.
  const busiest = new Set(
    DEVICE_CLASSES.flatMap((device) =>
      [...new Set(pages.filter((row) => row.device === device).map((row) => row.path))].slice(0, VITAL_PAGES),
    ),
  );
  const listed = [...new Set(pages.map((row) => row.path))].filter((path) => busiest.has(path));
  return {
    overall: all.filter((row) => row.path === null).sort((a, b) => order(a) - order(b)),
    pages: listed.flatMap((path) =>
      pages.filter((row) => row.path === path).sort((a, b) => order(a) - order(b)),
    ),
  };
}
