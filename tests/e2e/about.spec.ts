import { expect, test } from "./fixtures.ts";

const team = [
  ["Margo Feld", "Co-founder and lead historian", "Pickles and Mrs. Hudson"],
  ["Theo Alvarez", "Co-founder and Financial District guide", "Ledger"],
  ["Priya Raman", "Lower East Side guide", "Knish and Latke"],
  ["Sam O'Connell", "Brooklyn Heights guide", "Montague"],
] as const;

test.describe("about page", () => {
  test("tells the story, introduces the four guides and their cats, and states the mission", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Four guides, six cats, one city");
    await expect(page.getByRole("region", { name: "It started with a mail-room cat" })).toContainText(
      "began in 2021 in Brooklyn Heights",
    );

    const guides = page.getByRole("region", { name: "Meet the guides, and their cats" }).getByRole("article");
    await expect(guides).toHaveCount(4);
    for (const [index, [name, role, cats]] of team.entries()) {
      const card = guides.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(card).toContainText(role);
      await expect(card).toContainText(cats);
      await expect(card.getByRole("img")).toHaveAttribute("alt", new RegExp(`portrait of ${name}`));
      await expect(card.locator("p").nth(1)).toHaveText(/.{60,}/);
    }

    const mission = page.getByRole("region", { name: "Why we walk" });
    await expect(mission.getByRole("heading", { level: 3 })).toHaveText([
      "History you can check",
      "Small groups, real conversation",
      "Good neighbors to today's cats",
    ]);
  });

  test("offers the reserve button, which goes to booking", async ({ page }) => {
    await page.goto("/about");
    const reserve = page
      .getByRole("region", { name: "Walk with us" })
      .getByRole("link", { name: "Reserve Your Spot" });
    await expect(
      page.locator("[data-hero]").getByRole("link", { name: "Reserve Your Spot" }),
    ).toHaveAttribute("href", "/booking");
    await reserve.click();
    await expect(page).toHaveURL(/\/booking$/);
  });
});
