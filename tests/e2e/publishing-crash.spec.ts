import { randomUUID } from "node:crypto";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { dollars } from "../../app/content/tokens.ts";
import { expect, test } from "./fixtures.ts";
import {
  content,
  heldAt,
  pressAndWait,
  pricedPages,
  pricesShown,
  PUBLISHED_PRICE,
  savePrice,
  savedPrice,
} from "./support/publishing.ts";
import { startOnCheckout, type CheckoutServer } from "./support/site-checkout.ts";
import { signInInBrowser } from "./support/staff.ts";

/**
 * Publishing survives kill -9 (issue 24), with the real server, build and embedded database: one kill each for a
 * publish (while it builds, so the build dies too), a restore (once its build is loaded, just before it is recorded)
 * and a preview (while it builds). The server is then started again: it serves the previous version, whole; the
 * published versions are those that went live; the drafts are as staff left them; the next run needs no clean-up.
 * Every other step of each operation is killed in server/publishing/crash.test.ts, against a stand-in build
 * (issue 36, docs/testing.md).
 */
const price = content.tourFacts.price;
const published = PUBLISHED_PRICE;

/** Every priced page shows `amount`, and not the other: one version, whole, never a mix of two. */
async function expectServed(server: CheckoutServer, amount: number, others: number[]) {
  for (const path of pricedPages)
    expect(await pricesShown(`${server.url}${path}`, [amount, ...others]), `${path} after the restart`).toBe(
      dollars(amount),
    );
}

/** The Content page's published versions, newest first, as their headings read ([] when it says there are none). */
async function versionsListed(page: Page, server: CheckoutServer): Promise<string[]> {
  await page.goto(`${server.url}/admin/content`);
  const list = page.getByRole("list", { name: "Published versions" });
  const none = page.getByText("Nothing has been published from here yet");
  await expect(list.or(none)).toBeVisible();
  if (await none.isVisible()) return [];
  return list.getByRole("listitem").locator("p.font-semibold").allTextContents();
}

/** Signs in afresh (the last server's session cookie is still in the browser: cookies do not know ports). */
async function signIn(page: Page, server: CheckoutServer) {
  await page.context().clearCookies();
  await signInInBrowser(page, server.url);
}

/** Where a test says at which point the server holds a run: every server here is started with HOLD. */
const HOLD_FILE = join(tmpdir(), `ww-publish-hold-${randomUUID()}`);
const HOLD = { PUBLISH_TEST_HOLD: `file:${HOLD_FILE}` };
/**
 * A server whose builds are real ones: a kill "while it builds" kills a build in the middle. The other publishes and
 * previews here may copy the run's earlier build of the same content (docs/testing.md, "Builds").
 */
const REAL_BUILDS = { ...HOLD, WW_TEST_BUILD_CACHE: "" };
const CACHED_BUILDS = { ...HOLD, WW_TEST_BUILD_CACHE: process.env.WW_TEST_BUILD_CACHE ?? "" };

/**
 * Starts the run with the button, waits until it holds at `point`, kills the server there and starts it again (with
 * real builds when the next kill is in one).
 */
async function killAt(
  page: Page,
  server: CheckoutServer,
  point: string,
  press: (page: Page) => Promise<void>,
  restartWith = CACHED_BUILDS,
): Promise<CheckoutServer> {
  writeFileSync(HOLD_FILE, point);
  try {
    await page.goto(`${server.url}/admin/content`);
    await press(page);
    await heldAt(server, point);
    await server.kill();
  } finally {
    rmSync(HOLD_FILE, { force: true });
  }
  const again = await server.restart(restartWith);
  await signIn(page, again);
  return again;
}

/** After a kill: the Content page says the run was interrupted and still lists the draft, saved as it was. */
async function expectInterrupted(page: Page, server: CheckoutServer, from: number, draft: number) {
  await page.goto(`${server.url}/admin/content`);
  await expect(page.locator("[data-publish-state]")).toHaveAttribute("data-publish-state", "interrupted");
  await expect(page.getByRole("list", { name: "Changes not yet published" })).toContainText(
    `Tour price: ${dollars(from)} → ${dollars(draft)}`,
  );
  expect(savedPrice(server), "the draft is kept").toBe(draft);
  // What the dead run left in .publish is gone: only finished builds remain.
  expect(readdirSync(join(server.root, ".publish")).filter((name) => name.startsWith("run-"))).toEqual([]);
}

const button = (name: string) => (page: Page) => page.getByRole("button", { name, exact: true }).click();

test.describe("publishing through kill -9, with the real build", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  // The Content page asks the server how the run goes every few seconds: asks cut off by the kill, or made while the
  // server lies dead, fail.
  test.use({ allowedConsoleError: /net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE)/ });
  let server: CheckoutServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOnCheckout(REAL_BUILDS);
  });
  test.afterAll(async () => {
    await server?.remove();
  });

  test("a publish killed while it builds leaves the old site whole, lists nothing and keeps the draft; the next publish needs no clean-up", async ({
    page,
  }) => {
    await signIn(page, server);
    savePrice(server, published);
    server = await killAt(page, server, "building", button("Publish"));
    await expectServed(server, price, [published]);
    expect(await versionsListed(page, server), "nothing listed after the kill").toEqual([]);
    await expectInterrupted(page, server, price, published);

    await page.goto(`${server.url}/admin/content`);
    await pressAndWait(page, server, page.getByRole("button", { name: "Publish", exact: true }), "done");
    await expectServed(server, published, [price]);
    // The first publish records the content as installed too, so that it can be undone.
    expect(await versionsListed(page, server)).toEqual(["Version 2", "Version 1 (as installed)"]);
  });

  test("a restore killed once its build is loaded, before it is recorded, leaves the live version and the drafts", async ({
    page,
  }) => {
    await signIn(page, server);
    const second = published + 1;
    savePrice(server, second);
    await page.goto(`${server.url}/admin/content`);
    await pressAndWait(page, server, page.getByRole("button", { name: "Publish", exact: true }), "done");
    const draft = second + 1;
    savePrice(server, draft);
    server = await killAt(
      page,
      server,
      "going live",
      async (at) => {
        // The content as installed, restored like any version.
        await at.getByRole("link", { name: "Restore this version (version 1)" }).click();
        await at.getByRole("button", { name: "Restore version 1" }).click();
      },
      REAL_BUILDS,
    );
    await expectServed(server, second, [published, draft]);
    expect(await versionsListed(page, server)).toEqual([
      "Version 3",
      "Version 2",
      "Version 1 (as installed)",
    ]);
    await expectInterrupted(page, server, second, draft);
  });

  test("a preview killed while it builds leaves no preview, the live site and the draft; the next preview works", async ({
    page,
  }) => {
    await signIn(page, server);
    const live = published + 1;
    const draft = live + 1;
    server = await killAt(page, server, "building", button("Preview"));
    await page.goto(`${server.url}/admin/content`);
    await expect(page.getByRole("button", { name: "See the preview" })).toHaveCount(0);
    await expectServed(server, live, [draft]);
    await expectInterrupted(page, server, live, draft);

    await page.goto(`${server.url}/admin/content`);
    await pressAndWait(page, server, page.getByRole("button", { name: "Preview", exact: true }), "done");
    await expect(page.getByRole("button", { name: "See the preview" })).toBeVisible();
    await expectServed(server, live, [draft]);
  });
});
