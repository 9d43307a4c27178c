import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { campaignLinks, insightDaily, insightEvents, insightRollups } from "../../db/schema.ts";
import type { InsightDimension, InsightForm } from "../../db/statuses.ts";
import { isPrivatePath } from "../../app/features/insights/private-paths.ts";
import type { Database } from "../database.ts";
import { groupCommit } from "../inbox/group-commit.ts";
import type { BeaconEvent, CampaignTags } from "./beacon-event.ts";
import { createDailySalt, newYorkDay, shiftDay, visitorHash } from "./visitor-hash.ts";
import { createVitals, deviceClass, type VitalInput } from "./vitals.ts";

/** Raw events are kept this many days; the daily totals forever. */
export const RAW_EVENT_DAYS = 90;
/**
 * The version of how a day's totals are computed: raise it when that changes, and every day whose events are still
 * kept is computed again (2: private-tour requests are counted).
 */
export const ROLLUP_VERSION = 2;

/** One event as stored, before the visitor's hash is known. */
export type InsightInput =
  | { type: "pageview"; path: string; referrerHost: string; tags: CampaignTags }
  | Exclude<BeaconEvent, { type: "pageview" | "vital" }>
  | { type: "form"; path: string; form: InsightForm };

/** Who sent it: the address and browser are hashed with today's salt, then dropped. */
export type InsightVisitor = { address: string; userAgent: string };

type EventRow = typeof insightEvents.$inferInsert;

function eventRow(input: InsightInput, day: string, visitor: string): EventRow {
  const row: EventRow = { day, visitor, kind: input.type, path: input.path };
  switch (input.type) {
    case "pageview":
      row.referrerHost = input.referrerHost;
      row.utmSource = input.tags.source;
      row.utmMedium = input.tags.medium;
      row.utmCampaign = input.tags.campaign;
      break;
    case "booking_click":
    case "calendar_open":
      row.itemId = input.item ?? null;
      break;
    case "play":
      row.subject = input.media;
      break;
    case "form":
      row.subject = input.form;
      break;
  }
  return row;
}

/** The totals every breakdown shows, summed over its rows. */
const TOTALS = {
  visitors: sql<number>`coalesce(sum(${insightDaily.visitors}), 0)::int`,
  pageviews: sql<number>`coalesce(sum(${insightDaily.pageviews}), 0)::int`,
  bookingClicks: sql<number>`coalesce(sum(${insightDaily.bookingClicks}), 0)::int`,
  bookingVisitors: sql<number>`coalesce(sum(${insightDaily.bookingVisitors}), 0)::int`,
  calendarOpens: sql<number>`coalesce(sum(${insightDaily.calendarOpens}), 0)::int`,
  messages: sql<number>`coalesce(sum(${insightDaily.messages}), 0)::int`,
  signups: sql<number>`coalesce(sum(${insightDaily.signups}), 0)::int`,
  applications: sql<number>`coalesce(sum(${insightDaily.applications}), 0)::int`,
  requests: sql<number>`coalesce(sum(${insightDaily.requests}), 0)::int`,
  plays: sql<number>`coalesce(sum(${insightDaily.plays}), 0)::int`,
};

export type InsightTotals = { [Key in keyof typeof TOTALS]: number };

/**
 * The day's aggregates, one SELECT list for every breakdown. A visitor's source is their first page view's campaign
 * source, else the site that linked to them, else "direct"; their campaign is that page view's.
 */
const AGGREGATES = `
  count(distinct visitor)::int,
  (count(*) filter (where kind = 'pageview'))::int,
  (count(*) filter (where kind = 'booking_click'))::int,
  (count(distinct visitor) filter (where kind = 'booking_click'))::int,
  (count(*) filter (where kind = 'calendar_open'))::int,
  (count(*) filter (where kind = 'form' and subject = 'contact'))::int,
  (count(*) filter (where kind = 'form' and subject = 'newsletter'))::int,
  (count(*) filter (where kind = 'form' and subject = 'adventure'))::int,
  (count(*) filter (where kind = 'form' and subject = 'private-tour'))::int,
  (count(*) filter (where kind = 'play'))::int`;

