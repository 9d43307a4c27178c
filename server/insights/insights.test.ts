import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insightDaily, insightEvents, insightRollups, insightSalts, insightVitals } from "../../db/schema.ts";
import type { VitalMetric } from "../../db/statuses.ts";
import type { DatabaseHandle } from "../database.ts";
import { openTestDatabase } from "../testing/database.ts";
import { campaignTags, parseBeaconEvent, referrerHost } from "./beacon-event.ts";
import {
  CAMPAIGN_PAGE_MESSAGES,
  campaignLinkSchema,
  campaignSlug,
  createInsights,
  ROLLUP_VERSION,
  taggedUrl,
  type Insights,
} from "./insights.ts";
import { createDailySalt, newYorkDay, shiftDay, visitorHash } from "./visitor-hash.ts";
import { deviceClass, rateVital } from "./vitals.ts";

let handle: DatabaseHandle;
let clock = new Date("2026-11-23T15:00:00Z");
let insights: Insights;

// Migrating a fresh PGlite takes seconds when the whole suite runs at once.
beforeAll(async () => {
  handle = await openTestDatabase();
  insights = createInsights(handle.db, { now: () => clock });
}, 60_000);
afterAll(() => handle.close());
beforeEach(async () => {
  clock = new Date("2026-11-23T15:00:00Z");
  for (const table of [insightEvents, insightDaily, insightRollups, insightSalts])
    await handle.db.delete(table);
});

const visitor = (n: number) => ({ address: `203.0.113.${n}`, userAgent: "Mozilla/5.0 (test)" });
const view = (path: string, search = "", referrer = "") => ({
  type: "pageview" as const,
  path,
  referrerHost: referrer,
  tags: campaignTags(search),
});

describe("the beacon's events", () => {
  it("takes each kind of event and drops fields it does not know", () => {
    expect(parseBeaconEvent({ type: "pageview", path: "/tours", search: "?utm_source=x", extra: 1 })).toEqual(
      {
        ok: true,
        event: { type: "pageview", path: "/tours", search: "?utm_source=x" },
      },
    );
    expect(parseBeaconEvent({ type: "booking_click", path: "/booking", item: 562630 }).ok).toBe(true);
    expect(parseBeaconEvent({ type: "calendar_open", path: "/tours/brooklyn-heights" }).ok).toBe(true);
    expect(parseBeaconEvent({ type: "play", path: "/in-the-news", media: "reel" }).ok).toBe(true);
  });

  it.each([
    [null, "The event must be a JSON object."],
    [[1], "The event must be a JSON object."],
    [{ path: "/" }, "type: must be pageview, booking_click, calendar_open, play or vital"],
    [{ type: "purchase", path: "/" }, "type: must be pageview, booking_click, calendar_open, play or vital"],
    [{ type: "vital", path: "/", metric: "LCP", value: 60_001 }, "value: must be at most 60000"],
    [{ type: "pageview" }, "path: Invalid input: expected string, received undefined"],
    [
      { type: "pageview", path: "https://evil.example/" },
      "path: must be a path on this site, such as /tours",
    ],
    [{ type: "pageview", path: `/${"a".repeat(300)}` }, "path: must be at most 300 characters"],
    [{ type: "booking_click", path: "/", item: -4 }, "item: must be positive"],
    [{ type: "booking_click", path: "/", item: 1.5 }, "item: must be a whole number"],
    [{ type: "play", path: "/", media: "podcast" }, 'media: Invalid option: expected one of "reel"|"video"'],
  ])("refuses %j: %s", (value, reason) => {
    expect(parseBeaconEvent(value)).toEqual({ ok: false, reason });
  });

  it("keeps the referrer's host only, and not our own", () => {
    const own = ["www.whiskerwalks.nyc", "127.0.0.1:3000"];
    expect(referrerHost("https://www.instagram.com/p/abc?x=1", own)).toBe("instagram.com");
    expect(referrerHost("https://whiskerwalks.nyc/tours", own)).toBe("");
    expect(referrerHost("android-app://com.google.android.gm/", own)).toBe("");
    expect(referrerHost("not a url", own)).toBe("");
    expect(referrerHost(undefined, own)).toBe("");
  });

  it("reads the campaign tags, lower-cased and cleaned, and nothing else", () => {
    expect(campaignTags("?utm_source=Flyer&utm_medium=print&utm_campaign=Cat-Cafe&email=a@b.c")).toEqual({
      source: "flyer",
      medium: "print",
      campaign: "cat-cafe",
    });
    expect(campaignTags(`?utm_source=a%00b&utm_campaign=${"x".repeat(150)}`)).toEqual({
      source: "ab",
      medium: "",
      campaign: "x".repeat(100),
    });
  });
});

