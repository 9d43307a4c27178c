import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { axeViolations, describeViolation, isBlocking } from "../../scripts/lib/quality/axe.ts";
import { describeHtmlProblem, validateHtml } from "../../scripts/lib/quality/html-validation.ts";
import { contactFormOf, withoutBrowserChecks } from "./support/forms.ts";
import { holdSiteScripts } from "./support/scripts.ts";
import { EMAILJS_IDS, newClient, signIn, staffPage } from "./support/staff.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * The contact form before and without JavaScript (docs/decisions/061): the browser posts it to the contact page
 * itself, the server stores it and answers the confirmation page, or the form again with its messages and
 * everything typed. Nothing typed ever reaches an address.
 */

/** Every address the page asks for or shows from now on. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => seen.push(request.url()));
  page.on("framenavigated", (frame) => seen.push(frame.url()));
  return seen;
}

/** Fails if any of the addresses holds any of the typed values, as typed or as a form or URL would encode them. */
function expectNothingTypedIn(addresses: string[], typed: string[]) {
  expect(addresses.length).toBeGreaterThan(0);
  for (const value of typed.filter((text) => text.trim().length > 2)) {
    const forms = [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)];
    for (const address of addresses) {
      for (const form of forms) expect(address, `${value} in an address`).not.toContain(form);
    }
  }
}

test.describe("with JavaScript off", () => {
  const client = newClient();
  // Chromium logs a page answered 400 or 429 as a failed load.
  test.use({
    javaScriptEnabled: false,
    extraHTTPHeaders: client,
    allowedConsoleError: /status of (400|429)/,
  });

  test("the form posts to the contact page; a valid message is stored and the confirmation page follows", async ({
    page,
  }) => {
    const addresses = addressesOf(page);
    const marker = `Step-free route for my dad ${randomUUID()}`;
    await page.goto("/contact");
    const { form, name, email, message, consent, submit } = contactFormOf(page);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/contact");
    await name.fill("Rachel Tanaka");
    await email.fill("rachel.tanaka@example.com");
    await message.fill(marker);
    await consent.check();
    const [posted] = await Promise.all([
      page.waitForRequest((request) => request.method() === "POST"),
      submit.click(),
    ]);
    expect(new URL(posted.url()).pathname).toBe("/contact");
    expect(posted.postData()).toContain("Rachel+Tanaka");

    await expect(page).toHaveURL(/\/contact\/thanks$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent!");
    await expect(
      page.getByText("One of our guides will reply to you by e-mail within two days."),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expectNothingTypedIn(addresses, ["Rachel Tanaka", "rachel.tanaka@example.com", marker]);

    await signIn(page.request, client);
    const inbox = await staffPage(page.request, "/admin/messages", client);
    expect(inbox).toContain(marker);
    expect(inbox).toContain("rachel.tanaka@example.com");
  });

  test("an invalid form comes back with the messages beside the fields and everything typed", async ({
    page,
  }) => {
    const addresses = addressesOf(page);
    const marker = `Can we bring a stroller on the Brooklyn walk? ${randomUUID()}`;
    await page.goto("/contact");
    const { form, name, email, message, consent, submit } = contactFormOf(page);
    // The browser refuses what it can check itself (an unticked box here): a browser without its own checks posts.
    await withoutBrowserChecks(form);
    await name.fill(" A ");
    await email.fill("ada@example");
    await message.fill(marker);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      submit.click(),
    ]);
    expect(answer.status()).toBe(400);
    expect(answer.headers()["x-robots-tag"]).toBe("noindex");
    const htmlProblems = await validateHtml(await answer.text(), "/contact");
    expect(
      htmlProblems.filter((problem) => problem.severity === "error").map(describeHtmlProblem),
      "html-validate errors",
    ).toEqual([]);

    await expect(page).toHaveURL(/\/contact$/);
    await expect(name).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(consent).toHaveAccessibleDescription("You must agree to receive updates");
    await expect(name).toHaveValue(" A ");
    await expect(email).toHaveValue("ada@example");
    await expect(message).toHaveValue(marker);
    // The browser puts the visitor on the first field to fix, with no script to do it.
    await expect(name).toBeFocused();

    await name.fill("Ada Lovelace");
    await email.fill("ada@example.com");
    await consent.check();
    await submit.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent!");
    expectNothingTypedIn(addresses, ["Ada Lovelace", "ada@example.com", "ada@example", marker]);

    await signIn(page.request, client);
    expect(await staffPage(page.request, "/admin/messages", client)).toContain(marker);
  });

  test("a client over the limit is told to wait, and the message is still there", async ({ page }) => {
    // The page's post shares the EmailJS endpoints' limit: ten messages a client in ten minutes.
    const busy = newClient();
    await page.setExtraHTTPHeaders(busy);
    for (let i = 0; i < 10; i++) {
      const sent = await page.request.post("/api/v1.0/email/send", {
        headers: busy,
        data: {
          ...EMAILJS_IDS,
          template_params: { name: "Ada", email: "ada@example.com", phone: "", message: `rate ${i}` },
        },
      });
      expect(sent.status()).toBe(200);
    }
    const marker = `Please hold two spots ${randomUUID()}`;
    await page.goto("/contact");
    const { name, email, message, consent, submit } = contactFormOf(page);
    await name.fill("Ada Lovelace");
    await email.fill("ada@example.com");
    await message.fill(marker);
    await consent.check();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      submit.click(),
    ]);
    expect(answer.status()).toBe(429);
    expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByRole("alert").filter({ hasText: "You're sending too fast" })).toBeVisible();
    await expect(submit).toBeFocused();
    await expect(submit).toHaveAccessibleDescription(/please wait a few minutes/);
    await expect(message).toHaveValue(marker);
  });

  test("every form that takes what a visitor types posts it, never in the address", async ({ page }) => {
    for (const path of ["/", "/contact", "/adventure-cats", "/about"]) {
      await page.goto(path);
      const methods = await page
        .locator("form")
        .evaluateAll((forms) => forms.map((form) => (form as HTMLFormElement).method));
      expect(methods.length, path).toBeGreaterThan(0);
      expect(methods, path).toEqual(methods.map(() => "post"));
    }
  });
});

