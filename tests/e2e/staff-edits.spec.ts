import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { dollars } from "../../app/content/tokens.ts";
import { ROOT } from "../../scripts/lib/server-process.ts";
import { pageCopy, content } from "./support/content.ts";
import { pressAndWait } from "./support/publishing.ts";
import { startOnCheckout, type CheckoutServer } from "./support/site-checkout.ts";
import { signInInBrowser } from "./support/staff.ts";

/**
 * Issue 26: a harmless edit published from the editor never turns the suite red. Staff change a heading and the tour
 * price in the editor of a throwaway checkout and publish them; then the page specs that cover both run again against
 * that checkout's server, reading what they expect from its content/. They must pass there as they pass here.
 */
const PAGE_SPECS = ["about.spec.ts", "home.spec.ts", "tours.spec.ts"];

test.describe("staff edits and the tests", () => {
  test.describe.configure({ mode: "serial" });
  let server: CheckoutServer;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    server = await startOnCheckout({ TRUST_PROXY: "1" });
  });

  test.afterAll(async () => {
    await server?.remove();
  });

  test("a heading and the price published from the editor leave the page specs green", async ({ page }) => {
    test.setTimeout(1_800_000);
    const heading = pageCopy("about").hero.title;
    const newHeading = `${heading}, and a harbor`;
    const newPrice = content.tourFacts.price + 5;
    await signInInBrowser(page, server.url);

    // The About page's heading: the first "Heading" field of that page's entry is its hero's.
    await page.goto(`${server.url}/keystatic/singleton/page-about`);
    const headings = page.getByRole("textbox", { name: "Heading", exact: true });
    await expect(headings.first()).toHaveValue(heading, { timeout: 60_000 });
    await headings.first().fill(newHeading);
    let saved = page.waitForResponse((response) => response.url().endsWith("/api/keystatic/update"));
    await page.getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);

    await page.goto(`${server.url}/keystatic/singleton/tourFacts`);
    const price = page.getByRole("textbox", { name: "Price", exact: true });
    await expect(price).toHaveValue(String(content.tourFacts.price), { timeout: 60_000 });
    await price.fill(String(newPrice));
    saved = page.waitForResponse((response) => response.url().endsWith("/api/keystatic/update"));
    await page.getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);

    // Saved where the specs will read them, as the editor writes them.
    const about = parseYaml(readFileSync(join(server.root, "content/pages/about.yaml"), "utf8")) as {
      hero: { title: string };
    };
    expect(about.hero.title).toBe(newHeading);

    await page.goto(`${server.url}/admin/content`);
    const changes = page.getByRole("list", { name: "Changes not yet published" });
    await expect(changes).toContainText(
      `Tour price: ${dollars(content.tourFacts.price)} → ${dollars(newPrice)}`,
    );
    await pressAndWait(page, server, page.getByRole("button", { name: "Publish" }), "done");
    const live = await (await fetch(`${server.url}/about`)).text();
    expect(live).toContain(newHeading);

    // The page specs, run on the edited site with its content: every one must pass.
    const output = mkdtempSync(join(tmpdir(), "ww-staff-edits-"));
    try {
      const run = spawnSync(
        process.execPath,
        [
          join(ROOT, "node_modules/@playwright/test/cli.js"),
          "test",
          ...PAGE_SPECS.map((spec) => join("tests/e2e", spec)),
          "--project=chromium",
          "--workers=1",
          "--reporter=line",
          `--output=${output}`,
        ],
        {
          cwd: ROOT,
          encoding: "utf8",
          timeout: 1_500_000,
          env: {
            // Not this worker's own settings: the inner run has its own workers.
            ...Object.fromEntries(
              Object.entries(process.env).filter(([key]) => !/^(TEST_|PW_|PLAYWRIGHT_)/.test(key)),
            ),
            E2E_SITE_URL: server.url,
            E2E_CONTENT_ROOT: server.root,
            CONTENT_ROOT: server.root,
          },
        },
      );
      expect(run.status, `${run.stdout}\n${run.stderr}`.slice(-6000)).toBe(0);
      expect(run.stdout).toMatch(/\d+ passed/);
    } finally {
      rmSync(output, { recursive: true, force: true });
    }
  });
});
