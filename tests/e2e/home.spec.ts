import { expect, jsonLd, settledValue, test, waitForHydration } from "./fixtures.ts";
import { fillLaterTokens } from "../../app/content/tokens.ts";
import { indoorTalkTimes } from "../../app/features/events/indoor-talk.ts";
import { eventIsOver } from "../../app/features/events/event-dates.ts";
import { content, pageCopy } from "./support/content.ts";
import { publicEnv as settings } from "./support/forms.ts";

const copy = pageCopy("home");
/** Whether the winter talk was over when the page was built (the build is this run's, so today stands for it). */
const talkIsOver = () =>
  eventIsOver(indoorTalkTimes(content.siteSettings.season.year, copy.indoorTalk), new Date());
const bookTourLabel = `Book Your Tour – Only ${content.tokens.price}!`;
const homeGallerySize = copy.gallery.pictures.length;

test.describe("home page", () => {
  test("opens with the split hero, its booking button and Learn More", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("[data-hero='split']");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
    await expect(hero.getByRole("link", { name: bookTourLabel })).toHaveAttribute("href", "/booking");
    await expect(hero.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/tours");
    // The hero picture is the one picture preloaded; everything below the fold waits.
    const preloaded = await page
      .locator("link[rel='preload'][as='image']")
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute("imagesrcset") ?? link.getAttribute("href")),
      );
    expect(preloaded.filter((value) => value?.includes("/images/"))).toEqual([
      expect.stringContaining("/images/heroes/home"),
    ]);
    await expect(page.locator("main img[loading='eager']")).toHaveCount(1);
    await expect(page.locator("main img[loading='eager']")).toHaveAttribute("fetchpriority", "high");
  });

  test("shows ten press logos, each opening its story in a new tab, and links to all coverage", async ({
    page,
  }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: copy.pressStrip.title });
    const logos = strip.getByRole("listitem").getByRole("link");
    await expect(logos).toHaveCount(10);
    for (const link of await logos.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      expect(new URL((await link.getAttribute("href")) ?? "").hostname).toMatch(/\.example$/);
      await expect(link).toHaveAccessibleName(/\w/);
    }
    for (const outlet of content.collections.press)
      await expect(strip.getByRole("img", { name: outlet.name })).toBeVisible();
    await strip.getByRole("link", { name: copy.pressStrip.allCoverage }).click();
    await expect(page).toHaveURL(/\/in-the-news$/);
  });

  test("fetches the press logos, the gallery and the footer logo only after the page has loaded, and without JavaScript as usual", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: copy.pressStrip.title });
    for (const outlet of content.collections.press)
      await expect(strip.locator(`img[alt="${outlet.name}"]`)).toHaveJSProperty("complete", true);
    const timings = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const later = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/images\/(press|gallery)\/|\/brand\/logo-light/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }));
      return { loaded: navigation?.loadEventStart ?? Infinity, later };
    });
    expect(timings.later.filter(({ name }) => name.startsWith("/images/press/"))).toHaveLength(
      content.collections.press.length,
    );
    for (const { name, start } of timings.later)
      expect(start, `${name} starts after the load event`).toBeGreaterThanOrEqual(timings.loaded);

    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await plain.goto(new URL("/", baseURL).href);
      const plainStrip = plain.getByRole("region", { name: copy.pressStrip.title });
      for (const outlet of content.collections.press)
        await expect(plainStrip.locator(`img[alt="${outlet.name}"]`)).toHaveJSProperty("complete", true);
    } finally {
      await context.close();
    }
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
    const play = video.getByRole("button", {
      name: new RegExp(`Play the slideshow: ${homeGallerySize} scenes`),
    });
    await play.click();
    const viewer = page.getByRole("dialog", { name: `${copy.video.title}: slideshow` });
    await expect(viewer).toBeVisible();
    await expect(viewer.locator("[data-lightbox-counter]")).toHaveText(`1 / ${homeGallerySize}`);
    await page.keyboard.press("ArrowRight");
    await expect(viewer.locator("[data-lightbox-counter]")).toHaveText(`2 / ${homeGallerySize}`);
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
    const testimonial = content.collections.testimonials.find((entry) => entry.showOn.includes("home"));
    const review = page.getByRole("region", { name: copy.guestReview.title });
    await expect(review.getByRole("blockquote")).toHaveText(testimonial?.quote ?? "");
    await expect(review).toContainText(
      content.tours.find((tour) => tour.slug === testimonial?.tour)?.name ?? "",
    );
    const { season, seasonBanner } = content.siteSettings;
    const banner = page.getByRole("complementary", { name: "Season news" });
    if (talkIsOver()) {
      // The talk is behind us (the page was built after it): it, its record and the banner pointing to it are gone.
      await expect(banner).toHaveCount(0);
      await expect(page.locator("#indoor-talk")).toHaveCount(0);
      expect((await jsonLd(page)).map((record) => record["@type"])).not.toContain("Event");
      return;
    }
    await expect(banner).toContainText(seasonBanner.title);
    expect(seasonBanner.title).toContain(String(season.year));
    await expect(banner).toContainText(seasonBanner.text);
    expect(seasonBanner.text).toContain(season.next);
    await banner.getByRole("link", { name: seasonBanner.link }).click();
    await expect(page).toHaveURL(/#indoor-talk$/);
    const talk = page.locator("#indoor-talk");
    await expect(talk).toBeInViewport();
    for (const ticket of copy.indoorTalk.tickets) {
      const card = talk
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: ticket.name }) });
      await expect(card).toContainText(`$${ticket.price}`);
      await expect(card).toContainText(ticket.description);
    }
    await expect(talk.getByRole("link", { name: copy.indoorTalk.button })).toHaveAttribute(
      "href",
      "/booking",
    );

    const event = (await jsonLd(page)).find((record) => record["@type"] === "Event") as
      | { startDate: string; name: string; offers: { name: string; price: string; priceCurrency: string }[] }
      | undefined;
    expect(event?.name).toBe(await talk.getByRole("heading", { level: 2 }).textContent());
    expect(event?.startDate.slice(0, 4)).toBe(String(season.year + 1));
    const shownDate = await talk.locator("time").getAttribute("datetime");
    expect(event?.startDate).toBe(shownDate);
    expect(event?.offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual(
      copy.indoorTalk.tickets.map((ticket) => [ticket.name, String(ticket.price), "USD"]),
    );
  });

  test("draws its lower bands in idle moments after it has loaded, and a link to one lands on it even before", async ({
    page,
  }) => {
    const waiting = () => page.locator(".render-when-near:not(.drawn)").count();
    await page.goto("/");
    await waitForHydration(page);
    await expect.poll(waiting).toBe(0);
    expect(await page.locator(".render-when-near").count()).toBeGreaterThan(0);

    // A browser that is never idle: the bands stay undrawn, with estimated heights, until the link is followed.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    // The guest's quote, a band above the banner, asks for its face only once it is drawn; on a slow network the face
    // arrives during the scroll, and the quote above the section changes height (docs/decisions/176). Without the
    // scroll's correction at its end, this made the page stop off the section in 5 runs of 6.
    await page.route("**/fraunces-400-*.woff2", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 350));
      await route.continue();
    });
    await page.goto("/");
    await waitForHydration(page);
    expect(await waiting()).toBeGreaterThan(0);
    const { seasonBanner } = content.siteSettings;
    const talk = page.locator(talkIsOver() ? "#newsletter" : "#indoor-talk");
    const top = () => talk.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const margin = await page.evaluate(
      () => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
    );
    expect(margin).toBeGreaterThan(72);
    if (talkIsOver()) {
      // No banner link to the talk once it is over: the same kind of in-page link, to the newsletter's band.
      await page.evaluate(() => {
        const link = Object.assign(document.createElement("a"), {
          href: "#newsletter",
          textContent: "Newsletter",
        });
        document.querySelector("main")?.prepend(link);
      });
      await page.getByRole("main").getByRole("link", { name: "Newsletter", exact: true }).click();
    } else
      await page
        .getByRole("complementary", { name: "Season news" })
        .getByRole("link", { name: seasonBanner.link })
        .click();
    // The smooth scroll comes to rest with the section at the top, under the header (the page's scroll padding). A
    // busy machine may hold the position still for a moment before the scroll starts, so only that place counts.
    const last = await settledValue(top, (value) => Math.abs(value - margin) <= 2);
    expect(Math.abs(last - margin)).toBeLessThanOrEqual(2);
  });

  test("compares the three neighborhood tours against a typical walking tour", async ({ page }) => {
    await page.goto("/");
    const compare = page.locator("#compare");
    await expect(compare.getByRole("heading", { level: 2 })).toHaveText(copy.compare.title);
    const cards = compare.getByRole("list").first().locator("> li");
    await expect(cards).toHaveCount(content.tours.length);
    for (const [index, tour] of content.tours.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(tour.shortName);
      await expect(card).toContainText(
        fillLaterTokens(copy.compare.card.reviews, { reviews: tour.comparison.reviews }),
      );
      await expect(card.getByRole("img", { name: `Rated ${tour.comparison.rating} out of 5` })).toBeVisible();
      await expect(card).toContainText(content.tokens.price);
      await expect(card).toContainText(content.tokens.duration);
      await expect(card).toContainText(
        fillLaterTokens(copy.compare.card.groupSize, { maxGuests: tour.maxGuests }),
      );
      await expect(
        card.getByRole("link", { name: fillLaterTokens(copy.compare.card.link, { name: tour.shortName }) }),
      ).toHaveAttribute("href", tour.path);
    }
    await expect(compare.getByRole("heading", { name: copy.compare.typical.title })).toBeVisible();
    await expect(compare).toContainText(copy.compare.typical.text);
    await expect(compare).toContainText(copy.compare.typical.rating);
  });

  test("has four feature cards, the benefits, the newsletter form and the book to order by e-mail", async ({
    page,
  }) => {
    await page.goto("/");
    const features = page.locator("#features");
    await expect(features.getByRole("listitem")).toHaveCount(4);
    for (const card of copy.features.cards) {
      await expect(features.getByRole("heading", { name: card.title })).toBeVisible();
      if (card.link)
        await expect(features.getByRole("link", { name: card.link.text })).toHaveAttribute(
          "href",
          card.link.to,
        );
    }
    const benefits = page.locator("#benefits").getByRole("listitem");
    await expect(benefits).toHaveText(copy.benefits.items.map((item) => `${item.title}${item.description}`));
    await expect(page.locator("#benefits")).toContainText(
      `Other New York walking tours average ${content.tokens.comparisonPrice}`,
    );

    const newsletter = page.getByRole("region", { name: copy.newsletter.title });
    for (const field of ["EMAIL", "FNAME", "LNAME", "CONSENT"]) {
      await expect(newsletter.locator(`[name='${field}']`)).toHaveCount(1);
    }
    await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();

    const book = page.getByRole("region", { name: copy.book.title, exact: true });
    await expect(book.getByRole("img", { name: content.pictures["book/cover"] })).toBeVisible();
    await expect(book).toContainText(`by ${copy.book.author}`);
    const order = new URL(
      (await book.getByRole("link", { name: copy.book.order.button }).getAttribute("href")) ?? "",
    );
    expect(order.protocol).toBe("mailto:");
    expect(order.pathname).toBe(content.company.email);
    expect(order.searchParams.get("subject")).toBe(copy.book.order.subject);
    expect(order.searchParams.get("body")).toBe(copy.book.order.body);
  });

  test("ends with the gallery, the contact and booking calls to action and the related tours", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("#gallery [data-gallery-image]")).toHaveCount(homeGallerySize);
    await expect(
      page.locator("#gallery").getByRole("link", { name: copy.gallery.fullGallery }),
    ).toHaveAttribute("href", "/gallery");
    const contact = page.getByRole("region", { name: copy.contact.title });
    await expect(contact.getByRole("link", { name: copy.contact.button })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(contact.getByRole("link", { name: content.company.email })).toHaveAttribute(
      "href",
      `mailto:${content.company.email}`,
    );
    const final = page.getByRole("region", { name: copy.bookCta.title });
    await expect(final.getByRole("link", { name: bookTourLabel })).toHaveAttribute("href", "/booking");
    await expect(final.getByRole("link", { name: copy.bookCta.compare })).toHaveAttribute("href", "/tours");
    const related = page.getByRole("region", { name: "Related NYC Walking Tours" });
    await expect(related.getByRole("link")).toHaveCount(3);
    const last = content.relatedTours.links["home"]!.at(-1)!;
    await related.getByRole("link", { name: last.anchor }).click();
    await expect(page).toHaveURL(new RegExp(`${last.href}$`));
  });

  test("opens the home gallery in the viewer at the picture pressed", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const third = page.locator("#gallery [data-gallery-image='3']");
    await third.scrollIntoViewIfNeeded();
    await third.click();
    const viewer = page.getByRole("dialog", { name: copy.gallery.title });
    await expect(viewer.locator("[data-lightbox-counter]")).toHaveText(`3 / ${homeGallerySize}`);
    await viewer.getByRole("button", { name: "Close the viewer" }).click();
    await expect(viewer).toBeHidden();
    await expect(third).toBeFocused();
  });
});
