import { expect, jsonLd, test, waitForHydration } from "./fixtures.ts";
import { publicEnv as settings } from "./support/forms.ts";

test.describe("home page", () => {
  test("opens with the split hero, its booking button and Learn More", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("[data-hero='split']");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("New York, told by its cats");
    await expect(hero.getByRole("link", { name: "Book Your Tour – Only $40!" })).toHaveAttribute(
      "href",
      "/booking",
    );
    await expect(hero.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/tours");
    // The hero picture is the one picture preloaded; everything below the fold waits.
    const preloaded = await page
      .locator("link[rel='preload'][as='image']")
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute("imagesrcset") ?? link.getAttribute("href")),
      );
    expect(preloaded.filter((value) => value?.includes("/images/"))).toEqual([
      expect.stringContaining("/images/heroes/home-"),
    ]);
    await expect(page.locator("main img[loading='eager']")).toHaveCount(1);
    await expect(page.locator("main img[loading='eager']")).toHaveAttribute("fetchpriority", "high");
  });

  test("shows ten press logos, each opening its story in a new tab, and links to all coverage", async ({
    page,
  }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "As featured on" });
    const logos = strip.getByRole("listitem").getByRole("link");
    await expect(logos).toHaveCount(10);
    for (const link of await logos.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      expect(new URL((await link.getAttribute("href")) ?? "").hostname).toMatch(/\.example$/);
      await expect(link.getByRole("img")).toHaveAttribute("alt", /\w/);
    }
    await expect(strip.getByRole("img", { name: "Metro Evening News" })).toBeVisible();
    await strip.getByRole("link", { name: "See all our press coverage" }).click();
    await expect(page).toHaveURL(/\/in-the-news$/);
  });

  test("loads nothing from another site until the visitor asks", async ({
    page,
    baseURL,
    externalRequests,
  }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.origin !== new URL(baseURL ?? "").origin)
        outside.push(url.href);
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(externalRequests).toEqual([]);
    expect(outside).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("plays the feature only after play is pressed: the poster first, then the slideshow", async ({
    page,
  }) => {
    test.skip(settings.featureVideoYoutubeId !== "", "built with a YouTube film");
    await page.goto("/");
    await waitForHydration(page);
    const video = page.locator("#video");
    await expect(video.locator("[data-video-state='poster'] img")).toBeVisible();
    const play = video.getByRole("button", { name: /Play the slideshow: 10 scenes/ });
    await play.click();
    const viewer = page.getByRole("dialog", { name: /A walk through cat history: slideshow/ });
    await expect(viewer).toBeVisible();
    await expect(viewer.locator("[data-lightbox-counter]")).toHaveText("1 / 10");
    await page.keyboard.press("ArrowRight");
    await expect(viewer.locator("[data-lightbox-counter]")).toHaveText("2 / 10");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(play).toBeFocused();
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("has the guest testimonial, the season banner pointing to the winter talk, and the talk's record", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(
      page.getByRole("region", { name: "What a guest said" }).getByRole("blockquote"),
    ).toContainText("Sam knew every stoop cat by name");
    const banner = page.getByRole("complementary", { name: "Season news" });
    await expect(banner).toContainText(`The ${settings.season.year} season is nearly over.`);
    await expect(banner).toContainText(`start in ${settings.season.next}`);
    await banner.getByRole("link", { name: "See the winter talk" }).click();
    await expect(page).toHaveURL(/#indoor-talk$/);
    const talk = page.locator("#indoor-talk");
    await expect(talk).toBeInViewport();
    await expect(talk.getByRole("heading", { name: "General Admission" })).toBeVisible();
    await expect(talk).toContainText("$30");
    await expect(talk.getByRole("heading", { name: "Walk and Talk" })).toBeVisible();
    await expect(talk).toContainText("$50");
    await expect(talk).toContainText("50% off a future tour");
    await expect(talk.getByRole("link", { name: "Get Talk Tickets" })).toHaveAttribute("href", "/booking");

    const event = (await jsonLd(page)).find((record) => record["@type"] === "Event") as
      | { startDate: string; name: string; offers: { name: string; price: string; priceCurrency: string }[] }
      | undefined;
    expect(event?.name).toBe(await talk.getByRole("heading", { level: 2 }).textContent());
    expect(event?.startDate.slice(0, 4)).toBe(String(settings.season.year + 1));
    const shownDate = await talk.locator("time").getAttribute("datetime");
    expect(event?.startDate).toBe(shownDate);
    expect(event?.offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ["General Admission", "30", "USD"],
      ["Walk and Talk", "50", "USD"],
    ]);
  });

  test("compares the three neighborhood tours against a typical walking tour", async ({ page }) => {
    await page.goto("/");
    const compare = page.locator("#compare");
    await expect(compare.getByRole("heading", { level: 2 })).toHaveText("Compare our tours");
    const cards = compare.getByRole("list").first().locator("> li");
    await expect(cards).toHaveCount(3);
    const expected = [
      ["Brooklyn Heights", "200 reviews", "/tours/brooklyn-heights", "Max 12 guests"],
      ["Financial District", "150 reviews", "/tours/financial-district", "Max 15 guests"],
      ["Lower East Side", "175 reviews", "/tours/lower-east-side", "Max 12 guests"],
    ] as const;
    for (const [index, [name, reviews, href, group]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(card).toContainText(reviews);
      await expect(card.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
      await expect(card).toContainText("$40");
      await expect(card).toContainText("2 hours");
      await expect(card).toContainText(group);
      await expect(card.getByRole("link", { name: `See the ${name} tour` })).toHaveAttribute("href", href);
    }
    await expect(compare).toContainText("$55 a guest");
    await expect(compare).toContainText("15 to 20 guests");
    await expect(compare).toContainText("Typical tour: 4.2");
  });

  test("has four feature cards, the benefits, the newsletter form and the book to order by e-mail", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("#features").getByRole("listitem")).toHaveCount(4);
    await expect(
      page.locator("#features").getByRole("link", { name: "Apply for Adventure Cats" }),
    ).toHaveAttribute("href", "/adventure-cats");
    await expect(page.locator("#benefits").getByRole("listitem")).toHaveCount(6);
    await expect(page.locator("#benefits")).toContainText("Other New York walking tours average $55");

    const newsletter = page.getByRole("region", { name: "Letters from the archive" });
    for (const field of ["EMAIL", "FNAME", "LNAME", "CONSENT"]) {
      await expect(newsletter.locator(`[name='${field}']`)).toHaveCount(1);
    }
    await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();

    const book = page.getByRole("region", { name: "The Cats Who Built New York", exact: true });
    await expect(book.getByRole("img", { name: /Cover of "The Cats Who Built New York"/ })).toBeVisible();
    const order = new URL(
      (await book.getByRole("link", { name: "Order by E-mail" }).getAttribute("href")) ?? "",
    );
    expect(order.protocol).toBe("mailto:");
    expect(order.pathname).toBe("hello@whiskerwalks.nyc");
    expect(order.searchParams.get("subject")).toBe("Book order: The Cats Who Built New York");
  });

  test("ends with the gallery, the contact and booking calls to action and the related tours", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("#gallery [data-gallery-image]")).toHaveCount(10);
    await expect(
      page.locator("#gallery").getByRole("link", { name: "See the full gallery" }),
    ).toHaveAttribute("href", "/gallery");
    const contact = page.getByRole("region", { name: "Questions before you book?" });
    await expect(contact.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(contact.getByRole("link", { name: "hello@whiskerwalks.nyc" })).toHaveAttribute(
      "href",
      "mailto:hello@whiskerwalks.nyc",
    );
    const final = page.getByRole("region", { name: "Your walk through cat history starts here" });
    await expect(final.getByRole("link", { name: "Book Your Tour – Only $40!" })).toHaveAttribute(
      "href",
      "/booking",
    );
    await expect(final.getByRole("link", { name: "Compare the Tours" })).toHaveAttribute("href", "/tours");
    const related = page.getByRole("region", { name: "Related NYC Walking Tours" });
    await expect(related.getByRole("link")).toHaveCount(3);
    await related.getByRole("link", { name: "Walk the Lower East Side" }).click();
    await expect(page).toHaveURL(/\/tours\/lower-east-side$/);
  });

  test("opens the home gallery in the viewer at the picture pressed", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const third = page.locator("#gallery [data-gallery-image='3']");
    await third.scrollIntoViewIfNeeded();
    await third.click();
    const viewer = page.getByRole("dialog", { name: "Scenes from our tours" });
    await expect(viewer.locator("[data-lightbox-counter]")).toHaveText("3 / 10");
    await viewer.getByRole("button", { name: "Close the viewer" }).click();
    await expect(viewer).toBeHidden();
    await expect(third).toBeFocused();
  });
});
