import { describe, expect, it } from "vitest";
import { catNames } from "./cat-names.ts";

const cats = (...names: string[]) => names.map((name) => ({ name }));

describe("catNames", () => {
  it("names one cat alone, two with and, more with commas and a final and", () => {
    expect(catNames(cats("Ledger"))).toBe("Ledger");
    expect(catNames(cats("Pickles", "Mrs. Hudson"))).toBe("Pickles and Mrs. Hudson");
    expect(catNames(cats("A", "B", "C"))).toBe("A, B and C");
  });
});
