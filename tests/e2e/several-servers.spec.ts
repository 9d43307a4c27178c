import { expect, test } from "@playwright/test";
import { dollars } from "../../app/content/tokens.ts";
import { content, pricedPages, pricesShown, publishStatus, savePrice } from "./support/publishing.ts";
import { newStorage } from "./support/own-server.ts";
import { startInCheckout, startOnCheckout, type CheckoutServer } from "./support/site-checkout.ts";
import { signInInBrowser } from "./support/staff.ts";

/**
 * Several servers on one Postgres (issue 24): the staff edit in one checkout; every server learns of each new version
 * and serves it within a minute, with no restart; a server started later comes up with it; two publishes at once, from
 * two servers, never run together; a server elsewhere refuses editing in words.
 */
const price = content.tourFacts.price;

/** Seconds until every priced page of `server` shows `amount` (and no other price of the test), at most `limit`. */
async function secondsUntilServed(server: CheckoutServer, amount: number, others: number[], limit: number) {
  const started = performance.now();
  await expect
    .poll(
      async () => {
        for (const path of pricedPages)
          if ((await pricesShown(`${server.url}${path}`, [amount, ...others])) !== dollars(amount))
            return path;
        return "all";
      },
      { timeout: limit * 1000, intervals: [500], message: `${server.url} serves ${dollars(amount)}` },
    )
    .toBe("all");
  return (performance.now() - started) / 1000;
}

test("two servers on one Postgres publish one at a time, and every server serves each new version within a minute, without a restart", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "postgres", "Several servers share a Postgres database");
  test.setTimeout(30 * 60_000);
  const storage = await newStorage(testInfo);
  const shared = { DATABASE_URL: storage.databaseUrl! };
  const servers: CheckoutServer[] = [];
  try {
    // A and B: two processes on the editing checkout. C: another machine's checkout, started before the publish.
    const a = await startOnCheckout(shared);
    servers.push(a);
    const b = await startInCheckout(a.root, shared);
    servers.push(b);
    const c = await startOnCheckout(shared);
    servers.push(c);
    for (const server of servers) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    // C holds no drafts: it refuses the editor and publishing, naming where staff edit.
    const refused = await fetch(`${c.url}/keystatic`);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(`Staff edit and publish on the editing server`);
    await signInInBrowser(page, c.url);
    await page.goto(`${c.url}/admin/content`);
    await expect(page.getByRole("alert")).toContainText(a.root);
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();

    // Publish pressed on A and on B at the same moment: one runs, the other is refused in words.
    const newPrice = price + 7;
    savePrice(a, newPrice);
    // Signed in on A afresh (cookies do not know ports: C's session cookie would already open A, from the one
    // database, and the sign-in page would not show its form).
    await page.context().clearCookies();
    await signInInBrowser(page, a.url);
    const other = await page.context().newPage();
    await page.goto(`${a.url}/admin/content`);
    await other.goto(`${b.url}/admin/content`);
    await Promise.all(
      [page, other].map((tab) => tab.getByRole("button", { name: "Publish", exact: true }).click()),
    );
    const notices = await Promise.all(
      [page, other].map(async (tab) => {
        const notice = tab.locator("[role=status]:not([data-publish-run]), [role=alert]").first();
        await expect(notice).toBeVisible();
        return notice.textContent();
      }),
    );
    expect(notices.filter((text) => text?.includes("Publishing has started"))).toHaveLength(1);
    expect(notices.filter((text) => text?.includes("is running: wait for it to finish"))).toHaveLength(1);

    // Once it is live on the server that ran it, every other server serves it within a minute.
    // Read afresh each time: the tab that was refused shows its refusal, not the other tab's run.
    await expect
      .poll(
        async () => {
          await page.goto(`${a.url}/admin/content`);
          return (await publishStatus(page)).state;
        },
        { timeout: 600_000, intervals: [2000] },
      )
      .toBe("done");
    const live = await secondsUntilServed(a, newPrice, [price], 60);
    const seconds = await Promise.all(
      [b, c].map((server) => secondsUntilServed(server, newPrice, [price], 60)),
    );
    console.log(
      `New version live on A; on B after ${seconds[0]!.toFixed(1)} s more, on C after ${seconds[1]!.toFixed(1)} s`,
    );
    testInfo.annotations.push({
      type: "other servers live after",
      description: seconds.map((s) => `${s.toFixed(1)} s`).join(", "),
    });
    expect(live).toBeLessThan(60);

    // A server started now comes up with the current version: its first answers are the new price.
    const d = await startOnCheckout(shared);
    servers.push(d);
    for (const path of pricedPages)
      expect(await pricesShown(`${d.url}${path}`, [newPrice, price]), path).toBe(dollars(newPrice));
  } finally {
    // All stopped before any checkout goes (A and B share one).
    for (const server of servers) await server.stop();
    for (const server of servers) await server.remove().catch(() => undefined);
  }
});
