import { expect, test } from "./fixtures.ts";
import { content, pageCopy, tour } from "./support/content.ts";
import { pagePaths, publicPaths } from "./support/routes.ts";

/** The attribute value of the first tag matching a pattern in raw HTML. */
function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

test.describe("every route is pre-rendered", () => {
  test("the route table has every page the spec lists", () => {
    for (const path of [
      "/",
      "/about",
      "/tours",
      "/tours/financial-district",
      "/tours/brooklyn-heights",
      "/tours/lower-east-side",
      "/tours/private-tours",
      "/neighborhoods/financial-district",
      "/neighborhoods/brooklyn-heights",
      "/neighborhoods/lower-east-side",
      "/gallery",
      "/blog",
      "/contact",
      "/press-kit",
      "/booking",
      "/in-the-news",
      "/adventure-cats",
      "/adventure-cats/thanks",
    ]) {
      expect(pagePaths).toContain(path);
    }
  });

  for (const path of publicPaths) {
    test(`${path}: its HTML alone has the h1, content, head and JSON-LD`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[\s\S]+?<\/h1>/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<main[^>]*>[\s\S]*<p[^>]*>[^<]{40,}/);
      const title = attr(html, /<title>([^<]+)<\/title>/);
      expect(title).toContain(content.company.name);
      expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50);
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical).toBe(`https://www.whiskerwalks.nyc${path === "/" ? "/" : path}`);
      expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
      expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy();
      expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(
        /^https:\/\/www\.whiskerwalks\.nyc\/og\/.+\.png$/,
      );
      expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");
      const records = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? "") as { "@context": string },
      );
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) expect(record["@context"]).toBe("https://schema.org");
    });
  }

  test("each page has its own title and description", async ({ request }) => {
    const heads = await Promise.all(
      publicPaths.map(async (path) => {
        const html = await (await request.get(path)).text();
        return [
          attr(html, /<title>([^<]+)<\/title>/),
          attr(html, /<meta name="description" content="([^"]+)"/),
        ];
      }),
    );
    expect(new Set(heads.map(([title]) => title)).size).toBe(publicPaths.length);
    expect(new Set(heads.map(([, description]) => description)).size).toBe(publicPaths.length);
  });

  test("the social image of every page exists", async ({ request }) => {
    for (const path of publicPaths) {
      const html = await (await request.get(path)).text();
      const image = new URL(attr(html, /<meta property="og:image" content="([^"]+)"/) ?? "").pathname;
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
  });
});

// Every route in the browser (hydration with no error, its h1 and records): every-route.spec.ts.

test("with JavaScript off, a page still reads and navigates", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const brooklyn = tour("brooklyn-heights");
  await page.goto(brooklyn.path);
  await expect(page.getByRole("heading", { level: 1, name: brooklyn.name })).toBeVisible();
  const about = content.navigation.footer.groups
    .flatMap((group) => group.links)
    .find((link) => link.to === "/about")!;
  await page.getByRole("contentinfo").getByRole("link", { name: about.label }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.close();
});

test("with JavaScript off, a menu's entry in the header is a link, and the waiver opens and closes", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/about");
  const menu = content.navigation.header.find((item) => item.children)!;
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("button", { name: menu.label })).toHaveCount(0);
  await main.getByRole("link", { name: menu.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${menu.to}$`));

  const copy = pageCopy("adventure-cats");
  await page.goto("/adventure-cats");
  const dialog = page.getByRole("dialog", { name: copy.waiver.title });
  const form = page.locator("form").filter({ has: page.locator('input[name="waiver_accept"]') });
  await form.getByRole("button", { name: copy.waiverSummary.link }).click();
  await expect(dialog).toBeVisible();
  for (const section of copy.waiver.sections)
    await expect(dialog.getByRole("heading", { name: section.heading })).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.locator("#requirements").getByRole("button", { name: copy.waiverSummary.link }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await context.close();
});
