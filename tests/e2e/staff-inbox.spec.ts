import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { PAGE_SIZE } from "../../server/inbox/messages.ts";
import {
  EMAILJS_IDS,
  ensureOwner,
  expectInReachOnAPhone,
  newClient,
  openStaffPage,
  OWNER,
  STAFF_PHONE,
} from "./support/staff.ts";
import { fillLaterTokens } from "../../app/content/tokens.ts";
import { content } from "./support/content.ts";
import { confirmedSignUp } from "./support/newsletter.ts";

/** The welcome e-mail's subject for a cat, as content/emails/adventure-cat-welcome.yaml writes it. */
const welcomeSubject = (catName: string) => fillLaterTokens(content.adventureCatWelcome.subject, { catName });

/** The staff inbox at /admin, used the way staff use it: in the browser. */

async function signInAs(page: Page, client: Record<string, string>) {
  await ensureOwner(test.info().project.use.baseURL!);
  await page.setExtraHTTPHeaders(client);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await waitForHydration(page);
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
}

async function apply(page: Page, client: Record<string, string>, catName: string) {
  const response = await page.request.post("/f/adventure-cats", {
    headers: client,
    form: {
      first_name: "Ada",
      last_name: "Lovelace",
      email: `${catName.toLowerCase().replace(/\W+/g, "-")}@example.com`,
      mobile: "+44 7700 900123",
      cat_name: catName,
      rules_accept: "on",
      waiver_accept: "on",
      _next: "/adventure-cats/thanks",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

test.describe("the staff inbox", () => {
  test("is private: sign-in first, noindex, no caching, not in the sitemap", async ({ request }) => {
    const client = newClient();
    const locked = await request.get("/admin/messages", { headers: client, maxRedirects: 0 });
    expect(locked.status()).toBe(302);
    expect(locked.headers().location).toBe("/admin/login?next=%2Fadmin%2Fmessages");
    const csv = await request.get("/admin/subscribers.csv", { headers: client, maxRedirects: 0 });
    expect(csv.status()).toBe(302);
    const login = await request.get("/admin/login", { headers: client });
    expect(login.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(login.headers()["cache-control"]).toBe("no-store");
    expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });

  test.describe(() => {
    // A wrong password and a throttled client are answered 401 and 429, which the browser logs.
    test.use({ allowedConsoleError: /status of (401|429) \((Unauthorized|Too Many Requests)\)/ });

    test("signs in with an HttpOnly SameSite cookie, and signs out for good", async ({
      page,
      context,
      baseURL,
    }) => {
      await ensureOwner(baseURL!);
      await page.setExtraHTTPHeaders(newClient());
      await page.goto("/admin/login");
      await waitForHydration(page);
      await page.getByLabel("E-mail").fill(OWNER.email);
      await page.getByLabel("Password").fill("not the password");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "That e-mail and password do not match an active account. Check both and try again.",
      );
      // The refused password is gone and the cursor waits in its field; the e-mail stays as typed.
      await expect(page.getByLabel("Password")).toHaveValue("");
      await expect(page.getByLabel("Password")).toBeFocused();
      await expect(page.getByLabel("E-mail")).toHaveValue(OWNER.email);
      await page.getByLabel("Password").fill(OWNER.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

      const cookie = (await context.cookies()).find((entry) => entry.name === "ww_staff");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      // Plain HTTP here; over HTTPS the cookie is also Secure (app/features/admin/staff.server.test.ts).
      expect(cookie?.secure).toBe(false);

      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByRole("heading", { name: "Sign in to the staff area" })).toBeVisible();
      // The old cookie no longer opens anything, even if it was copied before signing out.
      await context.addCookies([{ ...cookie!, expires: -1 }]);
      await page.goto("/admin/messages");
      await expect(page).toHaveURL(/\/admin\/login/);
    });

    test("throttles sign-in after five failures from one client, even with the right password", async ({
      page,
      baseURL,
    }) => {
      await ensureOwner(baseURL!);
      const client = newClient();
      await page.setExtraHTTPHeaders(client);
      await page.goto("/admin/login");
      await waitForHydration(page);
      // Five wrong guesses from this client (the page's own form, posted directly).
      const formToken = (await page.locator('input[name="formToken"]').inputValue()) ?? "";
      for (let i = 0; i < 5; i++) {
        const guess = await page.request.post("/admin/login", {
          headers: client,
          // Another e-mail each time: this is the client's limit, not the account's.
          form: { formToken, email: `guess-${i}-${randomUUID()}@example.com`, password: `guess number ${i}` },
        });
        expect(guess.status()).toBe(401);
      }
      await page.getByLabel("E-mail").fill(OWNER.email);
      await page.getByLabel("Password").fill(OWNER.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "Too many failed sign-ins from this connection. Try again in 15 minutes.",
      );
      // Another client is not affected.
      await page.setExtraHTTPHeaders(newClient());
      await page.getByLabel("Password").fill(OWNER.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    });
  });

  test("refuses a change without the page's CSRF token, or from another site", async ({ page }) => {
    const client = newClient();
    await signInAs(page, client);
    const withoutToken = await page.request.post("/admin/messages", {
      headers: client,
      form: { id: "1", intent: "read" },
    });
    expect(withoutToken.status()).toBe(403);
    const wrongToken = await page.request.post("/admin/logout", {
      headers: client,
      form: { csrf: "forged" },
    });
    expect(wrongToken.status()).toBe(403);
    const html = await (await page.request.get("/admin/messages", { headers: client })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const crossSite = await page.request.post("/admin/logout", {
      headers: { ...client, "sec-fetch-site": "cross-site" },
      form: { csrf },
    });
    expect(crossSite.status()).toBe(403);
    // Still signed in: none of those did anything.
    await page.goto("/admin/messages");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  });

  test("messages: newest first, shown as text, read and unread, reply by e-mail", async ({ page }) => {
    const client = newClient();
    const marker = randomUUID();
    for (const [name, message, phone] of [
      ["Older Sender", `first ${marker}`, "(718) 555-0142"],
      // The form sends "Not provided" for a phone left empty.
      ["<img src=x onerror=alert(1)>", `<script>window.hacked = 1</script> ${marker}`, "Not provided"],
    ]) {
      const response = await page.request.post("/api/v1.0/email/send", {
        headers: newClient(),
        data: {
          ...EMAILJS_IDS,
          template_params: { name, email: "guest@example.com", phone, message },
        },
      });
      expect(response.status()).toBe(200);
    }
    await signInAs(page, client);
    await openStaffPage(page, /^Messages/);
    const cards = page.getByRole("article").filter({ hasText: marker });
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole("heading")).toContainText("<img src=x onerror=alert(1)>");
    await expect(cards.first()).toContainText("<script>window.hacked = 1</script>");
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await expect(cards.nth(1).getByRole("heading")).toContainText("Older Sender");
    // A phone number is one tap to call; none given says so, not the form's placeholder.
    await expect(cards.nth(1).getByRole("link", { name: "(718) 555-0142" })).toHaveAttribute(
      "href",
      "tel:7185550142",
    );
    await expect(cards.first()).toContainText("guest@example.com · no phone number given");

    const reply = cards.first().getByRole("link", { name: "Reply by e-mail" });
    await expect(reply).toHaveAttribute("href", /^mailto:guest@example\.com\?subject=Re%3A%20your%20message/);
    await cards.first().getByRole("button", { name: "Mark as read" }).click();
    await expect(page.getByRole("status")).toHaveText("Marked as read.");
    await expect(cards.first().getByRole("button", { name: "Mark as unread" })).toBeVisible();
    await page.getByRole("link", { name: /^Unread/ }).click();
    await expect(page.getByRole("article").filter({ hasText: marker })).toHaveCount(1);
  });

  test("an address that would steer the Reply link is refused; every address is kept whole in it", async ({
    page,
  }) => {
    const marker = randomUUID();
    const send = (email: string) =>
      page.request.post("/api/v1.0/email/send", {
        headers: newClient(),
        data: {
          ...EMAILJS_IDS,
          template_params: { name: "Eve", email, phone: "Not provided", message: `Hello ${marker}` },
        },
      });
    for (const email of [
      "eve@example.com?cc=spy%40evil.example&bcc=spy@evil.example",
      "eve@example.com&cc=spy@evil.example",
      "eve%40evil.example@example.com",
    ]) {
      const refused = await send(email);
      expect(refused.status(), email).toBe(400);
      expect(await refused.text(), email).toBe("template_params.email: Please enter a valid email address\n");
    }
    // In the browser too, next to the field, before anything is sent.
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Your name").fill("Eve Example");
    await form.getByLabel("Email address").fill("eve@example.com?cc=spy%40evil.example");
    await form.getByLabel(/I agree to receive updates/).check();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();

    // A real address with a plus and an apostrophe arrives, and its Reply link holds exactly it, and only it.
    const guest = `o'brien+${marker.slice(0, 8)}@example.com`;
    expect((await send(guest)).status()).toBe(200);
    await signInAs(page, newClient());
    await openStaffPage(page, /^Messages/);
    const card = page.getByRole("article").filter({ hasText: marker });
    await expect(card).toHaveCount(1);
    const href = (await card.getByRole("link", { name: "Reply by e-mail" }).getAttribute("href")) ?? "";
    const reply = new URL(href);
    expect(reply.protocol).toBe("mailto:");
    expect(decodeURIComponent(reply.pathname)).toBe(guest);
    expect([...reply.searchParams.keys()]).toEqual(["subject", "body"]);
  });

  test("applications: approve issues a code and drafts the welcome e-mail; the code redeems once", async ({
    page,
  }) => {
    const client = newClient();
    const catName = `Biscuit ${randomUUID().slice(0, 8)}`;
    await apply(page, client, catName);
    await signInAs(page, client);
    await openStaffPage(page, /^Adventure Cat applications/);
    const card = page.getByRole("article").filter({ hasText: catName });
    await expect(card).toContainText("+447700900123");
    await card.getByRole("button", { name: `Approve ${catName}` }).click();
    const notice = page.getByRole("status");
    await expect(notice).toHaveText(/^Approved\. Adventure Cat Code CAT-[A-Z2-9]{4}-[A-Z2-9]{4} issued/);
    const code = /CAT-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await notice.textContent()) ?? "")?.[0] ?? "";

    await openStaffPage(page, /^Outbox/);
    const email = page.getByRole("article").filter({ hasText: welcomeSubject(catName) });
    await email.getByText("Show the e-mail").click();
    await expect(email).toContainText(`Your Adventure Cat Code: ${code}`);
    await expect(email).toContainText("https://www.whiskerwalks.nyc/booking");
    await expect(page.getByText(/E-mail is not set up yet/)).toBeVisible();

    await openStaffPage(page, "Adventure Cat codes");
    await page.getByRole("textbox", { name: "Code" }).fill(code.toLowerCase().replace(/-/g, " "));
    await page.getByRole("button", { name: "Look up" }).click();
    const found = page.getByRole("region", { name: code });
    await expect(found).toContainText(catName);
    await found.getByLabel(/Booking reference/).fill("FH-20261122");
    await found.getByRole("button", { name: "Redeem for this booking" }).click();
    await expect(page.getByRole("status")).toHaveText(new RegExp(`^Code ${code} redeemed `));
    await expect(found).toContainText(/Already redeemed .* for booking FH-20261122\./);
    // On a phone the codes issued are cards, each saying whose it is and whether it was redeemed.
    await page.setViewportSize(STAFF_PHONE);
    const issued = page
      .getByRole("list", { name: "Recently issued codes" })
      .getByRole("listitem")
      .filter({ hasText: code });
    await expect(issued).toContainText(catName);
    await expect(issued).toContainText("Redeemed: ");
    await expect(issued).not.toContainText("Not yet");
    await expectInReachOnAPhone(page, issued, "the code's card");
    await page.setViewportSize({ width: 1280, height: 720 });

    // A second redemption (another tab, an old form posted again) is refused and says when the first was.
    const html = await (await page.request.get("/admin/codes", { headers: client })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const again = await page.request.post("/admin/codes", {
      headers: client,
      form: { csrf, code, booking: "FH-other" },
    });
    // Redeemed moments ago: today, or yesterday when New York's midnight fell in between.
    expect(await again.text()).toMatch(
      new RegExp(
        `Refused: code ${code} was already redeemed (today|yesterday), \\d{1,2}:\\d\\d\\s[AP]M for booking FH-20261122\\. A code is good for one booking\\.`,
      ),
    );
  });

  test("applications: a rejection can be undone, and one with a note keeps it on the record", async ({
    page,
  }) => {
    const client = newClient();
    const catName = `Raccoon ${randomUUID().slice(0, 8)}`;
    await apply(page, client, catName);
    await signInAs(page, client);
    await page.goto("/admin/applications");
    await waitForHydration(page);
    const card = page.getByRole("article").filter({ hasText: catName });
    // A slip of the finger: Undo, right beside what it did, puts the application back in the queue.
    await card.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByRole("status")).toHaveText(`Rejected ${catName}.`);
    await expect(card).toHaveCount(0);
    // Its button went with it: the keyboard carries on from the notice, not from the top of the page.
    await expect(page.getByRole("status")).toBeFocused();
    await page.getByRole("button", { name: `Undo: move ${catName}'s application back to pending` }).click();
    await expect(page.getByRole("status")).toHaveText(`Undone: ${catName}'s application is pending again.`);
    await card.getByLabel(/Note if rejecting/).fill("Not actually a cat.");
    await card.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByRole("status")).toHaveText(`Rejected ${catName}.`);
    await page.getByRole("link", { name: /^Rejected/ }).click();
    await expect(card).toContainText("Note: Not actually a cat.");
    await expect(
      card.getByRole("button", { name: `Reopen (undo rejected): ${catName}'s application` }),
    ).toBeVisible();
  });

  test("subscribers: search, unsubscribe, and a CSV that is safe to open", async ({ page }) => {
    const client = newClient();
    const tag = randomUUID().slice(0, 8);
    const signups: [string, string][] = [
      // The sign-up refuses = | / ! in an address (decision 102), but + and - may start one: a spreadsheet reads
      // either as a formula.
      [`+2+5-cmd-${tag}@example.com`, '=HYPERLINK("http://evil")'],
      [`plain-${tag}@example.com`, "Plain"],
    ];
    await signInAs(page, client);
    for (const [email, name] of signups) {
      const form = { EMAIL: email, FNAME: name, CONSENT: "yes", tags: `test-${tag}` };
      await confirmedSignUp(page.request, form, client, newClient());
    }
    await page.goto("/admin/subscribers");
    await page.getByLabel("Search by e-mail, name or tag").fill(`test-${tag}`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("row")).toHaveCount(3);
    // The search is posted: an address or a name never lands in the address bar or a server log.
    await expect(page).toHaveURL(/\/admin\/subscribers$/);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV (these results)" }).click(),
    ]);
    const csv = await (
      await download.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString());
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(`^'\\+2\\+5-cmd-${tag}@example\\.com,"'=HYPERLINK\\(""http://evil""\\)",,subscribed,yes,`),
    );
    expect(lines[2]).toMatch(new RegExp(`^plain-${tag}@example\\.com,Plain,,subscribed,yes,`));

    // Unsubscribing cannot be taken back by staff: it asks first, and Escape leaves everything as it was.
    await waitForHydration(page);
    const unsubscribe = page.getByRole("button", { name: `Unsubscribe plain-${tag}@example.com` });
    await unsubscribe.click();
    const yes = page.getByRole("button", { name: "Yes, unsubscribe" });
    await expect(yes).toBeFocused();
    await expect(yes).toHaveAccessibleDescription(new RegExp(`^Unsubscribe plain-${tag}@example\\.com\\? `));
    await page.keyboard.press("Escape");
    await expect(unsubscribe).toBeFocused();
    await expect(page.getByRole("row").filter({ hasText: `plain-${tag}` })).not.toContainText("Unsubscribed");
    await unsubscribe.click();
    await yes.click();
    await expect(page.getByRole("status")).toHaveText("Unsubscribed.");
    await expect(page.getByRole("row").filter({ hasText: `plain-${tag}` })).toContainText("Unsubscribed");
    // The search is still on screen after the change.
    await expect(page.getByRole("row")).toHaveCount(3);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("unsubscribing still asks first, Cancel takes it back, and only Yes posts", async ({
      page,
      baseURL,
    }) => {
      const client = newClient();
      const tag = randomUUID().slice(0, 8);
      const email = `no-script-${tag}@example.com`;
      await ensureOwner(baseURL!);
      // Every form of the staff area posts as the browser's own: sign-in, the search, the question's Yes.
      await page.setExtraHTTPHeaders(client);
      await page.goto("/admin/login");
      await page.getByLabel("E-mail").fill(OWNER.email);
      await page.getByLabel("Password").fill(OWNER.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
      const form = { EMAIL: email, FNAME: "Noor", CONSENT: "yes", tags: `test-${tag}` };
      await confirmedSignUp(page.request, form, client, newClient());
      await page.goto("/admin/subscribers");
      await page.getByLabel("Search by e-mail, name or tag").fill(`test-${tag}`);
      await page.getByRole("button", { name: "Search" }).click();
      const row = page.getByRole("row").filter({ hasText: email });
      await expect(row).toContainText("Subscribed, confirmed");
      // On a phone the subscriber is a card, its Unsubscribe in reach without scrolling sideways.
      await page.setViewportSize(STAFF_PHONE);
      const card = page
        .getByRole("list", { name: `1 subscriber matching test-${tag}` })
        .getByRole("listitem");
      await expect(card).toContainText(email);
      await expectInReachOnAPhone(
        page,
        card.getByRole("button", { name: `Unsubscribe ${email}` }),
        "Unsubscribe",
      );
      await page.setViewportSize({ width: 1280, height: 720 });

      const unsubscribe = page.getByRole("button", { name: `Unsubscribe ${email}` });
      const yes = page.getByRole("button", { name: "Yes, unsubscribe" });
      await unsubscribe.click();
      await expect(yes).toBeVisible();
      await expect(yes).toHaveAccessibleDescription(
        new RegExp(`^Unsubscribe no-script-${tag}@example\\.com\\? `),
      );
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(yes).toBeHidden();
      await expect(row).not.toContainText("Unsubscribed");
      await unsubscribe.click();
      await yes.click();
      await expect(page.getByRole("status")).toHaveText("Unsubscribed.");
      await expect(row).toContainText("Unsubscribed");
    });
  });

  test("subscribers: a search's results page through posts as well, never through the address", async ({
    page,
  }) => {
    const client = newClient();
    const tag = `paging-${randomUUID().slice(0, 8)}`;
    // One page more than a page holds.
    for (let i = 0; i <= PAGE_SIZE; i++) {
      const response = await page.request.post("/subscribe/post", {
        headers: newClient(),
        form: { EMAIL: `${tag}-${i}@example.com`, tags: tag },
      });
      expect(response.status()).toBe(200);
    }
    await signInAs(page, client);
    await page.goto("/admin/subscribers");
    await page.getByLabel("Search by e-mail, name or tag").fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText("Page 1 of 2");
    await pages.getByRole("button", { name: "Older" }).click();
    await expect(pages).toContainText("Page 2 of 2");
    // The header row and the one subscriber left over.
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(page.getByLabel("Search by e-mail, name or tag")).toHaveValue(tag);
    await expect(page).toHaveURL(/\/admin\/subscribers$/);
  });
});
