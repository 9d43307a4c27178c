import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURED_BROADCAST, outletBySlug, pressArticles, pressCoverage, pressOutlets } from "./press.ts";

const imageFile = (name: string) => join(import.meta.dirname, "../images", `${name}.svg`);

describe("press coverage", () => {
  it("has ten outlets, each with its wordmark and exactly one story", () => {
    expect(pressOutlets).toHaveLength(10);
    for (const outlet of pressOutlets) {
      expect(existsSync(imageFile(outlet.logo)), outlet.logo).toBe(true);
      expect(
        pressCoverage.filter((item) => item.outlet === outlet.slug),
        outlet.slug,
      ).toHaveLength(1);
    }
  });

  it("links only to reserved .example hosts until the company adds its real coverage", () => {
    for (const item of pressCoverage) {
      const url = new URL(item.link);
      expect(url.protocol).toBe("https:");
      expect(url.hostname, item.link).toMatch(/\.example$/);
    }
  });

  it("lists eight written articles for In the News, newest first", () => {
    const articles = pressArticles();
    expect(articles).toHaveLength(8);
    expect(articles.map((item) => item.date)).toEqual(
      articles
        .map((item) => item.date)
        .toSorted()
        .reverse(),
    );
    for (const item of articles) expect(["print", "online"]).toContain(outletBySlug(item.outlet).kind);
  });

  it("features a television broadcaster on the gallery page", () => {
    expect(outletBySlug(FEATURED_BROADCAST).kind).toBe("television");
  });
});
