import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { request as requests, type APIRequestContext } from "@playwright/test";
import { freePort } from "../../scripts/lib/postgres.ts";
import { startServer } from "../../scripts/lib/server-process.ts";
import { createLinkSigner } from "../../server/signed-links.ts";
import { expect as baseExpect, test } from "./fixtures.ts";
import { content } from "./support/content.ts";
import { addConfirmedReaders } from "../../scripts/lib/newsletter-readers.ts";
import { mailLogo } from "../../app/features/newsletter/mail-pictures.ts";
import { MAIL_SETTINGS } from "../../app/features/admin/staff-sections.ts";
import { NO_POSTAL_ADDRESS } from "../../app/features/newsletter/postal-address.ts";
import { COMPANY_IN_EDITOR, ISSUE_FROM_POST_EXISTS } from "../../app/features/newsletter/send-state.ts";
import { freshPostgresDatabase } from "./support/own-server.ts";
import { startOnCheckout, type CheckoutServer } from "./support/site-checkout.ts";
import { deliveries, mailHeader, smtpServer, type Received } from "./support/smtp.ts";
import {
  csrfIn,
  mainText,
  newClient,
  openStaffPage,
  OWNER,
  signIn,
  signInInBrowser,
  staffPage,
} from "./support/staff.ts";

/** Each page here reads and renders the issue, on servers that are sending or building at the same time. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** The servers here sign links with this, so a test can make a reader's unsubscribe link as their e-mail has it. */
const LINK_SECRET = "the newsletter tests' link secret";
const signer = createLinkSigner(LINK_SECRET);
const SITE = "https://www.whiskerwalks.nyc";
/** A postal address for the throwaway checkout's settings: the content holds none (decision 122). */
const POSTAL = { street: "PO Box 1895", postalCode: "11201" };

/** The company has filled in its postal address: without one the newsletter does not send (decision 122). */
function withPostalAddress(root: string) {
  const company = join(root, "content/settings/company.yaml");
  writeFileSync(
    company,
    readFileSync(company, "utf8").replace(
      /^address:\n/m,
      `address:\n  street: ${POSTAL.street}\n  postalCode: "${POSTAL.postalCode}"\n`,
    ),
  );
}

