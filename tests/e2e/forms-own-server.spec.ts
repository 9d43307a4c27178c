import { randomUUID } from "node:crypto";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { newClient, searchSubscribers, signIn, staffPage } from "./support/staff.ts";

/**
 * The three forms as a visitor uses them, against this site's own endpoints (the default settings): nothing is
 * intercepted; each submission must reach the staff inbox.
 */
const client = newClient();
test.use({ extraHTTPHeaders: client });

test("a contact message sent from the page is stored and shown in the inbox", async ({ page }) => {
  const marker = `Tour question ${randomUUID()}`;
  await page.goto("/contact");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Your name").fill("Ada Lovelace");
  await form.getByLabel("Email address").fill("ada@example.com");
  await form.getByLabel("Your message").fill(marker);
  await form.getByLabel(/I agree to receive updates/).check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();

  await signIn(page.request, client);
  const inbox = await staffPage(page.request, "/admin/messages", client);
  expect(inbox).toContain(marker);
  expect(inbox).toContain("ada@example.com");
});

test("an Adventure Cats application lands on the thank-you page with its campaign, and is queued for review", async ({
  page,
}) => {
  const catName = `Apollo ${randomUUID().slice(0, 8)}`;
  await page.goto("/adventure-cats?utm_source=newsletter&utm_medium=email&utm_campaign=spring");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Adventure Cats application" });
  await form.getByLabel("First name").fill("Margaret");
  await form.getByLabel("Last name").fill("Hamilton");
  await form.getByLabel("Email address").fill("margaret@example.com");
  await form.getByLabel("Mobile").fill("(212) 555-0142");
  await form.getByLabel("Your cat's name").fill(catName);
  await form.getByLabel(/I have read the safety rules/).check();
  await form.getByLabel(/I accept the Adventure Cats liability waiver/).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(
    /\/adventure-cats\/thanks\?utm_source=newsletter&utm_medium=email&utm_campaign=spring$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await signIn(page.request, client);
  const queue = await staffPage(page.request, "/admin/applications", client);
  expect(queue).toContain(catName);
  expect(queue).toContain("+12125550142");
});

test("a footer newsletter sign-up opens the confirmation in a new tab and is stored", async ({
  page,
  context,
}) => {
  const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/about");
  await waitForHydration(page);
  const form = page.getByRole("contentinfo").getByRole("form", { name: "Quick newsletter sign-up" });
  await form.getByLabel("Email address").fill(email);
  const [confirmation] = await Promise.all([
    context.waitForEvent("page"),
    form.getByRole("button", { name: "Subscribe" }).click(),
  ]);
  await confirmation.waitForLoadState();
  await expect(confirmation.getByRole("heading", { level: 1 })).toHaveText("You're on the list!");

  await signIn(page.request, client);
  const subscribers = await searchSubscribers(page.request, email, client);
  expect(subscribers).toContain(email);
});
