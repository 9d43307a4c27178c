import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { newClient } from "./support/staff.ts";

type Options = {
  /**
   * Console errors a test expects (an image it broke on purpose, say), matched against the message and, in brackets
   * after it, the address it is about; anything else fails the test.
   */
  allowedConsoleError: RegExp | undefined;
};

type Fixtures = {
  /** Every request the page made to an outside provider (answered by a local stub: tests never use the network). */
  externalRequests: string[];
  /** Fails a test that gave itself more than MAX_TEST_TIME (issue 36): every test is bounded. */
  boundedTime: void;
};

/** The most time any one test may ask for, hooks aside: a test that needs more is doing too much at once. */
export const MAX_TEST_TIME = 300_000;

/** The outside providers the site may call from the visitor's browser. */
export const EXTERNAL_HOSTS =
  /^https:\/\/([a-z0-9-]+\.)*(fareharbor\.com|instagram\.com|cdninstagram\.com|youtube-nocookie\.com|ytimg\.com|emailjs\.com|googletagmanager\.com|google-analytics\.com)\//;

/**
 * Every test fails if its page throws, logs an error (CSP violations and hydration mismatches are logged as errors)
 * or warns about hydration.
 */
export const test = base.extend<Options & Fixtures>({
  allowedConsoleError: [undefined, { option: true }],
  // Playwright fixtures declare their dependencies by destructuring; this one has none.
  // eslint-disable-next-line no-empty-pattern
  externalRequests: async ({}, use) => {
    await use([]);
  },
  boundedTime: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      await use();
      expect(testInfo.timeout, "this test's time limit (MAX_TEST_TIME at most)").toBeLessThanOrEqual(
        MAX_TEST_TIME,
      );
    },
    { auto: true },
  ],
  page: async ({ page, allowedConsoleError, externalRequests }, use) => {
    // Each test's browser is a visitor of its own, so the insights beacon's per-visitor limit (120 events a minute)
    // counts one test's pages, not the whole suite's; a test that needs a given client sets its page's own header.
    await page.context().setExtraHTTPHeaders(newClient());
    await page.route(EXTERNAL_HOSTS, async (route) => {
      const request = route.request();
      externalRequests.push(request.url());
      const type = request.resourceType();
      if (type === "script")
        return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* provider stub */" });
      return route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>Provider stub</title><p>Provider stub</p>",
      });
    });
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      const text = message.text();
      const hydration = /hydrat/i.test(text);
      // What a page taken offline on purpose (offlineOnceFetched) cannot fetch: a picture, the insights beacon. The
      // test judges what the visitor sees; an island that cannot start says so in an error of its own.
      if (text.includes("net::ERR_INTERNET_DISCONNECTED")) return;
      if (message.type() === "error" || (message.type() === "warning" && hydration)) {
        // A resource that failed names itself only in the message's location: an allowance may name it.
        const where = message.location().url;
        const said = `${text}${where ? ` (${where})` : ""}`;
        if (!allowedConsoleError?.test(said)) problems.push(`console ${message.type()}: ${said}`);
      }
    });
    await use(page);
    expect(problems, "the page logged errors").toEqual([]);
  },
});

export { expect };

/** Waits until React has hydrated the page (the root marks it), so clicks reach React's handlers. */
export async function waitForHydration(page: Page) {
  // Polled from the test side, so it also works while a test holds the page's clock still.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/**
 * Waits for two of the page's idle moments: what the page does in its first (the speed measure loads, the islands'
 * code is fetched ahead, web-vitals takes a tap's timing in) has begun by the second.
 */
export async function afterIdle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((idle) => requestIdleCallback(() => requestIdleCallback(() => idle()))),
  );
}

/**
 * Waits until the island that holds `inside` is live: its code loaded, React in charge of it. A test that then waits
 * to see that something does not happen knows the island was there to do it, rather than merely late (issue 36).
 */
export async function islandLive(inside: Locator) {
  // The outermost island around it: an island inside another is part of it (app/islands/start.ts).
  await expect(inside.locator("xpath=ancestor-or-self::*[@data-island][last()]")).toHaveAttribute(
    "data-island-state",
    "live",
  );
}

/**
 * Waits until the code of the island that holds `inside` has been fetched ahead, without running it
 * (app/islands/prefetch.ts), then takes the page offline: what the visitor taps next must answer with no network
 * (issue 38, docs/decisions/160).
 */
export async function offlineOnceFetched(inside: Locator) {
  await expect(inside.locator("xpath=ancestor-or-self::*[@data-island][last()]")).toHaveAttribute(
    "data-island-code",
    "fetched",
    // Idle moments come late on a busy machine (two seconds at most each: one to watch, one to fetch).
    { timeout: 15_000 },
  );
  await inside.page().context().setOffline(true);
}

/**
 * Reads a value until two reads in a row agree, and returns it: where a smooth scroll comes to rest, say. With
 * `ready`, a value only counts once it passes (a scroll position past the top).
 */
export async function settledValue(
  read: () => Promise<number>,
  ready: (value: number) => boolean = () => true,
): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const before = last;
      last = await read();
      return ready(last) && last === before;
    })
    .toBe(true);
  return last;
}

/** Every JSON-LD record in the page's head, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

export function types(records: Record<string, unknown>[]): string[] {
  return records.flatMap((record) => {
    const type = record["@type"];
    return Array.isArray(type) ? (type as string[]) : [String(type)];
  });
}
