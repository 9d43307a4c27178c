import { expect, islandLive, test, waitForHydration } from "./fixtures.ts";
import { dollars } from "../../app/content/tokens.ts";
import { privateTourPrice } from "../../app/features/tours/private-tour-price.ts";
import { content, pageCopy } from "./support/content.ts";
import { contactFormOf } from "./support/forms.ts";
import { bootstrapListening, holdIslands, holdSiteScripts, scriptsOf } from "./support/scripts.ts";

test.describe("islands start when they are needed", () => {
  test("a page that is only read fetches the islands runtime alone, and React once the visitor asks", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    const scripts = scriptsOf(page);
    await page.goto("/about");
    await waitForHydration(page);
    // Read to the end, header and booking bar changing as the page scrolls: no island starts for that.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator("header").first()).toHaveAttribute("data-scrolled", "true");
    await expect(page.locator("[data-sticky-book-bar]")).toBeVisible();
    await expect(page.locator("footer").getByRole("img", { name: content.company.name })).toBeVisible();
    await page.waitForTimeout(500);
    // The runtime, and in an idle moment the speed measurement the beacon asks for (decision 140): no React.
    await expect.poll(scripts).toEqual(["islands", "vitals"]);
    // The menu is asked for: its island starts, with React. The browser opens the menu itself (a popover, decision
    // 157), so the menu can be on the screen before the island's files are asked for.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect.poll(scripts).toEqual(expect.arrayContaining(["react", "islands-common", "site-header"]));
  });

  test("a carousel starts as it comes near the screen, since it moves by itself there", async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto("/tours/brooklyn-heights");
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(scripts()).not.toContain("testimonial-carousel");
    await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
    await expect.poll(scripts).toContain("testimonial-carousel");
    await waitForHydration(page);
  });
});

