import { ALL_CATEGORIES } from "../../app/features/blog/post-format.ts";
import { postCountLine } from "../../app/features/blog/post-filter.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { content } from "./support/content.ts";
import { posts } from "./support/posts.ts";
import { bootstrapListening, holdIslands, holdSiteScripts } from "./support/scripts.ts";

/**
 * Controls that need the page's script (docs/decisions/195): without JavaScript each either works or is not shown.
 * The blog's filter and the announcement's Dismiss are not shown; a gallery picture is a link to the picture itself.
 * With JavaScript the picture's link is held until the viewer can open, as a button was.
 */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the blog shows every post, as its count line says, and no filter buttons that would do nothing", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(page.getByText(postCountLine(ALL_CATEGORIES, posts.length))).toBeVisible();
    await expect(page.locator("[data-post-card]")).toHaveCount(posts.length);
    const filter = page.getByRole("group", { name: "Filter posts by category", includeHidden: true });
    await expect(filter).toHaveCount(1);
    await expect(filter).toBeHidden();
  });

  test("a gallery picture is a link that shows the picture large", async ({ page }) => {
    await page.goto("/gallery");
    const first = page.locator("#tour-photos [data-gallery-image='1']");
    await expect(first).toHaveRole("link");
    await expect(first).toHaveAccessibleName(/^Enlarge picture 1 of \d+: /);
    const href = (await first.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/images\//);
    const shown = page.waitForResponse((response) => new URL(response.url()).pathname === href);
    await first.click();
    const response = await shown;
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
    await expect(page).toHaveURL((url) => url.pathname === href);
  });

  test("the announcement shows without a Dismiss button, since nothing could remember the dismissal", async ({
    page,
  }) => {
    await page.goto("/");
    const bar = page.getByRole("region", { name: "Announcement" });
    await expect(bar).toContainText(content.siteSettings.announcement.text);
    const dismiss = bar.getByRole("button", { name: "Dismiss announcement", includeHidden: true });
    await expect(dismiss).toHaveCount(1);
    await expect(dismiss).toBeHidden();
  });
});

test.describe("with JavaScript, the gallery picture's link", () => {
  test("tapped before the page's scripts have arrived, opens the viewer once they have, and the page stays", async ({
    page,
  }) => {
    const release = await holdSiteScripts(page);
    await page.goto("/gallery", { waitUntil: "commit" });
    await bootstrapListening(page);
    const first = page.locator("#tour-photos [data-gallery-image='1']");
    await first.click();
    release();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test("tapped before the grid's island is live, shows the picture large at once, then the viewer", async ({
    page,
  }) => {
    const release = await holdIslands(page);
    await page.goto("/gallery");
    await waitForHydration(page);
    const first = page.locator("#tour-photos [data-gallery-image='1']");
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await expect(page.locator("[data-early-viewer]")).toBeVisible();
    release();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.locator("[data-early-viewer]")).toHaveCount(0);
    await expect(page).toHaveURL(/\/gallery$/);
  });
});
