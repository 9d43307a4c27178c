import { BOOTSTRAP_GLOBAL } from "../../../app/islands/bootstrap.ts";
import type { Page, Request } from "@playwright/test";

/**
 * Every script the page fetches from now on: the site's own by file name without its hash ("islands",
 * "site-header"), any other by its whole address, so a script from elsewhere shows in the list too.
 */
export function scriptsOf(page: Page): () => string[] {
  const fetched: string[] = [];
  page.on("request", (request: Request) => {
    if (request.resourceType() !== "script") return;
    const { pathname } = new URL(request.url());
    fetched.push(
      pathname.startsWith("/assets/")
        ? pathname.slice("/assets/".length).replace(/-[\w-]{8}\.js$/, "")
        : request.url(),
    );
  });
  return () => [...fetched];
}

/**
 * Waits until the page's islands bootstrap listens. It is an inline module, so it runs once the page's HTML is parsed;
 * from then on a visitor's first touch is recorded and starts its island. A field can be filled before that, while
 * the page is still arriving, which no visitor can do. A test that acts right after the navigation commits waits
 * for this first (islands.spec.ts).
 */
export async function bootstrapListening(page: Page): Promise<void> {
  await page.waitForFunction((name) => name in window, BOOTSTRAP_GLOBAL);
}

/**
 * Holds the site's scripts back until `release()`: until then the page is its pre-rendered HTML and its inline
 * bootstrap, without the islands runtime or any island.
 */
export async function holdSiteScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    // The page the module was for may be gone by now.
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * Holds back every script of the site but the islands runtime until `release()`: the runtime listens, and an island
 * the visitor starts stays "starting" until then, so a test sees what the page answers before the island is live.
 */
export async function holdIslands(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    // The runtime is "islands-" and its hash; "islands-common" is React's side of the islands, held with the rest.
    if (!/\/assets\/islands-[\w-]{8}\.js$/.test(route.request().url())) await held;
    await route.continue().catch(() => {});
  });
  return release;
}