describe("visitor hashes", () => {
  it("are the same for one address and browser on one salt, and differ otherwise", () => {
    const a = visitorHash("salt-1", "203.0.113.9", "Firefox");
    expect(visitorHash("salt-1", "203.0.113.9", "Firefox")).toBe(a);
    expect(visitorHash("salt-1", "203.0.113.9", "Chrome")).not.toBe(a);
    expect(visitorHash("salt-2", "203.0.113.9", "Firefox")).not.toBe(a);
    expect(a).not.toContain("203.0.113.9");
    expect(a).toHaveLength(22);
  });

  it("use a salt made per New York day, forgetting the day before's", async () => {
    let now = new Date("2026-11-24T04:30:00Z"); // 11:30 pm on the 23rd in New York
    const saltFor = createDailySalt(handle.db, () => now);
    const first = await saltFor();
    expect(first.day).toBe("2026-11-23");
    expect((await saltFor()).salt).toBe(first.salt);
    now = new Date("2026-11-24T05:30:00Z"); // half past midnight on the 24th
    const next = await saltFor();
    expect(next.day).toBe("2026-11-24");
    expect(next.salt).not.toBe(first.salt);
    const kept = await handle.db.select().from(insightSalts);
    expect(kept.map((row) => row.day)).toEqual(["2026-11-24"]);
    // A second server process finds the same salt in the database.
    expect((await createDailySalt(handle.db, () => now)()).salt).toBe(next.salt);
  });

  it("know the New York day and count days back", () => {
    expect(newYorkDay(new Date("2026-03-08T04:59:00Z"))).toBe("2026-03-07");
    expect(shiftDay("2026-03-01", 1)).toBe("2026-02-28");
    expect(shiftDay("2026-02-28", -1)).toBe("2026-03-01");
  });
});

