import type { Locator, Page, Request, Response, Route } from "@playwright/test";
import { CONTACT_LAST_SUBMIT_KEY } from "../../app/features/forms/rate-limit.ts";
import {
  afterIdle,
  expect,
  jsonLd,
  test,
  types,
  waitForHydration,
  islandLive,
  offlineOnceFetched,
} from "./fixtures.ts";
import { contactFormOf, emailjsVersion, publicEnv } from "./support/forms.ts";
import { content, pageCopy } from "./support/content.ts";

const copy = pageCopy("contact");

const SEND = "**/api/v1.0/email/send";

async function openContact(page: Page) {
  await page.goto("/contact");
  await waitForHydration(page);
  return contactFormOf(page);
}

/** The contact form refuses a second submit within 10 s; tests that submit again start the clock over. */
async function forgetLastSubmit(page: Page) {
  await page.evaluate((key) => localStorage.removeItem(key), CONTACT_LAST_SUBMIT_KEY);
}

/** Answers the send endpoint the way the test says, and records what was sent. */
async function answerSends(page: Page, answer: (route: Route) => Promise<void>) {
  const sent: Request[] = [];
  await page.route(SEND, async (route) => {
    sent.push(route.request());
    await answer(route);
  });
  return sent;
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test.describe("contact page", () => {
  test("has the form, quick actions, resources, ways to write, one quote, the FAQ and a booking shortcut", async ({
    page,
  }) => {
    const { form } = await openContact(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
    await expect(form.locator("input:not([type=hidden]), textarea")).toHaveCount(5);
    await expect(form.locator('input[name="website"]')).toHaveCount(1);
    await expect(form.locator('[name="phone"]')).toHaveCount(0);

    const actions = page.getByRole("navigation", { name: "Quick actions" });
    // Booking, the FAQ, and the private-tour request form (issue 15).
    expect(copy.quickActions.map((action) => action.to)).toEqual([
      "/booking",
      "/contact#faq",
      "/tours/private-tours#request",
    ]);
    for (const action of copy.quickActions)
      await expect(actions.getByRole("link", { name: action.title })).toHaveAttribute("href", action.to);
    const resources = page.locator("#resources");
    for (const href of ["/blog", "/tours", "/in-the-news"]) {
      await expect(resources.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: content.company.email })).toHaveAttribute(
      "href",
      `mailto:${content.company.email}`,
    );
    await expect(
      main.getByRole("link", { name: `Instagram ${content.company.instagram.handle}` }),
    ).toHaveAttribute("href", content.company.instagram.url);
    await expect(main.locator("blockquote")).toHaveCount(1);
    await expect(main.locator("#book").getByRole("link", { name: /Book Your Tour/ })).toHaveAttribute(
      "href",
      "/booking",
    );
    expect(types(await jsonLd(page))).toContain("FAQPage");
  });

  test("the FAQ has six questions, the first open, one open at a time", async ({ page }) => {
    await openContact(page);
    const answers = page.locator("#faq details");
    await expect(answers).toHaveCount(6);
    await expect(answers.nth(0)).toHaveAttribute("open");
    for (const index of [1, 2, 3, 4, 5]) await expect(answers.nth(index)).not.toHaveAttribute("open");
    await answers.nth(2).locator("summary").click();
    await expect(answers.nth(2)).toHaveAttribute("open");
    await expect(answers.nth(0)).not.toHaveAttribute("open");
    await answers.nth(2).locator("summary").click();
    await expect(answers.nth(2)).not.toHaveAttribute("open");
  });

  test("the floating help button takes the visitor to the FAQ and steps aside there", async ({ page }) => {
    await openContact(page);
    const help = page.getByRole("button", { name: copy.faq.helpButton });
    await expect(help).toBeVisible();
    await expect(page.locator("#faq")).not.toBeInViewport();
    await help.click();
    await expect(page.locator("#faq")).toBeInViewport();
    await expect(page.locator("#faq summary").first()).toBeFocused();
    await expect(page.locator("[data-faq-help]")).toHaveCSS("opacity", "0");
  });
});

/** What a visitor can tab to on the page and in its footer, the floating help button aside. */
const REACHABLE =
  ":is(main, body > footer) :is(a[href], button, input, textarea, select, summary):not([tabindex='-1'], [data-faq-help])";

/** Which of `targets` the floating help button, as it is drawn now, overlaps: none when it has stepped aside. */
function underHelpButton(targets: Locator) {
  return targets.evaluateAll((elements) => {
    const help = document.querySelector<HTMLElement>("[data-faq-help]")!;
    const style = getComputedStyle(help);
    if (style.visibility === "hidden" || Number(style.opacity) === 0) return [];
    const button = help.getBoundingClientRect();
    return elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.left < button.right &&
          box.right > button.left &&
          box.top < button.bottom &&
          box.bottom > button.top
        );
      })
      .map((element) => element.outerHTML.slice(0, 120));
  });
}

