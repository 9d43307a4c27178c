import { describeHtmlProblem, validateHtml } from "../../scripts/lib/quality/html-validation.ts";
import { describeBrokenLink, LinkChecker } from "../../scripts/lib/quality/links.ts";
import { faqAnswersMissing, faqClaims, readPrerendered } from "../../scripts/lib/quality/machine-readable.ts";
import { auditRoutes } from "../../scripts/lib/quality/routes.ts";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";

/**
 * Every public page, every blog post and the not-found page: the routes `npm run audit` covers, read as the server
 * answers them, without a browser (axe, which needs one, is in every-route.spec.ts).
 */
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

test.describe("what a reader without JavaScript finds in the pre-rendered pages", () => {
  const clientDir = join(import.meta.dirname, "../../build/client");

  test("every question and answer of each page's FAQPage markup is in its HTML", () => {
    const pages = routes
      .filter((route) => route.status === 200)
      .map((route) => ({ path: route.path, page: readPrerendered(clientDir, route.path) }));
    const withFaq = pages.filter(({ page }) => faqClaims(page.records).length > 0);
    // The tours page, each tour and neighborhood, private tours, contact, the press kit and adventure cats.
    expect(withFaq.length, "pages with FAQPage markup").toBeGreaterThanOrEqual(11);
    const missing = withFaq.flatMap(({ path, page }) =>
      faqAnswersMissing(page).map((claim) => `${path}: ${claim}`),
    );
    expect(missing).toEqual([]);
  });
});
