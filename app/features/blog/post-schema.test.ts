import { describe, expect, it } from "vitest";
import { parsePostFile, parsePostFrontmatter } from "./post-schema.ts";

const valid = {
  id: 7,
  title: "The Lion and the Cat of the Circle Theatre",
  excerpt: "In 1903 the papers told of a performing lion and a cat at the Circle Theatre on Columbus Circle.",
  image: "blog/circle-theatre-lion-cat-halloween",
  date: "2025-10-24",
  author: "Margo Feld",
  category: "Historical Tales",
  tags: ["Halloween"],
};
const file = "content/blog/circle-theatre-lion-cat-halloween.md";

describe("post frontmatter", () => {
  it("accepts a valid post and turns the date into a date", () => {
    expect(parsePostFrontmatter(file, valid).date).toEqual(new Date("2025-10-24"));
  });

  it("allows a post without an author", () => {
    const { author: _author, ...rest } = valid;
    expect(parsePostFrontmatter(file, rest).author).toBeUndefined();
  });

  it("names the file and each bad field", () => {
    expect(() => parsePostFrontmatter(file, { ...valid, category: "Gossip", id: "seven" })).toThrow(
      /Invalid blog post content\/blog\/circle-theatre-lion-cat-halloween\.md:\n {2}id: .*\n {2}category: /,
    );
  });

  it("refuses unknown keys, a slug among them: the file name is the slug", () => {
    expect(() => parsePostFrontmatter(file, { ...valid, draft: true })).toThrow(/draft/);
    expect(() => parsePostFrontmatter(file, { ...valid, slug: "circle-theatre-lion-cat-halloween" })).toThrow(
      /slug/,
    );
  });

  it("gives a post file its slug from the file name, and its body", () => {
    const raw = `---\nid: 7\ntitle: "${valid.title}"\nexcerpt: "${valid.excerpt}"\nimage: ${valid.image}\ndate: 2025-10-24\ncategory: ${valid.category}\ntags: [Halloween]\n---\n\n## The Lion\n`;
    const { meta, body } = parsePostFile(file, raw);
    expect(meta.slug).toBe("circle-theatre-lion-cat-halloween");
    expect(meta.title).toBe(valid.title);
    expect(body).toBe("\n## The Lion\n");
  });
});
