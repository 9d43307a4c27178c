import type { Page } from "@playwright/test";

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
