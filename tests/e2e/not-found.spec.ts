import { expect, test, waitForHydration } from "./fixtures.ts";
import { content } from "./support/content.ts";

const copy = content.notFound;

test.describe("not-found page", () => {
  test.use({ allowedConsoleError: /status of 404/ });

  test("an unknown path answers 404 with the lost-cat page, noindex, and logs the path", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto("/no-such-cat/here");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404: This Cat Got Lost!");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: copy.home })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: copy.tours })).toHaveAttribute("href", "/tours");
    const popular = page.getByRole("navigation", { name: copy.popular.title });
    for (const href of ["/tours/brooklyn-heights", "/tours/financial-district", "/booking", "/about"]) {
      await expect(popular.locator(`a[href="${href}"]`)).toBeVisible();
    }
    expect(logged.some((text) => text.includes("/no-such-cat/here"))).toBe(true);
  });

  test("an unknown blog post is a 404 too", async ({ request }) => {
    const response = await request.get("/blog/no-such-post");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("This Cat Got Lost!");
  });

  test("following a link to a missing page inside the app shows the same page", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/missing-page";
      link.textContent = "missing";
      document.querySelector("main")?.prepend(link);
    });
    await page.getByRole("link", { name: "missing", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404: This Cat Got Lost!");
  });
});