/** A message as mail programs read it: headers unfolded, quoted-printable decoded. */
function readable(raw: string): string {
  return raw
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The issue page's CSRF token, for a form posted by hand. */
async function csrfOf(request: APIRequestContext, path: string, client: Record<string, string>) {
  return csrfIn(await staffPage(request, path, client));
}

test.describe("the newsletter: writing, testing, sending and the archive", () => {
  test.describe.configure({ mode: "serial" });
  const messages: Received[] = [];
  /** One reader's copy each: the server refuses one address for good (550), as a provider does. */
  const smtp = smtpServer(messages, { refuse: "bounce-me-0@example.com" });
  const received = () => deliveries(messages);
  let server: CheckoutServer;
  /** Seeded in this order, so reader n has subscriber id n + 1. */
  let readers: string[] = [];
  const post = content.posts.find((each) => each.meta.slug === "tenement-cats-orchard-street")!;
  const issueSlug = post.meta.slug;
  const ofIssue = () => received().filter((mail) => mail.subject === post.meta.title);

  test.beforeAll(async ({ browser: _browser }, testInfo) => {
    test.setTimeout(300_000);
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", () => resolve()));
    const databaseUrl = await freshPostgresDatabase(testInfo);
    server = await startOnCheckout(
      {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // About 15 s for the 121 readers: the test watches the bar move and pauses well before the last one's turn,
        // however slowly a loaded machine draws the page.
        NEWSLETTER_RATE: "8",
        LINK_SECRET,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      async (root) => {
        withPostalAddress(root);
        const storage = { dataDir: join(root, "data"), databaseUrl };
        readers = await addConfirmedReaders(storage, 120, "reader");
        await addConfirmedReaders(storage, 1, "bounce-me").then(() => {});
      },
    );
  });

  test.afterAll(async () => {
    await server?.remove();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  test("an owner starts an issue from a blog post, previews it as HTML and text, and sends a test marked [TEST]", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInInBrowser(page, server.url);
    await openStaffPage(page, "Letters");
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
    await page.getByLabel("Blog post").selectOption({ label: post.meta.title });
    await page.getByRole("button", { name: "Start the issue" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/newsletter/${issueSlug}\\?started=1$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.meta.title);
    // Starting again from the same post opens this issue, which is not sent yet, rather than a copy.
    await openStaffPage(page, "Letters");
    await page.getByLabel("Blog post").selectOption({ label: post.meta.title });
    await page.getByRole("button", { name: "Start the issue" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/newsletter/${issueSlug}\\?existing=1$`));
    await expect(page.getByText(ISSUE_FROM_POST_EXISTS)).toBeVisible();

    // The e-mail as readers will get it: the post's words, and the line linking back to the post.
    const email = page.frameLocator('iframe[title^="The e-mail as HTML"]');
    await expect(email.getByRole("heading", { level: 1 })).toHaveText(post.meta.title);
    const [before] = content.newsletter.email.fromPost.split("{title}");
    await expect(email.getByText(before!.trim())).toBeVisible();
    await expect(email.getByRole("link", { name: post.meta.title })).toHaveAttribute(
      "href",
      `/blog/${issueSlug}`,
    );
    await page.getByRole("link", { name: "Phone" }).click();
    await expect(page.locator('iframe[title$="phone width"]')).toHaveJSProperty("offsetWidth", 375);
    await page.getByRole("link", { name: "Plain text" }).click();
    const text = page.getByRole("region", { name: /plain text, phone width/ });
    await expect(text).toContainText(post.meta.title);
    await expect(text).toContainText(`${SITE}/blog/${issueSlug}`);

    await page.getByRole("button", { name: "Send a test to me" }).click();
    await expect(page.getByRole("status").filter({ hasText: "[TEST]" })).toContainText(
      `A test marked [TEST] is on its way to ${OWNER.email}. It does not count as sent.`,
    );
    await expect.poll(() => received().filter((mail) => mail.to === OWNER.email).length).toBe(1);
    const testMail = received().find((mail) => mail.to === OWNER.email)!;
    expect(testMail.subject).toBe(`[TEST] ${post.meta.title}`);
    const mail = readable(testMail.raw);
    // Both parts, the brand's logo and every link on the site's own address.
    expect(mail).toContain("Content-Type: multipart/alternative");
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toMatch(new RegExp(`<img alt="${content.company.name}"[^>]* src="${SITE}${mailLogo()}"`));
    expect(mail).toContain(`href="${SITE}/blog/${issueSlug}"`);
    // The footer gives the company's postal address, as US law asks of commercial e-mail.
    expect(mail).toContain(`${POSTAL.street}, ${content.company.address.locality}`);
    // The test is never counted as sent.
    await page.reload();
    await expect(page.locator("[data-state]")).toHaveAttribute("data-state", "draft");

    await openStaffPage(page, "Activity");
    // The Activity page draws each entry as a phone's card and a table row: the one on screen.
    await expect(
      page
        .getByText(`${OWNER.name} started the newsletter issue "${post.meta.title}" from its blog post.`)
        .filter({ visible: true }),
    ).toBeVisible();
    await expect(
      page
        .getByText(`${OWNER.name} sent a test of "${post.meta.title}" to ${OWNER.email}.`)
        .filter({ visible: true }),
    ).toBeVisible();
  });

  test("sending reaches each confirmed reader once, shows its progress as it goes, pauses, and skips a reader who leaves mid-send", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await signInInBrowser(page, server.url);
    await page.goto(`${server.url}/admin/newsletter/${issueSlug}`);
    // Sending asks first, with the real count (121 confirmed: the 120 readers and the address that bounces).
    await page.getByRole("button", { name: "Send now" }).click();
    const ask = page.getByRole("heading", { level: 2, name: `Send to ${readers.length + 1} readers?` });
    await expect(ask).toBeVisible();
    await page.getByRole("link", { name: "Cancel", exact: true }).click();
    await expect(ask).toHaveCount(0);
    await expect(page.locator("[data-state]")).toHaveAttribute("data-state", "draft");
    expect(ofIssue()).toHaveLength(0);
    await page.getByRole("button", { name: "Send now" }).click();
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Sending now" })).toBeVisible();
    // Sending at once, with its progress, before any reload.
    await expect(page.locator("[data-state]")).toHaveAttribute("data-state", /^(sending|sent)$/);
    await expect(page.getByRole("progressbar", { name: "Sent so far" })).toBeVisible();

    // The bar moves while the page is watched: no reload.
    const sent = page.locator("[data-count=sent]");
    await expect.poll(async () => Number(await sent.textContent()), { timeout: 30_000 }).toBeGreaterThan(5);
    const seen = Number(await sent.textContent());
    await expect
      .poll(async () => Number(await sent.textContent()), { timeout: 30_000 })
      .toBeGreaterThan(seen);

    await page.getByRole("button", { name: "Pause" }).click();
    await expect(page.locator("[data-state]")).toHaveAttribute("data-state", "paused");
    const atPause = ofIssue().length;
    await page.waitForTimeout(2_000);
    expect(ofIssue().length - atPause, "nothing is sent while paused").toBeLessThanOrEqual(4);

    // The last reader in line leaves (one click in their mail program) mid-send, before their turn: they get nothing.
    const leaver = readers.at(-1)!;
    expect(ofIssue().map((mail) => mail.to)).not.toContain(leaver);
    const link = `/newsletter/unsubscribe/${signer.sign("newsletter-unsubscribe", String(readers.length))}`;
    const left = await request.post(`${server.url}${link}`, { form: { "List-Unsubscribe": "One-Click" } });
    expect(await left.text()).toBe("Unsubscribed.\n");
    await page.getByRole("button", { name: "Resume" }).click();
    await expect(page.locator("[data-state]")).toHaveAttribute("data-state", "sent", { timeout: 60_000 });

    const to = ofIssue().map((mail) => mail.to);
    expect(new Set(to).size, "nobody twice").toBe(to.length);
    expect(to.sort()).toEqual(readers.filter((reader) => reader !== leaver).sort());
    await expect(page.locator("[data-count=sent]")).toHaveText(String(readers.length - 1));
    await expect(page.getByRole("cell", { name: "bounce-me-0@example.com" })).toBeVisible();

    // A reader's copy: their own one-click unsubscribe link, naming this send (RFC 8058).
    const copy = ofIssue()[0]!;
    const unsubscribe = /^<(https:\/\/[^>]+)>$/.exec(mailHeader(copy.raw, "List-Unsubscribe"))?.[1] ?? "";
    expect(unsubscribe).toMatch(/\/newsletter\/unsubscribe\/\d+-\d+\.[\w-]+$/);
    expect(mailHeader(copy.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(readable(copy.raw)).toContain(`href="${unsubscribe}"`);
    const oneClick = await request.post(`${server.url}${new URL(unsubscribe).pathname}`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(await oneClick.text()).toBe("Unsubscribed.\n");
    await page.reload();
    await expect(page.getByText("1 unsubscribed through this issue")).toBeVisible();
    await expect(page.getByText(/1 left the list before their turn/)).toBeVisible();

    // Asking again, however it is asked, sends nothing more.
    const owner = newClient();
    const api = await requests.newContext({ baseURL: server.url });
    await signIn(api, owner);
    const again = await api.post(`/admin/newsletter/${issueSlug}`, {
      headers: owner,
      form: { csrf: await csrfOf(api, `/admin/newsletter/${issueSlug}`, owner), intent: "send-now" },
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain("each reader once");
    await api.dispose();

    // The bounce is on the subscriber's record, and the record says who did what.
    await openStaffPage(page, "Subscribers");
    await page.getByLabel("Search by e-mail, name or tag").fill("bounce-me");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("cell", { name: /^Bounced .*No such mailbox here/ })).toBeVisible();
    await openStaffPage(page, "Activity");
    for (const line of [
      `${OWNER.name} sent "${post.meta.title}" to the subscribers.`,
      `${OWNER.name} paused the send of "${post.meta.title}".`,
      `${OWNER.name} resumed the send of "${post.meta.title}".`,
    ])
      await expect(page.getByText(line).filter({ visible: true })).toBeVisible();
  });

  test("once sent, the issue has its own pre-rendered page in the public archive, its list and its feed, with no reader's link", async ({
    page,
    request,
  }) => {
    // The send asked for a publish, which builds the site in the background (minutes on a busy machine).
    test.setTimeout(300_000);
    const path = `/newsletter/${issueSlug}`;
    const owner = newClient();
    const staff = await requests.newContext({ baseURL: server.url });
    await signIn(staff, owner);
    await expect
      .poll(
        async () => {
          if ((await request.get(`${server.url}${path}`)).status() === 200) return "live";
          // A publish that failed says why on the Content page: fail with its words rather than wait.
          const contentPage = await staffPage(staff, "/admin/content", owner);
          const failed = /data-publish-state="failed"[^>]*>([\s\S]{0,600})/.exec(contentPage)?.[1];
          return failed ? `the publish failed: ${failed.replace(/<[^>]+>/g, " ")}` : "waiting";
        },
        { timeout: 280_000, intervals: [5_000] },
      )
      .toBe("live");
    // Nobody pressed Publish: the version and Activity name its cause, and whose send it followed.
    const cause = `Newsletter archive, after ${OWNER.name}'s send`;
    await expect
      .poll(async () => mainText(await staffPage(staff, "/admin/activity", owner)))
      .toContain(`${cause} Content published Automatically published version`);
    expect(mainText(await staffPage(staff, "/admin/content", owner))).toContain(
      `Published automatically: ${cause}`,
    );
    await staff.dispose();
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.meta.title);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${SITE}/og/newsletter/${issueSlug}.png`,
    );
    await expect(page).toHaveTitle(new RegExp(`^${post.meta.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    expect(
      (await request.get(`${server.url}/og/newsletter/${issueSlug}.png`)).headers()["content-type"],
    ).toBe("image/png");

    await page.goto(`${server.url}/newsletter`);
    await expect(page.getByRole("link", { name: post.meta.title })).toHaveAttribute("href", path);
    await expect(page.getByRole("button", { name: "Subscribe" }).first()).toBeVisible();
    const feed = await (await request.get(`${server.url}/newsletter/rss.xml`)).text();
    expect(feed).toContain(`<link>${SITE}${path}</link>`);
    for (const address of [path, "/newsletter", "/newsletter/rss.xml"]) {
      const body = await (await request.get(`${server.url}${address}`)).text();
      expect(body, address).not.toMatch(/newsletter\/unsubscribe\/|unsubscribe\.invalid/);
    }
    // The sample letter sent before is there too, read from content.
    const sample = content.newsletterIssues.find((issue) => issue.meta.sentAt)!;
    await expect(page.getByRole("link", { name: sample.meta.subject })).toBeVisible();
  });
});

/** Readers in the crash test: enough to be cut off mid-send; the 10,000-reader figure is npm run bench:newsletter's. */
const CRASH_READERS = 300;

test("a send cut off by kill -9 resumes by itself after the restart, and each of 300 readers gets the issue once", async ({
  request: _request,
}, testInfo) => {
  test.setTimeout(300_000);
  const messages: Received[] = [];
  const smtp = smtpServer(messages);
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", () => resolve()));
  const databaseUrl = await freshPostgresDatabase(testInfo);
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // 7.5 s for the readers: the kill lands a fifth of the way in.
    NEWSLETTER_RATE: "40",
    NEWSLETTER_CONNECTIONS: "4",
    LINK_SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let readers: string[] = [];
  // No git in this checkout: the archive's publish waits (and says why), leaving the machine to the send.
  const server = await startOnCheckout(env, async (root) => {
    rmSync(join(root, ".git"), { recursive: true, force: true });
    withPostalAddress(root);
    readers = await addConfirmedReaders({ dataDir: join(root, "data"), databaseUrl }, CRASH_READERS, "crash");
  });
  let restarted: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const issue = content.newsletterIssues.find((each) => !each.meta.sentAt)!;
    const owner = newClient();
    const api = await requests.newContext({ baseURL: server.url });
    await signIn(api, owner);
    const path = `/admin/newsletter/${issue.slug}`;
    const asked = await api.post(path, {
      headers: owner,
      form: { csrf: await csrfOf(api, path, owner), intent: "send-now", confirmed: "yes" },
    });
    expect(await asked.text()).toContain("Sending now");
    await api.dispose();
    const subject = issue.meta.subject;
    const ofIssue = () => deliveries(messages).filter((mail) => mail.subject === subject);
    await expect
      .poll(() => ofIssue().length, { timeout: 120_000, intervals: [100] })
      .toBeGreaterThan(CRASH_READERS / 5);
    server.child.kill("SIGKILL");
    const atKill = ofIssue().length;
    expect(atKill, "killed mid-send").toBeLessThan(readers.length);

    restarted = await startServer(
      { ...env, BUILD_DIR: join(server.root, "build"), DATA_DIR: join(server.root, "data") },
      undefined,
      {
        cwd: server.root,
      },
    );
    // Nobody presses anything: the restarted server picks the send up (on Postgres once the dead one's claim lapses).
    await expect
      .poll(() => new Set(ofIssue().map((mail) => mail.to)).size, { timeout: 240_000, intervals: [1_000] })
      .toBe(readers.length);
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const byReader = new Map<string, ReturnType<typeof ofIssue>>();
    for (const mail of ofIssue()) byReader.set(mail.to, [...(byReader.get(mail.to) ?? []), mail]);
    expect([...byReader.keys()].sort()).toEqual([...readers].sort());
    // One message each: a hand-over the kill cut off is handed over again as the same message (decision 105).
    const twoMessages = [...byReader].filter(
      ([, mails]) => new Set(mails.map((mail) => mail.messageId)).size !== 1,
    );
    expect(twoMessages.map(([to]) => to)).toEqual([]);
    const copies = ofIssue().length - readers.length;
    testInfo.annotations.push({
      type: "newsletter crash",
      description: `${atKill} accepted before kill -9, ${readers.length} readers each with one message, ${copies} hand-over(s) repeated after the restart (same Message-ID)`,
    });
    // At most one open hand-over per SMTP connection can be cut off.
    expect(copies).toBeLessThanOrEqual(Number(env.NEWSLETTER_CONNECTIONS));

    const staff = await requests.newContext({ baseURL: restarted.url });
    const client = newClient();
    await signIn(staff, client);
    const html = await staffPage(staff, path, client);
    expect(html).toContain('data-state="sent"');
    expect(html).toContain(`data-count="sent">${readers.length}<`);
    await staff.dispose();
  } finally {
    await restarted?.stop();
    await server.remove();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

test("without SMTP_URL the Send button is off and says why, and a test goes to the outbox", async ({
  page,
  baseURL,
}) => {
  // The issue page reads and renders the issue; on a loaded machine that and the sign-in take a while.
  test.setTimeout(120_000);
  const issue = content.newsletterIssues.find((each) => !each.meta.sentAt)!;
  await signInInBrowser(page, baseURL!);
  await page.goto(`/admin/newsletter/${issue.slug}`);
  await expect(page.getByRole("button", { name: "Send now" })).toBeDisabled();
  // Every reason it cannot be sent yet, each with a link to where it is fixed: e-mail, and (the content holds none)
  // the company's postal address.
  const reasons = page.getByRole("list", { name: "Send now and Schedule are off:" }).getByRole("listitem");
  await expect(reasons).toHaveCount(2);
  await expect(reasons.nth(0)).toContainText(/^E-mail is not set up yet/);
  await expect(reasons.nth(0).getByRole("link")).toHaveAttribute("href", MAIL_SETTINGS);
  await expect(reasons.nth(1)).toContainText(NO_POSTAL_ADDRESS);
  await expect(reasons.nth(1).getByRole("link")).toHaveAttribute("href", COMPANY_IN_EDITOR);
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "[TEST]" })).toContainText(
    "is waiting in the outbox",
  );
  await openStaffPage(page, /^Outbox/);
  await expect(
    page
      .getByRole("article")
      .filter({ hasText: `[TEST] ${issue.meta.subject}` })
      .first(),
  ).toBeVisible();
});
