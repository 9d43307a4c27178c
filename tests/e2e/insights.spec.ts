import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { request as apiRequest, devices, type Locator, type Page } from "@playwright/test";
import { insightDaily, insightEvents } from "../../db/schema.ts";
import { BOOK_NOW_ID } from "../../app/components/layout/book-now.ts";
import { isPrivatePath } from "../../app/features/insights/private-paths.ts";
import { openDatabase } from "../../server/database.ts";
import { CAMPAIGN_PAGE_MESSAGES } from "../../server/insights/insights.ts";
import { afterIdle, expect, test, waitForHydration } from "./fixtures.ts";
import { content } from "./support/content.ts";
import { newsletterLinks } from "./support/newsletter.ts";
import { startOwnServer } from "./support/own-server.ts";
import { fillRequest } from "./support/private-tours.ts";
import {
  linkInOutbox,
  newClient,
  OWNER,
  signIn as signInOverHttp,
  signInInBrowser,
  staffPage,
  STAFF_PASSWORD,
} from "./support/staff.ts";

/**
 * First-party insights (issue 16), end to end in Chromium: a visitor's pages, booking click and form are counted
 * without cookies or storage and show in the staff dashboard, its tables and CSV; a visitor with Global Privacy
 * Control is not counted; campaign links come with QR codes.
 */

const COLLECTOR = "/insights/event";

/** Signs in as the owner (insights are the owner's) and opens the last seven days. */
async function signIn(page: Page) {
  await signInInBrowser(page, test.info().project.use.baseURL!);
  await page.goto("/admin/insights?days=7");
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
}

/** A chart's table view, opened: its rows by their first cell. */
async function chartTable(page: Page, title: string): Promise<Locator> {
  const chart = page.getByRole("region", { name: title });
  const summary = chart.getByText("Table view");
  const details = chart.locator("details");
  if (!(await details.evaluate((element: HTMLDetailsElement) => element.open))) await summary.click();
  return chart.getByRole("table");
}

const row = (table: Locator, first: string) =>
  table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name: first, exact: true }) });

/** Waits for the beacon's events to reach the collector and be answered. */
/**
 * Waits for the beacon to send an event as the page it was on unloads (a link to another page): the browser may not
 * report the answer to a page that has gone, so the request is what the test can see.
 */
function sentOnLeaving(page: Page, type: string) {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith(COLLECTOR) && request.postData()?.includes(`"type":"${type}"`) === true,
  );
}

function collected(page: Page, type: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(COLLECTOR) &&
      response.request().postData()?.includes(`"type":"${type}"`) === true &&
      response.status() === 204,
  );
}

