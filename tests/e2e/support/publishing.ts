import { expect, type Locator, type Page } from "@playwright/test";
import type { CheckoutServer } from "./site-checkout.ts";

/** The Content page's status line: which run it is about and how that run stands (nothing while it reloads). */
async function publishStatus(page: Page): Promise<{ run: string | null; state: string | null }> {
  const unknown = { run: null, state: null };
  // While a run goes on the page reloads itself every few seconds (for browsers without JavaScript).
  return page
    .locator("[data-publish-run], [data-publish-state]")
    .evaluateAll((elements) => ({
      run:
        elements
          .find((element) => element.hasAttribute("data-publish-run"))
          ?.getAttribute("data-publish-run") ?? null,
      state:
        elements
          .find((element) => element.hasAttribute("data-publish-state"))
          ?.getAttribute("data-publish-state") ?? null,
    }))
    .catch(() => unknown);
}

/**
 * Presses Publish, Preview or Restore and waits for that run to end. The last run's result stays on the page until
 * the page hears of the new run, so it waits for a result about another run than the one shown before the press.
 */
export async function pressAndWait(
  page: Page,
  server: CheckoutServer,
  button: Locator,
  outcome: "done" | "failed",
) {
  const before = (await publishStatus(page)).run;
  await button.click();
  await expect
    .poll(
      async () => {
        const { run, state } = await publishStatus(page);
        return run !== before && (state === "done" || state === "failed") ? state : "not finished";
      },
      { timeout: 300_000, intervals: [500] },
    )
    .toMatch(/^(done|failed)$/)
    .catch((error: unknown) => {
      // A run that never ends, or a server that stopped, is explained by the server's own last words.
      throw new Error(`${String(error)}\n\nThe server's output:\n${server.output().slice(-3000)}`);
    });
  await expect(page.locator("[data-publish-state]"), server.output().slice(-2000)).toHaveAttribute(
    "data-publish-state",
    outcome,
  );
}
