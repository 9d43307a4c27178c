import { describe, expect, it } from "vitest";
import { allPosts } from "#app/features/blog/posts.server.ts";
import { sentLetters } from "#app/features/newsletter/letters.server.ts";
import { absoluteUrl } from "#app/config.ts";
import { publishedInstant } from "#app/lib/published-time.ts";
import { loader as sitemap } from "./sitemap[.]xml.ts";

/** A W3C date (YYYY-MM-DD) or date-time with its zone, as the sitemap protocol asks of lastmod. */
const W3C_DATE = /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d))?$/;

async function readSitemap() {
  const xml = await sitemap().text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url = ""]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(url)?.[1] ?? "",
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(url)?.[1],
  }));
}

describe("the sitemap", () => {
  it("gives every address a lastmod: a post's or letter's own date, else the build's (the last publish)", async () => {
    const before = Date.now();
    const urls = await readSitemap();
    const after = Date.now();
    expect(urls.length).toBeGreaterThan(30);
    const own = new Map<string, string>([
      ...allPosts().map((post) => [absoluteUrl(post.path), post.updated ?? post.date] as const),
      ...sentLetters().map((letter) => [absoluteUrl(letter.path), letter.sentAt] as const),
    ]);
    const newest = (dates: string[]) => Math.max(...dates.map((date) => publishedInstant(date).getTime()));
    for (const { loc, lastmod } of urls) {
      expect(lastmod, loc).toMatch(W3C_DATE);
      const time = publishedInstant(lastmod!).getTime();
      expect(time, `${loc} is not dated in the future`).toBeLessThanOrEqual(after);
      if (own.has(loc)) expect(lastmod, loc).toBe(own.get(loc));
      else if (loc === absoluteUrl("/blog"))
        expect(time).toBe(newest(allPosts().map((post) => post.updated ?? post.date)));
      else if (loc === absoluteUrl("/newsletter"))
        expect(time).toBe(newest(sentLetters().map((letter) => letter.sentAt)));
      // A page whose content holds no date: the moment of this build, to the second.
      else expect(time, loc).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    }
  });
});