test.describe("insights", () => {
  test("a campaign visit, a booking click and a contact request show in the dashboard, its tables and CSV", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const campaign = `e2e-${randomUUID().slice(0, 8)}`;
    await page.setExtraHTTPHeaders(newClient());

    const landing = collected(page, "pageview");
    await page.goto(`/?utm_source=e2e-flyer&utm_medium=print&utm_campaign=${campaign}`);
    await landing;
    await waitForHydration(page);

    const toursView = collected(page, "pageview");
    await page.getByRole("link", { name: "Learn More about our tours" }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await toursView;

    const reserve = page.getByRole("link", { name: /^Reserve Your Spot: / }).first();
    const itemId = /itemId=(\d+)/.exec((await reserve.getAttribute("href")) ?? "")?.[1];
    const tourName = content.tours.find((tour) => String(tour.itemId) === itemId)?.name ?? "";
    expect(tourName).not.toBe("");
    const click = sentOnLeaving(page, "booking_click");
    const calendar = collected(page, "calendar_open");
    await reserve.click();
    await click;
    // The booking page's calendar carries the campaign to FareHarbor as its ref.
    const frame = page.locator("iframe[title^='Booking calendar']");
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute("src", new RegExp(`[?&]ref=${campaign}(&|$)`));
    await calendar;

    // Measurement set no cookie and no storage entry.
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Your name").fill("Ada Lovelace");
    await form.getByLabel("Email address").fill("ada@example.com");
    await form.getByLabel(/I agree to receive updates/).check();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();

    await signIn(page);
    // The visitors' table lists its days in words, as the chart reads them, each with its date for machines.
    const lastDay = (await chartTable(page, "Visitors and page views by day")).getByRole("rowheader").last();
    await expect(lastDay).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(lastDay.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    const campaigns = await chartTable(page, "Top campaigns");
    // Home, tours, booking and contact: the contact page was a fresh load, but the same visitor that day.
    await expect(row(campaigns, campaign).getByRole("cell")).toHaveText(["1", "4", "1"]);
    const conversion = await chartTable(page, "From visit to booking click, request and application");
    await expect(row(conversion, `Campaign: ${campaign}`).getByRole("cell")).toHaveText([
      "1",
      "1",
      "100.0%",
      "1",
      "0",
      "0",
      "0",
    ]);
    const tours = await chartTable(page, "Booking clicks per tour");
    await expect(row(tours, tourName)).toHaveCount(1);
    await expect(
      page.getByRole("region", { name: "Top sources" }).getByRole("img", { name: /^Top sources: / }),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Visitors and page views by day" }).locator("svg path"),
    ).not.toHaveCount(0);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV: Top campaigns" }).click();
    const csv = readFileSync((await (await download).path()) ?? "", "utf8");
    expect(csv.split("\r\n")[0]).toBe("Campaign,Visitors,Page views,Booking clicks");
    expect(csv).toContain(`\r\n${campaign},1,4,1\r\n`);
  });

  test.describe("campaign links", () => {
    // A refused link answers 400, which the browser logs as a failed fetch of the form's data address.
    test.use({ allowedConsoleError: /status of 400 .*\/admin\/campaigns\.data\)$/ });

    test("staff make a campaign link with its QR code, and visits through it show as its campaign", async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const id = randomUUID().slice(0, 8);
      // Typed as words, as staff would; the site makes the tag.
      const campaign = `e2e-qr-${id}`;
      await page.setExtraHTTPHeaders(newClient());
      await signIn(page);
      await page.getByRole("link", { name: "Campaign links and QR codes" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Campaign links" })).toBeVisible();
      await waitForHydration(page);

      await page.getByRole("textbox", { name: "Name", exact: true }).fill("x");
      await page.getByRole("textbox", { name: "Campaign", exact: true }).fill("!!");
      await page.getByRole("button", { name: "Make the link" }).click();
      await expect(page.getByText("Name the link, such as Flyer at the cat cafe")).toBeVisible();
      await expect(page.getByText("Campaign is required: a few words")).toBeVisible();
      // A page the site does not have would put "page not found" on a printed flyer.
      await page.getByRole("textbox", { name: "Page it opens", exact: true }).fill("/no-such-page");
      await page.getByRole("button", { name: "Make the link" }).click();
      await expect(page.getByText(CAMPAIGN_PAGE_MESSAGES.notAPage("/no-such-page"))).toBeVisible();

      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Flyer at Meow Parlour");
      await page.getByRole("textbox", { name: "Campaign", exact: true }).fill(`E2E QR ${id.toUpperCase()}`);
      await page.getByRole("textbox", { name: "Source", exact: true }).fill("Meow Parlour");
      await page.getByRole("textbox", { name: "Medium", exact: true }).fill("Print");
      await page.getByRole("textbox", { name: "Page it opens", exact: true }).fill(`/tours#${BOOK_NOW_ID}`);
      await page.getByRole("button", { name: "Make the link" }).click();
      await expect(
        page.getByText(`Link for Flyer at Meow Parlour made, with the campaign ${campaign}.`),
      ).toBeVisible();
      // The form is empty again, ready for the next link.
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
      await expect(page.getByRole("textbox", { name: "Campaign", exact: true })).toHaveValue("");

      const card = page.getByRole("listitem").filter({ hasText: campaign });
      await expect(card.getByRole("img", { name: "QR code for Flyer at Meow Parlour" })).toBeVisible();
      const link = (await card.getByRole("link", { name: /utm_campaign=/ }).getAttribute("href")) ?? "";
      expect(link).toMatch(
        new RegExp(
          `/tours\\?utm_source=meow-parlour&utm_medium=print&utm_campaign=${campaign}#${BOOK_NOW_ID}$`,
        ),
      );

      for (const [format, starts] of [
        ["SVG", "<svg"],
        ["PNG", "\x89PNG"],
      ] as const) {
        const download = page.waitForEvent("download");
        await card.getByRole("link", { name: `QR code (${format}) for Flyer at Meow Parlour` }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(`whisker-walks-${campaign}-qr.${format.toLowerCase()}`);
        expect(readFileSync((await file.path()) ?? "", "latin1").startsWith(starts)).toBe(true);
      }

      // A visitor scans the code: the same page and tags, on this server.
      const visitor = await browser.newPage({ extraHTTPHeaders: newClient() });
      const { pathname, search } = new URL(link);
      const counted = visitor.waitForResponse((response) => response.url().endsWith(COLLECTOR));
      await visitor.goto(`${pathname}${search}`);
      expect((await counted).status()).toBe(204);
      await visitor.close();

      await page.goto("/admin/insights?days=7");
      const campaigns = await chartTable(page, "Top campaigns");
      await expect(row(campaigns, campaign).getByRole("cell")).toHaveText(["1", "1", "0"]);

      // "See its visits" opens the dashboard for this campaign alone.
      await page.goto("/admin/campaigns");
      await page
        .getByRole("listitem")
        .filter({ hasText: campaign })
        .getByRole("link", { name: "See its visits for Flyer at Meow Parlour" })
        .click();
      await expect(page).toHaveURL(new RegExp(`campaign=${campaign}`));
      await expect(page.getByText(`Showing only the visitors of the campaign ${campaign}`)).toBeVisible();
      // The range in the words staff read dates in elsewhere ("Wed, Nov 25"), not ISO.
      await expect(
        page.getByRole("heading", {
          level: 2,
          name: /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(, \d{4})? to [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}/,
        }),
      ).toBeVisible();
      await expect(page.locator('[data-figure="Visitors"]')).toContainText(/^1(?!\d)/);
      const conversion = await chartTable(
        page,
        `From visit to booking click, request and application, campaign ${campaign}`,
      );
      await expect(conversion.getByRole("row")).toHaveCount(2);
      await expect(row(conversion, `Campaign: ${campaign}`)).toBeVisible();
    });
  });

  test("a phone's speed (largest paint, a tap's answer, layout shift) is sent when the page is hidden, and shows per page and device", async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const phone = await browser.newContext({ ...devices["Pixel 7"], extraHTTPHeaders: newClient() });
    try {
      const visitor = await phone.newPage();
      const measuring = visitor.waitForResponse((response) => /\/vitals-[\w-]+\.js$/.test(response.url()));
      await visitor.goto("/tours");
      await waitForHydration(visitor);
      await measuring;
      await expect(visitor.locator("html")).toHaveAttribute("data-measuring", "speed");
      // Each measure's beacon is awaited from before the tap: the library settles the largest paint at the first tap,
      // and its beacon may leave before the page is hidden.
      const sent = ["LCP", "INP", "CLS"].map((metric) =>
        visitor.waitForResponse(
          (response) =>
            response.url().endsWith(COLLECTOR) &&
            response.request().postData()?.includes(`"metric":"${metric}"`) === true &&
            response.status() === 204,
        ),
      );
      await visitor.getByRole("heading", { level: 1 }).tap();
      // The browser times a tap at the next paint after it; a visitor's page is hidden long after that, so the test
      // waits for the browser's timing of the tap before hiding it (on a busy machine the paint can come late).
      await visitor.waitForFunction(() => performance.getEntriesByType("first-input").length > 0);
      // The library takes in a tap's timing in the browser's next idle moment; a page hidden before then is reported
      // without the tap (it settles its slowest answer as the page hides, from what it has taken in). A visitor
      // leaves seconds later: the test waits for two idle moments, after the library's own.
      await afterIdle(visitor);
      // The visitor switches to another app: the page is hidden, the library settles the other measures, and the
      // beacon sends them. (Headless Chromium never hides a page, and it drops a leaving page's beacons when the test
      // ends at once, so the test says "hidden" the way the browser would.)
      await visitor.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      await Promise.all(sent);
    } finally {
      await phone.close();
    }

    await signIn(page);
    const speed = page.getByRole("region", { name: "Speed by page" });
    const tours = speed.locator('[data-vitals-row="/tours phone"]');
    await expect(tours.getByRole("rowheader")).toHaveText("Phones");
    // Each of the three measures has a figure and a rating in words.
    await expect(tours.getByRole("cell")).toHaveText([
      "/tours",
      /^\d+\.\d\d s(Good|Needs work|Poor)\d+ visits?$/,
      /^\d+ ms(Good|Needs work|Poor)\d+ visits?$/,
      /^\d\.\d\d(Good|Needs work|Poor)\d+ visits?$/,
    ]);
    await expect(
      page.getByRole("region", { name: "Speed over every page" }).locator('[data-vitals-row="all phone"]'),
    ).toBeVisible();
  });

  test("a visitor with Global Privacy Control is not counted, not even their form", async ({
    page,
    request,
  }) => {
    const campaign = `e2e-gpc-${randomUUID().slice(0, 8)}`;
    const client = newClient();
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    // Browsers with Global Privacy Control send it on every request too.
    await page.setExtraHTTPHeaders({ ...client, "sec-gpc": "1" });
    const beacons: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().endsWith(COLLECTOR)) beacons.push(sent.url());
    });
    await page.goto(`/tours?utm_source=e2e&utm_campaign=${campaign}`);
    await waitForHydration(page);
    await page
      .getByRole("link", { name: /^Reserve Your Spot: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/booking\?itemId=/);
    const sent = await page.request.post("/subscribe/post", {
      headers: { ...client, "sec-gpc": "1", referer: `${new URL(page.url()).origin}/booking` },
      form: { EMAIL: `${campaign}@example.com`, FNAME: "Grace", CONSENT: "yes", tags: "website-home" },
    });
    expect(sent.status()).toBe(200);
    expect(beacons).toEqual([]);

    await page.setExtraHTTPHeaders(newClient());
    await signIn(page);
    await expect(page.getByText(campaign)).toHaveCount(0);
    // Bad input to the collector is refused with the reason, never a 5xx.
    const bad = await request.post(COLLECTOR, {
      headers: { ...newClient(), "content-type": "text/plain" },
      data: JSON.stringify({ type: "pageview", path: "https://evil.example/" }),
    });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toBe("path: must be a path on this site, such as /tours\n");
  });
});

