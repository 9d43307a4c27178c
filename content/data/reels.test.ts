import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { reels } from "./reels.ts";

describe("reels", () => {
  it("has six distinct Instagram reels, each with its poster", () => {
    expect(reels).toHaveLength(6);
    expect(new Set(reels.map((reel) => reel.permalink)).size).toBe(6);
    for (const reel of reels) {
      expect(reel.permalink).toMatch(/^https:\/\/www\.instagram\.com\/reel\/[\w-]{11}\/$/);
      expect(existsSync(join(import.meta.dirname, "../images", `${reel.poster}.svg`)), reel.poster).toBe(
        true,
      );
    }
  });
});