test("the floating help button hides nothing the visitor is using, on a phone and a laptop", async ({
  page,
}) => {
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    const at = `at ${viewport.width} px`;
    await page.setViewportSize(viewport);
    const { name, submit } = await openContact(page);
    // Every control the keyboard reaches, down the page and its footer, stops clear of the button (the browser
    // scrolls each just into view), or the button steps aside.
    let checked = 0;
    for (let step = 0; step < 150; step++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate((reachable) => {
        const element = document.activeElement;
        if (!element || element === document.body || element.closest("[data-sticky-book-bar]")) return "out";
        return element.matches(reachable) ? element.outerHTML.slice(0, 120) : "";
      }, REACHABLE);
      if (focused === "out") break;
      if (!focused) continue;
      checked++;
      await expect.poll(() => underHelpButton(page.locator(":focus")), `${focused} ${at}`).toEqual([]);
    }
    expect(checked, `controls reached ${at}`).toBeGreaterThan(20);
    // A visitor filling in the form scrolls Send to where the button floats: the button has stepped aside.
    await name.focus();
    await submit.evaluate((send) => {
      const help = document.querySelector("[data-faq-help]")!.getBoundingClientRect();
      window.scrollBy(0, send.getBoundingClientRect().top - help.top);
    });
    await expect.poll(() => underHelpButton(submit), `Send ${at}`).toEqual([]);
    // At the page's end nothing is left under it.
    await name.blur();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const texts = page.locator(`${REACHABLE}, :is(main, body > footer) :is(p, h2, h3, li)`);
    await expect.poll(() => underHelpButton(texts), `the page's end ${at}`).toEqual([]);
  }
});

