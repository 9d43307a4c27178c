import { describe, expect, it } from "vitest";
import { collection } from "#app/content/content.server.ts";
import { pressOutlets, pressStripItems, writtenArticles } from "./press.server.ts";

describe("press coverage", () => {
  it("gives the home strip one logo per outlet, in order, linking to the outlet's newest story", () => {
    const outlets = pressOutlets();
    expect(outlets.map((outlet) => outlet.order)).toEqual(
      outlets.map((outlet) => outlet.order).toSorted((a, b) => a - b),
    );
    const items = pressStripItems();
    expect(items.map((item) => item.name)).toEqual(outlets.map((outlet) => outlet.name));
    for (const [index, outlet] of outlets.entries()) {
      const newest = outlet.coverage.reduce((a, b) => (b.date > a.date ? b : a));
      expect(items[index]).toMatchObject({ link: newest.link });
    }
  });

  it("lists every written story, and only those, newest first", () => {
    const articles = writtenArticles();
    const written = collection("press").filter(
      (outlet) => outlet.kind === "print" || outlet.kind === "online",
    );
    expect(articles).toHaveLength(written.flatMap((outlet) => outlet.coverage).length);
    expect(new Set(articles.map((article) => article.publication))).toEqual(
      new Set(written.map((outlet) => outlet.name)),
    );
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual(dates.toSorted().reverse());
  });

  // The outlets are stand-ins (docs/decisions/040-press-stand-ins-on-example-hosts.md): delete this test with them.
  it("links only to reserved .example hosts until the company adds its real coverage", () => {
    for (const story of collection("press").flatMap((outlet) => outlet.coverage)) {
      const url = new URL(story.link);
      expect(url.protocol).toBe("https:");
      expect(url.hostname, story.link).toMatch(/\.example$/);
    }
  });
});
