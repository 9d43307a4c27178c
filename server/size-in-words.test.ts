import { describe, expect, it } from "vitest";
import { sizeInWords } from "./size-in-words.ts";

describe("a size in words", () => {
  it("names the largest unit it reaches, with one decimal at most and none when whole", () => {
    expect(sizeInWords(2 * 1024 ** 3)).toBe("2 GB");
    expect(sizeInWords(1.5 * 1024 ** 3)).toBe("1.5 GB");
    expect(sizeInWords(1_468_006)).toBe("1.4 MB");
    expect(sizeInWords(512 * 1024)).toBe("512 KB");
    expect(sizeInWords(1536)).toBe("1.5 KB");
    expect(sizeInWords(700)).toBe("700 bytes");
    expect(sizeInWords(1)).toBe("1 byte");
  });
});
