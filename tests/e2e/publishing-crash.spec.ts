import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { dollars } from "../../app/content/tokens.ts";
import {
  content,
  heldAt,
  pressAndWait,
  pricedPages,
  pricesShown,
  savePrice,
  savedPrice,
  textOutsideQuotes,
} from "./support/publishing.ts";
import { startOnCheckout, type CheckoutServer } from "./support/site-checkout.ts";
import { signInInBrowser } from "./support/staff.ts";

/**
 * Publishing survives kill -9 at every step (issue 24): the server is stopped dead in the middle of each step of a
 * publish, a restore and a preview (PUBLISH_TEST_HOLD holds the run there), then started again. Each time the site
 * serves the previous version or the new one, whole; the published versions are those that went live; the drafts are
 * as staff left them; and the next run needs no clean-up.
 */
const price = content.tourFacts.price;

/** Every priced page shows `amount`, and not the other: one version, whole, never a mix of two. */
async function expectServed(server: CheckoutServer, amount: number, others: number[]) {
  for (const path of pricedPages)
    expect(await pricesShown(`${server.url}${path}`, [amount, ...others]), `${path} after the restart`).toBe(
      dollars(amount),
    );
}

/** The Content page's published versions, newest first, as their headings read. */
async function versionsListed(page: Page, server: CheckoutServer): Promise<string[]> {
  await page.goto(`${server.url}/admin/content`);
  const list = page.getByRole("list", { name: "Published versions" });
  if (!(await list.count())) return [];
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

/** Starts the run with the button, waits until it holds at `point`, kills the server there and starts it again. */
async function killAt(
  page: Page,
  server: CheckoutServer,
  point: string,
  press: (page: Page) => Promise<void>,
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
  const again = await server.restart(HOLD);
  await signIn(page, again);
  return again;
}

const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true }).click();

test.describe("publishing through kill -9", () => {
  test.describe.configure({ timeout: 45 * 60_000 });

  test("a publish killed while checking, building, saving or going live leaves the old site whole, lists nothing new and keeps the draft; killed once live, the new site is whole and listed", async ({
    page,
  }) => {
    let server = await startOnCheckout(HOLD);
    try {
      const draft = price + 3;
      await signIn(page, server);
      savePrice(server, draft);
      for (const point of ["checking", "building", "saving", "going live"]) {
        server = await killAt(page, server, point, publishButton);
        await expectServed(server, price, [draft]);
        expect(await versionsListed(page, server), `nothing listed after a kill while ${point}`).toEqual([]);
        await expect(page.locator("[data-publish-state]")).toHaveAttribute(
          "data-publish-state",
          "interrupted",
        );
        await expect(page.getByRole("list", { name: "Changes not yet published" })).toContainText(
          `Tour price: ${dollars(price)} → ${dollars(draft)}`,
        );
        expect(savedPrice(server), "the draft is kept").toBe(draft);
        // What the dead run left in .publish is gone: only finished builds remain.
        expect(readdirSync(join(server.root, ".publish")).filter((name) => name.startsWith("run-"))).toEqual(
          [],
        );
      }

      // Killed right after it was recorded as live, before this process served it: the restart serves it, whole.
      server = await killAt(page, server, "recorded", publishButton);
      await expectServed(server, draft, [price]);
      expect(await versionsListed(page, server)).toEqual(["Version 1"]);
      await expect(page.getByRole("heading", { name: "Everything is live" })).toBeVisible();

      // The next publish needs no clean-up.
      savePrice(server, draft + 1);
      await page.goto(`${server.url}/admin/content`);
      await pressAndWait(page, server, page.getByRole("button", { name: "Publish", exact: true }), "done");
      await expectServed(server, draft + 1, [price, draft]);
      expect(await versionsListed(page, server)).toEqual(["Version 2", "Version 1"]);

      // A draft saved now, then a clean stop and a start: the last publish is served, the draft still waits.
      savePrice(server, draft + 2);
      await server.stop();
      server = await server.restart(HOLD);
      await expectServed(server, draft + 1, [price, draft, draft + 2]);
      await signIn(page, server);
      await page.goto(`${server.url}/admin/content`);
      await expect(page.getByRole("list", { name: "Changes not yet published" })).toContainText(
        `Tour price: ${dollars(draft + 1)} → ${dollars(draft + 2)}`,
      );
    } finally {
      await server.remove();
    }
  });

  test("a restore killed at each step leaves the live version and the drafts; a preview killed at each step leaves no preview; both work next time", async ({
    page,
  }) => {
    let server = await startOnCheckout(HOLD);
    try {
      const first = price + 4;
      const second = price + 8;
      const draft = price + 12;
      await signIn(page, server);
      for (const amount of [first, second]) {
        savePrice(server, amount);
        await page.goto(`${server.url}/admin/content`);
        await pressAndWait(page, server, page.getByRole("button", { name: "Publish", exact: true }), "done");
      }
      savePrice(server, draft);

      const restoreFirst = async (at: Page) => {
        await at.getByRole("link", { name: "Restore this version (version 1)" }).click();
        await at.getByRole("button", { name: "Restore version 1" }).click();
      };
      for (const point of ["checking", "building", "saving", "going live"]) {
        // Without the first version's build, the restore builds it again (the building step). The build is set
        // aside, not deleted, and put back afterwards: the later steps then need no build of their own.
        const builds = join(server.root, ".publish");
        const aside = join(server.root, "first-build-aside");
        let firstBuild: string | undefined;
        if (point === "building") {
          firstBuild = readdirSync(builds).find(
            (name) =>
              name.startsWith("site-") &&
              textOutsideQuotes(readFileSync(join(builds, name, "client/tours/index.html"), "utf8")).includes(
                dollars(first),
              ),
          );
          expect(firstBuild, "the first version's build is kept").toBeDefined();
          renameSync(join(builds, firstBuild!), aside);
        }
        server = await killAt(page, server, point, restoreFirst);
        if (firstBuild) renameSync(aside, join(builds, firstBuild));
        await expectServed(server, second, [first, draft]);
        expect(await versionsListed(page, server), `after a kill while ${point}`).toEqual([
          "Version 2",
          "Version 1",
        ]);
        expect(savedPrice(server), "the drafts are kept").toBe(draft);
      }
      server = await killAt(page, server, "recorded", restoreFirst);
      await expectServed(server, first, [second, draft]);
      expect(await versionsListed(page, server)).toEqual([
        "Version 3 (version 1 restored)",
        "Version 2",
        "Version 1",
      ]);

      // A preview killed at each of its steps: no preview afterwards, the live site unchanged, the draft kept.
      savePrice(server, draft);
      const preview = (at: Page) => at.getByRole("button", { name: "Preview", exact: true }).click();
      for (const point of ["checking", "building", "preview"]) {
        server = await killAt(page, server, point, preview);
        await page.goto(`${server.url}/admin/content`);
        await expect(page.getByRole("button", { name: "See the preview" })).toHaveCount(0);
        await expectServed(server, first, [draft]);
        expect(savedPrice(server)).toBe(draft);
      }
      await page.goto(`${server.url}/admin/content`);
      await pressAndWait(page, server, page.getByRole("button", { name: "Preview", exact: true }), "done");
      await expect(page.getByRole("button", { name: "See the preview" })).toBeVisible();
      await expectServed(server, first, [draft]);
    } finally {
      await server.remove();
    }
  });
});
