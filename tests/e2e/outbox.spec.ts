import { freePort } from "../../scripts/lib/postgres.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { sendRaw } from "./support/bad-input.ts";
import { mailHeader, smtpServer, type Received } from "./support/smtp.ts";
import { startOwnServer, type OwnServer } from "./support/own-server.ts";
import {
  linkInOutbox,
  newClient,
  OWNER,
  signInInBrowser,
  SITE_ADDRESS,
  STAFF_PASSWORD,
} from "./support/staff.ts";

/**
 * The outbox without SMTP (issue 26): what waits says so, is copied and marked sent by hand, and what is no longer
 * needed leaves the list; the overview's figures say what they count; sign-in links lead to the site's public
 * address, never to the address a request came in on. On a server of this file's own, so its outbox holds only what these tests put there.
 */
test.describe("the outbox without SMTP", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  // Settings that cannot reach their mail server are refused with a 400, which the browser logs.
  test.use({ allowedConsoleError: /status of 400 .*\/admin\/settings\.data\)$/ });
  let server: OwnServer;
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    server = await startOwnServer(testInfo, { ADMIN_PASSWORD: STAFF_PASSWORD });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("an invitation waits with its state, counted in words; once accepted it is no longer waiting", async ({
    page,
    browser,
  }) => {
    await signInInBrowser(page, server.url);
    const email = "gus.guide@example.com";
    await page.goto(`${server.url}/admin/people`);
    await page.locator("#invite-name").fill("Gus Guide");
    await page.locator("#invite-email").fill(email);
    await page.getByRole("button", { name: "Send the invitation" }).click();
    await expect(page.getByRole("status")).toContainText(`The invitation to ${email} is ready to send`);

    await page.goto(`${server.url}/admin`);
    const figure = page.getByRole("link", { name: /copy and send/ });
    await expect(figure).toHaveText(
      /^\s*1\s*e-mail waiting for you to copy and send \(e-mail is not set up\)\s*$/,
    );
    await expect(page.getByText(/1 e-mails/)).toHaveCount(0);

    // The link is on the site's address given at setup, not the address the owner reached this server on.
    const link = await linkInOutbox(page.request, {}, email, server.url);
    const html = await (await page.request.get(`${server.url}/admin/outbox`)).text();
    expect(html).toContain(`${SITE_ADDRESS}/admin/join/`);
    expect(html).not.toContain(`${server.url}/admin/join/`);
    await page.goto(`${server.url}/admin/outbox`);
    const invitation = page.getByRole("article").filter({ hasText: email });
    await expect(invitation).toContainText("Waiting: sending is off here, so copy it into your own e-mail");

    // Gus follows the link (handed over by hand): the invitation's e-mail is not waiting any more.
    const gus = await browser.newPage({ extraHTTPHeaders: newClient() });
    await gus.goto(link);
    await gus.getByLabel("Choose a password").fill("gus walks the lower east side");
    await gus.getByRole("button", { name: "Join with a password" }).click();
    await expect(gus.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await gus.close();
    await page.goto(`${server.url}/admin/outbox`);
    await expect(page.getByText("Nothing is waiting to be sent.")).toBeVisible();
    await page.goto(`${server.url}/admin/outbox?show=done`);
    await expect(page.getByRole("article").filter({ hasText: email })).toContainText(
      "Not sent: Gus Guide accepted the invitation.",
    );
    await page.goto(`${server.url}/admin`);
    await expect(figure).toHaveText(/^\s*0\s*e-mails waiting for you to copy and send/);
  });

  test("a waiting e-mail is copied, then marked sent by whoever sent it", async ({ page }) => {
    await signInInBrowser(page, server.url);
    await page.goto(`${server.url}/admin/people`);
    await page.locator("#invite-name").fill("Ida Owner");
    await page.locator("#invite-email").fill("ida.owner@example.com");
    await page.getByRole("button", { name: "Send the invitation" }).click();
    // As staff see it go: leaving before the answer would cancel the invitation's request.
    await expect(page.getByRole("status")).toContainText(
      "The invitation to ida.owner@example.com is ready to send",
    );
    await page.goto(`${server.url}/admin/outbox`);
    const email = page.getByRole("article").filter({ hasText: "ida.owner@example.com" });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await email.getByRole("button", { name: "Copy the subject" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${OWNER.name} invited you to the Whisker Walks staff area`,
    );
    await email.getByRole("button", { name: "Copy the link" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^${SITE_ADDRESS}/admin/join/[\\w-]{43}$`),
    );
    await email.getByRole("button", { name: /^Mark as sent/ }).click();
    await expect(page.getByRole("status")).toContainText("Marked sent:");
    await page.goto(`${server.url}/admin/outbox?show=done`);
    await expect(page.getByRole("article").filter({ hasText: "ida.owner@example.com" })).toContainText(
      `Marked sent by ${OWNER.name}, `,
    );
    await page.goto(`${server.url}/admin/activity?action=email-marked-sent`);
    await expect(page.getByRole("main")).toContainText(
      `${OWNER.name} marked "${OWNER.name} invited you to the Whisker Walks staff area" to ida.owner@example.com as sent by hand.`,
    );
  });

  test("a reset link is on the site's address, whatever address it was asked on", async ({ page }) => {
    const client = newClient();
    const ask = async (host: string) => {
      const form = await sendRaw(server.url, {
        method: "GET",
        path: "/admin/reset",
        headers: { ...client, host },
      });
      const cookie = (form.headers["set-cookie"] ?? "").split(";")[0] ?? "";
      const formToken = /name="formToken" value="([^"]+)"/.exec(form.text)?.[1] ?? "";
      const asked = await sendRaw(server.url, {
        method: "POST",
        path: "/admin/reset",
        headers: { ...client, host, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: Buffer.from(new URLSearchParams({ formToken, email: OWNER.email }).toString()),
      });
      expect(asked.status, `a reset asked for on ${host}`).toBe(200);
    };
    await ask("evil.example");
    await signInInBrowser(page, server.url);
    const html = await (await page.request.get(`${server.url}/admin/outbox`)).text();
    expect(html).not.toContain("evil.example");
    expect(html).toContain(`${SITE_ADDRESS}/admin/reset/`);
    // Asked for on the address staff use, the link is still on the site's address.
    await ask(new URL(server.url).host);
    const again = await (await page.request.get(`${server.url}/admin/outbox`)).text();
    expect(again).not.toContain(`${server.url}/admin/reset/`);
  });

  test("the owner sets up e-mail under Settings: a test reports the mail server's answer, and what waited goes out", async ({
    page,
  }) => {
    await signInInBrowser(page, server.url);
    await page.goto(`${server.url}/admin/outbox`);
    await expect(page.getByText("Nothing is waiting to be sent.")).toHaveCount(0);
    await page.getByRole("link", { name: "set up e-mail under Settings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    const received: Received[] = [];
    const smtp = smtpServer(received);
    const port = await freePort();
    try {
      // Nobody listens on the port yet: Save tries the server first, says why it failed beside the port, and keeps
      // nothing, so e-mail still waits in the outbox.
      await page.getByLabel("Mail server").fill("127.0.0.1");
      await page.getByLabel("Port").fill(String(port));
      await page.getByLabel("Send from").fill("Whisker Walks NYC <hello@whiskerwalks.nyc>");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      const refusedConnection = `The mail server at 127.0.0.1:${port} refused the connection: nothing takes e-mail on that port.`;
      await expect(page.getByRole("alert").first()).toContainText(`Not saved: ${refusedConnection}`);
      await expect(page.getByLabel("Port")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Port")).toHaveAccessibleDescription(
        /refused the connection: nothing takes e-mail on that port\./,
      );
      await expect(page.getByText("E-mail is not set up yet")).toBeVisible();

      // The owner fixes the mail server (here: starts it) and saves again, which tries what waits at once.
      await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", () => resolve()));
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toContainText(
        "Saved. The mail server at 127.0.0.1 answered: e-mail now goes out through it.",
      );
      await page.getByRole("button", { name: `Send a test to ${OWNER.email}` }).click();
      await expect(page.getByRole("status")).toContainText(
        `The mail server at 127.0.0.1:${port} took the test e-mail for ${OWNER.email}. It answered: "250`,
      );
      const test = received.find((message) => message.to.includes(OWNER.email));
      expect(mailHeader(test?.raw ?? "", "From")).toBe("Whisker Walks NYC <hello@whiskerwalks.nyc>");

      // The reset e-mails the last test left waiting go out by themselves, with no restart.
      await page.goto(`${server.url}/admin/outbox`);
      await expect(async () => {
        await page.reload();
        await expect(page.getByText("Nothing is waiting to be sent.")).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      expect(received.filter((message) => message.subject.includes("password")).length).toBeGreaterThan(0);

      // Turning e-mail off forgets the server: it asks first, saying so.
      await page.goto(`${server.url}/admin/settings`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Turn e-mail off" }).click();
      const yes = page.getByRole("button", { name: "Yes, turn it off" });
      await expect(yes).toHaveAccessibleDescription(
        /^Turn e-mail off\? The mail server, user name, password/,
      );
      await yes.click();
      await expect(page.getByRole("status")).toHaveText(
        "E-mail is off: new e-mail waits in the outbox for you to send by hand.",
      );
      await expect(page.getByText("E-mail is not set up yet")).toBeVisible();
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