const BREAKDOWNS: { dimension: InsightDimension; value: string; where?: string }[] = [
  { dimension: "total", value: "''" },
  // Every event on a page: its views, and the booking clicks and forms that started there.
  { dimension: "page", value: "path" },
  { dimension: "source", value: "source" },
  { dimension: "campaign", value: "campaign", where: "campaign <> ''" },
  {
    dimension: "item",
    value: "coalesce(item_id::text, '')",
    where: "kind in ('booking_click', 'calendar_open')",
  },
  { dimension: "media", value: "subject", where: "kind = 'play'" },
];

const ROLLUP_SELECTS = BREAKDOWNS.map(
  ({ dimension, value, where }) =>
    `select '${dimension}', ${value}, ${AGGREGATES} from tagged${where ? ` where ${where}` : ""} group by 2`,
).join("\nunion all\n");

/** "Meow Parlour Flyer" → "meow-parlour-flyer": the words staff type, as the tag a link carries. */
export function campaignSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Campaign link fields, as staff type them: any words, made into a tag (lowercase, digits and dashes). */
const slug = (label: string, example: string) =>
  z
    .string()
    .transform(campaignSlug)
    .pipe(
      z
        .string()
        .min(1, `${label} is required: a few words, such as ${example}`)
        .max(60, `${label} must be at most 60 characters`),
    );

/** The page a campaign link opens, as staff type it: a path on the site, and perhaps a place on that page (#book-now). */
const PAGE_ADDRESS = /^(\/(?!\/)[^?#\s]*)(?:#(.*))?$/;
const PAGE_PATH = /^\/[\w\-/]*$/;
const PLACE_ON_PAGE = /^[A-Za-z][\w-]*$/;

export const CAMPAIGN_PAGE_MESSAGES = {
  required: "Page is required: the page the link opens, such as /tours/brooklyn-heights",
  notAPath:
    "Page: a path on this site, starting with /, such as /tours/brooklyn-heights: no https://, and no ? (the link adds its own tags)",
  notAPlace:
    "Page: after the # comes the name of a place on the page, in letters, digits and dashes, such as #book-now",
  notAPage: (path: string) =>
    `Page: the site has no page ${path}, so the link would open "page not found". Use one of its public pages, such as /tours/brooklyn-heights.`,
};

/**
 * The campaign link's fields. `isPage` says whether a path is one of the site's public pages (the sitemap's list):
 * a printed link must not open "page not found". A trailing slash is dropped; a #place on the page is kept.
 */
export function campaignLinkSchema(isPage: (path: string) => boolean) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(2, "Name the link, such as Flyer at the cat cafe")
      .max(80, "Keep the name under 80 characters"),
    campaign: slug("Campaign", "cat cafe flyer"),
    source: slug("Source", "Meow Parlour, Grand Hotel or newsletter"),
    medium: slug("Medium", "print, qr, email or social"),
    path: z
      .string()
      .trim()
      .transform((typed, context) => {
        const refuse = (message: string) => {
          context.addIssue({ code: "custom", message });
          return z.NEVER;
        };
        if (!typed) return refuse(CAMPAIGN_PAGE_MESSAGES.required);
        const [, written = "", place] = PAGE_ADDRESS.exec(typed) ?? [];
        const path = written.length > 1 ? written.replace(/\/+$/, "") : written;
        if (!path || !PAGE_PATH.test(path) || path.length > 200)
          return refuse(CAMPAIGN_PAGE_MESSAGES.notAPath);
        if (place && (!PLACE_ON_PAGE.test(place) || place.length > 60))
          return refuse(CAMPAIGN_PAGE_MESSAGES.notAPlace);
        if (!isPage(path)) return refuse(CAMPAIGN_PAGE_MESSAGES.notAPage(path));
        return place ? `${path}#${place}` : path;
      }),
  });
}

export type CampaignLink = z.output<ReturnType<typeof campaignLinkSchema>>;

