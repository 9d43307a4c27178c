import { expect, jsonLd, test, types, waitForHydration } from "./fixtures.ts";
import { content, links, pageCopy } from "./support/content.ts";

const copy = pageCopy("press-kit");

test.describe("press kit", () => {
  test("links the press folder and gives the facts, the story, the mission and six highlights", async ({
    page,
  }) => {
    await page.goto("/press-kit");
    const folder = page.getByRole("link", { name: copy.resources.button });
    await expect(folder).toHaveAttribute("href", links.pressFolder);
    await expect(folder).toHaveAttribute("target", "_blank");
    const facts = page.getByRole("region", { name: copy.resources.title });
    await expect(facts.locator("dt")).toHaveText(copy.resources.facts.map((fact) => fact.term));
    await expect(facts.locator("dd")).toHaveText(copy.resources.facts.map((fact) => fact.detail));
    await expect(facts).toContainText(`${content.company.foundingYear}, in Brooklyn Heights`);
    await expect(facts).toContainText(
      `${content.tokens.rating}/5 from ${content.tokens.ratingCount} ratings`,
    );

    const about = page.getByRole("region", { name: copy.about.title });
    await expect(about).toContainText(copy.about.text);
    // The mission in the About page's words.
    const mission = pageCopy("about").mission;
    await expect(about.getByRole("heading", { name: copy.about.missionTitle })).toBeVisible();
    await expect(about).toContainText(mission.statement);

    const highlights = page.getByRole("region", { name: copy.highlights.title }).getByRole("listitem");
    // Spec: six tour highlights, each a named cat with a description.
    await expect(highlights).toHaveCount(6);
    await expect(highlights.getByRole("heading", { level: 3 })).toHaveText(
      copy.highlights.items.map((highlight) => highlight.cat),
    );
    for (const [index, highlight] of copy.highlights.items.entries()) {
      const guide = content.collections.team.find((member) => member.slug === highlight.guide);
      const cat = guide?.cats.find((candidate) => candidate.name === highlight.cat);
      await expect(highlights.nth(index)).toContainText(`${guide?.name}'s ${cat?.coat}`);
      await expect(highlights.nth(index).locator("p").last()).toHaveText(highlight.description);
    }
  });

  test("gives the media contact and answers the press FAQ, the first answer open", async ({ page }) => {
    await page.goto("/press-kit");
    await waitForHydration(page);
    const contact = page.getByRole("region", { name: copy.mediaContact.title });
    await expect(contact.getByRole("link", { name: content.company.email })).toHaveAttribute(
      "href",
      `mailto:${content.company.email}`,
    );

    const faq = page.getByRole("region", { name: copy.faq.title });
    const questions = faq.locator("summary");
    const answers = faq.locator("details");
    await expect(questions).toHaveText(copy.faq.items.map((item) => item.question));
    await expect(answers.first()).toHaveAttribute("open");
    await expect(faq.getByText(copy.faq.items[0]?.answer ?? "")).toBeVisible();
    await questions.nth(1).click();
    await expect(answers.nth(1)).toHaveAttribute("open");
    await expect(answers.first()).not.toHaveAttribute("open");
    await questions.nth(1).click();
    await expect(answers.nth(1)).not.toHaveAttribute("open");

    const faqRecord = (await jsonLd(page)).find((record) => record["@type"] === "FAQPage") as
      { mainEntity: { name: string }[] } | undefined;
    expect(faqRecord?.mainEntity.map((question) => question.name)).toEqual(await questions.allTextContents());
    expect(types(await jsonLd(page))).toContain("TravelAgency");
  });

  test("shows two testimonials and the social, gift-card and petition links", async ({ page }) => {
    await page.goto("/press-kit");
    const shown = content.collections.testimonials
      .filter((entry) => entry.showOn.includes("press-kit"))
      .sort((a, b) => a.order - b.order);
    // Spec: two testimonials.
    expect(shown).toHaveLength(2);
    const testimonials = page.getByRole("region", { name: copy.testimonials.title }).getByRole("figure");
    await expect(testimonials).toHaveCount(shown.length);
    for (const [index, entry] of shown.entries()) {
      const testimonial = testimonials.nth(index);
      await expect(testimonial.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
      await expect(testimonial.getByRole("blockquote")).toHaveText(entry.quote);
      await expect(testimonial).toContainText(
        content.tours.find((tour) => tour.slug === entry.tour)?.name ?? "",
      );
    }
    const more = page.getByRole("region", { name: copy.more.title });
    const hrefs = { social: content.company.instagram.url, ...links };
    for (const card of copy.more.cards) {
      const link = more.getByRole("link", { name: card.linkText });
      await expect(link).toHaveAttribute("href", hrefs[card.link]);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    // The spec's social, gift-card and petition links are all there.
    expect(copy.more.cards.map((card) => card.link).sort()).toEqual(["giftCards", "petition", "social"]);
  });
});
