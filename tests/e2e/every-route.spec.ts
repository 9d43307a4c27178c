import type { Page } from "@playwright/test";
import {
  AXE_VIEWPORTS,
  axeViolations,
  describeViolation,
  isBlocking,
} from "../../scripts/lib/quality/axe.ts";
import { BAND, LAID_OUT_NEAR } from "../../app/lib/bands.ts";
import { auditRoutes } from "../../scripts/lib/quality/routes.ts";
import { describeTextOverImage, textOverImageProblems } from "../../scripts/lib/quality/text-over-images.ts";
import { expect, jsonLd, test, types, waitForHydration } from "./fixtures.ts";
import { focusSweep, REFLOW, reflowProblems } from "./support/page-checks.ts";
import { repeatsATemplate } from "./support/routes.ts";

/**
 * Every route in the browser, in one visit each (issue 36; these were four tests a route in four specs): every public
 * page, every blog post and the not-found page
 * - hydrates with no console error, hydration warning or CSP violation (the fixture fails the test on any), with its
 *   h1 and its structured data;
 * - has no serious or critical axe violation (WCAG 2.2 A and AA) at a phone and a desktop width; a page that is one
 *   more of a template (a post, a tour, a neighborhood other than the one in TEMPLATES) gets axe at the phone width
 *   alone, since axe takes two thirds of this test's time and what only a width shows is its template's;
 * - text over pictures meets AA at both widths;
 * - preloads Fraunces at 400 exactly when it draws text in it outside what the browser lays out only near the screen
 *   (a band, a post's quote), so that the first screen neither waits for that face nor shares its bandwidth with it
 *   (docs/decisions/176);
 * - never hides the focused control under a sticky part at 375 px (WCAG 2.4.11: the in-page sweep of
 *   support/page-checks.ts; one page of each template is walked with the real Tab key in focus-and-reflow.spec.ts);
 * - never scrolls sideways at 320 CSS px (WCAG 1.4.10).
 */
const routes = auditRoutes();
const [DESKTOP, PHONE] = AXE_VIEWPORTS;

/** axe (unless `axe` is false), and the contrast of text over pictures, on the page as it stands. */
async function accessibilityProblems(page: Page, width: number, axe = true): Promise<string[]> {
  const violations = axe ? await axeViolations(page) : [];
  for (const violation of violations.filter((item) => !isBlocking(item))) {
    test.info().annotations.push({ type: `axe at ${width}px`, description: describeViolation(violation) });
  }
  return [
    ...violations.filter(isBlocking).map((violation) => `axe at ${width}px: ${describeViolation(violation)}`),
    ...(await textOverImageProblems(page)).map(
      (problem) => `text over a picture at ${width}px: ${describeTextOverImage(problem)}`,
    ),
  ];
}

/**
 * The text the page draws in Fraunces at 400 outside what the browser lays out only near the screen (a band, a post's
 * quote: their face is fetched then), and whether the page preloads that face.
 */
function frauncesAt400(page: Page) {
  return page.evaluate(
    (laidOutNear) => ({
      unbanded: [...document.querySelectorAll("body *")]
        .filter((element) => {
          const style = getComputedStyle(element);
          const ownText = [...element.childNodes].some(
            (node) => node.nodeType === 3 && node.textContent?.trim(),
          );
          return ownText && style.fontFamily.includes("Fraunces") && style.fontWeight === "400";
        })
        .filter((element) => !element.closest(laidOutNear))
        .map((element) => element.textContent!.trim().slice(0, 60)),
      preloads: document.querySelector('link[rel="preload"][as="font"][href*="fraunces-400"]') !== null,
    }),
    `.${BAND}, .${LAID_OUT_NEAR}, .prose blockquote`,
  );
}

test.describe("every route in the browser", () => {
  // Two visits, axe twice, and a control-by-control sweep, on two busy cores.
  test.describe.configure({ timeout: 150_000 });

  for (const route of routes) {
    test.describe(route.path, () => {
      // The browser logs the not-found page's own 404 status as a console error.
      if (route.status === 404) test.use({ allowedConsoleError: /status of 404/ });

      const axeAtDesktop = !repeatsATemplate(route.path);
      test(`${route.path}: hydrates cleanly; axe-clean at ${axeAtDesktop ? `${DESKTOP.width} and ` : ""}${PHONE.width} px; fonts; focus never hidden; fits ${REFLOW.width} px`, async ({
        page,
      }) => {
        await page.setViewportSize(DESKTOP);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(route.status);
        await waitForHydration(page);
        await expect(page.locator("h1")).toBeVisible();
        if (route.status === 200) {
          expect(types(await jsonLd(page)).length, "structured data").toBeGreaterThan(0);
          const { unbanded, preloads } = await frauncesAt400(page);
          expect(
            preloads,
            `Fraunces 400 is preloaded exactly when text outside a band is drawn in it (${unbanded.join(" / ")})`,
          ).toBe(unbanded.length > 0);
        }
        const problems = await accessibilityProblems(page, DESKTOP.width, axeAtDesktop);

        await page.setViewportSize(PHONE);
        await page.reload();
        await waitForHydration(page);
        problems.push(...(await accessibilityProblems(page, PHONE.width)));

        // The sweep on the same page, with the sticky parts settled at once, as a keyboard user with reduced motion
        // has them.
        await page.emulateMedia({ reducedMotion: "reduce" });
        const { controls, problems: hidden } = await focusSweep(page, route.path, { load: false });
        expect(controls, "controls to focus").toBeGreaterThan(0);
        problems.push(...hidden);

        // Narrowed in place, as zooming in narrows it (what WCAG 1.4.10 asks about), rather than loaded afresh.
        problems.push(...(await reflowProblems(page, route.path)));

        expect(problems).toEqual([]);
      });
    });
  }
});
