import {
  AXE_VIEWPORTS,
  axeViolations,
  describeViolation,
  isBlocking,
} from "../../scripts/lib/quality/axe.ts";
import { describeHtmlProblem, validateHtml } from "../../scripts/lib/quality/html-validation.ts";
import { describeBrokenLink, LinkChecker } from "../../scripts/lib/quality/links.ts";
import { auditRoutes } from "../../scripts/lib/quality/routes.ts";
import { describeTextOverImage, textOverImageProblems } from "../../scripts/lib/quality/text-over-images.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** Every public page, every blog post and the not-found page: the routes `npm run audit` covers. */
const routes = auditRoutes();

// One checker a worker, so a page or asset that many pages link to is fetched once.
let checker: LinkChecker | undefined;
const linkChecker = (origin: string) => (checker ??= new LinkChecker(origin));

test.describe("every route's HTML is valid and its links resolve", () => {
  for (const route of routes) {
    test(`${route.path}: valid HTML; every internal link, image and anchor resolves`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(route.status);
      const problems = await validateHtml(await response.text(), route.path);
      const errors = problems.filter((problem) => problem.severity === "error");
      expect(errors.map(describeHtmlProblem), "html-validate errors").toEqual([]);

      const { checked, broken } = await linkChecker(baseURL ?? "").checkPage(route.path, route.status);
      expect(broken.map(describeBrokenLink), "broken links").toEqual([]);
      expect(checked, "internal references checked").toBeGreaterThan(10);
    });
  }
});

for (const viewport of AXE_VIEWPORTS) {
  test.describe(`at ${viewport.width}px: no serious or critical axe violation, text over pictures AA`, () => {
    test.use({ viewport });
    for (const route of routes) {
      test.describe(route.path, () => {
        // The browser logs the not-found page's own 404 status as a console error.
        if (route.status === 404) test.use({ allowedConsoleError: /status of 404/ });

        test(`${route.path} at ${viewport.width}px`, async ({ page }) => {
          const response = await page.goto(route.path);
          expect(response?.status()).toBe(route.status);
          await waitForHydration(page);
          const violations = await axeViolations(page);
          for (const violation of violations.filter((item) => !isBlocking(item))) {
            test.info().annotations.push({ type: "axe", description: describeViolation(violation) });
          }
          expect(violations.filter(isBlocking).map(describeViolation), "axe").toEqual([]);
          const overImages = await textOverImageProblems(page);
          expect(overImages.map(describeTextOverImage), "text over pictures").toEqual([]);
        });
      });
    }
  });
}