test.describe("contact form", () => {
  test("shows every message on submit, linked to its field, and focuses the first, offline too", async ({
    page,
  }) => {
    const sent = await answerSends(page, (route) => route.fulfill({ status: 200, body: "OK" }));
    const { form, name, email, consent, submit } = await openContact(page);
    // The form's code came ahead once the page was idle: its checks need no network (issue 38).
    await offlineOnceFetched(form);
    await submit.click();
    const messages = {
      name: "Name is required",
      email: "Email address is required",
      consent: "You must agree to receive updates",
    };
    for (const [field, text] of [
      [name, messages.name],
      [email, messages.email],
      [consent, messages.consent],
    ] as const) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(text);
      await expect(page.getByRole("alert").filter({ hasText: text })).toBeVisible();
    }
    await expect(name).toBeFocused();

    await forgetLastSubmit(page);
    await name.fill(" A ");
    await email.fill("ada@");
    await submit.click();
    await expect(name).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");

    await forgetLastSubmit(page);
    await email.fill("ada example.com");
    await submit.click();
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(sent).toHaveLength(0);
  });

  test("a field's message clears as soon as that field is edited", async ({ page }) => {
    const { name, email, submit } = await openContact(page);
    await submit.click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await name.pressSequentially("M");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText("Name is required")).toHaveCount(0);
    await expect(email).toHaveAccessibleDescription("Email address is required");
  });

  test("a second submit within 10 seconds is refused with a toast, counted from before validation", async ({
    page,
  }) => {
    const { submit } = await openContact(page);
    await submit.click();
    await expect(page.getByText("Name is required")).toBeVisible();
    // The page answers that Send before the form's island is live (docs/decisions/148); the island counts it as it
    // takes it over.
    await expect
      .poll(
        async () =>
          Date.now() -
          (await page.evaluate((key) => Number(localStorage.getItem(key)), CONTACT_LAST_SUBMIT_KEY)),
      )
      .toBeLessThan(10_000);

    await submit.click();
    const wait = toast(page, "Please wait");
    await expect(wait).toBeVisible();
    await expect(wait).toContainText("You're sending messages too fast. Try again in a few seconds.");

    // Ten seconds later the form checks again, and stores the new time.
    const tenSecondsAgo = Date.now() - 10_001;
    await page.evaluate(([key, time]) => localStorage.setItem(key, String(time)), [
      CONTACT_LAST_SUBMIT_KEY,
      tenSecondsAgo,
    ] as const);
    await submit.click();
    await expect
      .poll(() => page.evaluate((key) => Number(localStorage.getItem(key)), CONTACT_LAST_SUBMIT_KEY))
      .toBeGreaterThan(tenSecondsAgo + 10_000);
    // The first one's four seconds may be over by now: no second "Please wait" came.
    expect(await toast(page, "Please wait").count()).toBeLessThanOrEqual(1);
  });

  test("toasts: at most three visible, each gone after four seconds", async ({ page }) => {
    // The page's clock stands still, so the four seconds are the page's and not this busy machine's.
    const start = Date.now();
    await page.clock.install({ time: start });
    const { submit } = await openContact(page);
    await page.clock.pauseAt(start + 60_000);
    await submit.click();
    for (let index = 0; index < 4; index += 1) await submit.click();
    // The toasts come a moment after the clicks: the form's island starts at the first press and does the presses it
    // held once it is live, and the form checks a press and shows toasts with modules it loads at the first one. A
    // busy machine gets there after the clicks have returned. Sonner then hands each toast to its toaster on a
    // zero-delay timer, which runs only when the test moves the page's clock: a millisecond a look.
    const toasts = page.locator("[data-sonner-toast]");
    let elapsed = 0;
    await expect
      .poll(async () => {
        await page.clock.runFor(1);
        elapsed += 1;
        return toasts.count();
      })
      .toBe(4);
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
    await page.clock.runFor(3_750);
    elapsed += 3_750;
    await expect(toasts).toHaveCount(4);
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        elapsed += 100;
        return toasts.count();
      })
      .toBe(0);
    // Gone at four seconds, plus sonner's short exit animation.
    expect(elapsed).toBeLessThanOrEqual(4_600);
  });

  test("the hidden trap field drops the message silently", async ({ page }) => {
    const sent = await answerSends(page, (route) => route.fulfill({ status: 200, body: "OK" }));
    const { form, name, email, consent, submit } = await openContact(page);
    await name.fill("Robo Sender");
    await email.fill("robot@example.com");
    await consent.check();
    await form.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await submit.click();
    // The island took the press (started by it, then live): from here, a send would be under way at once.
    await islandLive(form);
    await page.waitForTimeout(1_000);
    expect(sent).toHaveLength(0);
    await expect(page.getByText("Message Sent!")).toHaveCount(0);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(name).toHaveValue("Robo Sender");
  });

  test("sends the EmailJS payload, shows Sending..., then Message Sent! for 3 seconds, then an empty form", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent = await answerSends(page, async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
    });
    // The page's clock stands still, so the three seconds are the page's and not this busy machine's.
    const start = Date.now();
    await page.clock.install({ time: start });
    const { form, name, email, message, consent, submit } = await openContact(page);
    await page.clock.pauseAt(start + 60_000);
    await name.fill("  Ada Lovelace ");
    await email.fill("ada@example.com");
    await consent.check();
    await submit.click();

    await expect(submit).toHaveText("Sending...");
    await expect(submit).toBeDisabled();
    for (const field of [name, email, message, consent]) await expect(field).toBeDisabled();
    await expect.poll(() => sent.length).toBe(1);
    const request = sent[0]!;
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toBe("application/json");
    const expectedOrigin = publicEnv.emailjs.origin || new URL(page.url()).origin;
    expect(request.url()).toBe(`${expectedOrigin}/api/v1.0/email/send`);
    expect(request.postDataJSON()).toEqual({
      lib_version: emailjsVersion,
      user_id: publicEnv.emailjs.publicKey,
      service_id: publicEnv.emailjs.serviceId,
      template_id: publicEnv.emailjs.templateId,
      template_params: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "Not provided",
        message: "No message provided",
      },
    });

    release();
    const panel = page.getByRole("status").filter({ hasText: "Message Sent!" });
    await expect(panel).toBeVisible();
    await expect(form).toBeHidden();
    // The panel takes the focus as its three seconds begin (a busy machine may draw it a moment before that).
    await expect(panel).toBeFocused();
    await page.clock.runFor(2_900);
    await expect(panel).toBeVisible();
    await page.clock.runFor(150);
    await expect(form).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(name).toHaveValue("");
    await expect(email).toHaveValue("");
    await expect(consent).not.toBeChecked();
    await expect(submit).toHaveText("Send Message");
    await expect(submit).toBeEnabled();

    await page.clock.runFor(10_000);
    await name.fill("Ada Lovelace");
    await email.fill("ada@example.com");
    await message.fill("  Two of us on Saturday, 1:15 PM in Brooklyn Heights.  ");
    await consent.check();
    await submit.click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]!.postDataJSON().template_params.message).toBe(
      "Two of us on Saturday, 1:15 PM in Brooklyn Heights.",
    );
  });

  test.describe("when sending fails", () => {
    test.use({ allowedConsoleError: /could not be sent|Failed to load resource/ });

    for (const [label, answer] of [
      ["an error answer", (route: Route) => route.fulfill({ status: 400, body: "The user ID is invalid" })],
      ["a network failure", (route: Route) => route.abort("connectionrefused")],
    ] as const) {
      test(`${label} keeps the form and shows the failure toast`, async ({ page }) => {
        const logged: string[] = [];
        page.on("console", (entry) => {
          if (entry.type() === "error") logged.push(entry.text());
        });
        const sent = await answerSends(page, answer);
        const { form, name, email, consent, submit } = await openContact(page);
        await name.fill("Ada Lovelace");
        await email.fill("ada@example.com");
        await consent.check();
        await submit.click();
        const failed = toast(page, "Message Failed to Send");
        await expect(failed).toBeVisible();
        await expect(failed).toContainText(
          "There was a problem sending your message. Please try again later.",
        );
        expect(sent).toHaveLength(1);
        await expect(form).toBeVisible();
        await expect(name).toHaveValue("Ada Lovelace");
        await expect(submit).toHaveText("Send Message");
        await expect(submit).toBeEnabled();
        await expect(page.getByText("Message Sent!")).toHaveCount(0);
        expect(logged.some((text) => text.includes("could not be sent"))).toBe(true);
      });
    }

    test("offline before the visitor started, the form says it failed in its own words", async ({ page }) => {
      const { form, name, email, consent, submit } = await openContact(page);
      // The form's code came ahead; the toasts' would come as the visitor starts, and the network is gone by then.
      await offlineOnceFetched(form);
      await name.fill("Ada Lovelace");
      await email.fill("ada@example.com");
      await consent.check();
      await submit.click();
      await expect(form.getByRole("alert")).toHaveText(
        "Message Failed to Send. There was a problem sending your message. Please try again later.",
      );
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await expect(name).toHaveValue("Ada Lovelace");
      await expect(submit).toBeEnabled();
    });
  });
});

