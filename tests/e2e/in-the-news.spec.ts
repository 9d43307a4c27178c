import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { content, pageCopy } from "./support/content.ts";

const copy = pageCopy("in-the-news");
/** The written stories (print and online outlets), newest first, as the page lists them. */
const articles = content.collections.press
  .filter((outlet) => outlet.kind === "print" || outlet.kind === "online")
  .flatMap((outlet) => outlet.coverage.map((story) => ({ ...story, outlet })))
  .sort((a, b) => b.date.localeCompare(a.date));
/** The outlet whose logo the failure test breaks. */
const brokenOutlet = articles[0]!.outlet;

const EMBED_SCRIPT = "https://www.instagram.com/embed.js";

/** Stands in for Instagram's script: turns each reel blockquote into a marked player, as the real one does. */
const FAKE_EMBED_SCRIPT = `
window.instgrm = { Embeds: { process() {
  for (const quote of document.querySelectorAll("blockquote.instagram-media")) {
    const player = document.createElement("div");
    player.setAttribute("data-instagram-player", quote.getAttribute("data-instgrm-permalink"));
    player.textContent = "Instagram player";
    quote.replaceWith(player);
  }
} } };
window.instgrm.Embeds.process();
`;

/** Answers Instagram's script with the stand-in (ahead of the fixtures' generic stub) and counts the loads. */
async function fakeInstagram(page: Page) {
  const scriptLoads: string[] = [];
  await page.route(EMBED_SCRIPT, (route) => {
    scriptLoads.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: FAKE_EMBED_SCRIPT });
  });
  return scriptLoads;
}

const reels = (page: Page) => page.locator("[data-reel]");

test.describe("In the News: reels", () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  test("stay placeholders until scrolled within 200 px, then load once with the script fetched once", async ({
    page,
    externalRequests,
  }) => {
    const scriptLoads = await fakeInstagram(page);
    await page.goto("/in-the-news");
    await waitForHydration(page);
    // Spec: six reel embeds.
    expect(content.collections.reels).toHaveLength(6);
    await expect(reels(page)).toHaveCount(content.collections.reels.length);
    const firstTop = await reels(page)
      .first()
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(firstTop).toBeGreaterThan(600 + 200);
    await page.waitForTimeout(500);
    for (const reel of await reels(page).all()) {
      await expect(reel).toHaveAttribute("data-reel-state", "placeholder");
      await expect(reel.getByRole("link", { name: /Watch on Instagram/ })).toBeVisible();
    }
    expect(scriptLoads).toEqual([]);

    // Bring the first row to 150 px below the screen's bottom edge: inside the 200 px margin.
    await page.evaluate((top) => window.scrollBy(0, top - 600 - 150), firstTop);
    const firstRow = reels(page).nth(0);
    await expect(firstRow).toHaveAttribute("data-reel-state", "embedded");
    await expect(firstRow.locator("[data-instagram-player]")).toHaveAttribute(
      "data-instagram-player",
      /^https:\/\/www\.instagram\.com\/reel\/[\w-]+\/$/,
    );
    await expect(reels(page).nth(5)).toHaveAttribute("data-reel-state", "placeholder");
    expect(scriptLoads).toHaveLength(1);

    await reels(page).nth(5).scrollIntoViewIfNeeded();
    for (const reel of await reels(page).all()) {
      await expect(reel).toHaveAttribute("data-reel-state", "embedded");
      await expect(reel.locator("[data-instagram-player]")).toHaveCount(1);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await reels(page).nth(5).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(scriptLoads).toHaveLength(1);
    await expect(page.locator("[data-instagram-player]")).toHaveCount(6);
    // Nothing else left the site.
    expect(externalRequests).toEqual([]);
  });

  test.describe("when Instagram cannot be reached", () => {
    test.use({ allowedConsoleError: /Failed to load resource/ });

    test("keep their poster and link", async ({ page }) => {
      const attempts: string[] = [];
      await page.route(EMBED_SCRIPT, (route) => {
        attempts.push(route.request().url());
        return route.abort("internetdisconnected");
      });
      await page.goto("/in-the-news");
      await waitForHydration(page);
      const reel = reels(page).first();
      await reel.scrollIntoViewIfNeeded();
      await expect(reel).toHaveAttribute("data-reel-state", "unavailable");
      const link = reel.getByRole("link", { name: /Watch on Instagram/ });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", /^https:\/\/www\.instagram\.com\/reel\//);
      await expect(link).toHaveAttribute("target", "_blank");
      // Tried as the reels came near (a reel that comes near later tries again: the visitor may be back online).
      expect(attempts.length).toBeGreaterThan(0);
      expect(new Set(attempts)).toEqual(new Set([EMBED_SCRIPT]));
    });
  });
});

test.describe("In the News: articles and media inquiries", () => {
  test("lists eight articles, newest first, each with its outlet, date, summary and a Read Article link", async ({
    page,
  }) => {
    await page.goto("/in-the-news");
    // Spec: eight press articles.
    expect(articles).toHaveLength(8);
    const cards = page.getByRole("region", { name: copy.articles.title }).getByRole("article");
    await expect(cards).toHaveCount(articles.length);
    for (const [index, story] of articles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(story.title);
      await expect(card.getByRole("img")).toHaveAttribute("alt", story.outlet.name);
      await expect(card.locator("time")).toHaveAttribute("datetime", story.date);
      await expect(card.locator("p").first()).toHaveText(story.description);
      await expect(card.getByRole("blockquote")).toHaveText(story.quote ? `“${story.quote}”` : []);
      const read = card.getByRole("link", { name: /^Read Article/ });
      await expect(read).toHaveAttribute("href", story.link);
      await expect(read).toHaveAttribute("target", "_blank");
    }
  });

  test("points journalists to the press kit and the contact page", async ({ page }) => {
    await page.goto("/in-the-news");
    const inquiries = page.getByRole("region", { name: copy.mediaInquiries.title });
    await expect(inquiries.getByRole("link", { name: copy.mediaInquiries.contact })).toHaveAttribute(
      "href",
      "/contact",
    );
    await inquiries.getByRole("link", { name: copy.mediaInquiries.pressKit }).click();
    await expect(page).toHaveURL(/\/press-kit$/);
  });
});

test.describe("a press logo that fails to load", () => {
  test.use({
    allowedConsoleError: new RegExp(
      `Press logo for ${brokenOutlet.name} failed to load|Failed to load resource`,
    ),
  });

  test("gives way to a placeholder with the outlet's name, reported in the console", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    await page.route(new RegExp(`/images/${brokenOutlet.logo}\\.`), (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/in-the-news");
    await waitForHydration(page);
    const article = page.getByRole("article").filter({ hasText: articles[0]!.title });
    await article.scrollIntoViewIfNeeded();
    const placeholder = article.locator("[data-press-logo-placeholder]");
    await expect(placeholder).toHaveText(brokenOutlet.name);
    await expect(article.getByRole("img")).toHaveCount(0);
    await expect(page.locator("[data-press-logo-placeholder]")).toHaveCount(1);
    expect(messages.some((text) => text.includes(`Press logo for ${brokenOutlet.name} failed to load`))).toBe(
      true,
    );
  });
});
