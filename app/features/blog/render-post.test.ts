import { describe, expect, it } from "vitest";
import { headingId, renderPostContent } from "./render-post.ts";

describe("post rendering", () => {
  it("renders content that starts with a heading as Markdown, with h2 as the top level", () => {
    const html = renderPostContent(
      "## The Wall\n\nA **bold** claim.\n\n### Detail\n\n- one\n- two\n\n| A | B |\n|---|---|\n| 1 | 2 |",
    );
    expect(html).toContain('<h2 id="the-wall">The Wall</h2>');
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<h3 id="detail">Detail</h3>');
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<table>");
  });

  it("puts a table in a named, focusable scrolling region", () => {
    const html = renderPostContent("## Compare\n\n| Feature | **Walking** |\n|---|---|\n| Pace | Slow |");
    expect(html).toMatch(
      /^<h2[^>]*>Compare<\/h2>\n<section class="table-scroll" aria-label="Table: Feature, Walking" tabindex="0">\n<table>[\s\S]*<\/table>\n<\/section>\n$/,
    );
  });

  it("never emits an h1, even from a level-one heading", () => {
    expect(renderPostContent("# Big")).toBe('<h2 id="big">Big</h2>\n');
  });

  it("splits other content into paragraphs at blank lines, keeping inline links", () => {
    const html = renderPostContent("First line\ncontinues.\n\nSee [our tours](/tours).\n\n\n  Last.  ");
    expect(html).toBe(
      '<p>First line continues.</p>\n<p>See <a href="/tours">our tours</a>.</p>\n<p>Last.</p>',
    );
  });

  it("opens outside links in a new tab", () => {
    expect(renderPostContent("## X\n\n[site](https://example.org)")).toContain(
      'target="_blank" rel="noopener noreferrer"',
    );
  });

  it("makes heading ids from their words", () => {
    expect(headingId("7. The Cats of <em>Stone</em> Street!")).toBe("7-the-cats-of-stone-street");
  });
});