test.describe("before the islands start", () => {
  test("a tap on a button is held and done once, when the page is interactive; the FAQ and menu answer at once", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    const release = await holdSiteScripts(page);
    await page.goto("/tours/private-tours", { waitUntil: "commit" });
    await bootstrapListening(page);
    // The browser answers a question, and opens the menu, by itself, with no script started.
    const answer = page.locator("#faq details").first();
    await answer.locator("summary").click();
    await expect(answer).toHaveAttribute("open");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    // A tap on the estimate's button is held until the runtime has come, and done once.
    const estimate = page.locator("[data-group-estimate]");
    await estimate.getByRole("button", { name: "One guest more" }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    release();
    await waitForHydration(page);
    const more = content.tourFacts.privateTour.defaultGuests + 1;
    await expect(estimate.getByLabel(/Number of guests/)).toHaveValue(String(more));
    await expect(estimate.locator("[data-estimate-total]")).toHaveText(
      dollars(privateTourPrice(content.tourFacts, more).total),
    );
  });

  test("a number typed before its island is ready is the island's own once it is", async ({ page }) => {
    const release = await holdSiteScripts(page);
    await page.goto("/tours/private-tours", { waitUntil: "commit" });
    await bootstrapListening(page);
    const estimate = page.locator("[data-group-estimate]");
    await estimate.getByLabel(/Number of guests/).fill("12");
    release();
    await waitForHydration(page);
    await expect(estimate.locator("[data-estimate-total]")).toHaveText(
      dollars(privateTourPrice(content.tourFacts, 12).total),
    );
  });

  test("a number emptied and left before its island is ready is put back once it is, as on leaving it", async ({
    page,
  }) => {
    const release = await holdSiteScripts(page);
    await page.goto("/booking", { waitUntil: "commit" });
    await bootstrapListening(page);
    const guests = page.locator("[data-group-estimate]").getByLabel(/Number of guests/);
    await guests.fill("");
    await guests.blur();
    release();
    await waitForHydration(page);
    // Its island starts from the touch the bootstrap saw: on a loaded machine that can take longer than one wait.
    await expect(guests.locator("xpath=ancestor-or-self::*[@data-island][last()]")).toHaveAttribute(
      "data-island-state",
      "live",
      { timeout: 30_000 },
    );
    await expect(guests).toHaveValue(String(content.tourFacts.privateTour.defaultGuests));
  });

  test("a menu the keyboard reached before its island was ready opens once it is", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdSiteScripts(page);
    await page.goto("/about", { waitUntil: "commit" });
    await bootstrapListening(page);
    const trigger = page.getByRole("button", { name: "Tours" });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).focus();
    await page.keyboard.press("Tab");
    await expect(trigger).toBeFocused();
    release();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  test("Enter pressed on the menu before its island was ready takes the visitor into it once it is", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdSiteScripts(page);
    await page.goto("/about", { waitUntil: "commit" });
    await bootstrapListening(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Tours" });
    await nav.getByRole("link", { name: "Gallery" }).focus();
    await page.keyboard.press("Tab");
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    release();
    await expect(nav.getByRole("link", { name: content.navigation.menuOverview })).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  test("a visitor who goes on to another field after an early Send keeps their place once the form checks it", async ({
    page,
  }) => {
    const release = await holdIslands(page);
    await page.goto("/adventure-cats");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Adventure Cats application" });
    const firstName = form.getByLabel("First name");
    const mobile = form.getByLabel("Mobile");
    const catName = form.getByLabel("Your cat's name");
    // A number the browser takes and the form's own check does not: its message shows that the check has run.
    await mobile.fill("12345");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(firstName).toBeFocused();
    await expect(catName).toHaveAccessibleDescription("Cat name is required");
    await catName.click();
    release();
    await islandLive(form);
    await expect(mobile).toHaveAccessibleDescription(/Enter a valid mobile in international format/);
    await expect(catName).toBeFocused();
    await page.keyboard.type("Apollo");
    await expect(catName).toHaveValue("Apollo");
    await expect(catName).not.toHaveAttribute("aria-invalid");
    await expect(firstName).toHaveAccessibleDescription("First name is required");
  });
});

test.describe("an island fails alone", () => {
  // Each goes through several pages and islands: more time than one page's test on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test.use({
    allowedConsoleError: /island could not start|Cannot read properties of null|error while hydrating/,
  });

  test("a header that throws while it starts leaves its links working, and the page's other islands too", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The header's props are broken in the page as served: it throws as it renders.
    await page.route("**/contact", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(data-island="site-header" data-props=")[^"]*(")/,
        "$1{&quot;navigation&quot;:null,&quot;pathname&quot;:&quot;/contact&quot;}$2",
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto("/contact");
    await waitForHydration(page);
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Tours" });
    await trigger.click();
    await expect(page.locator('[data-island="site-header"]')).toHaveAttribute("data-island-state", "failed");
    // The header is still as the page drew it.
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // The FAQ and the contact form still work.
    const answer = page.locator("#faq details").nth(1);
    await answer.locator("summary").click();
    await expect(answer).toHaveAttribute("open");
    const form = contactFormOf(page);
    await form.submit.click();
    await expect(form.form.getByText("Name is required")).toBeVisible();
    // And the header's own links go where they say.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("about").hero.title);
  });

  test("a form whose module throws as it loads is sent by the browser itself, as without JavaScript", async ({
    page,
  }) => {
    await page.route("**/assets/contact-form-*.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: 'throw new Error("A broken build.");' }),
    );
    await page.goto("/contact");
    await waitForHydration(page);
    const form = contactFormOf(page);
    await form.name.fill("Ada Lovelace");
    await form.email.fill("ada@example.com");
    await form.message.fill("Do the cats of the Custom House still have a tour?");
    await form.consent.check();
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-island-state", "failed");
    await form.submit.click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    // The FAQ still works on a page whose form could not start.
    await page.goto("/contact");
    const answer = page.locator("#faq details").nth(1);
    await answer.locator("summary").click();
    await expect(answer).toHaveAttribute("open");
  });
});
