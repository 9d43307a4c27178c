import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOfContent, ROOT } from "./content-copy.ts";
import { parse, stringify } from "yaml";
import { priceExplanation, privateTourPrice } from "../features/tours/private-tour-price.ts";
import { readContent, type SiteContent } from "./read-content.ts";
import { bookTourLabelAt, dollars } from "./tokens.ts";

/**
 * The check: change the tour price field and every price the pages say follows it. This reads a copy of
 * the real content with only content/settings/tours.yaml changed, as a publish would; the new price is the current
 * one plus five, so the check holds whatever price staff have set, and every expectation is made from the content.
 */
let root: string;
let content: SiteContent;
let before: SiteContent;
let oldPrice: number;
let newPrice: number;

beforeAll(() => {
  root = copyOfContent("price-");
  const file = join(root, "content/settings/tours.yaml");
  const facts = parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  before = readContent(root);
  oldPrice = before.tourFacts.price;
  newPrice = oldPrice + 5;
  facts.price = newPrice;
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

/** A text as it read before, with the old price and private base swapped for the new ones. */
function withNewPrices(text: string): string {
  const base = before.tourFacts.privateTour.baseGuests;
  return text
    .replaceAll(dollars(oldPrice * base), dollars(newPrice * base))
    .replace(new RegExp(`\\${dollars(oldPrice)}(?!\\d)`, "g"), dollars(newPrice));
}

describe("the tour price, changed in content/settings/tours.yaml", () => {
  it("changes the price token, the booking button and the private base", () => {
    const base = content.tourFacts.privateTour.baseGuests;
    expect(content.tokens.price).toBe(dollars(newPrice));
    expect(bookTourLabelAt(content.tokens.price)).toBe(withNewPrices(bookTourLabelAt(before.tokens.price)));
    expect(bookTourLabelAt(content.tokens.price)).toContain(dollars(newPrice));
    expect(content.tokens.privateBasePrice).toBe(dollars(base * newPrice));
  });

  it("changes every tour page's fact strip and booking intro, and every neighborhood book button", () => {
    for (const tour of content.tours) {
      const page = content.tourTemplates.tourPage[tour.slug]!;
      const old = before.tourTemplates.tourPage[tour.slug]!;
      expect(page.facts.price.value).toContain(dollars(newPrice));
      expect(page.facts.price.value).toBe(withNewPrices(old.facts.price.value));
      expect(page.book.intro).toBe(withNewPrices(old.book.intro));
      const hero = content.tourTemplates.neighborhoodPage[tour.slug]!.hero.book;
      expect(hero).toContain(dollars(newPrice));
      expect(hero).toBe(withNewPrices(before.tourTemplates.neighborhoodPage[tour.slug]!.hero.book));
    }
  });

  it("changes the private-tour price card and the calculator's figures", () => {
    type Pricing = { pricing: { price: string; points: string[] } };
    const page = content.pages["private-tours"] as unknown as Pricing;
    const old = before.pages["private-tours"] as unknown as Pricing;
    const base = content.tourFacts.privateTour.baseGuests;
    expect(page.pricing.price).toBe(dollars(base * newPrice));
    expect(page.pricing.points).toEqual(old.pricing.points.map(withNewPrices));
    const guests = base + 4;
    const larger = privateTourPrice(content.tourFacts, guests);
    expect([larger.basePrice, larger.total]).toEqual([base * newPrice, (base + 4) * newPrice]);
    expect(priceExplanation(content.tourFacts, larger)).toBe(
      `${dollars(base * newPrice)} for the first ${base} guests + 4 × ${dollars(newPrice)} = ${dollars(larger.total)} for ${guests} guests.`,
    );
    expect(priceExplanation(content.tourFacts, privateTourPrice(content.tourFacts, 3))).toContain(
      dollars(base * newPrice),
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
    expect(copy.some(({ text }) => text.includes(dollars(newPrice)))).toBe(true);
  });

  it("says the new price in every article's booking call to action that names a price", () => {
    const calls = content.posts.flatMap((post) =>
      post.body
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.includes("](/booking)") && /\$\d/.test(paragraph))
        .map((paragraph) => ({ file: post.file, paragraph })),
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const { file, paragraph } of calls)
      expect(paragraph, file).toMatch(new RegExp(`\\${dollars(newPrice)}(?!\\d)`));
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
