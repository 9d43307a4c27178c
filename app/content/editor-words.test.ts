import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { developerWords } from "../../tests/e2e/support/developer-words.ts";
import editor from "./cms-config.ts";
import { factsInWords, factWords, SITE_FACTS } from "./fact-words.ts";
import { readContent } from "./read-content.ts";
import { factsIn, siteTokens, splitTokens } from "./tokens.ts";
import { FIELD_WORDS } from "./editor-help.ts";

/** Every label and help line in the editor's configuration, wherever a field keeps them, with where it is. */
function staffTexts(node: unknown, where: string, seen = new Set<unknown>()): [string, string][] {
  if (!node || typeof node !== "object" || seen.has(node)) return [];
  seen.add(node);
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    (key === "label" || key === "description" || key === "help") && typeof value === "string"
      ? [[`${where}.${key}`, value]]
      : staffTexts(value, `${where}.${key}`, seen),
  );
}

describe("the editor's own words", () => {
  it("show no file path, setting, token in braces or other developer's word in any label or help", () => {
    // The field words every field takes its label and help from, and what the configuration keeps of its own (a
    // text field keeps its help inside its input, where only the staff walk, editor.spec.ts, reads it).
    const texts = [
      ...staffTexts(FIELD_WORDS, "field words"),
      ...staffTexts(editor.collections, "collections"),
      ...staffTexts(editor.singletons, "singletons"),
    ];
    expect(texts.length).toBeGreaterThan(300);
    const found = texts.flatMap(([where, text]) => developerWords(text).map((word) => `${where}: ${word}`));
    expect(found).toEqual([]);
  });

  it("say on a tour's form where the price is set", () => {
    const tourFields = editor.collections?.tours?.schema ?? {};
    expect(Object.keys(tourFields)).toContain("tourFacts");
    expect(JSON.stringify(tourFields)).not.toMatch(/"label":"Price"/);
  });
});

describe("the list of developer's words", () => {
  it("finds each thing staff met in issue 39, and no plain staff sentence", () => {
    expect(developerWords("Published automatically: Release 1a2b3c4")).toEqual(["1a2b3c4"]);
    expect(developerWords("Tours › lower-east-side")).toEqual(["lower-east-side"]);
    expect(developerWords("In dollars, what one guest pays ({price})")).toEqual(["{price}"]);
    expect(developerWords("saved content/newsletter/december.md")).toContain(
      "content/newsletter/december.md",
    );
    expect(
      developerWords(
        "Published automatically: Website update of November 28, 2026. Sign-in links, e-mail and a private-tour request on 2026-11-28 at /tours/lower-east-side.",
      ),
    ).toEqual([]);
  });
});

describe("facts in staff words", () => {
  it("a list names an item with each fact in words, never in braces", () => {
    expect(factsInWords("{schedule}")).toBe("[When it runs]");
    expect(factsInWords("It takes about {durationWords} for {price}.")).toBe(
      "It takes about [Length in words] for [Price].",
    );
    expect(factsInWords("No more than {lower-east-side.maxGuests} guests")).toBe(
      "No more than [Lower East Side: largest group] guests",
    );
    expect(factsInWords("{DurationWords} of stories")).toBe("[Length in words] of stories");
    expect(developerWords(factsInWords("{privatePrice:8} for {minGuests}"))).toEqual([]);
  });

  it("every fact a text may show has words of its own, and every fact in the content reads without a developer's word", () => {
    const content = readContent();
    const site = siteTokens(content.company, content.tourFacts, content.siteSettings, content.tours);
    expect(Object.keys(SITE_FACTS).sort()).toEqual(Object.keys(site).sort());
    const used = new Set(
      readdirSync("content", { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(?:ya?ml|md)$/.test(file))
        // A token in a text box, or a fact's tag in the text of a post or a letter.
        .flatMap((file) => factsIn(readFileSync(join("content", file), "utf8"))),
    );
    expect(used.size).toBeGreaterThan(40);
    expect(
      [...used].flatMap((token) => developerWords(factWords(token)).map((word) => `${token}: ${word}`)),
    ).toEqual([]);
  });

  it("a text cut at its facts joins back to the same text", () => {
    const text =
      "From {price} a guest, {DurationWords} and {brooklyn-heights.maxGuests} at most: {privatePrice:12}.";
    const parts = splitTokens(text);
    expect(parts.filter((part) => typeof part !== "string")).toHaveLength(4);
    expect(parts.map((part) => (typeof part === "string" ? part : `{${part.token}}`)).join("")).toBe(text);
    expect(splitTokens("No facts { here }")).toEqual(["No facts { here }"]);
  });
});
