import type { Page } from "@playwright/test";
import { expect, settledValue, test, waitForHydration } from "./fixtures.ts";
import { content } from "./support/content.ts";
import { contactFormOf } from "./support/forms.ts";
import { holdSiteScripts } from "./support/scripts.ts";

const headerBackgroundAlpha = (page: Page) =>
  page
    .locator("header")
    .first()
    .evaluate((header) => {
      const color = getComputedStyle(header).backgroundColor;
      const parts = color.match(/[\d.]+/g) ?? [];
      return parts.length === 4 ? Number(parts[3]) : 1;
    });

test.describe("header", () => {
  test("is translucent at the top and opaque after 50px of scroll, and stays in view", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    expect(await headerBackgroundAlpha(page)).toBeLessThan(1);
    await page.mouse.wheel(0, 40);
    await page.waitForTimeout(300);
    await expect(page.locator("header").first()).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(page.locator("header").first()).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => headerBackgroundAlpha(page)).toBe(1);
    const box = await page.locator("header").first().boundingBox();
    expect(box?.y).toBe(0);
  });

  test("links to every section and to booking", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = content.navigation.header.filter((item) => !item.children);
    expect(links.map((item) => item.to)).toEqual(["/about", "/gallery", "/blog", "/in-the-news", "/contact"]);
    for (const { label, to } of links) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", to);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Book Your Tour" })).toHaveAttribute(
      "href",
      "/booking",
    );
  });
});

