import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { emailsTo, newsletterCopy, newsletterLinks, pageHeading } from "./support/newsletter.ts";
import { EMAILJS_IDS, newClient, searchSubscribers, signIn, staffPage } from "./support/staff.ts";

/** Our stand-ins for the three providers, spoken to exactly as the browser forms (or a bot) would. */

const contact = (params: Record<string, unknown>, ids: Record<string, unknown> = EMAILJS_IDS) => ({
  ...ids,
  template_params: params,
});
const validParams = (marker: string) => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "Not provided",
  message: `Do cats ride the ferry? ${marker}`,
});

test.describe("contact endpoint (EmailJS shape)", () => {
  test("stores a message, answers 200 OK, and the inbox shows it escaped", async ({ request }) => {
    const client = newClient();
    const marker = `contact-${randomUUID()}`;
    const response = await request.post("/api/v1.0/email/send", {
      headers: client,
      data: contact({ ...validParams(marker), name: "<script>alert('x')</script> Ada" }),
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe("OK");

    await signIn(request, client);
    const inbox = await staffPage(request, "/admin/messages", client);
    expect(inbox).toContain(marker);
    expect(inbox).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; Ada");
    expect(inbox).not.toContain("<script>alert('x')</script>");
  });

  test("keeps unicode and SQL-looking text exactly as sent", async ({ request }) => {
    const client = newClient();
    const marker = `unicode-${randomUUID()}`;
    const name = "Zoë O'Brien 猫 🐈‍⬛ مرحبا";
    const message = `'); DROP TABLE messages; -- ${marker} \u202Eevil\u202C e\u0301`;
    const response = await request.post("/api/v1.0/email/send", {
      headers: client,
      data: contact({ ...validParams(marker), name, message }),
    });
    expect(response.status()).toBe(200);
    await signIn(request, client);
    const inbox = await staffPage(request, "/admin/messages", client);
    expect(inbox).toContain("Zoë O&#x27;Brien 猫 🐈‍⬛ مرحبا");
    expect(inbox).toContain(`DROP TABLE messages; -- ${marker} \u202Eevil\u202C e\u0301`);
  });

  test("refuses bad input with a 4xx and one plain line naming the field, and stores none of it", async ({
    request,
  }) => {
    const client = newClient();
    const marker = `refused-${randomUUID()}`;
    const good = validParams(marker);
    const json = { "content-type": "application/json" };
    const cases: {
      name: string;
      body: string | Buffer;
      headers?: Record<string, string>;
      status: number;
      text: RegExp;
    }[] = [
      {
        name: "malformed JSON",
        body: '{"template_params": {',
        status: 400,
        text: /^The body is not valid JSON\.$/,
      },
      { name: "a JSON list", body: "[1, 2]", status: 400, text: /must be a JSON object/ },
      {
        name: "no template_params",
        body: JSON.stringify(EMAILJS_IDS),
        status: 400,
        text: /^template_params: must be an object/,
      },
      {
        name: "a number for the name",
        body: JSON.stringify(contact({ ...good, name: 42 })),
        status: 400,
        text: /^template_params\.name: must be text\.$/,
      },
      {
        name: "a list for the e-mail",
        body: JSON.stringify(contact({ ...good, email: ["a@b.co"] })),
        status: 400,
        text: /^template_params\.email: must be text\.$/,
      },
      {
        name: "no e-mail",
        body: JSON.stringify(contact({ ...good, email: undefined })),
        status: 400,
        text: /^template_params\.email: Email address is required$/,
      },
      {
        name: "a bad e-mail",
        body: JSON.stringify(contact({ ...good, email: "ada@" })),
        status: 400,
        text: /^template_params\.email: Please enter a valid email address$/,
      },
      {
        name: "a one-letter name",
        body: JSON.stringify(contact({ ...good, name: " A " })),
        status: 400,
        text: /^template_params\.name: Name must be at least 2 characters$/,
      },
      {
        name: "an over-long message",
        body: JSON.stringify(contact({ ...good, message: `${marker} ${"x".repeat(5000)}` })),
        status: 400,
        text: /^template_params\.message: Please keep your message under 5000 characters$/,
      },
      {
        name: "someone else's public key",
        body: JSON.stringify(contact(good, { ...EMAILJS_IDS, user_id: "not-ours" })),
        status: 400,
        text: /^user_id: the public key is invalid\.$/,
      },
      {
        name: "no service id",
        body: JSON.stringify(contact(good, { ...EMAILJS_IDS, service_id: undefined })),
        status: 400,
        text: /^service_id: the service ID is required\.$/,
      },
      {
        name: "bytes that are not UTF-8",
        body: Buffer.concat([
          Buffer.from('{"template_params":{"name":"'),
          Buffer.from([0xc3, 0x28]),
          Buffer.from('"}}'),
        ]),
        status: 400,
        text: /^The body is not valid UTF-8 text\.$/,
      },
      {
        name: "a 200 KB body",
        body: JSON.stringify(contact({ ...good, message: "y".repeat(200_000) })),
        status: 413,
        text: /^The submission is too large: the limit is 64 KB\.$/,
      },
      {
        name: "plain text",
        body: JSON.stringify(contact(good)),
        headers: { "content-type": "text/plain" },
        status: 415,
        text: /^Unsupported content type text\/plain: send JSON/,
      },
      {
        name: "a form",
        body: new URLSearchParams(good).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        status: 415,
        text: /^Unsupported content type/,
      },
      {
        name: "JSON in Latin-1",
        body: JSON.stringify(contact(good)),
        headers: { "content-type": "application/json; charset=iso-8859-1" },
        status: 415,
        text: /^Unsupported charset iso-8859-1: send the body as UTF-8\.$/,
      },
    ];
    for (const testCase of cases) {
      // A client of its own for each case, so the rate limit stays out of the way.
      const response = await request.post("/api/v1.0/email/send", {
        headers: { ...newClient(), ...(testCase.headers ?? json) },
        // Raw bytes: Playwright would serialise a string body again as JSON.
        data: Buffer.from(testCase.body),
      });
      expect(response.status(), testCase.name).toBe(testCase.status);
      expect(response.headers()["content-type"], testCase.name).toBe("text/plain; charset=utf-8");
      const text = (await response.text()).trimEnd();
      expect(text, testCase.name).toMatch(testCase.text);
      expect(text.includes("\n"), `${testCase.name}: one line`).toBe(false);
    }
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch("/api/v1.0/email/send", { method, headers: client });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe("POST");
    }
    await signIn(request, client);
    expect(await staffPage(request, "/admin/messages", client)).not.toContain(marker);
  });

  test("the form variant (send-form) takes the template's fields as a form", async ({ request }) => {
    const client = newClient();
    const marker = `send-form-${randomUUID()}`;
    const response = await request.post("/api/v1.0/email/send-form", {
      headers: client,
      multipart: { ...EMAILJS_IDS, ...validParams(marker) },
    });
    expect(response.status()).toBe(200);
    await signIn(request, client);
    expect(await staffPage(request, "/admin/messages", client)).toContain(marker);
  });

  test("one client sending too fast is told to wait (429); another client is not", async ({ request }) => {
    const client = newClient();
    for (let i = 0; i < 10; i++) {
      const response = await request.post("/api/v1.0/email/send", {
        headers: client,
        data: contact(validParams(`rate-${i}`)),
      });
      expect(response.status(), `submission ${i + 1}`).toBe(200);
    }
    const refused = await request.post("/api/v1.0/email/send", {
      headers: client,
      data: contact(validParams("rate-11")),
    });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/^You're sending too fast/);
    const other = await request.post("/api/v1.0/email/send", {
      headers: newClient(),
      data: contact(validParams("rate-other")),
    });
    expect(other.status()).toBe(200);
  });
});

test.describe("newsletter endpoint (Mailchimp shape) and double opt-in", () => {
  const honeypot = "b_whiskerwalks_newsletter";
  const signUp = (request: APIRequestContext, client: Record<string, string>, form: Record<string, string>) =>
    request.post("/subscribe/post", { headers: client, form: { [honeypot]: "", ...form } });

  test("a sign-up stays pending until its link is followed once; the answer never tells who is on the list", async ({
    request,
  }) => {
    const client = newClient();
    const email = `cat-${randomUUID()}@example.com`;
    const first = await signUp(request, client, {
      EMAIL: email.toUpperCase(),
      FNAME: "Ada",
      LNAME: "",
      CONSENT: "yes",
      tags: "website-home",
    });
    expect(first.status()).toBe(200);
    const answer = await first.text();
    expect(answer).toContain(pageHeading(newsletterCopy.checkInbox.heading));
    expect(answer).not.toContain(newsletterCopy.confirmed.heading);
    expect(answer, "no check mark before anything is confirmed").not.toContain("&#10003;");
    expect(answer).toMatch(/<link rel="stylesheet" href="\/assets\/root-[^"]+\.css">/);
    expect(first.headers()["content-security-policy"]).toContain("default-src 'none'");

    await signIn(request, client);
    expect(await searchSubscribers(request, email, client)).toContain(
      "Pending: confirmation link not followed yet",
    );
    expect((await searchSubscribers(request, email, client, "csv")).trim().split("\r\n")).toHaveLength(1);

    const links = await newsletterLinks(request, email, client);
    const asked = await request.get(links.confirm);
    const askedPage = await asked.text();
    expect(askedPage).toContain(pageHeading(newsletterCopy.confirm.heading));
    // A check mark only once something is done: not while the reader is asked to confirm.
    expect(askedPage, "no check mark before confirming").not.toContain("&#10003;");
    // Opening the link (as a mail scanner does) changes nothing: only the page's button confirms.
    expect(await searchSubscribers(request, email, client)).toContain("Pending");
    const confirmed = await request.post(links.confirm, { form: {} });
    const confirmedPage = await confirmed.text();
    expect(confirmedPage).toContain(pageHeading(newsletterCopy.confirmed.heading));
    expect(confirmedPage, "a check mark once confirmed").toContain("&#10003;");
    expect(await searchSubscribers(request, email, client)).toContain("Subscribed, confirmed");

    const again = await request.post(links.confirm, { form: {} });
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain(pageHeading(newsletterCopy.linkUsed.heading));
    expect(await (await request.get(links.confirm)).text()).not.toContain("<button");
    const forged = await request.get(links.confirm.replace(/\.[\w-]+$/, ".AAAAAAAAAAAAAAAAAAAAAA"));
    expect(forged.status()).toBe(404);

    const csv = (await searchSubscribers(request, email, client, "csv")).trim().split("\r\n");
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(
      new RegExp(`^${email},Ada,,subscribed,yes,\\d{4}-\\d\\d-\\d\\dT[^,]+,home,\\w+,website-home,`),
    );
    expect(csv[1]).toMatch(/,https:\/\/[^,]+\/newsletter\/unsubscribe\/[\w.-]+$/);

    // The same answer for an address on the list and one never seen, and the re-send waits its turn.
    const repeat = await signUp(request, newClient(), { EMAIL: email });
    const stranger = await signUp(request, newClient(), { EMAIL: `new-${randomUUID()}@example.com` });
    expect(await repeat.text()).toBe(await stranger.text());
    expect(await emailsTo(request, email, client)).toBe(1);
  });

  test("unsubscribe works from its page and by a one-click POST, and a new sign-up does not undo it", async ({
    page,
    request,
  }) => {
    const client = newClient();
    await signIn(request, client);
    const byPage = `page-${randomUUID()}@example.com`;
    const byClick = `click-${randomUUID()}@example.com`;
    for (const email of [byPage, byClick]) {
      await signUp(request, client, { EMAIL: email });
      await request.post((await newsletterLinks(request, email, client)).confirm, { form: {} });
    }

    const pageLink = (await newsletterLinks(request, byPage, client)).unsubscribe;
    await page.goto(pageLink);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newsletterCopy.unsubscribe.heading);
    await page.getByRole("button", { name: newsletterCopy.unsubscribe.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newsletterCopy.unsubscribed.heading);
    expect(await searchSubscribers(request, byPage, client)).toContain("Unsubscribed");

    // RFC 8058: the mail program posts List-Unsubscribe=One-Click, with no cookie and no page.
    const clickLink = (await newsletterLinks(request, byClick, client)).unsubscribe;
    const oneClick = await page.context().request.fetch(clickLink, {
      method: "POST",
      multipart: { "List-Unsubscribe": "One-Click" },
      headers: { cookie: "" },
    });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.text()).toBe("Unsubscribed.\n");
    expect(await searchSubscribers(request, byClick, client)).toContain("Unsubscribed");
    const urlencoded = await request.post(clickLink, { form: { "List-Unsubscribe": "One-Click" } });
    expect(urlencoded.status()).toBe(200);

    await signUp(request, newClient(), { EMAIL: byClick });
    expect(await searchSubscribers(request, byClick, client)).toContain("Unsubscribed");
    // Each reader's own unsubscribe is in the Activity record once (the repeated one-click post adds nothing); the
    // page draws each entry twice, as a phone's card and as a table row (its data for the browser aside).
    const activity = (await staffPage(request, "/admin/activity?action=subscriber-left", client)).replace(
      /<script[\s\S]*?<\/script>/g,
      "",
    );
    for (const email of [byPage, byClick])
      expect(activity.split(`${email} unsubscribed with the link in our e-mail.`), email).toHaveLength(3);
    const wrong = await request.post(clickLink.replace(/\.[\w-]+$/, ".AAAAAAAAAAAAAAAAAAAAAA"), {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(wrong.status()).toBe(404);
  });

  test("a filled honeypot gets the same page and nothing is stored", async ({ request }) => {
    const client = newClient();
    const email = `bot-${randomUUID()}@example.com`;
    const response = await signUp(request, client, { EMAIL: email, [honeypot]: "http://spam" });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(pageHeading(newsletterCopy.checkInbox.heading));
    await signIn(request, client);
    expect(await searchSubscribers(request, email, client)).toContain("Nobody matches");
  });

  test("bad sign-ups get the problem in words", async ({ request }) => {
    const client = newClient();
    const invalid = await request.post("/subscribe/post", {
      headers: client,
      form: { EMAIL: "not-an-address" },
    });
    expect(invalid.status()).toBe(400);
    expect(await invalid.text()).toContain("<li>Please enter a valid email address</li>");
    const missing = await request.post("/subscribe/post", { headers: client, form: { FNAME: "Ada" } });
    expect(missing.status()).toBe(400);
    expect(await missing.text()).toContain("<li>Email address is required</li>");
    const json = await request.post("/subscribe/post", { headers: client, data: { EMAIL: "a@b.co" } });
    expect(json.status()).toBe(415);
    expect(await json.text()).toContain("Unsupported content type application/json");
    const get = await request.get("/subscribe/post", { headers: client });
    expect(get.status()).toBe(405);
  });

  test("the footer's form opens our check-your-inbox page in a new tab", async ({ page }) => {
    await page.setExtraHTTPHeaders(newClient());
    await page.goto("/about");
    await waitForHydration(page);
    const form = page.getByRole("contentinfo").getByRole("form", { name: "Quick newsletter sign-up" });
    await form.getByLabel("Email address").fill(`footer-${randomUUID()}@example.com`);
    const [tab] = await Promise.all([
      page.waitForEvent("popup"),
      form.getByRole("button", { name: "Subscribe" }).click(),
    ]);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(newsletterCopy.checkInbox.heading);
    await expect(tab.getByRole("link", { name: newsletterCopy.backHome })).toBeVisible();
  });
});

test.describe("application endpoint (form service shape)", () => {
  const application = (marker: string) => ({
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.com",
    mobile: "(212) 555-0100",
    instagram: "@tom.the.cat",
    cat_name: `Tom ${marker}`,
    notes: "Calm on the subway.",
    rules_accept: "on",
    waiver_accept: "on",
    _website: "",
    _next: "/adventure-cats/thanks?utm_source=instagram&utm_campaign=fall",
    _subject: "Adventure Cats Application",
    _language: "en",
    page_slug: "/adventure-cats",
    timestamp: "2026-11-22T10:00:00.000Z",
    referrer_url: "https://www.instagram.com/",
    utm_source: "instagram",
    utm_medium: "social",
    utm_campaign: "fall",
  });

  test("stores a multipart application with every hidden field and answers 303 to _next", async ({
    request,
  }) => {
    const client = newClient();
    const marker = randomUUID();
    const response = await request.post("/f/adventure-cats", {
      headers: client,
      multipart: application(marker),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/adventure-cats/thanks?utm_source=instagram&utm_campaign=fall");

    await signIn(request, client);
    const queue = await staffPage(request, "/admin/applications", client);
    expect(queue).toContain(`Tom ${marker}`);
    // The mobile is normalised again on the server.
    expect(queue).toContain("+12125550100");
    expect(queue).toContain(
      "utm_source instagram · utm_medium social · utm_campaign fall · came from https://www.instagram.com/",
    );
  });

  test("answers JSON when asked: {ok, next}, or 400 with the errors by field", async ({ request }) => {
    const client = newClient();
    const ok = await request.post("/f/adventure-cats", {
      headers: { ...client, accept: "application/json" },
      form: application(randomUUID()),
    });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({
      ok: true,
      next: "/adventure-cats/thanks?utm_source=instagram&utm_campaign=fall",
    });

    const bad = await request.post("/f/adventure-cats", {
      headers: { ...client, accept: "application/json" },
      form: {
        ...application(randomUUID()),
        first_name: "  ",
        email: "ada@",
        mobile: "12",
        waiver_accept: "",
      },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({
      error: "Please correct the highlighted fields.",
      errors: [
        { field: "first_name", message: "First name is required" },
        { field: "email", message: "Enter a valid email address" },
        { field: "mobile", message: "Enter a valid mobile in international format" },
        { field: "waiver_accept", message: "Please accept the liability waiver" },
      ],
    });
  });

  test("never redirects off the site", async ({ request }) => {
    const client = newClient();
    for (const next of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      const response = await request.post("/f/adventure-cats", {
        headers: client,
        form: { ...application(randomUUID()), _next: next },
        maxRedirects: 0,
      });
      expect(response.status(), next).toBe(303);
      // Off-site addresses are replaced by our thank-you page, which keeps the visit's campaign.
      expect(response.headers().location, next).toBe(
        "/adventure-cats/thanks?utm_source=instagram&utm_medium=social&utm_campaign=fall",
      );
    }
  });

  test("a filled honeypot is answered like a person and nothing is stored; bad requests are 4xx", async ({
    request,
  }) => {
    const client = newClient();
    const marker = randomUUID();
    const bot = await request.post("/f/adventure-cats", {
      headers: client,
      form: { ...application(marker), _website: "https://spam.example" },
      maxRedirects: 0,
    });
    expect(bot.status()).toBe(303);
    const page = await request.post("/f/adventure-cats", {
      headers: client,
      form: { ...application(randomUUID()), cat_name: "" },
    });
    expect(page.status()).toBe(400);
    expect(await page.text()).toContain("<li>Cat name is required</li>");
    const unknown = await request.post("/f/other-form", { headers: client, form: application(marker) });
    expect(unknown.status()).toBe(404);
    const wrongType = await request.post("/f/adventure-cats", {
      headers: { ...client, "content-type": "text/csv" },
      data: "a,b",
    });
    expect(wrongType.status()).toBe(415);
    const huge = await request.post("/f/adventure-cats", {
      headers: { ...client, accept: "application/json" },
      form: { ...application(marker), notes: "n".repeat(70_000) },
    });
    expect(huge.status()).toBe(413);
    expect((await huge.json()).error).toBe("The submission is too large: the limit is 64 KB.");

    await signIn(request, client);
    expect(await staffPage(request, "/admin/applications", client)).not.toContain(marker);
  });
});
