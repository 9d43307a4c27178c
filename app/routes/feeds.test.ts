import { parseFeed } from "@rowanmanning/feed-parser";
import { describe, expect, it } from "vitest";
import { allPosts } from "#app/features/blog/posts.server.ts";
import { sentLetters } from "#app/features/newsletter/letters.server.ts";
import { newYorkDay, publishedInstant, rssDate } from "#app/lib/published-time.ts";
import { loader as blogFeed } from "./blog.rss[.]xml.ts";
import { loader as newsletterFeed } from "./newsletter.rss[.]xml.ts";

/** Both feeds read as a feed reader reads them (@rowanmanning/feed-parser, the npm cousin of Python's feedparser). */
describe("the feeds, read by a feed parser", () => {
  const feeds = [
    {
      name: "blog",
      load: blogFeed,
      entries: allPosts().map((post) => ({ path: post.path, date: post.date })),
    },
    {
      name: "newsletter",
      load: newsletterFeed,
      entries: sentLetters().map((letter) => ({ path: letter.path, date: letter.sentAt })),
    },
  ];

  for (const { name, load, entries } of feeds) {
    it(`${name}: parses, holds every entry newest first, each dated when it went out and never in the future`, async () => {
      const feed = parseFeed(await load().text());
      expect(feed.meta.type).toBe("rss");
      expect(feed.items.map((item) => new URL(item.url ?? "").pathname)).toEqual(
        entries.map((entry) => entry.path),
      );
      for (const [index, item] of feed.items.entries()) {
        const entry = entries[index]!;
        expect(item.published?.getTime(), entry.path).toBe(publishedInstant(entry.date).getTime());
        expect(item.published!.getTime()).toBeLessThanOrEqual(Date.now());
        // The feed's day is the day the site shows.
        expect(newYorkDay(item.published!.toISOString())).toBe(newYorkDay(entry.date));
      }
      expect(feed.items.length).toBeGreaterThan(0);
    });
  }
});

describe("publish times", () => {
  it("keeps a send's own moment, and dates a bare day at its first New York minute", () => {
    expect(rssDate("2026-11-20T07:25:13.000Z")).toBe("Fri, 20 Nov 2026 07:25:13 GMT");
    // Winter (UTC-5) and summer (UTC-4) in New York.
    expect(rssDate("2025-11-20")).toBe("Thu, 20 Nov 2025 05:00:00 GMT");
    expect(rssDate("2025-07-04")).toBe("Fri, 04 Jul 2025 04:00:00 GMT");
    // 03:25 UTC on the 20th is still the 19th in New York.
    expect(newYorkDay("2026-11-20T03:25:00.000Z")).toBe("2026-11-19");
  });
});
