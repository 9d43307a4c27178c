import Markdoc, { type Config, type Node, type RenderableTreeNode } from "@markdoc/markdoc";
import { FACT_TAG_NAME } from "#app/content/tokens.ts";
import type { ResponsiveImage } from "#app/lib/images.ts";

// Markdoc ships CommonJS to Node, so only its default export is certain under every loader.
const { Tag } = Markdoc;

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

/** The words a piece of the rendered tree shows, without its markup. */
function textOf(node: RenderableTreeNode | RenderableTreeNode[]): string {
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (Tag.isTag(node)) return textOf(node.children);
  return typeof node === "string" || typeof node === "number" ? String(node) : "";
}

/** A picture of the site by its name, with its one description (app/lib/images.server.ts's image()). */
export type PictureLookup = (name: string) => ResponsiveImage;

/** The tag the editor writes for a picture in a post's text (app/content/picture-field.tsx). */
const PICTURE_TAG = "picture";
/** The article column: full width on a phone, 720 pixels from a tablet up (as the post's header picture). */
const PICTURE_SIZES = "(min-width: 768px) 720px, 100vw";

/** A picture in the text: its responsive sizes and formats, its description as its alt text. */
function pictureTag(image: ResponsiveImage): InstanceType<typeof Tag> {
  const sources = [
    image.avifSrcSet
      ? new Tag("source", { type: "image/avif", srcset: image.avifSrcSet, sizes: PICTURE_SIZES })
      : null,
    image.webpSrcSet
      ? new Tag("source", { type: "image/webp", srcset: image.webpSrcSet, sizes: PICTURE_SIZES })
      : null,
  ].filter((source) => source !== null);
  const img = new Tag("img", {
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    loading: "lazy",
    decoding: "async",
    ...(image.color ? { style: `background-color:${image.color}` } : {}),
  });
  return new Tag("figure", { class: "post-picture" }, [new Tag("picture", {}, [...sources, img])]);
}

/**
 * Markdoc reads what Keystatic writes: a table as a pipe table or as a `{% table %}` tag (both reach the `table`
 * node below), ordered lists numbered `1.` throughout, and `{% picture name="blog/x" /%}` for a picture in the text.
 * A fact, `{% fact name="price" /%}`, is filled in with the rest of the content's facts when the post is read
 * (tokens.ts, fillTokens), so none reaches the page: it is declared for the check of a post's markup alone.
 */
const config = (picture?: PictureLookup): Config => ({
  tags: {
    [FACT_TAG_NAME]: {
      selfClosing: true,
      inline: true,
      attributes: { name: { type: String, required: true } },
    },
    [PICTURE_TAG]: {
      selfClosing: true,
      attributes: { name: { type: String, required: true } },
      transform(node) {
        const name = String(node.attributes["name"]);
        return picture ? pictureTag(picture(name)) : null;
      },
    },
  },
  nodes: {
    // The article is placed inside the page's own <article>; the post renders as its blocks alone.
    document: { ...Markdoc.nodes.document, transform: (node, config) => node.transformChildren(config) },
    heading: {
      ...Markdoc.nodes.heading,
      transform(node, config) {
        const children = node.transformChildren(config);
        // The page's h1 is the post title, so the article's top level is h2.
        const level = Math.min(Math.max(Number(node.attributes["level"]), 2), 4);
        return new Tag(`h${level}`, { id: headingId(textOf(children)) }, children);
      },
    },
    table: {
      ...Markdoc.nodes.table,
      transform(node, config) {
        const table = new Tag("table", node.transformAttributes(config), node.transformChildren(config));
        const head = table.children.find((child) => Tag.isTag(child) && child.name === "thead");
        const headerRow = Tag.isTag(head) ? head.children.find(Tag.isTag) : undefined;
        const columns = Tag.isTag(headerRow) ? headerRow.children.map(textOf) : [];
        // A wide table scrolls sideways on a phone: the scrolling box is a named, focusable region, so keyboard
        // users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
        return new Tag(
          "section",
          {
            class: "table-scroll",
            "aria-label": ["Table", columns.join(", ")].filter(Boolean).join(": "),
            tabindex: "0",
          },
          [table],
        );
      },
    },
    link: {
      ...Markdoc.nodes.link,
      transform(node, config) {
        const attributes = node.transformAttributes(config);
        const external = /^https?:\/\//.test(String(attributes["href"]));
        return new Tag(
          "a",
          external ? { ...attributes, target: "_blank", rel: "noopener noreferrer" } : attributes,
          node.transformChildren(config),
        );
      },
    },
  },
});