test.describe("insights and private addresses", () => {
  // Chromium logs the setup page's and a used link's 404s as failed loads.
  test.use({ allowedConsoleError: /status of 404/ });

  test("a private-tour request counts as a conversion of its campaign; no address with a token or of a staff page is stored, in events or daily totals", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const server = await startOwnServer(testInfo, { ADMIN_PASSWORD: STAFF_PASSWORD });
    const owner = await apiRequest.newContext({ baseURL: server.url });
    const ownerClient = newClient();
    try {
      await signInOverHttp(owner, ownerClient);
      const campaign = `e2e-private-${randomUUID().slice(0, 8)}`;
      const visitor = newClient();
      await page.setExtraHTTPHeaders(visitor);
      const beacons: string[] = [];
      page.on("request", (sent) => {
        if (sent.url().endsWith(COLLECTOR)) beacons.push(sent.postData() ?? "");
      });

      // A campaign-tagged visitor asks for a private tour and lands on the request's own confirmation page.
      const landing = collected(page, "pageview");
      await page.goto(
        `${server.url}/tours/private-tours?utm_source=e2e-flyer&utm_medium=print&utm_campaign=${campaign}`,
      );
      await landing;
      await waitForHydration(page);
      const fields = await fillRequest(page, "Ada Private", `A walk for ${campaign}`);
      await fields.submit.click();
      await expect(page).toHaveURL(/\/tours\/private-tours\/request\/[\w.-]+$/);
      const confirmation = new URL(page.url()).pathname;
      // From there, a newsletter sign-up (as the footer's form sends it, naming the page as its Referer).
      const signUp = await page.evaluate(
        async (email) =>
          (
            await fetch("/subscribe/post", {
              method: "POST",
              body: new URLSearchParams({
                EMAIL: email,
                FNAME: "Ada",
                CONSENT: "yes",
                tags: "website-footer",
              }),
            })
          ).status,
        `${campaign}@example.com`,
      );
      expect(signUp).toBe(200);

      // The newsletter's links, an invitation, a reset link and a staff page, each opened in the browser.
      const links = await newsletterLinks(owner, `${campaign}@example.com`, ownerClient);
      const people = await staffPage(owner, "/admin/people", ownerClient);
      const csrf = /name="csrf" value="([^"]+)"/.exec(people)?.[1] ?? "";
      const invitee = `invitee-${campaign}@example.com`;
      await owner.post("/admin/people", {
        headers: ownerClient,
        form: { csrf, intent: "invite", name: "Ivy Invitee", email: invitee, role: "guide" },
      });
      const join = await linkInOutbox(owner, ownerClient, invitee, "", "join");
      const resetPage = await fetch(`${server.url}/admin/reset`, { headers: newClient() });
      const formToken = /name="formToken" value="([^"]+)"/.exec(await resetPage.text())?.[1] ?? "";
      await fetch(`${server.url}/admin/reset`, {
        method: "POST",
        headers: { ...newClient(), cookie: (resetPage.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "" },
        body: new URLSearchParams({ formToken, email: OWNER.email }),
      });
      const reset = await linkInOutbox(owner, ownerClient, OWNER.email, "", "reset");
      const privatePages = [confirmation, links.confirm, links.unsubscribe, join, reset, "/admin/login"];
      for (const path of privatePages) {
        await page.goto(`${server.url}${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
      // Nothing sent from those pages; and the collector keeps nothing of them even when asked to.
      expect(beacons.filter((body) => privatePages.some((path) => body.includes(path)))).toEqual([]);
      for (const path of [...privatePages, "/admin/messages"]) {
        for (const type of ["pageview", "booking_click"]) {
          const forged = await page.request.post(`${server.url}${COLLECTOR}`, {
            headers: { ...visitor, "content-type": "text/plain" },
            data: JSON.stringify({ type, path }),
          });
          expect(forged.status(), `${type} ${path}`).toBe(204);
        }
      }

      // The dashboard: the request is a conversion of its source and campaign, in the tiles, the table and the CSV.
      await signInInBrowser(page, server.url);
      await page.goto(`${server.url}/admin/insights?days=7`);
      await expect(page.locator('[data-figure="Private-tour requests"] span').first()).toHaveText("1");
      const conversion = await chartTable(page, "From visit to booking click, request and application");
      await expect(conversion.getByRole("columnheader")).toContainText(["Private-tour requests"]);
      await expect(row(conversion, `Campaign: ${campaign}`).getByRole("cell")).toHaveText([
        "1",
        "0",
        "0.0%",
        "0",
        "1",
        "1",
        "0",
      ]);
      await expect(row(conversion, "Source: e2e-flyer").getByRole("cell").nth(4)).toHaveText("1");
      const download = page.waitForEvent("download");
      await page
        .getByRole("link", { name: "Download CSV: From visit to booking click, request and application" })
        .click();
      const csv = readFileSync((await (await download).path()) ?? "", "utf8");
      expect(csv.split("\r\n")[0]).toBe(
        "Source or campaign,Visitors,Visitors who clicked to book,Booking click rate,Contact requests,Private-tour requests,Newsletter sign-ups,Adventure Cats applications",
      );
      expect(csv).toContain(`\r\nCampaign: ${campaign},1,0,0.0%,0,1,1,0\r\n`);
      const pages = await chartTable(page, "Top pages");
      await expect(pages).toContainText("/tours/private-tours");
      for (const path of privatePages) await expect(pages).not.toContainText(path);
    } finally {
      await page.goto("about:blank");
      await owner.dispose();
      await server.stop();
    }

    // What the database kept: no private address in any event or daily total, and the request's own event.
    const database = await openDatabase(server.storage);
    try {
      const events = await database.db.select().from(insightEvents);
      expect(events.filter((event) => isPrivatePath(event.path)).map((event) => event.path)).toEqual([]);
      expect(
        events.filter((event) => event.kind === "form").map((event) => [event.subject, event.path]),
      ).toEqual(
        expect.arrayContaining([
          ["private-tour", "/tours/private-tours"],
          ["newsletter", "/subscribe/post"],
        ]),
      );
      const daily = await database.db.select().from(insightDaily);
      expect(daily.length).toBeGreaterThan(0);
      expect(
        daily
          .filter((total) => total.dimension === "page" && isPrivatePath(total.value))
          .map((total) => total.value),
      ).toEqual([]);
      expect(daily.find((total) => total.dimension === "total")?.requests).toBe(1);
    } finally {
      await database.close();
    }
  });
});
