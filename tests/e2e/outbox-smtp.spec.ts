import { randomUUID } from "node:crypto";
import { freePort } from "../../scripts/lib/postgres.ts";
import { expect, test } from "./fixtures.ts";
import { newClient, openStaffPage, signInInBrowser, STAFF_PASSWORD } from "./support/staff.ts";
import { startServer, type ServerProcess } from "../../scripts/lib/server-process.ts";
import { fillLaterTokens } from "../../app/content/tokens.ts";
import { content } from "./support/content.ts";
import { smtpServer, type Received } from "./support/smtp.ts";

/** The welcome e-mail's subject for a cat, as content/emails/adventure-cat-welcome.yaml writes it. */
const welcomeSubject = (catName: string) => fillLaterTokens(content.adventureCatWelcome.subject, { catName });

test.describe("the outbox over SMTP", () => {
  // One server and one mail server for both tests, in order: the second needs the mail server the first starts.
  test.describe.configure({ mode: "serial" });
  let server: ServerProcess;
  let smtpPort: number;
  const received: Received[] = [];
  const smtp = smtpServer(received);

  test.beforeAll(async ({ browser: _browser }, testInfo) => {
    // A fresh embedded database takes a while to create on a busy machine.
    test.setTimeout(180_000);
    smtpPort = await freePort();
    // The mail server is down at first: the welcome e-mail must wait, not be lost.
    server = await startServer({
      DATA_DIR: testInfo.outputPath("data"),
      ADMIN_PASSWORD: STAFF_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Whisker Walks NYC <hello@whiskerwalks.nyc>",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  test("a failed send is kept and retried; the welcome e-mail arrives with the code and booking link", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    expect(server.output()).toContain(`Outgoing e-mail: sent over SMTP via 127.0.0.1:${smtpPort}`);
    const client = newClient();
    const catName = `Pepper ${randomUUID().slice(0, 8)}`;
    const applied = await page.request.post(`${server.url}/f/adventure-cats`, {
      headers: client,
      form: {
        first_name: "Grace",
        last_name: "Hopper",
        email: "grace@example.com",
        mobile: "2125550199",
        cat_name: catName,
        rules_accept: "on",
        waiver_accept: "on",
      },
      maxRedirects: 0,
    });
    expect(applied.status()).toBe(303);

    await page.setExtraHTTPHeaders(client);
    await signInInBrowser(page, server.url);
    await openStaffPage(page, /^Adventure Cat applications/);
    await page.getByRole("button", { name: `Approve ${catName}` }).click();
    const notice = await page.getByRole("status").textContent();
    const code = /CAT-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(notice ?? "")?.[0] ?? "";
    expect(code).not.toBe("");

    await openStaffPage(page, /^Outbox/);
    await expect(page).toHaveURL(/\/admin\/outbox$/);
    const email = page.getByRole("article").filter({ hasText: welcomeSubject(catName) });
    await expect(async () => {
      await page.reload();
      await expect(email).toContainText(
        /1 failed try\. The mail server refused the connection: nothing takes e-mail on that port\./,
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 30_000 });

    await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", () => resolve()));
    await email.getByRole("button", { name: "Send now" }).click();
    await expect(page.getByRole("status")).toHaveText("Tried again: see its state below.");
    await expect(page.getByText("Nothing is waiting to be sent.")).toBeVisible();
    await page.getByRole("link", { name: "Sent and done" }).click();
    const sentEmail = page.getByRole("article").filter({ hasText: catName });
    await expect(sentEmail).toContainText("To grace@example.com");
    await expect(sentEmail).toContainText(/Sent, /);

    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["grace@example.com"]);
    // Quoted-printable, as mail clients decode it: soft line breaks and =XX bytes.
    const raw = (received[0]?.raw ?? "")
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(raw).toContain("From: Whisker Walks NYC <hello@whiskerwalks.nyc>");
    expect(raw).toContain(`Subject: ${welcomeSubject(catName)}`);
    expect(raw).toContain(`Your Adventure Cat Code: ${code}`);
    expect(raw).toContain("https://www.whiskerwalks.nyc/booking");
  });

  test("a newsletter confirmation arrives with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)", async ({
    request,
  }) => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
    const signedUp = await request.post(`${server.url}/subscribe/post`, {
      headers: newClient(),
      form: { EMAIL: email },
    });
    expect(signedUp.status()).toBe(200);
    await expect.poll(() => received.filter((mail) => mail.to.includes(email)).length).toBe(1);
    const mail = received.find((each) => each.to.includes(email))!;
    // Headers as the mailbox provider reads them: folded lines unfolded.
    const headers = mail.raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
    const unsubscribe = /^List-Unsubscribe: <(https:\/\/[^>]+)>$/m.exec(headers)?.[1];
    expect(unsubscribe).toMatch(/^https:\/\/www\.whiskerwalks\.nyc\/newsletter\/unsubscribe\/\d+\.[\w-]+$/);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(headers).toContain(`Subject: ${content.newsletterConfirmation.subject}`);

    // The header's link is the one-click address: a POST there unsubscribes, with no page.
    const oneClick = await request.post(`${server.url}${new URL(unsubscribe!).pathname}`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.text()).toBe("Unsubscribed.\n");
  });
});
