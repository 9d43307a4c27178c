import type { Page } from "@playwright/test";
import { expect, jsonLd, test, types, waitForHydration } from "./fixtures.ts";
import { content, pageCopy } from "./support/content.ts";
import { posts } from "./support/posts.ts";
import { holdSiteScripts, scriptsOf } from "./support/scripts.ts";

const CATEGORIES = [
  "Historical Tales",
  "Tour Stories",
  "Cat Rescues",
  "History Deep Dives",
  "Travel Tips",
  "NYC History",
  "Cat History",
];
const FULL_LOAD = ["financial-district-stories", "postal-cats-wall-street"];
const cards = (page: Page) => page.locator("[data-post-card]");

/** Marks the current document; a full page load clears the mark, an in-app navigation keeps it. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

test.describe("blog list", () => {
  test("shows all 21 posts newest first, each card complete", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await expect(page.getByRole("heading", { level: 2, name: "Latest Articles" })).toBeVisible();
    await expect(cards(page)).toHaveCount(21);
    // The newsletter's archive is reached from the blog and from the footer of every page.
    await expect(page.getByRole("link", { name: pageCopy("blog").newsletterLink })).toHaveAttribute(
      "href",
      "/newsletter",
    );
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Newsletter", exact: true }),
    ).toHaveAttribute("href", "/newsletter");
    const newestFirst = [...posts]
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
      .map((post) => post.slug);
    expect(
      await cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-post-card"))),
    ).toEqual(newestFirst);

    for (const post of posts) {
      const card = page.locator(`[data-post-card="${post.slug}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(post.title);
      await expect(card.getByRole("heading", { level: 3 })).toHaveClass(/line-clamp-2/);
      await expect(card.locator("p.line-clamp-3")).toHaveText(post.excerpt);
      await expect(card.locator("time")).toHaveAttribute("datetime", post.date);
      await expect(card.getByText(post.category, { exact: true })).toBeVisible();
      const hasIcon = ["Tour Stories", "Cat Rescues", "History Deep Dives"].includes(post.category);
      await expect(card.locator("[data-category-icon]")).toHaveCount(hasIcon ? 1 : 0);
      await expect(card.locator("img, [data-image-placeholder]")).toHaveCount(1);
      await expect(card.getByRole("link", { name: `Read More about ${post.title}` })).toHaveAttribute(
        "href",
        `/blog/${post.slug}`,
      );
    }
  });

  test("filters by category, announcing the pressed button, and All brings everything back", async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    const release = await holdSiteScripts(page);
    await page.goto("/blog", { waitUntil: "commit" });
    const group = page.getByRole("group", { name: "Filter posts by category" });
    await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    // A tap before the islands runtime has arrived is held, and done once it has (decision 157).
    await group.getByRole("button", { name: "Cat Rescues" }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    release();
    await waitForHydration(page);
    await expect(group.getByRole("button", { name: "Cat Rescues" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(/^Showing \d+ posts? in Cat Rescues$/)).toBeVisible();
    // The filter needs no network (issue 38).
    await page.context().setOffline(true);
    for (const category of CATEGORIES) {
      await group.getByRole("button", { name: category }).click();
      await expect(group.getByRole("button", { name: category })).toHaveAttribute("aria-pressed", "true");
      await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
      const expected = posts
        .filter((post) => post.category === category)
        .map((post) => post.slug)
        .sort();
      await expect(cards(page)).toHaveCount(expected.length);
      const shown = await cards(page).evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute("data-post-card") ?? ""),
      );
      expect(shown.sort()).toEqual(expected);
    }
    await group.getByRole("button", { name: "All" }).click();
    await expect(cards(page)).toHaveCount(21);
    await expect(page.getByText("Showing all 21 posts")).toBeVisible();
    // The filter is the islands runtime's own: React never came for it.
    expect(scripts()).not.toContain("react");
  });

  test("the chosen category is kept in the address, so Back from a post finds the list as it was", async ({
    page,
  }) => {
    const category = "Cat Rescues";
    const expected = posts.filter((post) => post.category === category).length;
    await page.goto("/blog");
    await waitForHydration(page);
    const group = page.getByRole("group", { name: "Filter posts by category" });
    await group.getByRole("button", { name: category }).click();
    await expect(page).toHaveURL(/\/blog\?category=cat-rescues$/);
    await cards(page).first().getByRole("link").first().click();
    await expect(page).not.toHaveURL(/\/blog\?/);
    // The test browser keeps no page for Back, so the page is drawn again, as a browser that had to drop it does.
    await page.goBack();
    await expect(group.getByRole("button", { name: category })).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(expected);
  });

  test("the list's head is the blog's, with a Blog record", async ({ page }) => {
    await page.goto("/blog");
    await expect(page).toHaveTitle(`${pageCopy("blog").title} | ${content.company.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.whiskerwalks.nyc/blog",
    );
    expect(types(await jsonLd(page))).toContain("Blog");
    await expect(page.getByRole("heading", { name: "Related NYC Walking Tours" })).toBeVisible();
  });
});

test.describe("reading a post", () => {
  const post = posts.find((candidate) => candidate.slug === "nyc-walking-tour-tips");

  test("opens in the page, changes the address, head and records, and Back to all posts returns", async ({
    page,
  }) => {
    if (!post) throw new Error("missing test post");
    await page.goto("/blog");
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole("link", { name: `Read More about ${post.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toHaveCount(0);
    await expect(page).toHaveTitle(`${post.title} | Whisker Walks NYC`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post.excerpt);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `https://www.whiskerwalks.nyc/blog/${post.slug}`,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      `https://www.whiskerwalks.nyc/blog/${post.slug}`,
    );
    const records = await jsonLd(page);
    expect(types(records)).toContain("BlogPosting");
    expect(types(records)).not.toContain("Blog");
    const posting = records.find((record) => record["@type"] === "BlogPosting") ?? {};
    expect(posting).toMatchObject({
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      keywords: post.tags.join(", "),
    });
    expect(Number(posting.wordCount)).toBeGreaterThan(1000);
    expect(String(posting.articleBody).length).toBeGreaterThan(5000);

    const article = page.locator("article");
    await expect(article.locator("time").first()).toHaveAttribute("datetime", post.date);
    await expect(article.getByText(post.category, { exact: true }).first()).toBeVisible();
    for (const tag of post.tags) await expect(article.getByText(`#${tag}`)).toBeVisible();

    await page.getByRole("link", { name: "Back to all posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await expect(cards(page)).toHaveCount(21);
    expect(await isSameDocument(page)).toBe(true);
    expect(types(await jsonLd(page))).toContain("Blog");
  });

  test("the browser's Back and Forward move between the list and the post", async ({ page }) => {
    if (!post) throw new Error("missing test post");
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("link", { name: `Read More about ${post.title}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  });

  for (const slug of FULL_LOAD) {
    test(`${slug} opens with a full page load`, async ({ page }) => {
      const target = posts.find((candidate) => candidate.slug === slug);
      if (!target) throw new Error(`missing ${slug}`);
      await page.goto("/blog");
      await waitForHydration(page);
      await markDocument(page);
      await page.getByRole("link", { name: `Read More about ${target.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
      expect(await isSameDocument(page)).toBe(false);
    });
  }
});

test.describe("articles", () => {
  test("the Financial District stories: seven stories, 15 January 2025, 12 min read", async ({ page }) => {
    await page.goto("/blog/financial-district-stories");
    const article = page.locator("article");
    await expect(article.getByText("January 15, 2025")).toBeVisible();
    await expect(article.getByText("12 min read")).toBeVisible();
    expect(await article.locator(".prose h3").count()).toBeGreaterThanOrEqual(7);
    await expect(article.locator('.prose a[href="/tours/financial-district"]').first()).toBeVisible();
    await expect(article.getByRole("link", { name: "Book Your Tour" })).toHaveAttribute("href", "/booking");
  });

  test("the postal cats: 5 September 2025, 12 min read", async ({ page }) => {
    await page.goto("/blog/postal-cats-wall-street");
    await expect(page.locator("article").getByText("September 5, 2025")).toBeVisible();
    await expect(page.locator("article").getByText("12 min read")).toBeVisible();
  });

  test("the Circle Theatre tale: October 2025, 6 min read, back, booking and related links", async ({
    page,
  }) => {
    await page.goto("/blog/circle-theatre-lion-cat-halloween");
    const prose = page.locator("article .prose");
    await expect(page.locator("article").getByText(/October \d+, 2025/)).toBeVisible();
    await expect(page.locator("article").getByText("6 min read")).toBeVisible();
    for (const href of [
      "/blog",
      "/booking",
      "/blog/postal-cats-wall-street",
      "/blog/financial-district-stories",
    ]) {
      await expect(prose.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test("the walking versus bus tours guide has its star table and its links", async ({ page }) => {
    await page.goto("/blog/nyc-walking-tours-vs-bus-tours");
    const table = page.locator("article .prose table").first();
    await expect(table).toBeVisible();
    expect(await table.locator("tbody tr").count()).toBeGreaterThanOrEqual(5);
    await expect(table).toContainText("★");
    for (const href of ["/tours", "/blog/best-nyc-walking-tours"]) {
      await expect(page.locator(`article .prose a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test("links inside an article lead to their pages", async ({ page }) => {
    await page.goto("/blog/nyc-walking-tour-tips");
    await waitForHydration(page);
    await page.locator('article .prose a[href="/tours"]').first().click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Walking Tour Tips/i);
  });

  test("every post links back to the blog and to booking", async ({ request }) => {
    for (const post of posts) {
      const html = await (await request.get(`/blog/${post.slug}`)).text();
      expect(html, post.slug).toContain('href="/blog"');
      expect(html, post.slug).toContain('href="/booking"');
    }
  });

  test("the feed lists every post", async ({ request }) => {
    const feed = await (await request.get("/blog/rss.xml")).text();
    expect(feed.match(/<item>/g)).toHaveLength(posts.length);
    expect(feed).toContain("<link>https://www.whiskerwalks.nyc/blog/postal-cats-wall-street</link>");
  });
});