test.describe("form libraries stay on the pages that use them", () => {
  const SONNER = "data-sonner-toaster";
  const EMAILJS = "api.emailjs.com";
  /** In Valibot's own code (the forms' checks): one of its options, a name no other library here uses. */
  const CHECKS = "abortPipeEarly";

  /**
   * Collects the text of every script the page loads from now on, until it is read: then, once the page has had its
   * idle moments (the speed measure and the code fetched ahead come in those) and the network is quiet.
   */
  function scriptsOf(page: Page) {
    const bodies: Promise<string>[] = [];
    const collect = (response: Response) => {
      if (response.url().endsWith(".js")) bodies.push(response.text());
    };
    page.on("response", collect);
    return async () => {
      await afterIdle(page);
      await page.waitForLoadState("networkidle");
      // A script asked for later would be read after the test, which ends before its text comes.
      page.off("response", collect);
      return (await Promise.all(bodies)).join("\n");
    };
  }

  test("a page without a form loads neither the toasts nor EmailJS", async ({ page }) => {
    const code = scriptsOf(page);
    await page.goto("/about");
    await waitForHydration(page);
    expect(await code()).not.toContain(SONNER);
    expect(await code()).not.toContain(EMAILJS);
  });

  test("the contact page fetches its checks and EmailJS ahead once idle, the toasts as the visitor starts, and nothing more when used", async ({
    page,
  }) => {
    await page.route(SEND, (route) => route.fulfill({ status: 200, body: "OK" }));
    const code = scriptsOf(page);
    const { form, name, email, consent, submit } = await openContact(page);
    // Fetched without being run once the page is idle, the form near (decision 160): a tap then waits on nothing.
    await expect(form.locator("xpath=ancestor-or-self::*[@data-island][last()]")).toHaveAttribute(
      "data-island-code",
      "fetched",
      { timeout: 15_000 },
    );
    const ahead = await code();
    expect(ahead).toContain(CHECKS);
    expect(ahead).toContain(EMAILJS);
    // The toasts only show after a Send: they come when the visitor starts on the form (decision 173).
    expect(ahead).not.toContain(SONNER);
    const toasts = page.waitForEvent("response", {
      predicate: async (response) =>
        response.url().endsWith(".js") && (await response.text()).includes(SONNER),
      timeout: 15_000,
    });
    await name.fill("Ada Lovelace");
    await toasts;
    const later: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") later.push(request.url());
    });
    await email.fill("ada@example.com");
    await consent.check();
    await submit.click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    // A second message within the rate limit's seconds raises the first toast of the visit.
    await expect(name).toBeVisible({ timeout: 10_000 });
    await submit.click();
    await expect(toast(page, "Please wait")).toBeVisible();
    expect(later).toEqual([]);
  });
});
