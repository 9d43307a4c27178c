import { describe, expect, it } from "vitest";
import { cardTextSvg, fitTitle } from "./og-images.ts";

describe("a social card's title", () => {
  it("keeps a short title at the largest size", () => {
    const { lines, style } = fitTitle("New York, told by its cats");
    expect(style.size).toBe(68);
    expect(lines.length).toBeLessThanOrEqual(3);
  });

  it("shrinks a long title to fit three lines of the column", () => {
    const title = "Brooklyn Heights, the Promenade and the Stoop Cats of Willow Street in Summer";
    const { lines, style } = fitTitle(title);
    expect(style.size).toBeLessThan(68);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.join(" ")).toBe(title);
  });

  it("ends a title too long for three lines at the smallest size with an ellipsis", () => {
    const { lines, style } = fitTitle(
      "A walk past every stoop, fire escape and bodega cat ".repeat(4).trim(),
    );
    expect(style.size).toBe(38);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
  });

  it("sets the eyebrow above the title only when the page has one", () => {
    const withEyebrow = cardTextSvg({ title: "Our tours", eyebrow: "Choose your cat adventure" });
    const without = cardTextSvg({ title: "Our tours", eyebrow: "" });
    expect(withEyebrow).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(withEyebrow.match(/<path /g)).toHaveLength(2);
    expect(without.match(/<path /g)).toHaveLength(1);
  });
});