describe("daily totals", () => {
  it("count visitors, views, booking clicks and forms per page, source, campaign and booking item", async () => {
    // Visitor 1 comes from a flyer campaign, browses, clicks to book Brooklyn Heights and sends the contact form.
    await insights.record(view("/", "?utm_source=flyer&utm_medium=print&utm_campaign=cat-cafe"), visitor(1));
    await insights.record(view("/tours/brooklyn-heights"), visitor(1));
    await insights.record(
      { type: "booking_click", path: "/tours/brooklyn-heights", item: 562630 },
      visitor(1),
    );
    await insights.record(
      { type: "calendar_open", path: "/tours/brooklyn-heights", item: 562630 },
      visitor(1),
    );
    await insights.record({ type: "form", path: "/contact", form: "contact" }, visitor(1));
    // ...and asks for a private tour, the most valuable lead of all.
    await insights.record({ type: "form", path: "/tours/private-tours", form: "private-tour" }, visitor(1));
    // Visitor 2 comes from Instagram, signs up and plays a reel; visitor 3 types the address.
    await insights.record(view("/in-the-news", "", "instagram.com"), visitor(2));
    await insights.record({ type: "form", path: "/", form: "newsletter" }, visitor(2));
    await insights.record({ type: "play", path: "/in-the-news", media: "reel" }, visitor(2));
    await insights.record(view("/"), visitor(3));
    await insights.record({ type: "booking_click", path: "/", item: undefined }, visitor(3));

    expect(await insights.refreshRecent()).toEqual(["2026-11-23"]);
    const day = "2026-11-23";
    expect(await insights.totals(day, day)).toEqual({
      visitors: 3,
      pageviews: 4,
      bookingClicks: 2,
      bookingVisitors: 2,
      calendarOpens: 1,
      messages: 1,
      signups: 1,
      applications: 0,
      requests: 1,
      plays: 1,
    });
    const sources = await insights.top("source", day, day);
    expect(
      sources.map((row) => [
        row.value,
        row.visitors,
        row.bookingVisitors,
        row.messages,
        row.signups,
        row.requests,
      ]),
    ).toEqual([
      ["flyer", 1, 1, 1, 0, 1],
      ["direct", 1, 1, 0, 0, 0],
      ["instagram.com", 1, 0, 0, 1, 0],
    ]);
    const campaigns = await insights.top("campaign", day, day);
    expect(
      campaigns.map((row) => [row.value, row.visitors, row.pageviews, row.bookingClicks, row.requests]),
    ).toEqual([["cat-cafe", 1, 2, 1, 1]]);
    const items = await insights.top("item", day, day);
    expect(items.map((row) => [row.value, row.bookingClicks, row.calendarOpens])).toEqual([
      ["", 1, 0],
      ["562630", 1, 1],
    ]);
    const pages = await insights.top("page", day, day);
    // Visitor 2 sent the newsletter form from the home page: a visitor of it too.
    expect(pages[0]).toMatchObject({ value: "/", visitors: 3, pageviews: 2, signups: 1 });
    expect(await insights.top("media", day, day)).toMatchObject([{ value: "reel", plays: 1 }]);
  });

  it("are computed again for every kept day when the computation's version changes", async () => {
    await insights.record({ type: "form", path: "/tours/private-tours", form: "private-tour" }, visitor(6));
    expect(await insights.refreshRecent()).toEqual(["2026-11-23"]);
    // A day an older server rolled up, before requests were counted: its totals say 0.
    await handle.db.update(insightDaily).set({ requests: 0 });
    await handle.db.update(insightRollups).set({ version: ROLLUP_VERSION - 1 });
    expect((await insights.totals("2026-11-23", "2026-11-23")).requests).toBe(0);
    await insights.maintain();
    expect((await insights.totals("2026-11-23", "2026-11-23")).requests).toBe(1);
    expect(await insights.refreshRecent()).toEqual([]);
  });

  it("never store an address that carries a token or a person's own page", async () => {
    const privatePaths = [
      "/tours/private-tours/request/eyJpZCI6NDJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg",
      "/newsletter/confirm/eyJpZCI6NDJ9.c2lnbmF0dXJl",
      "/admin/reset/Qm9vdHN0cmFwVG9rZW5Gb3JUZXN0aW5nT25seTEyMzQ1",
      "/admin/messages",
    ];
    for (const path of privatePaths) {
      await insights.record(view(path), visitor(7));
      await insights.record({ type: "booking_click", path, item: 562630 }, visitor(7));
      await insights.record({ type: "form", path, form: "newsletter" }, visitor(7));
    }
    await insights.record(view("/tours"), visitor(7));
    await insights.refreshRecent();
    const stored = await handle.db.select({ path: insightEvents.path }).from(insightEvents);
    expect(stored.map((row) => row.path)).toEqual(["/tours"]);
    const pages = await handle.db.select({ value: insightDaily.value }).from(insightDaily);
    expect(pages.map((row) => row.value).filter((value) => value.startsWith("/"))).toEqual(["/tours"]);
  });

  it("are computed again only when new events came in, and kept when raw events expire", async () => {
    await insights.record(view("/about"), visitor(4));
    expect(await insights.refreshRecent()).toEqual(["2026-11-23"]);
    expect(await insights.refreshRecent()).toEqual([]);
    await insights.record(view("/about"), visitor(5));
    expect(await insights.refreshRecent()).toEqual(["2026-11-23"]);
    expect((await insights.totals("2026-11-23", "2026-11-23")).visitors).toBe(2);

    clock = new Date("2027-03-01T15:00:00Z"); // 98 days later
    await insights.record(view("/"), visitor(4));
    await insights.maintain();
    const [left] = await handle.db.select({ n: count() }).from(insightEvents);
    expect(left?.n).toBe(1);
    expect((await insights.totals("2026-11-01", "2026-11-30")).visitors).toBe(2);
    expect((await insights.daily("2026-11-01", "2027-03-31")).map((row) => [row.day, row.visitors])).toEqual([
      ["2026-11-23", 2],
      ["2027-03-01", 1],
    ]);
  });
});

