import { describe, expect, it } from "vitest";
import { headingId, postMarkupProblems, postPictures, renderPostContent } from "./render-post.ts";

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

  it("renders Keystatic's table tag as the same table as a pipe table", () => {
    const pipes = renderPostContent(
      "## Compare\n\n| Feature | **Walking** |\n|---|---|\n| Pace | Slow |\n| Price | [{price}](/tours) |",
    );
    const tag = renderPostContent(
      "## Compare\n\n{% table %}\n- Feature\n- **Walking**\n---\n- Pace\n- Slow\n---\n- Price\n- [{price}](/tours)\n{% /table %}",
    );
    expect(tag).toBe(pipes);
    expect(tag).toContain('<section class="table-scroll" aria-label="Table: Feature, Walking" tabindex="0">');
    expect(tag).toContain('<td><a href="/tours">{price}</a></td>');
  });

  it("numbers a list Keystatic wrote as 1. 1. 1. the way its author did", () => {
    const written = renderPostContent("## Steps\n\n1. Train\n2. Shoes\n3. Quiet");
    const saved = renderPostContent("## Steps\n\n1. Train\n1. Shoes\n1. Quiet");
    expect(saved).toBe(written);
    expect(saved).toContain("<ol>\n<li>Train</li>\n<li>Shoes</li>\n<li>Quiet</li>\n</ol>");
  });

  it("keeps a paragraph that looks like a list, a quote or a heading as a paragraph", () => {
    expect(
      renderPostContent(
        "It began in 1895.\n\n1. Not a list\n\n- nor this\n\n# nor a heading\n\n> nor *this*",
      ),
    ).toBe(
      "<p>It began in 1895.</p>\n<p>1. Not a list</p>\n<p>- nor this</p>\n<p># nor a heading</p>\n<p>&gt; nor <em>this</em></p>",
    );
  });

  it("leaves braces and quotes in the text alone", () => {
    expect(renderPostContent('## A {price} walk\n\nIt\'s "{duration}" & {distance}.')).toBe(
      '<h2 id="a-price-walk">A {price} walk</h2>\n<p>It\'s &quot;{duration}&quot; &amp; {distance}.</p>\n',
    );
  });

  it("names the line of a tag Markdoc cannot render, instead of dropping it", () => {
    expect(postMarkupProblems("## A\n\nFine.\n\n{% callout %}\nHi\n{% /callout %}")).toEqual([
      { line: 5, message: expect.stringMatching(/callout/) },
    ]);
    expect(postMarkupProblems("## A\n\n{% table %}\n- a\n---\n- b\n{% /table %}")).toEqual([]);
  });

  it("draws a picture in the text in the pipeline's sizes and formats, with its one description", () => {
    const lookup = (name: string) => ({
      src: `/images/${name}-800.abc.webp`,
      width: 1200,
      height: 900,
      alt: `The picture ${name} & its "description"`,
      color: "#2f5d62",
      avifSrcSet: `/images/${name}-480.abc.avif 480w, /images/${name}-800.abc.avif 800w`,
      webpSrcSet: `/images/${name}-480.abc.webp 480w, /images/${name}-800.abc.webp 800w`,
    });
    const html = renderPostContent(
      '## Cats\n\nOn the pier.\n\n{% picture name="blog/harbor-cat" /%}\n',
      lookup,
    );
    expect(html).toContain('<figure class="post-picture"><picture><source type="image/avif"');
    expect(html).toContain(
      'srcset="/images/blog/harbor-cat-480.abc.avif 480w, /images/blog/harbor-cat-800.abc.avif 800w"',
    );
    expect(html).toContain(
      'alt="The picture blog/harbor-cat &amp; its &quot;description&quot;" width="1200" height="900" loading="lazy"',
    );
    // A post that starts with plain text (the spec's paragraph rule) draws its pictures too, between its paragraphs.
    const plain = renderPostContent(
      'On the pier.\n\n{% picture name="blog/harbor-cat" /%}\n\nBy 1900, a cat on every pier.',
      lookup,
    );
    expect(plain.split("\n")).toEqual([
      "<p>On the pier.</p>",
      expect.stringMatching(/^<figure class="post-picture"><picture><source type="image\/avif".*<\/figure>$/),
      "<p>By 1900, a cat on every pier.</p>",
    ]);
    expect(plain).toContain('alt="The picture blog/harbor-cat &amp; its &quot;description&quot;"');
    expect(postPictures('## Cats\n\n{% picture name="blog/harbor-cat" /%}\n\n{% picture /%}')).toEqual([
      { line: 3, name: "blog/harbor-cat" },
      { line: 5, name: "" },
    ]);
    expect(postMarkupProblems("## Cats\n\n{% picture /%}")).toEqual([
      { line: 3, message: expect.stringMatching(/name/) },
    ]);
  });
});
