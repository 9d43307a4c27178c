import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { descriptionYaml, documentFor } from "./generate.ts";
import { inventory } from "./inventory.ts";

describe("the artwork generator", () => {
  it("writes each description on one line that reads back as written", () => {
    for (const alt of [
      "Whisker Walks NYC",
      'Cover of "The Cats Who Built New York" by Margo Feld: a cat silhouette at dusk.',
      "Illustration: a ginger cat on a stoop railing, #1 on Willow Street - it's golden hour. ".repeat(3),
    ]) {
      const yaml = descriptionYaml(alt);
      expect(yaml.trimEnd().split("\n")).toHaveLength(1);
      expect(parse(yaml)).toEqual({ alt });
    }
  });

  it("draws the same picture every time", () => {
    const card = inventory().find((entry) => entry.name === "social/home");
    if (!card) throw new Error("no social/home in the inventory");
    expect(documentFor(card)).toBe(documentFor(card));
  });
});
