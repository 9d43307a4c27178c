import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { dollars } from "../../app/content/tokens.ts";
import { privateTourPrice } from "../../app/features/tours/private-tour-price.ts";
import { longDate, noticeProblem } from "../../app/features/private-tours/tour-request.ts";
import { expect, offlineOnceFetched, test, waitForHydration } from "./fixtures.ts";
import { content, pageCopy } from "./support/content.ts";
import { withoutBrowserChecks } from "./support/forms.ts";
import { fillRequest, requestDates, requestFormFields, today } from "./support/private-tours.ts";
import { newClient, signIn } from "./support/staff.ts";

/**
 * Private-tour requests (issue 15): the form on the private tours page, with and without JavaScript, its
 * confirmation page, and the staff pipeline from new to booked with the reply drafted into the outbox.
 */

const copy = pageCopy("private-tours");
const form = copy.request;
const facts = content.tourFacts;
const { weekday, weekend: weekendDay, tooSoon } = requestDates;

/** Every address the page asks for or shows from now on. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => seen.push(request.url()));
  page.on("framenavigated", (frame) => seen.push(frame.url()));
  return seen;
}

function expectNothingTypedIn(addresses: string[], typed: string[]) {
  expect(addresses.length).toBeGreaterThan(0);
  for (const value of typed) {
    const forms = [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)];
    for (const address of addresses) {
      for (const encoded of forms) expect(address, `${value} in an address`).not.toContain(encoded);
    }
  }
}

/** The confirmation page restates what was sent, with the estimate and the promised reply. */
async function expectConfirmation(page: Page, name: string, guests: number, message: string) {
  await expect(page).toHaveURL(/\/tours\/private-tours\/request\/\d+\.[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    copy.confirmation.heading.replace("{name}", name),
  );
  await expect(page.getByText(copy.confirmation.intro)).toBeVisible();
  const summary = page.locator("dl");
  await expect(summary).toContainText(`${longDate(weekday)}; ${longDate(weekendDay)}`);
  await expect(summary).toContainText(dollars(privateTourPrice(facts, guests).total));
  await expect(summary).toContainText(form.occasions.corporate);
  await expect(summary).toContainText(form.mix);
  await expect(summary).toContainText(message);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
}

test.describe("without JavaScript", () => {
  const client = newClient();
  // Chromium logs a page answered 400 as a failed load.
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: client, allowedConsoleError: /status of 400/ });

  test("a request posts to the page, is stored, and the confirmation restates it", async ({ page }) => {
    const addresses = addressesOf(page);
    const name = `Ada ${randomUUID().slice(0, 8)}`;
    const message = `A walk for the accounts team ${randomUUID()}`;
    await page.goto("/tours/private-tours");
    const fields = await fillRequest(page, name, message);
    await fields.guests.fill("12");
    const section = fields.section.locator("form");
    await expect(section).toHaveAttribute("method", "post");
    await expect(section).toHaveAttribute("action", "/tours/private-tours");
    await fields.submit.click();
    await expectConfirmation(page, name, 12, message);
    expectNothingTypedIn(addresses, [name, "ada.lovelace@example.com", message, weekday]);

    await signIn(page.request, client);
    const inbox = await (await page.request.get("/admin/requests", { headers: client })).text();
    expect(inbox).toContain(message);
  });

  test("a request with mistakes comes back with each message beside its field and everything typed", async ({
    page,
  }) => {
    const message = `Birthday for Grandma ${randomUUID()}`;
    await page.goto("/tours/private-tours");
    const fields = requestFormFields(page);
    // The browser refuses the missing date itself: a browser without its own checks posts.
    await withoutBrowserChecks(fields.section.locator("form"));
    await fields.name.fill("Ada Lovelace");
    await fields.email.fill("ada@example");
    await fields.date1.fill(tooSoon);
    await fields.message.fill(message);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      fields.submit.click(),
    ]);
    expect(answer.status()).toBe(400);
    await expect(page).toHaveURL(/\/tours\/private-tours$/);
    await expect(fields.email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(fields.date1).toHaveAccessibleDescription(noticeProblem(facts, today, tooSoon)!);
    await expect(fields.date2).toHaveAccessibleDescription(
      "Choose a second date, in case the first is taken",
    );
    await expect(fields.occasion).toHaveAccessibleDescription("Choose the occasion");
    await expect(fields.consent).toHaveAccessibleDescription(
      "You must agree so we can reply to your request",
    );
    await expect(fields.name).toHaveValue("Ada Lovelace");
    await expect(fields.date1).toHaveValue(tooSoon);
    await expect(fields.message).toHaveValue(message);
    await expect(fields.email).toBeFocused();
  });
});