test.describe("before the app starts", () => {
  const client = newClient();
  test.use({ extraHTTPHeaders: client });

  test("a click on Send posts the form, rather than waiting for the app", async ({ page }) => {
    const release = await holdSiteScripts(page);
    const addresses = addressesOf(page);
    const marker = `Birthday walk for six ${randomUUID()}`;
    // The page's scripts are held, so it never finishes loading: it is there to use once it has arrived.
    await page.goto("/contact", { waitUntil: "commit" });
    const { name, email, message, consent, submit } = contactFormOf(page);
    await name.fill("Sam Okafor");
    await email.fill("sam.okafor@example.com");
    await message.fill(marker);
    await consent.check();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    await submit.click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent!");
    expectNothingTypedIn(addresses, ["Sam Okafor", "sam.okafor@example.com", marker]);

    await signIn(page.request, client);
    expect(await staffPage(page.request, "/admin/messages", client)).toContain(marker);
  });

  test.describe(() => {
    test.use({ allowedConsoleError: /status of 400/ });

    test("the page the server answers starts the app with what was typed; the app then sends as usual", async ({
      page,
    }) => {
      const release = await holdSiteScripts(page);
      const marker = `Is the Financial District walk stroller-friendly? ${randomUUID()}`;
      // The page's scripts are held, so it never finishes loading: it is there to use once it has arrived.
      await page.goto("/contact", { waitUntil: "commit" });
      const { form, name, email, message, consent, submit } = contactFormOf(page);
      await name.fill("Grace Hopper");
      await message.fill(marker);
      await withoutBrowserChecks(form);
      await submit.click();
      // The post is on its way: the answer's own page may start its app as any page does.
      release();
      await expect(email).toHaveAccessibleDescription("Email address is required");
      await waitForHydration(page);
      // The app took over the page as the server drew it: messages, values and focus unchanged.
      await expect(name).toHaveValue("Grace Hopper");
      await expect(message).toHaveValue(marker);
      await expect(email).toBeFocused();
      await expect(consent).toHaveAccessibleDescription("You must agree to receive updates");
      expect((await axeViolations(page)).filter(isBlocking).map(describeViolation), "axe").toEqual([]);

      await email.fill("grace@example.com");
      await expect(email).not.toHaveAttribute("aria-invalid");
      await consent.check();
      await submit.click();
      await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
      // After the thank-you panel, the form comes back empty, not with the values the server showed again.
      await expect(form).toBeVisible({ timeout: 10_000 });
      await expect(name).toHaveValue("");
      await expect(message).toHaveValue("");
      await expect(consent).not.toBeChecked();

      await signIn(page.request, client);
      expect(await staffPage(page.request, "/admin/messages", client)).toContain(marker);
    });
  });
});
