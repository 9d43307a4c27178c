import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { BEACON_BUDGET_BYTES, beaconScript } from "../../../scripts/lib/insights-beacon.ts";

type Page = { window: JSDOM["window"]; sent: { url: string; event: Record<string, unknown> }[] };

/** A page in its own window running the beacon as the build inlines it. */
function pageWithBeacon(options: {
  collector?: string;
  serverTiming?: string;
  privacy?: { gpc?: boolean; dnt?: string };
  url?: string;
  body?: string;
}): Page {
  const dom = new JSDOM(`<!doctype html><body>${options.body ?? ""}</body>`, {
    url: options.url ?? "https://www.whiskerwalks.nyc/",
    referrer: "https://www.instagram.com/whiskerwalksnyc/",
    runScripts: "outside-only",
  });
  const { window } = dom;
  const sent: Page["sent"] = [];
  Object.assign(window.navigator, {
    sendBeacon: (url: string, body: string) =>
      sent.push({ url, event: JSON.parse(body) as Record<string, unknown> }),
  });
  if (options.privacy?.gpc) Object.defineProperty(window.navigator, "globalPrivacyControl", { value: true });
  if (options.privacy?.dnt)
    Object.defineProperty(window.navigator, "doNotTrack", { value: options.privacy.dnt });
  const timing = options.serverTiming ? [{ name: "insights", description: options.serverTiming }] : [];
  window.performance.getEntriesByType = ((type: string) =>
    type === "navigation"
      ? [{ serverTiming: timing }]
      : []) as unknown as typeof window.performance.getEntriesByType;
  window.eval(beaconScript(options.collector ?? ""));
  window.dispatchEvent(new window.Event("load"));
  return { window, sent };
}

const events = (page: Page) => page.sent.map((entry) => entry.event);

describe("the insights beacon", () => {
  it(`weighs at most ${BEACON_BUDGET_BYTES} bytes in the page`, () => {
    expect(Buffer.byteLength(beaconScript(""))).toBeLessThanOrEqual(BEACON_BUDGET_BYTES);
    expect(
      Buffer.byteLength(beaconScript("https://insights.whiskerwalks.nyc/insights/event")),
    ).toBeLessThanOrEqual(BEACON_BUDGET_BYTES);
  });

  it("counts the landing page with its referrer and query, at the collector this server names", () => {
    const page = pageWithBeacon({
      serverTiming: "/insights/event",
      url: "https://www.whiskerwalks.nyc/tours?utm_source=flyer&utm_campaign=cat-cafe",
    });
    expect(page.sent).toEqual([
      {
        url: "/insights/event",
        event: {
          type: "pageview",
          path: "/tours",
          referrer: "https://www.instagram.com/whiskerwalksnyc/",
          search: "?utm_source=flyer&utm_campaign=cat-cafe",
        },
      },
    ]);
  });

  it("does nothing on a static host without a collector, and uses a configured one", () => {
    expect(pageWithBeacon({}).sent).toEqual([]);
    expect(pageWithBeacon({ collector: "https://stats.example/insights/event" }).sent[0]?.url).toBe(
      "https://stats.example/insights/event",
    );
  });

  it.each([
    ["Global Privacy Control", { gpc: true }],
    ["Do Not Track", { dnt: "1" }],
  ])("sends nothing at all for a visitor with %s", (_, privacy) => {
    const page = pageWithBeacon({
      serverTiming: "/insights/event",
      privacy,
      body: '<a href="/booking">Book</a>',
    });
    page.window.document.querySelector("a")?.click();
    page.window.history.pushState(null, "", "/about");
    expect(page.sent).toEqual([]);
  });

  it("counts each in-app page once, without a referrer", () => {
    const page = pageWithBeacon({ serverTiming: "/insights/event" });
    page.window.history.pushState(null, "", "/about");
    page.window.history.pushState(null, "", "/about#team");
    page.window.history.pushState(null, "", "/gallery");
    expect(events(page).map((event) => [event.path, event.referrer])).toEqual([
      ["/", "https://www.instagram.com/whiskerwalksnyc/"],
      ["/about", undefined],
      ["/gallery", undefined],
    ]);
  });

  it("counts booking buttons with their item, and nothing for other links", () => {
    const page = pageWithBeacon({
      serverTiming: "/insights/event",
      url: "https://www.whiskerwalks.nyc/tours/financial-district",
      body: `
        <a id="tour" href="/booking?itemId=577800"><span>Reserve Your Spot</span></a>
        <a id="any" href="/booking">Book Your Tour</a>
        <a id="here" href="#book-now">Check Availability &amp; Book</a>
        <a id="provider" href="https://fareharbor.com/embeds/book/whiskerwalksnyc/items/604533/calendar/">Open</a>
        <a id="about" href="/about">About</a>
        <div data-booking-calendar="577800"></div>`,
    });
    for (const id of ["tour", "any", "here", "provider", "about"]) {
      const link = page.window.document.getElementById(id);
      (link?.firstElementChild ?? link)?.dispatchEvent(
        new page.window.MouseEvent("click", { bubbles: true }),
      );
    }
    expect(
      events(page)
        .filter((event) => event.type === "booking_click")
        .map((event) => event.item),
    ).toEqual([577800, undefined, 577800, 604533]);
  });

  it("passes on what the app reports (a calendar opened, a reel played)", () => {
    const page = pageWithBeacon({ serverTiming: "/insights/event" });
    const detail = { type: "calendar_open", item: 562630 };
    page.window.dispatchEvent(new page.window.CustomEvent("insight", { detail }));
    expect(events(page).at(-1)).toEqual({ type: "calendar_open", path: "/", item: 562630 });
  });
});