/** The address a campaign link opens: the page with its campaign tags. */
export function taggedUrl(
  siteUrl: string,
  link: { path: string; source: string; medium: string; campaign: string },
) {
  const url = new URL(link.path, `${siteUrl}/`);
  url.searchParams.set("utm_source", link.source);
  url.searchParams.set("utm_medium", link.medium);
  url.searchParams.set("utm_campaign", link.campaign);
  return url.href;
}

/** The daily totals of every visitor, or of one campaign's visitors (its breakdown rows). */
const ofVisitors = (campaign?: string) =>
  campaign === undefined
    ? eq(insightDaily.dimension, "total")
    : and(eq(insightDaily.dimension, "campaign"), eq(insightDaily.value, campaign));

/**
 * First-party measurement over the one database: events written in group commits, daily totals computed from
 * them (today's again whenever new events came in), raw events deleted after 90 days, and the campaign links.
 */
export function createInsights(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const saltFor = createDailySalt(db, now);
  const vitals = createVitals(db);
  const writeEvents = groupCommit(async (rows: EventRow[]) => {
    await db.insert(insightEvents).values(rows);
    return rows.map(() => undefined);
  });

  /**
   * Stores one event, committed before the promise resolves; an event on an address that carries a token or a
   * person's own page is dropped, whoever sent it (isPrivatePath).
   */
  async function record(input: InsightInput, visitor: InsightVisitor): Promise<void> {
    if (isPrivatePath(input.path)) return;
    const { day, salt } = await saltFor();
    await writeEvents(eventRow(input, day, visitorHash(salt, visitor.address, visitor.userAgent)));
  }

  /** Computes one day's totals from its events again, in one transaction. */
  async function rollUp(day: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(insightDaily).where(eq(insightDaily.day, day));
      const [counted] = await tx
        .select({ events: sql<number>`count(*)::int` })
        .from(insightEvents)
        .where(eq(insightEvents.day, day));
      await tx.execute(sql`
        with events as (select * from insight_events where day = ${day}),
        entry as (
          select distinct on (visitor) visitor,
            case when utm_source <> '' then utm_source when referrer_host <> '' then referrer_host else 'direct' end as source,
            utm_campaign as campaign
          from events where kind = 'pageview' order by visitor, id
        ),
        tagged as (
          select events.*, coalesce(entry.source, 'direct') as source, coalesce(entry.campaign, '') as campaign
          from events left join entry using (visitor)
        )
        insert into insight_daily (day, dimension, value, visitors, pageviews, booking_clicks, booking_visitors,
          calendar_opens, messages, signups, applications, requests, plays)
        select ${day}::date, breakdown.* from (${sql.raw(ROLLUP_SELECTS)}) as breakdown`);
      await tx
        .insert(insightRollups)
        .values({ day, events: counted?.events ?? 0, version: ROLLUP_VERSION })
        .onConflictDoUpdate({
          target: insightRollups.day,
          set: { events: counted?.events ?? 0, version: ROLLUP_VERSION, rolledAt: sql`now()` },
        });
    });
  }

  /** Rolls up every day since `from` whose events changed, or that an older computation rolled up. */
  async function refresh(from: string): Promise<string[]> {
    const stale = await db
      .select({ day: insightEvents.day })
      .from(insightEvents)
      .leftJoin(insightRollups, eq(insightRollups.day, insightEvents.day))
      .where(gte(insightEvents.day, from))
      .groupBy(insightEvents.day, insightRollups.events, insightRollups.version)
      .having(
        sql`${insightRollups.events} is null or count(*) <> ${insightRollups.events} or ${insightRollups.version} <> ${ROLLUP_VERSION}`,
      );
    for (const { day } of stale) await rollUp(day);
    return stale.map((row) => row.day);
  }

  return {
    record,
    rollUp,

    /** Stores one speed measure a visitor's browser reported, with the kind of device read from its user agent. */
    recordVital: (input: VitalInput, userAgent: string) =>
      vitals.record(input, deviceClass(userAgent), newYorkDay(now())),
    /** Real visitors' speed over a range of days: 75th percentiles, overall and per page (./vitals.ts). */
    vitals: (from: string, to: string, minSamples?: number) => vitals.figures(from, to, minSamples),

    /** Before the dashboard reads: today's and yesterday's totals brought up to date (the only days that change). */
    refreshRecent: () => refresh(shiftDay(newYorkDay(now()), 1)),

    /**
     * Hourly: every kept day rolled up, then events older than `keepDays` (the privacy settings' limit, 90 days by
     * default) deleted. Only days inside the kept window are ever rolled up again, so a deleted day's totals stay.
     * Answers how many events were deleted.
     */
    async maintain(keepDays: number = RAW_EVENT_DAYS): Promise<number> {
      const today = newYorkDay(now());
      await refresh(shiftDay(today, keepDays + 1));
      const deleted = await db
        .delete(insightEvents)
        .where(sql`${insightEvents.day} < ${shiftDay(today, keepDays)}`)
        .returning({ id: insightEvents.id });
      await vitals.deleteBefore(shiftDay(today, keepDays));
      return deleted.length;
    },

    today: () => newYorkDay(now()),

    /** Totals over a range of days, from the daily totals: every visitor's, or one campaign's. */
    async totals(from: string, to: string, campaign?: string): Promise<InsightTotals> {
      const [row] = await db
        .select(TOTALS)
        .from(insightDaily)
        .where(and(ofVisitors(campaign), gte(insightDaily.day, from), lte(insightDaily.day, to)));
      return (
        row ?? {
          visitors: 0,
          pageviews: 0,
          bookingClicks: 0,
          bookingVisitors: 0,
          calendarOpens: 0,
          messages: 0,
          signups: 0,
          applications: 0,
          requests: 0,
          plays: 0,
        }
      );
    },

    /** Each day's totals in a range (days without events are absent): every visitor's, or one campaign's. */
    async daily(from: string, to: string, campaign?: string): Promise<({ day: string } & InsightTotals)[]> {
      return db
        .select({ day: insightDaily.day, ...TOTALS })
        .from(insightDaily)
        .where(and(ofVisitors(campaign), gte(insightDaily.day, from), lte(insightDaily.day, to)))
        .groupBy(insightDaily.day)
        .orderBy(asc(insightDaily.day));
    },

    /** A breakdown over a range, largest first (by visitors, then page views, then booking clicks). */
    async top(
      dimension: Exclude<InsightDimension, "total">,
      from: string,
      to: string,
      limit = 10,
    ): Promise<({ value: string } & InsightTotals)[]> {
      return db
        .select({ value: insightDaily.value, ...TOTALS })
        .from(insightDaily)
        .where(
          and(eq(insightDaily.dimension, dimension), gte(insightDaily.day, from), lte(insightDaily.day, to)),
        )
        .groupBy(insightDaily.value)
        .orderBy(
          desc(TOTALS.visitors),
          desc(TOTALS.pageviews),
          desc(TOTALS.bookingClicks),
          asc(insightDaily.value),
        )
        .limit(limit);
    },

    campaignLinks: {
      list() {
        return db.select().from(campaignLinks).orderBy(desc(campaignLinks.createdAt), desc(campaignLinks.id));
      },
      get(id: number) {
        return db
          .select()
          .from(campaignLinks)
          .where(eq(campaignLinks.id, id))
          .then((rows) => rows[0]);
      },
      /** Adds a link; "taken" when another link already uses the campaign name. */
      async create(link: CampaignLink): Promise<"created" | "taken"> {
        const inserted = await db
          .insert(campaignLinks)
          .values(link)
          .onConflictDoNothing({ target: campaignLinks.campaign })
          .returning({ id: campaignLinks.id });
        return inserted.length ? "created" : "taken";
      },
      async remove(id: number): Promise<boolean> {
        const removed = await db
          .delete(campaignLinks)
          .where(eq(campaignLinks.id, id))
          .returning({ id: campaignLinks.id });
        return removed.length > 0;
      },
    },
  };
}

export type Insights = ReturnType<typeof createInsights>;
