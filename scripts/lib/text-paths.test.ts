import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { typesetter, type TextOptions } from "./text-paths.ts";

const require = createRequire(import.meta.url);
const type = typesetter<"fraunces">(() => ({
  file: require.resolve("@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2"),
  variable: true,
}));
const at = (weight: number): TextOptions<"fraunces"> => ({ font: "fraunces", weight, size: 40 });

describe("text as paths", () => {
  it("applies a variable font's weight to the outlines, not only to the spacing", () => {
    const light = type.textPath("Whisker Walks", at(300));
    const heavy = type.textPath("Whisker Walks", at(800));
    expect(light.d).toMatch(/^M/);
    expect(heavy.d).not.toBe(light.d);
    expect(heavy.width).toBeGreaterThan(light.width);
  });

  it("measures a line as wide as the path it sets", () => {
    const options = { ...at(620), tracking: 0.1 };
    expect(type.textWidth("Brooklyn Heights", options)).toBeCloseTo(
      type.textPath("Brooklyn Heights", options).width,
      6,
    );
  });

  it("wraps words into lines no wider than the column, in their order", () => {
    const text = "The Complete Guide to NYC Walking Tours in 2025";
    const lines = type.wrapText(text, at(620), 300);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(type.textWidth(line, at(620))).toBeLessThanOrEqual(300);
  });
});