test.describe("tours dropdown", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const tourLinks = [
    "/tours/brooklyn-heights",
    "/tours/lower-east-side",
    "/tours/financial-district",
    "/tours/private-tours",
  ];

  test("opens on hover with the four tour pages", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Tours" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Main" });
    for (const href of tourLinks) await expect(menu.locator(`a[href="${href}"]`)).toBeVisible();
  });

  test("opens on keyboard focus, closes on Escape", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Tours" });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).focus();
    await page.keyboard.press("Tab");
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("Enter takes a keyboard visitor into the menu focus opened, and Enter on a link there follows it", async ({
    page,
  }) => {
    const tours = content.navigation.header.find((item) => item.children)!;
    const [first, second] = tours.children!;
    await page.goto("/about");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: tours.label });
    await nav.getByRole("link", { name: "Gallery" }).focus();
    await page.keyboard.press("Tab");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // The menu focus has just opened stays open: Enter goes into it (it closed it).
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: content.navigation.menuOverview })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: first!.label })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: second!.label })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${second!.to}$`));
  });

  test("Escape from a link closes the menu and gives the focus back; Enter toggles it; Tab out closes it", async ({
    page,
  }) => {
    const items = content.navigation.header;
    const tours = items.find((item) => item.children)!;
    const after = items[items.indexOf(tours) + 1]!;
    await page.goto("/about");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: tours.label });
    await nav.getByRole("link", { name: "Gallery" }).focus();
    await page.keyboard.press("Tab");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: tours.children![0]!.label })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // Through the overview and every tour, then out to the next entry of the header.
    for (let link = 0; link <= tours.children!.length; link += 1) await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: tours.children!.at(-1)!.label })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: after.label, exact: true })).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // And backwards out of it, from its button.
    await page.keyboard.press("Shift+Tab");
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Shift+Tab");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("opens on click, closes on an outside click", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Tours" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(600, 600);
    await page.mouse.click(600, 600);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on navigation", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Tours" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("navigation", { name: "Main" }).locator('a[href="/tours/lower-east-side"]').click();
    await expect(page).toHaveURL(/\/tours\/lower-east-side$/);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(
      page.getByRole("navigation", { name: "Main" }).locator('a[href="/tours/financial-district"]'),
    ).toBeHidden();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test("toggles with aria-expanded, lists every link plus Book Tour, closes on Escape and on a link", async ({
    page,
  }) => {
    // The browser opens and closes the menu itself, before any script of the site has arrived (decision 157).
    const release = await holdSiteScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    release();
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const href of [
      "/about",
      "/gallery",
      "/tours",
      "/tours/brooklyn-heights",
      "/tours/private-tours",
      "/blog",
      "/in-the-news",
      "/contact",
    ]) {
      await expect(menu.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Book Tour" })).toHaveAttribute("href", "/booking");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
  });

  test("the desktop menu shows from 768px up", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("announcement bar", () => {
  test("shows on home only, with the gift card offer and a skip link", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const bar = page.getByRole("region", { name: "Announcement" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: content.siteSettings.announcement.link })).toHaveAttribute(
      "target",
      "_blank",
    );
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await skip.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.goto("/about");
    await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);
  });

  test("dismissal is remembered under one key with the value 1, with no flash on the next visit", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Dismiss announcement" }).click();
    await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toEqual({ "whiskerwalks:promo-dismissed": "1" });
    // No script bundle may run: the inline head script and the stylesheet alone must hide the bar. The page is left
    // first, so an island it is still starting (the header's, at the mouse over it) is not handed an empty module.
    await page.goto("about:blank");
    await page.route("**/assets/*.js", (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("[data-promo-bar]")).toBeHidden();
  });
});

test.describe("sticky booking bar", () => {
  test("appears on phones after 300px of scroll and jumps to the page's calendar", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto("/tours/brooklyn-heights");
    await waitForHydration(page);
    const bar = page.locator("[data-sticky-book-bar]");
    await page.evaluate(() => window.scrollTo(0, 250));
    // Hidden, from screen readers and keyboards too, until it comes up.
    await expect(bar).toBeHidden();
    await expect(page.getByRole("link", { name: "Book Your Tour" }).last()).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport();
    // The page is on its way in the frame after the press, before the smooth scroll's slow start (issue 38).
    const movedAtOnce = await bar
      .getByRole("link", { name: "Book Your Tour" })
      .evaluate((link: HTMLElement) => {
        const before = scrollY;
        link.click();
        return scrollY > before;
      });
    expect(movedAtOnce).toBe(true);
    await expect(page.locator("#book-now")).toBeInViewport();
    await expect(page).toHaveURL(/\/tours\/brooklyn-heights#book-now$/);
  });

  test("goes to /booking on pages without a calendar", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator("[data-sticky-book-bar]").getByRole("link", { name: "Book Your Tour" }).click();
    await expect(page).toHaveURL(/\/booking$/);
  });

  test("never shows from 768px up", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(page.locator("[data-sticky-book-bar]")).toBeHidden();
  });
});

test.describe("scrolling", () => {
  test("a route change starts at the top; Back returns to where you were", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test("a hash scrolls smoothly to its element", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto("/tours/financial-district");
    await waitForHydration(page);
    // Every position the page scrolls through, recorded by the page itself: sampling from the test could miss the
    // whole motion on a busy machine.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { scrolledThrough: number[] }).scrolledThrough = seen;
      addEventListener("scroll", () => seen.push(window.scrollY), { passive: true });
    });
    await page.getByRole("link", { name: "Check Availability & Book" }).click();
    await expect(page.locator("#book-now")).toBeInViewport();
    await expect(page).toHaveURL(/#book-now$/);
    // Smooth: the page passes through positions between the top and the target rather than jumping.
    const final = await settledValue(
      () => page.evaluate(() => window.scrollY),
      (y) => y > 0,
    );
    const positions = await page.evaluate(
      () => (window as unknown as { scrolledThrough: number[] }).scrolledThrough,
    );
    expect(positions.some((y) => y > 0 && y < final)).toBe(true);
  });
});

test.describe("after a new deploy", () => {
  test.use({
    allowedConsoleError:
      /status of 404|Error loading route module|Failed to fetch dynamically imported module/,
  });

  test("a missing island module reloads the page instead of leaving it broken, and the page then works", async ({
    page,
  }) => {
    let loads = 0;
    page.on("load", () => loads++);
    // The announcement's module is "gone" for the page first loaded, as if the old build had been replaced under the
    // open page: its fetch ahead (decision 160) and the tap's both fail; after the reload it is there.
    let gone = 0;
    let served = 0;
    await page.route("**/assets/promo-bar-*.js", async (route) => {
      if (loads < 2) {
        gone++;
        await route.fulfill({ status: 404, body: "gone" });
      } else {
        served++;
        await route.continue();
      }
    });
    await page.goto("/");
    await waitForHydration(page);
    const dismiss = page.getByRole("button", { name: "Dismiss announcement" });
    // The first tap starts the announcement's island, whose module is gone: the page loads again, from the new build.
    await dismiss.click();
    await expect.poll(() => loads).toBe(2);
    await waitForHydration(page);
    await dismiss.click();
    await expect(page.getByRole("region", { name: "Announcement" })).toBeHidden();
    expect(gone).toBeGreaterThanOrEqual(1);
    expect(served).toBeGreaterThanOrEqual(1);
  });
});

test.describe("fonts", () => {
  test("every page draws its text with the two subset fonts alone, never the whole Latin files", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".woff2")) fonts.push(new URL(response.url()).pathname);
    });
    for (const path of ["/", "/tours", `/blog/${content.posts[0]!.meta.slug}`, "/contact"]) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      // Both families are in use and drawn from a loaded face (a heading in Fraunces, the text in Inter).
      expect(await page.evaluate(() => document.fonts.check('600 16px "Fraunces Variable"', "Cats"))).toBe(
        true,
      );
      expect(await page.evaluate(() => document.fonts.check('400 16px "Inter Variable"', "Cats"))).toBe(true);
    }
    expect(fonts.length).toBeGreaterThan(0);
    expect(
      fonts.filter((path) => path.includes("-latin-wght-")),
      "the whole Latin files",
    ).toEqual([]);
  });

  // A page preloads Fraunces at 400 exactly when it draws text in it outside a band laid out near the screen:
  // every-route.spec.ts.

  test("a character outside the subset is drawn from the whole font, fetched only then", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const whole = page.waitForResponse((response) =>
      /inter-latin-wght-normal-.*\.woff2$/.test(response.url()),
    );
    // A visitor's name with characters no page of the site shows.
    await contactFormOf(page).name.fill("Zoë Ångström");
    expect((await whole).status()).toBe(200);
  });
});
