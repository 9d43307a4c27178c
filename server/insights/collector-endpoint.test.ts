import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insightEvents, insightVitals } from "../../db/schema.ts";
import type { DatabaseHandle } from "../database.ts";
import { openTestDatabase } from "../testing/database.ts";
import { COLLECTOR_PATH, createCollector } from "./collector-endpoint.ts";
import { createInsights } from "./insights.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
let handle: DatabaseHandle;
let server: Server;
let url: string;
let client = 0;
/** The site's public address (given by the owner) and the address its pages were built for: both its own. */
const PUBLIC = "https://walks.example.com";
const BUILT_FOR = "https://www.whiskerwalks.nyc";

// Migrating a fresh PGlite takes seconds when the whole suite runs at once.
beforeAll(async () => {
  handle = await openTestDatabase();
  const collector = createCollector({
    insights: createInsights(handle.db),
    siteOrigins: async () => [PUBLIC, BUILT_FOR],
    trustProxy: true,
    clientHash: (req) => String(req.headers["x-forwarded-for"]),
  });
  server = createServer((req, res) => {
    // A stand-in for a form endpoint: the form is stored, then counted for the page that sent it.
    if (req.url === "/subscribe/post") {
      void collector.recordForm(req, "newsletter", "/subscribe/post").then(() => res.writeHead(204).end());
      return;
    }
    void Promise.resolve(collector.handler(req, res, new URL(req.url ?? "/", "http://localhost"))).then(
      (handled) => {
        if (!handled) res.writeHead(404).end();
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${COLLECTOR_PATH}`;
}, 60_000);
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await handle.close();
});

function send(body: string, headers: Record<string, string> = {}, method = "POST") {
  return fetch(url, {
    method,
    body: method === "POST" ? body : undefined,
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": BROWSER,
      "x-forwarded-for": `198.51.100.${++client}`,
      ...headers,
    },
  });
}

const stored = async () => (await handle.db.select().from(insightEvents)).length;
const pageview = JSON.stringify({ type: "pageview", path: "/tours", referrer: "https://www.google.com/" });

describe("the insights collector", () => {
  it("stores a page view and answers 204", async () => {
    const before = await stored();
    const response = await send(pageview);
    expect(response.status).toBe(204);
    expect(await stored()).toBe(before + 1);
    const [row] = await handle.db.select().from(insightEvents);
    expect(row).toMatchObject({ kind: "pageview", path: "/tours", referrerHost: "google.com" });
    expect(JSON.stringify(row)).not.toContain("198.51.100");
  });

  it("stores a speed measure with the kind of device only, and nothing of the visitor", async () => {
    const phone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
    const vital = (metric: string, value: number) =>
      JSON.stringify({ type: "vital", path: "/tours", metric, value });
    expect((await send(vital("LCP", 1830), { "user-agent": phone })).status).toBe(204);
    expect((await send(vital("CLS", 0.042))).status).toBe(204);
    expect((await send(vital("INP", 96), { "sec-gpc": "1" })).status).toBe(204);
    const rows = await handle.db.select().from(insightVitals);
    expect(rows.map(({ path, device, metric, value }) => ({ path, device, metric, value }))).toEqual([
      { path: "/tours", device: "phone", metric: "LCP", value: 1830 },
      { path: "/tours", device: "desktop", metric: "CLS", value: 0.042 },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/198\.51\.100|iPhone/);
    // A speed measure is not a visit: it adds no event to the counts.
    expect(await stored()).toBe(1);
  });

  it.each([
    ["Global Privacy Control", { "sec-gpc": "1" }],
    ["Do Not Track", { dnt: "1" }],
    ["a crawler", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }],
    ["a client without a user agent", { "user-agent": "" }],
  ])("answers %s with 204 and keeps nothing", async (_, headers) => {
    const before = await stored();
    expect((await send(pageview, headers)).status).toBe(204);
    expect(await stored()).toBe(before);
  });

  it.each([
    ["{not json", {}, 400, "The body is not valid JSON."],
    [
      JSON.stringify({ type: "pageview", path: "tours" }),
      {},
      400,
      "path: must be a path on this site, such as /tours",
    ],
    [
      JSON.stringify({ type: "booking_click", path: "/", item: "562630" }),
      {},
      400,
      "item: Invalid input: expected number, received string",
    ],
    [
      JSON.stringify({ type: "vital", path: "/", metric: "FID", value: 12 }),
      {},
      400,
      "metric: must be LCP, INP or CLS",
    ],
    [
      JSON.stringify({ type: "vital", path: "/", metric: "LCP", value: -1 }),
      {},
      400,
      "value: must not be negative",
    ],
    [
      JSON.stringify({ type: "vital", path: "/", metric: "INP", value: "fast" }),
      {},
      400,
      "value: must be a number",
    ],
    [
      pageview,
      { "content-type": "application/x-www-form-urlencoded" },
      415,
      "Send the event as JSON (text/plain or application/json).",
    ],
    [
      JSON.stringify({ type: "pageview", path: "/", referrer: "x".repeat(5000) }),
      {},
      413,
      "The submission is too large: the limit is 4 KB.",
    ],
  ])("refuses %s with a reason in words", async (body, headers, status, reason) => {
    const response = await send(body, headers);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(`${reason}\n`);
  });

  it("keeps nothing of an address that carries a token, and counts a form sent from one under the form's own", async () => {
    const confirmation = "/tours/private-tours/request/eyJpZCI6NDJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg";
    const before = await stored();
    for (const path of [confirmation, "/admin/join/Qm9vdHN0cmFwVG9rZW5Gb3JUZXN0aW5nT25seTEyMzQ1"]) {
      expect((await send(JSON.stringify({ type: "pageview", path }))).status).toBe(204);
      expect((await send(JSON.stringify({ type: "booking_click", path, item: 562630 }))).status).toBe(204);
    }
    expect(await stored()).toBe(before);
    const form = await fetch(url.replace(COLLECTOR_PATH, "/subscribe/post"), {
      method: "POST",
      headers: {
        "user-agent": BROWSER,
        "x-forwarded-for": `198.51.100.${++client}`,
        referer: `https://www.whiskerwalks.nyc${confirmation}`,
      },
    });
    expect(form.status).toBe(204);
    const rows = await handle.db.select().from(insightEvents);
    expect(rows.length).toBe(before + 1);
    expect(rows.filter((row) => row.kind === "form")).toMatchObject([
      { subject: "newsletter", path: "/subscribe/post" },
    ]);
  });

  it("counts a referrer on the site's own addresses as no source, and the request's address as anyone's", async () => {
    const referrer = async (from: string, headers: Record<string, string> = {}) => {
      const path = `/tours/${randomUUID()}`;
      expect((await send(JSON.stringify({ type: "pageview", path, referrer: from }), headers)).status).toBe(
        204,
      );
      const [row] = await handle.db.select().from(insightEvents).where(eq(insightEvents.path, path));
      return row?.referrerHost;
    };
    expect(await referrer(`${PUBLIC}/about`)).toBe("");
    expect(await referrer("https://whiskerwalks.nyc/blog")).toBe("");
    // The Host header is whatever the client (or a proxy) says: it makes no outside site ours.
    expect(await referrer("https://www.google.com/", { host: "www.google.com" })).toBe("google.com");
    expect(await referrer(`${new URL(url).origin}/tours`)).toBe("127.0.0.1");
  });

  it("counts a form under the page that sent it when that page is on the site's address", async () => {
    const sendForm = async (referer: string) => {
      const before = await handle.db.select().from(insightEvents).where(eq(insightEvents.kind, "form"));
      const response = await fetch(url.replace(COLLECTOR_PATH, "/subscribe/post"), {
        method: "POST",
        headers: { "user-agent": BROWSER, "x-forwarded-for": `198.51.100.${++client}`, referer },
      });
      expect(response.status).toBe(204);
      const after = await handle.db.select().from(insightEvents).where(eq(insightEvents.kind, "form"));
      return after.slice(before.length).map((row) => row.path);
    };
    expect(await sendForm(`${PUBLIC}/tours/brooklyn-heights`)).toEqual(["/tours/brooklyn-heights"]);
    expect(await sendForm(`${BUILT_FOR}/blog`)).toEqual(["/blog"]);
    expect(await sendForm(`${new URL(url).origin}/about`)).toEqual(["/subscribe/post"]);
    expect(await sendForm("https://evil.example/about")).toEqual(["/subscribe/post"]);
  });

  it("takes POST only", async () => {
    const response = await send("", {}, "GET");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("slows down a client that floods it", async () => {
    const flood = { "x-forwarded-for": "198.51.100.250" };
    const statuses: number[] = [];
    for (let n = 0; n < 121; n++) statuses.push((await send(pageview, flood)).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });
});
