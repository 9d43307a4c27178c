import { describe, expect, it } from "vitest";
import {
  CODE_PUNCTUATION,
  decodeReferences,
  fontFacesCss,
  remainingLatin,
  siteCharacters,
  unicodeRange,
  variableRanges,
} from "./font-subset.ts";

describe("the characters the fonts keep", () => {
  it("are the printable ASCII characters but code punctuation, and the text's other Latin characters, in order", () => {
    const characters = siteCharacters("Café “cats” – 1895 © ñ 猫 {x} <b>");
    const ascii = String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 0x20 + i));
    const kept = [...ascii].filter((character) => !CODE_PUNCTUATION.includes(character)).join("");
    expect(characters.slice(0, kept.length)).toBe(kept);
    expect(characters.slice(kept.length)).toBe("©éñ–“”");
    for (const character of "<>{}|~") expect(characters).not.toContain(character);
  });

  it("read character references and escapes as the characters they name", () => {
    expect(decodeReferences("a &mdash; b &#8217; c &#x2026; d \\u00e9 &unknown;")).toBe(
      "a — b ’ c … d é &unknown;",
    );
    expect(siteCharacters("&ldquo;Hi&rdquo;")).toContain("“");
  });
});

describe("unicode ranges", () => {
  it("join consecutive code points and name single ones", () => {
    expect(unicodeRange([0x41, 0x42, 0x43, 0xe9, 0x2013, 0x2014])).toBe("U+0041-0043, U+00E9, U+2013-2014");
  });

  it("leave the rest of the Latin range to the whole font, without the subset's characters", () => {
    const rest = remainingLatin(siteCharacters("é"));
    expect(rest).not.toContain(0xe9);
    expect(rest).not.toContain(0x41);
    expect(rest).toContain(0xe8);
    expect(rest).toContain(0x20ac);
    expect(rest, "a newline is never drawn").not.toContain(0x0a);
  });

  it("declare for each weight range the whole file for the rest and the subset for the site, alike", () => {
    const css = fontFacesCss(siteCharacters("é"), (path) => `/${path}`);
    const inter = css.split("@font-face").filter((face) => face.includes('"Inter Variable"'));
    expect(inter).toHaveLength(2);
    expect(inter[0]).toContain("inter-latin-wght-normal.woff2");
    expect(inter[1]).toContain("/generated/fonts/inter.woff2");
    expect(inter[1]).toContain("unicode-range: U+0020-003B, U+003D, U+003F-005A, U+0061-007A, U+00E9;");
    for (const face of inter) expect(face).toContain("font-weight: 400 700;");
  });

  it("give a fixed instance its own weight, and the variable file the weights around it", () => {
    expect(variableRanges([400, 700], [400, 600])).toEqual([
      [401, 599],
      [601, 700],
    ]);
    expect(variableRanges([400, 700], [])).toEqual([[400, 700]]);
    const css = fontFacesCss(siteCharacters(""), (path) => `/${path}`);
    const fraunces = css.split("@font-face").filter((face) => face.includes('"Fraunces Variable"'));
    const subsetFiles = fraunces.filter((face) => face.includes("/generated/fonts/"));
    expect(subsetFiles.find((face) => face.includes("fraunces-600.woff2"))).toContain("font-weight: 600;");
    expect(subsetFiles.find((face) => face.includes("fraunces-400.woff2"))).toContain("font-weight: 400;");
    expect(
      subsetFiles
        .filter((face) => face.includes("fraunces.woff2"))
        .map((face) => /font-weight: ([^;]+)/.exec(face)?.[1]),
    ).toEqual(["401 599", "601 700"]);
    // Every weight range has the whole file too, so the rest of the Latin range is drawn in every weight.
    expect(fraunces.filter((face) => face.includes("fraunces-latin-wght-normal"))).toHaveLength(4);
  });
});
