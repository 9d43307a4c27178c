import type { Page } from "@playwright/test";

/**
 * Stops every request that leaves the test server and records its address, so a test can assert what a page tried
 * to fetch from outside (nothing reaches the internet during tests). Routes registered later take precedence.
 */
export async function recordOutsideRequests(page: Page, baseURL: string | undefined): Promise<string[]> {
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  const outside: string[] = [];
  await page.route(
    (url) => url.origin !== origin && url.protocol.startsWith("http"),
    (route) => {
      outside.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  return outside;
}