const BLOCK_ELEMENTS = new Set([
  "figure",
  "h2",
  "h3",
  "h4",
  "p",
  "ul",
  "ol",
  "li",
  "blockquote",
  "hr",
  "pre",
  "section",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);
const isBlock = (node: RenderableTreeNode): boolean => Tag.isTag(node) && BLOCK_ELEMENTS.has(node.name);

/** Each block element on its own line, as the page source has always had it; plainText() keeps cells apart by it. */
function oneBlockALine(nodes: RenderableTreeNode[]): RenderableTreeNode[] {
  return nodes.flatMap((node): RenderableTreeNode[] => {
    if (!Tag.isTag(node)) return [node];
    const children = oneBlockALine(node.children);
    const tag = new Tag(node.name, node.attributes, children.some(isBlock) ? ["\n", ...children] : children);
    return isBlock(tag) ? [tag, "\n"] : [tag];
  });
}

function render(source: string | Node, picture?: PictureLookup): RenderableTreeNode[] {
  const tree = Markdoc.transform(
    typeof source === "string" ? Markdoc.parse(source) : source,
    config(picture),
  );
  return Array.isArray(tree) ? tree : [tree];
}

/** What Markdoc would read as the start of a block: a heading, quote or list marker, a rule or a fence. */
const BLOCK_START = /^(?:[#>+-]|\*(?=\s)|(?:[*_]\s*){3,}$|`{3}|~{3})/;

/**
 * A paragraph is only ever a paragraph (the spec's second rule): a leading "# ", "> ", "- ", "1. ", "---" or "```"
 * stays text, escaped so Markdoc reads it as such; inline links and emphasis still render.
 */
function paragraphHtml(text: string): string {
  const number = /^\d{1,9}(?=[.)])/.exec(text)?.[0];
  const source = number
    ? `${number}\\${text.slice(number.length)}`
    : BLOCK_START.test(text)
      ? `\\${text}`
      : text;
  const [paragraph] = render(source);
  return Markdoc.renderers.html(Tag.isTag(paragraph) ? paragraph.children : (paragraph ?? ""));
}

/**
 * The spec's two rendering rules: content that starts with a Markdown heading marker renders as Markdown (headings,
 * bold, lists, tables, links); anything else is split into paragraphs at blank lines, with inline links and emphasis
 * kept (docs/decisions/007-blog-rendering.md, 065-blog-rendered-with-markdoc.md).
 */
export function renderPostContent(content: string, picture?: PictureLookup): string {
  const body = content.trim();
  if (body.startsWith("#")) return Markdoc.renderers.html(oneBlockALine(render(body, picture)));
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      // A picture the editor placed between paragraphs is drawn in either kind of post.
      const tree = Markdoc.parse(paragraph);
      return isPictureBlock(tree)
        ? Markdoc.renderers.html(oneBlockALine(render(tree, picture))).trimEnd()
        : `<p>${paragraphHtml(paragraph.replace(/\s*\n\s*/g, " "))}</p>`;
    })
    .join("\n");
}

/** A block that is one `{% picture name="…" /%}` tag and nothing else. */
function isPictureBlock({ children }: Node): boolean {
  return children.length === 1 && children[0]?.type === "tag" && children[0].tag === PICTURE_TAG;
}

/**
 * What in a post's body Markdoc cannot render, each with its line in the body (1 is the first): an unknown
 * `{% tag %}`, an unclosed one, a table tag whose rows are not lists. Markdoc would drop such text silently.
 */
export function postMarkupProblems(content: string): { line: number; message: string }[] {
  return Markdoc.validate(Markdoc.parse(content), config())
    .filter(({ error }) => error.level === "error" || error.level === "critical")
    .map(({ lines, error }) => ({ line: (lines[0] ?? 0) + 1, message: error.message }));
}

/** The pictures a post's text shows, each with its line in the body (1 is the first). */
export function postPictures(content: string): { line: number; name: string }[] {
  const found: { line: number; name: string }[] = [];
  const visit = (node: Node) => {
    if (node.type === "tag" && node.tag === PICTURE_TAG)
      found.push({ line: (node.lines[0] ?? 0) + 1, name: String(node.attributes["name"] ?? "") });
    node.children.forEach(visit);
  };
  visit(Markdoc.parse(content));
  return found;
}
