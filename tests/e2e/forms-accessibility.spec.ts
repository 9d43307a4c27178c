import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { animationsSettled } from "../../scripts/lib/quality/axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { pageCopy } from "./support/content.ts";

/** Serious and critical axe findings on the page as it is now. */
async function seriousViolations(page: Page) {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

test.describe("the form pages pass axe in every state", () => {
  // axe takes several seconds a run on this machine's shared cores.
  test.describe.configure({ timeout: 120_000 });

  test("contact: as loaded and with every error showing", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole("form", { name: "Contact form" })
      .getByRole("button", { name: "Send Message" })
      .click();
    await expect(page.getByText("Name is required")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("Adventure Cats: as loaded, with every error showing, and with the waiver open", async ({ page }) => {
    await page.goto("/adventure-cats");
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    const form = page.getByRole("form", { name: "Adventure Cats application" });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Cat name is required")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole("button", { name: pageCopy("adventure-cats").waiverSummary.link }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the thank-you page", async ({ page }) => {
    await page.goto("/adventure-cats/thanks");
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
