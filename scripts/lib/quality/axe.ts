import { AxeBuilder } from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { BAND, DRAWN } from "../../../app/lib/bands.ts";

/** The WCAG 2.2 level A and AA rules (axe tags the rules by the version of WCAG that introduced them). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** Where axe looks at every page: a desktop and a phone width. */
export const AXE_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/** The project's axe-core, newer than the copy @axe-core/playwright bundles. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export type AxeViolation = {
  rule: string;
  impact: "minor" | "moderate" | "serious" | "critical";
  help: string;
  helpUrl: string;
  /** The first few offending elements, as selectors. */
  targets: string[];
  count: number;
};

/**
 * Waits for the page's finite animations and transitions to end: axe judges colours as they are drawn, and a header
 * fading from translucent to opaque as the page scrolls would be judged half-way.
 */
export async function animationsSettled(page: Pick<Page, "evaluate">): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** How long a page's runtime may take to draw its long page's waiting bands: it does so in idle moments. */
const BANDS_DRAWN_WITHIN_MS = 15_000;

/**
 * Waits for the runtime to draw the bands far down a long page (docs/decisions/092). Until then a band holds an
 * estimated height and its content is laid out past it, so axe would judge a button in one band against the
 * next band's colour. A page without its scripts never draws them, so it is taken as it is. Polled from here, not in
 * the page, so that it also works while a test holds the page's clock still.
 */
export async function bandsDrawn(page: Pick<Page, "evaluate">): Promise<void> {
  const waiting = () =>
    page.evaluate(
      ({ band, drawn }) =>
        document.documentElement.dataset.hydrated === "true" &&
        document.querySelector(`.${band}:not(.${drawn})`) !== null,
      { band: BAND, drawn: DRAWN },
    );
  const until = Date.now() + BANDS_DRAWN_WITHIN_MS;
  while ((await waiting()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * axe's WCAG A/AA violations on the page as it is drawn, once its bands are drawn and its animations have ended.
 *
 * In axe's legacy mode: `axe.run` in the page, which tests the page and its same-origin frames (the newsletter's
 * preview), rather than a run per frame finished in a blank page the builder opens for every call: the same findings
 * in 35-60% of the time (docs/decisions/162). Frames of another origin are left out: ours are the outside
 * providers' (the booking calendar, the video), which the tests answer with a stub page.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await bandsDrawn(page);
  await animationsSettled(page);
  // Only the violations are read: axe then keeps one element of each pass and each rule left "incomplete" rather
  // than all of them, the same findings in 20-30% less time. (Options first: `options` replaces what `withTags` set.)
  const results = await new AxeBuilder({ page, axeSource })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? "minor",
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    count: violation.nodes.length,
  }));
}

/** What the budget allows none of. */
export function isBlocking(violation: AxeViolation): boolean {
  return violation.impact === "serious" || violation.impact === "critical";
}

export function describeViolation(violation: AxeViolation): string {
  return `${violation.impact} ${violation.rule}: ${violation.help} (${violation.count}: ${violation.targets.join(", ")})`;
}