test.describe("with JavaScript", () => {
  test.use({ extraHTTPHeaders: newClient() });

  test("checks in the page, updates the estimate, and sends a good request to its confirmation", async ({
    page,
  }) => {
    const posts: string[] = [];
    // The form's own posts (the insights beacon posts elsewhere).
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/tours/private-tours"))
        posts.push(request.url());
    });
    await page.goto("/tours/private-tours");
    await waitForHydration(page);
    const fields = requestFormFields(page);
    // Down to the form, whose code then comes ahead: its checks and its estimate need no network (issue 38).
    await fields.submit.scrollIntoViewIfNeeded();
    await offlineOnceFetched(fields.name);
    await fields.submit.click();
    await expect(fields.name).toHaveAccessibleDescription("Name is required");
    await expect(fields.date1).toHaveAccessibleDescription("Choose your first preferred date");
    await expect(fields.name).toBeFocused();
    expect(posts).toEqual([]);

    const name = `Grace ${randomUUID().slice(0, 8)}`;
    const message = `Team outing ${randomUUID()}`;
    await fillRequest(page, name, message);
    await fields.guests.fill("40");
    await fields.guests.blur();
    await expect(fields.guests).toHaveValue(String(facts.privateTour.maxGuests));
    await page.getByRole("button", { name: "One guest fewer" }).click();
    const guests = facts.privateTour.maxGuests - 1;
    await expect(fields.total).toHaveText(dollars(privateTourPrice(facts, guests).total));
    await page.context().setOffline(false);
    await fields.submit.click();
    await expectConfirmation(page, name, guests, message);
  });

  test("every Contact Us to Book, the contact page and the private-tour FAQs lead to the form", async ({
    page,
  }) => {
    await page.goto("/tours");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Contact Us to Book" }).first().click();
    await expect(page).toHaveURL(/\/tours\/private-tours#request$/);
    await expect(page.locator("#request form")).toBeVisible();

    await page.goto("/contact");
    await waitForHydration(page);
    const quick = page.getByRole("navigation", { name: "Quick actions" });
    const privateAction = pageCopy("contact").quickActions.find((action) =>
      action.to.startsWith("/tours/private-tours"),
    )!;
    await quick.getByRole("link", { name: privateAction.title }).click();
    await expect(page).toHaveURL(/\/tours\/private-tours#request$/);

    await page.goto("/tours/private-tours");
    await waitForHydration(page);
    const faq = page.locator("#faq");
    // The FAQ that answers with the form's link.
    const asking = copy.faq.items.find((item) => item.answer.includes("/tours/private-tours#request"))!;
    await faq.locator("summary", { hasText: asking.question }).click();
    await expect(faq.locator('a[href="/tours/private-tours#request"]').first()).toBeVisible();
  });
});

