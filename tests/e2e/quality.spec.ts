import { describeHtmlProblem, validateHtml } from "../../scripts/lib/quality/html-validation.ts";
import { describeBrokenLink, LinkChecker } from "../../scripts/lib/quality/links.ts";
import {
  faqAnswersMissing,
  faqClaims,
  hasAnchor,
  pastOfferEnds,
  postAuthors,
  prerenderedFile,
  readPrerendered,
  structuredRecords,
  typesById,
} from "../../scripts/lib/quality/machine-readable.ts";
import { lintStructuredData } from "../../scripts/lib/quality/structured-data-lint.ts";
import { readFileSync } from "node:fs";
import { auditRoutes } from "../../scripts/lib/quality/routes.ts";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";
import { SITE_ADDRESS } from "./support/staff.ts";

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

  test("every page's structured data: the linter passes it, each @id has one type, no offer has ended, authors are on the site", async () => {
    const site = SITE_ADDRESS;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    const problems: string[] = [];
    const pages: Record<string, unknown>[][] = [];
    for (const route of routes.filter((each) => each.status === 200)) {
      const html = readFileSync(prerenderedFile(clientDir, route.path), "utf8");
      const records = structuredRecords(html);
      if (records.length === 0) continue;
      pages.push(records);
      const lint = await lintStructuredData(html);
      problems.push(...lint.failed.map((failure) => `${route.path}: ${failure.test}`));
      problems.push(...pastOfferEnds(records, today).map((end) => `${route.path}: ${end}`));
      for (const author of postAuthors(records)) {
        const url = new URL(author.url ?? "", site);
        const resolves =
          url.origin === site && (!url.hash || hasAnchor(clientDir, url.pathname, url.hash.slice(1)));
        if (!author.url || !resolves) problems.push(`${route.path}: ${author.name} at ${author.url}`);
      }
    }
    for (const [id, types] of typesById(pages))
      if (types.size > 1) problems.push(`${id} is ${[...types].join(" and ")}`);
    expect(pages.length, "pages with structured data").toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});
