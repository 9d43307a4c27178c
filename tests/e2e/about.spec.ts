import { expect, test } from "./fixtures.ts";
import { catNames } from "../../app/features/team/cat-names.ts";
import { content, pageCopy } from "./support/content.ts";

const copy = pageCopy("about");
const team = content.collections.team.toSorted((a, b) => a.order - b.order);

test.describe("about page", () => {
  test("tells the story, introduces the four guides and their cats, and states the mission", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
    const story = page.getByRole("region", { name: copy.story.title });
    for (const paragraph of copy.story.paragraphs) await expect(story).toContainText(paragraph);
    await expect(story).toContainText(`began in ${content.company.foundingYear} in Brooklyn Heights`);

    // Spec: a team of four, each with role, bio and the names of their cats.
    expect(team).toHaveLength(4);
    const guides = page.getByRole("region", { name: copy.team.title }).getByRole("article");
    await expect(guides).toHaveCount(team.length);
    for (const [index, member] of team.entries()) {
      const card = guides.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name);
      await expect(card).toContainText(member.role);
      await expect(card).toContainText(member.bio);
      await expect(card).toContainText(
        `${member.cats.length === 1 ? "Cat" : "Cats"}: ${catNames(member.cats)}`,
      );
      for (const cat of member.cats) await expect(card).toContainText(`${cat.name}, a ${cat.coat}`);
      await expect(card.getByRole("img")).toHaveAttribute("alt", content.pictures[member.portrait] ?? "");
    }

    const mission = page.getByRole("region", { name: copy.mission.title });
    await expect(mission).toContainText(copy.mission.statement);
    await expect(mission.getByRole("heading", { level: 3 })).toHaveText(
      copy.mission.highlights.map((highlight) => highlight.title),
    );
  });

  test("offers the reserve button, which goes to booking", async ({ page }) => {
    await page.goto("/about");
    const reserve = page
      .getByRole("region", { name: copy.reserve.title })
      .getByRole("link", { name: "Reserve Your Spot" });
    await expect(
      page.locator("[data-hero]").getByRole("link", { name: "Reserve Your Spot" }),
    ).toHaveAttribute("href", "/booking");
    await reserve.click();
    await expect(page).toHaveURL(/\/booking$/);
  });
});