test.describe("in the staff area", () => {
  const client = newClient();
  test.use({ extraHTTPHeaders: client });

  test("a guide replies from the outbox with the estimate and booking link, then marks the request booked", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const name = `Theo ${randomUUID().slice(0, 8)}`;
    const message = `Family reunion ${randomUUID()}`;
    await page.goto("/tours/private-tours");
    await waitForHydration(page);
    const fields = await fillRequest(page, name, message);
    await fields.guests.fill("10");
    await fields.submit.click();
    await expect(page).toHaveURL(/\/request\//);

    await signIn(page.request, client);
    await page.goto("/admin");
    const overview = page.getByRole("link", { name: /new private-tour requests waiting for a reply/ });
    await expect(overview).toContainText(/\d+/);
    await overview.click();
    await expect(page).toHaveURL(/\/admin\/requests$/);
    const card = page.getByRole("article").filter({ hasText: message });
    await expect(card).toContainText(dollars(privateTourPrice(facts, 10).total));
    await card.getByRole("radio", { name: longDate(weekendDay) }).check();
    await card.getByRole("button", { name: `Reply to ${name}` }).click();
    await expect(page.getByRole("status")).toContainText("Reply drafted");
    await page.getByRole("link", { name: "Edit and send the reply" }).first().click();

    await expect(page).toHaveURL(/\/admin\/outbox#email-\d+$/);
    const draft = page.getByRole("article").filter({ has: page.locator(`textarea:has-text("${name}")`) });
    const body = draft.getByLabel("Message");
    await expect(body).toHaveValue(
      new RegExp(dollars(privateTourPrice(facts, 10).total).replace("$", "\\$")),
    );
    await expect(body).toHaveValue(new RegExp(longDate(weekendDay)));
    await expect(body).toHaveValue(new RegExp(`/booking\\?itemId=${content.privateTour.itemId}`));
    await body.fill(`${await body.inputValue()}\n\nP.S. Bring comfortable shoes.`);
    // Sending is off on this server: the guide copies the reply, as edited, into their own e-mail.
    await expect(draft.getByRole("button", { name: "Send", exact: true })).toHaveCount(0);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await draft.getByRole("button", { name: "Copy the message" }).click();
    await expect(draft.getByText("The message is on your clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "P.S. Bring comfortable shoes.",
    );
    await draft.getByRole("button", { name: "Copy the link" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/booking\\?itemId=${content.privateTour.itemId}$`),
    );
    // Nothing has left yet, so the request still waits for its reply among the new ones.
    expect(await (await page.request.get("/admin/requests", { headers: client })).text()).toContain(message);
    // Sent from the guide's own e-mail: marked sent, with the edits it went with.
    await draft.getByRole("button", { name: "Mark as sent" }).click();
    await expect(page.getByRole("status")).toContainText("Marked sent:");
    await page.goto("/admin/outbox?show=done");
    const email = page.getByRole("article").filter({ hasText: "P.S. Bring comfortable shoes." });
    await expect(email).toContainText(/Marked sent by .+, /);

    await page.goto("/admin/requests?status=replied");
    const replied = page.getByRole("article").filter({ hasText: message });
    await expect(replied.getByRole("list", { name: "History" })).toContainText(/Replied by .+, /);
    // Notes for the team, kept with the request.
    await replied.getByLabel(/Notes for the team/).fill("Asked for a stop at the Seaport; deposit by phone.");
    await replied.getByRole("button", { name: `Save notes: ${name}'s request` }).click();
    await expect(page.getByRole("status")).toHaveText("Notes saved.");
    await page.reload();
    await expect(
      page
        .getByRole("article")
        .filter({ hasText: message })
        .getByLabel(/Notes for the team/),
    ).toHaveValue("Asked for a stop at the Seaport; deposit by phone.");
    // Marked booked by mistake: undone at once, then booked for real.
    await page
      .getByRole("article")
      .filter({ hasText: message })
      .getByRole("button", { name: `Mark booked: ${name}'s request` })
      .click();
    await expect(page.getByRole("status")).toHaveText("Marked booked.");
    await page.getByRole("button", { name: `Undo: reopen ${name}'s request` }).click();
    await expect(page.getByRole("status")).toHaveText("Undone: the request is open again.");
    await page.goto("/admin/requests?status=replied");
    await page
      .getByRole("article")
      .filter({ hasText: message })
      .getByRole("button", { name: `Mark booked: ${name}'s request` })
      .click();
    await expect(page.getByRole("status")).toHaveText("Marked booked.");
    await page.goto("/admin/requests?status=booked");
    const booked = page.getByRole("article").filter({ hasText: message });
    await expect(booked.getByRole("list", { name: "History" }).getByRole("listitem")).toHaveText([
      /^Replied by /,
      /^Booked by /,
      /^Replied by /,
      /^Booked by /,
    ]);

    const csv = await page.request.get("/admin/requests.csv", { headers: client });
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const row = (await csv.text()).split("\r\n").find((line) => line.includes(message));
    expect(row).toContain(",booked,");
    expect(row).toContain(
      `${weekday} ${weekendDay},${weekendDay},10,${privateTourPrice(facts, 10).total},corporate,mix`,
    );
  });
});