describe("real visitors' speed", () => {
  const PHONE =
    "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/142.0 Mobile Safari/537.36";
  const TABLET = "Mozilla/5.0 (Linux; Android 15; SM-X710) AppleWebKit/537.36 Chrome/142.0 Safari/537.36";
  const DESKTOP =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15";

  it("tells phones, tablets and desktops apart by the browser's description", () => {
    expect(
      [PHONE, TABLET, DESKTOP, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)"].map(deviceClass),
    ).toEqual(["phone", "tablet", "desktop", "phone"]);
  });

  it("rates each figure against Google's limits", () => {
    expect(["LCP", "INP", "CLS"].map((metric) => rateVital(metric as VitalMetric, 0))).toEqual([
      "good",
      "good",
      "good",
    ]);
    expect(rateVital("LCP", 2500)).toBe("good");
    expect(rateVital("LCP", 2501)).toBe("needs improvement");
    expect(rateVital("INP", 501)).toBe("poor");
    expect(rateVital("CLS", 0.1001)).toBe("needs improvement");
  });

  it("reads as the 75th percentile per kind of device, over every page and per page, and expires with the events", async () => {
    await handle.db.delete(insightVitals);
    for (const value of [1000, 2000, 3000, 4000, 5000])
      await insights.recordVital({ path: "/tours", metric: "LCP", value }, PHONE);
    await insights.recordVital({ path: "/", metric: "LCP", value: 900 }, PHONE);
    await insights.recordVital({ path: "/", metric: "INP", value: 40 }, DESKTOP);
    await insights.recordVital({ path: "/admin/join/abc", metric: "LCP", value: 1 }, PHONE);

    const figures = await insights.vitals("2026-11-01", "2026-11-30");
    const find = (path: string | null, metric: VitalMetric) =>
      figures.find(
        (figure) => figure.path === path && figure.metric === metric && figure.device !== "desktop",
      );
    // Six phone LCPs overall: 900, 1000, 2000, 3000, 4000, 5000; percentile_cont(0.75) lies between 3000 and 4000.
    expect(find(null, "LCP")).toMatchObject({ device: "phone", p75: 3750, samples: 6 });
    expect(find("/tours", "LCP")).toMatchObject({ device: "phone", p75: 4000, samples: 5 });
    expect(figures.find((figure) => figure.path === "/" && figure.metric === "INP")).toMatchObject({
      device: "desktop",
      p75: 40,
    });
    expect(figures.some((figure) => figure.path?.startsWith("/admin"))).toBe(false);
    expect(
      (await insights.vitals("2026-11-01", "2026-11-30", 2)).filter((figure) => figure.path),
    ).toHaveLength(1);

    clock = new Date("2027-03-01T15:00:00Z"); // 98 days later
    await insights.maintain();
    expect(await insights.vitals("2026-11-01", "2027-03-31")).toEqual([]);
  });
});

describe("campaign links", () => {
  it("open the page with the campaign's tags", () => {
    expect(
      taggedUrl("https://www.whiskerwalks.nyc", {
        path: "/tours/brooklyn-heights",
        source: "flyer",
        medium: "print",
        campaign: "cat-cafe",
      }),
    ).toBe(
      "https://www.whiskerwalks.nyc/tours/brooklyn-heights?utm_source=flyer&utm_medium=print&utm_campaign=cat-cafe",
    );
  });

  it("need a name, tags with words in them and a path on the site", () => {
    const result = campaignLinkSchema(() => true).safeParse({
      name: "x",
      campaign: " !! ",
      source: "flyer",
      medium: "print",
      path: "https://evil.example",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "Name the link, such as Flyer at the cat cafe"],
      ["campaign", "Campaign is required: a few words, such as cat cafe flyer"],
      ["path", CAMPAIGN_PAGE_MESSAGES.notAPath],
    ]);
  });

  it("turn the words staff type into tags", () => {
    const link = campaignLinkSchema(() => true).parse({
      name: "Flyer at Meow Parlour",
      campaign: "Meow Parlour Flyer",
      source: "Meow Parlour",
      medium: "Print",
      path: "/",
    });
    expect([link.campaign, link.source, link.medium]).toEqual([
      "meow-parlour-flyer",
      "meow-parlour",
      "print",
    ]);
    expect(campaignSlug("  Café Noir: Fall '26!  ")).toBe("cafe-noir-fall-26");
  });

  it("are unique per campaign", async () => {
    const link = campaignLinkSchema(() => true).parse({
      name: "Flyer at the cat cafe",
      campaign: "Cat-Cafe",
      source: "flyer",
      medium: "print",
      path: "/",
    });
    expect(link.campaign).toBe("cat-cafe");
    expect(await insights.campaignLinks.create(link)).toBe("created");
    expect(await insights.campaignLinks.create(link)).toBe("taken");
    const [saved] = await insights.campaignLinks.list();
    expect(saved?.name).toBe("Flyer at the cat cafe");
    expect(await insights.campaignLinks.remove(saved?.id ?? 0)).toBe(true);
  });
});
