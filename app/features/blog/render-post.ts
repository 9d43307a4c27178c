import { Marked, Renderer, type Tokens } from "marked";

/** A heading's anchor id: the words of the heading, lowercased and joined by dashes. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/&[a-z]+;|&#\d+;/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

const markdown = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth }: Tokens.Heading) {
      const text = this.parser.parseInline(tokens);
      // The page's h1 is the post title, so the article's top level is h2.
      const level = Math.min(Math.max(depth, 2), 4);
      return `<h${level} id="${headingId(text)}">${text}</h${level}>\n`;
    },
    table(token: Tokens.Table) {
      // A wide table scrolls sideways on a phone: the scrolling box is a named, focusable region, so keyboard users
      // can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
      const columns = token.header.map((cell) => cell.text).join(", ");
      const label = `Table: ${columns}`.replace(/[<>"&*_`]/g, "");
      return `<section class="table-scroll" aria-label="${label}" tabindex="0">\n${Renderer.prototype.table.call(this, token)}</section>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const external = /^https?:\/\//.test(href);
      const titleAttr = title ? ` title="${title}"` : "";
      return external
        ? `<a href="${href}"${titleAttr} target="_blank" rel="noopener noreferrer">${text}</a>`
        : `<a href="${href}"${titleAttr}>${text}</a>`;
    },
  },
});

/**
 * The spec's two rendering rules: content that starts with a Markdown heading marker renders as Markdown (headings,
 * bold, lists, tables, links); anything else is split into paragraphs at blank lines, with inline links and emphasis
 * kept (docs/decisions/007-blog-rendering.md).
 */
export function renderPostContent(content: string): string {
  const body = content.trim();
  if (body.startsWith("#")) return markdown.parse(body, { async: false });
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) => `<p>${markdown.parseInline(paragraph.replace(/\s*\n\s*/g, " "), { async: false })}</p>`,
    )
    .join("\n");
}
