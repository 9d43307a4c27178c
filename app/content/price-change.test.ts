import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { priceExplanation, privateTourPrice } from "../features/tours/private-tour-price.ts";
import { readContent, type SiteContent } from "./read-content.ts";
import { bookTourLabelAt } from "./tokens.ts";

/**
 * The check: change the tour price field to 45 and every price the pages say follows it. This reads a copy
 * of the real content with only content/settings/tours.yaml changed, as a publish would.
 */
const ROOT = join(import.meta.dirname, "../..");
let root: string;
let content: SiteContent;
let before: SiteContent;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "price-"));
  cpSync(join(ROOT, "content"), join(root, "content"), {
    recursive: true,
    filter: (source) => !source.includes(join("content", "data")),
  });
  const file = join(root, "content/settings/tours.yaml");
  const facts = parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  before = readContent(root);
  expect(facts.price).not.toBe(45);
  facts.price = 45;
  writeFileSync(file, stringify(facts));
  content = readContent(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every text in a value, with where it is. */
function texts(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
  return [];
}

describe("the tour price, changed to $45 in content/settings/tours.yaml", () => {
  it("changes the price token, the booking button and the private base (8 guests at $45)", () => {
    expect(content.tokens.price).toBe("$45");
    expect(bookTourLabelAt(content.tokens.price)).toBe("Book Your Tour – Only $45!");
    expect(content.tokens.privateBasePrice).toBe("$360");
  });

  it("changes every tour page's fact strip and booking intro, and every neighborhood book button", () => {
    for (const tour of content.tours) {
      const page = content.tourTemplates.tourPage[tour.slug]!;
      expect(page.facts.price.value).toBe("$45 per guest");
      expect(page.book.intro).toContain("$45 a guest");
      expect(content.tourTemplates.neighborhoodPage[tour.slug]!.hero.book).toBe(
        `Book ${tour.shortName} Tour - $45`,
      );
    }
  });

  it("changes the private-tour price card and the calculator's figures", () => {
    const page = content.pages["private-tours"] as unknown as {
      pricing: { price: string; points: string[] };
    };
    expect(page.pricing.price).toBe("$360");
    expect(page.pricing.points[0]).toBe("$45 for each guest beyond 8");
    const twelve = privateTourPrice(content.tourFacts, 12);
    expect([twelve.basePrice, twelve.total]).toEqual([360, 540]);
    expect(priceExplanation(content.tourFacts, twelve)).toBe(
      "$360 for the first 8 guests + 4 × $45 = $540 for 12 guests.",
    );
    expect(priceExplanation(content.tourFacts, privateTourPrice(content.tourFacts, 3))).toBe(
      "$360 covers your group of 3 (up to 8 guests).",
    );
  });

  it("leaves no old price in any page's copy, the articles included (guests' quotes keep theirs)", () => {
    const oldPrices = [before.tokens.price, before.tokens.privateBasePrice];
    const { testimonials: _quotes, ...collections } = content.collections;
    const copy = texts({
      settings: {
        company: content.company,
        privateTour: content.privateTour,
        navigation: content.navigation,
        notFound: content.notFound,
        relatedTours: content.relatedTours,
        adventureCatWelcome: content.adventureCatWelcome,
      },
      templates: content.tourTemplates,
      collections,
      pages: content.pages,
      posts: content.posts.map((post) => ({ ...post.meta, body: post.body })),
    });
    expect(copy.length).toBeGreaterThan(500);
    const stale = copy.filter(({ text }) =>
      oldPrices.some((price) => new RegExp(`\\${price}(?!\\d)`).test(text)),
    );
    expect(stale).toEqual([]);
    expect(copy.some(({ text }) => text.includes("$45"))).toBe(true);
  });

  it("says $45 in every article's booking call to action that names a price", () => {
    const calls = content.posts.flatMap((post) =>
      post.body
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.includes("](/booking)") && /\$\d/.test(paragraph))
        .map((paragraph) => ({ file: post.file, paragraph })),
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const { file, paragraph } of calls) expect(paragraph, file).toMatch(/\$45(?!\d)/);
  });
});

describe("prices in code", () => {
  it("types no dollar figure in any route or component: they come from the content", () => {
    const dirs = ["app/routes", "app/components", "app/features"];
    const files = dirs.flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
        .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        .map((name) => join(dir, name)),
    );
    expect(files.length).toBeGreaterThan(20);
    // Two digits or more: "$1" in a regular expression's replacement is not a price.
    const typed = files.filter((file) => /\$\d{2,}/.test(readFileSync(join(ROOT, file), "utf8")));
    expect(typed).toEqual([]);
  });
});
