import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { dollars } from "../../../app/content/tokens.ts";
import { content } from "./content.ts";
import type { CheckoutServer } from "./site-checkout.ts";

export { content };
const ROOT = join(import.meta.dirname, "../../..");
export const TOUR_FACTS = "content/settings/tours.yaml";
/**
 * The price the publishing specs publish with nothing else changed: one content, so the run builds it once and every
 * other checkout copies that build (docs/testing.md, "Builds").
 */
export const PUBLISHED_PRICE = content.tourFacts.price + 5;

/** Every page that shows the tour price: the tour and neighborhood pages, the pages with booking calls, and the
 * articles whose call to action states it (their files use the price token). */
export const pricedPages = [
  "/",
  "/tours",
  ...content.tours.map((tour) => tour.path),
  ...content.neighborhoods.map((neighborhood) => neighborhood.path),
  "/tours/private-tours",
  "/booking",
  "/contact",
  "/press-kit",
  ...content.posts
    .filter((post) => readFileSync(join(ROOT, post.file), "utf8").includes("{price}"))
    .map((post) => `/blog/${post.meta.slug}`),
];

// A price range such as "$25-$45" in an article is another company's, not ours: the checks skip ranges.
/** What a page says outside quotations (testimonials and press quotes keep the price they were written with). */
export function textOutsideQuotes(html: string): string {
  return html
    .replace(/<script(?![^>]*ld\+json)[\s\S]*?<\/script>/g, "")
    .replace(/<blockquote[\s\S]*?<\/blockquote>/g, "")
    .replace(/<[^>]+>/g, " ");
}

/** The one tour price a page shows, or what else it shows: "$45", or "$40 and $45" for a page that mixes two. */
export async function pricesShown(url: string, prices: number[]): Promise<string> {
  const text = textOutsideQuotes(await (await fetch(url)).text());
  return prices
    .filter((amount) => new RegExp(`(?<![-–]\\s*)\\$${amount}(?![\\d,])`).test(text))
    .map((amount) => dollars(amount))
    .join(" and ");
}

/** Writes a content file in the server's checkout as someone editing it by hand would. */
export function editFile(server: Pick<CheckoutServer, "root">, file: string, edit: (text: string) => string) {
  const path = join(server.root, file);
  writeFileSync(path, edit(readFileSync(path, "utf8")));
}

/** Saves a new tour price in the checkout, as the editor does. */
export function savePrice(server: Pick<CheckoutServer, "root">, amount: number) {
  editFile(server, TOUR_FACTS, (text) => text.replace(/^price: .*$/m, `price: ${amount}`));
}

/** The tour price saved in the checkout's content/ (the drafts). */
export function savedPrice(server: Pick<CheckoutServer, "root">): number {
  return Number(/^price: (\d+)/m.exec(readFileSync(join(server.root, TOUR_FACTS), "utf8"))?.[1]);
}

/** Puts the server's content/ back as last committed (a refused edit is not kept for the next test). */
export function discardEdits(server: Pick<CheckoutServer, "root">) {
  execFileSync("git", ["checkout", "--", "content"], { cwd: server.root });
}

/** The Content page's status line: which run it is about and how that run stands (nothing while it reloads). */
export async function publishStatus(page: Page): Promise<{ run: string | null; state: string | null }> {
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
  // Finished only when two reads in a row agree: once, under load, a read after the press found another run's
  // result, and the next showed the new run still running (the fresh-clone run of 2026-11-29).
  let last = "";
  await expect
    .poll(
      async () => {
        const { run, state } = await publishStatus(page);
        const seen = `${run} ${state}`;
        const agreed = seen === last;
        last = seen;
        return agreed && run !== before && (state === "done" || state === "failed") ? state : "not finished";
      },
      { timeout: 600_000, intervals: [500] },
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

/** Waits until the server says a run holds at a point (PUBLISH_TEST_HOLD), so a test can kill it right there. */
export async function heldAt(server: CheckoutServer, point: string) {
  await expect
    .poll(() => server.output().includes(`Publishing: holding at "${point}"`), {
      timeout: 600_000,
      intervals: [250],
      message: `the run reached "${point}"`,
    })
    .toBe(true)
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\n\nThe server's output:\n${server.output().slice(-3000)}`);
    });
}

/**
 * The prices of the tours' offers in a page's structured data (other records, such as a talk's tickets, aside, and the
 * private tour's group price, which has a price specification of its own).
 */
export function tourOfferPrices(html: string): string[] {
  const prices: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const offers = record.offers as { price?: unknown; priceSpecification?: unknown } | undefined;
    if (record["@type"] === "TouristTrip" && offers?.price !== undefined && !offers.priceSpecification)
      prices.push(String(offers.price));
    Object.values(record).forEach(visit);
  };
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
    visit(JSON.parse(json ?? "null"));
  return prices;
}
