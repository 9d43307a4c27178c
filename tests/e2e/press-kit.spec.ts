import { expect, jsonLd, test, types, waitForHydration } from "./fixtures.ts";
import { publicEnv as settings } from "./support/forms.ts";

test.describe("press kit", () => {
  test("links the press folder and gives the facts, the story, the mission and six highlights", async ({
    page,
  }) => {
    await page.goto("/press-kit");
    const folder = page.getByRole("link", { name: /Open the Press Folder/ });
    await expect(folder).toHaveAttribute("href", settings.pressFolderUrl);
    await expect(folder).toHaveAttribute("target", "_blank");
    const facts = page.getByRole("region", { name: "Logos, pictures and the fact sheet" });
    await expect(facts).toContainText("2021, in Brooklyn Heights");
    await expect(facts).toContainText("4.9/5 from 487 ratings");

    const about = page.getByRole("region", { name: "About Whisker Walks NYC" });
    await expect(about).toContainText("small-group walking tours");
    await expect(about.getByRole("heading", { name: "Our mission" })).toBeVisible();

    const highlights = page.getByRole("region", { name: "Six tour highlights" }).getByRole("listitem");
    await expect(highlights).toHaveCount(6);
    await expect(highlights.getByRole("heading", { level: 3 })).toHaveText([
      "Montague",
      "Mrs. Hudson",
      "Ledger",
      "Pickles",
      "Knish",
      "Latke",
    ]);
    for (const highlight of await highlights.all()) {
      await expect(highlight.locator("p").last()).toHaveText(/.{60,}/);
    }
  });

  test("gives the media contact and answers the press FAQ, the first answer open", async ({ page }) => {
    await page.goto("/press-kit");
    await waitForHydration(page);
    const contact = page.getByRole("region", { name: "Media contact" });
    await expect(contact.getByRole("link", { name: "hello@whiskerwalks.nyc" })).toHaveAttribute(
      "href",
      "mailto:hello@whiskerwalks.nyc",
    );

    const faq = page.getByRole("region", { name: "Press FAQ" });
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(6);
    await expect(questions.first()).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText("hold places on a public tour")).toBeVisible();
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.first()).toHaveAttribute("aria-expanded", "false");
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");

    const faqRecord = (await jsonLd(page)).find((record) => record["@type"] === "FAQPage") as
      { mainEntity: { name: string }[] } | undefined;
    expect(faqRecord?.mainEntity.map((question) => question.name)).toEqual(await questions.allTextContents());
    expect(types(await jsonLd(page))).toContain("LocalBusiness");
  });

  test("shows two testimonials and the social, gift-card and petition links", async ({ page }) => {
    await page.goto("/press-kit");
    const testimonials = page.getByRole("region", { name: "What guests tell us" }).getByRole("figure");
    await expect(testimonials).toHaveCount(2);
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
      await expect(testimonial).toContainText("Cat-History Tour");
    }
    const more = page.getByRole("region", { name: "Follow, give and support" });
    const expected = [
      [/Instagram @whiskerwalksnyc/, "https://www.instagram.com/whiskerwalksnyc/"],
      [/Buy a gift card/, settings.giftCardUrl],
      [/Sign the petition/, settings.petitionUrl],
    ] as const;
    for (const [name, href] of expected) {
      const link = more.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });
});
