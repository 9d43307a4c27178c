import { redirectRules, redirectTarget } from "../../app/lib/redirects.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { tour } from "./support/content.ts";

const examplePath = (rule: (typeof redirectRules)[number]) =>
  rule.kind === "exact" ? rule.from : `${rule.from}old-petition`;

test.describe("redirects", () => {
  for (const rule of redirectRules) {
    const from = examplePath(rule);
    test(`${from} answers 301 to ${rule.to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(rule.to);
    });
  }

  test("the query string survives the redirect, and the browser lands on the page", async ({ page }) => {
    const response = await page.goto("/financial-district-cat-tour?utm_source=flyer");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/tours\/financial-district\?utm_source=flyer$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tour("financial-district").name);
  });

  test("a trailing slash and /index.html go to the clean address", async ({ request }) => {
    const slash = await request.get("/tours/", { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers().location).toBe("/tours");
    const index = await request.get("/about/index.html", { maxRedirects: 0 });
    expect(index.headers().location).toBe("/about");
  });

  test("an in-app link to an old address replaces the history entry instead of adding one", async ({
    page,
  }) => {
    await page.goto("/blog/nyc-walking-tour-tips");
    await waitForHydration(page);
    // Article bodies are followed inside the app; an old address in one must not leave itself in the history.
    await page.locator(".prose").evaluate((prose) => {
      const link = document.createElement("a");
      link.href = "/brooklyn-heights-cat-tour";
      link.textContent = "our old Brooklyn Heights page";
      prose.prepend(link);
    });
    const before = await page.evaluate(() => history.length);
    await page.getByRole("link", { name: "our old Brooklyn Heights page" }).click();
    await expect(page).toHaveURL(new RegExp(`${redirectTarget("/brooklyn-heights-cat-tour")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tour("brooklyn-heights").name);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/nyc-walking-tour-tips$/);
  });
});
