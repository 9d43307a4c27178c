import { describe, expect, it } from "vitest";
import type { ResponsiveImage } from "#app/lib/images.ts";
import { captionFromAlt, fallbackFor, fullSizeSrc, wrapIndex } from "./gallery-images.ts";

describe("wrapIndex", () => {
  it("moves forward and back within the list", () => {
    expect(wrapIndex(3, 1, 10)).toBe(4);
    expect(wrapIndex(3, -1, 10)).toBe(2);
  });
  it("wraps past the last picture to the first and before the first to the last", () => {
    expect(wrapIndex(9, 1, 10)).toBe(0);
    expect(wrapIndex(0, -1, 10)).toBe(9);
  });
  it("stays at 0 for an empty list", () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe("captionFromAlt", () => {
  it("drops the screen-reader prefix and capitalises", () => {
    expect(captionFromAlt("Illustration: a ginger cat on a stoop.")).toBe("A ginger cat on a stoop.");
  });
  it("leaves a photo's alt text alone", () => {
    expect(captionFromAlt("Guests on the Promenade")).toBe("Guests on the Promenade");
  });
});

describe("fallbackFor", () => {
  const fallbacks = Array.from({ length: 11 }, (_, index) => ({
    src: `/f${index + 1}.webp`,
    width: 1200,
    height: 900,
    alt: `fallback ${index + 1}`,
  })) satisfies ResponsiveImage[];
  it("gives picture 1 the first fallback and wraps after 11", () => {
    expect(fallbackFor(1, fallbacks)?.src).toBe("/f1.webp");
    expect(fallbackFor(11, fallbacks)?.src).toBe("/f11.webp");
    expect(fallbackFor(12, fallbacks)?.src).toBe("/f1.webp");
  });
  it("has nothing to give without fallbacks", () => {
    expect(fallbackFor(3, [])).toBeUndefined();
  });
});

describe("fullSizeSrc", () => {
  const photo: ResponsiveImage = {
    src: "/images/gallery/cat-800.abc.webp",
    width: 2400,
    height: 1600,
    alt: "A cat",
    avifSrcSet: "/images/gallery/cat-400.abc.avif 400w, /images/gallery/cat-2400.abc.avif 2400w",
    webpSrcSet:
      "/images/gallery/cat-400.abc.webp 400w, /images/gallery/cat-800.abc.webp 800w, /images/gallery/cat-2400.abc.webp 2400w",
  };
  it("is a photo's widest WebP", () => {
    expect(fullSizeSrc(photo)).toBe("/images/gallery/cat-2400.abc.webp");
  });
  it("is a drawing's own file", () => {
    expect(
      fullSizeSrc({ src: "/images/gallery/tour-01.b520e167d0.svg", width: 1200, height: 900, alt: "" }),
    ).toBe("/images/gallery/tour-01.b520e167d0.svg");
  });
});
