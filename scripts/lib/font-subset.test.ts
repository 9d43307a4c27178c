import { describe, expect, it } from "vitest";
import {
  decodeReferences,
  fontFacesCss,
  remainingLatin,
  siteCharacters,
  unicodeRange,
} from "./font-subset.ts";

describe("the characters the fonts keep", () => {
  it("are every printable ASCII character and the text's other Latin characters, once each, in order", () => {
    const characters = siteCharacters("Café “cats” – 1895 © ñ 猫");
    expect(characters.slice(0, 95)).toBe(
      String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 0x20 + i)),
    );
    expect(characters.slice(95)).toBe("©éñ–“”");
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

  it("declare two faces a family with the same weights: the whole file for the rest, the subset for the site", () => {
    const css = fontFacesCss(siteCharacters("é"), (path) => `/${path}`);
    const inter = css.split("@font-face").filter((face) => face.includes('"Inter Variable"'));
    expect(inter).toHaveLength(2);
    expect(inter[0]).toContain("inter-latin-wght-normal.woff2");
    expect(inter[1]).toContain("/generated/fonts/inter.woff2");
    expect(inter[1]).toContain("unicode-range: U+0020-007E, U+00E9;");
    for (const face of inter) expect(face).toContain("font-weight: 400 700;");
  });
});
