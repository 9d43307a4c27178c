import { parse as parseYaml } from "yaml";
import { z } from "zod";

import { POST_CATEGORIES } from "./post-categories.ts";

export const postFrontmatterSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(5).max(120),
    excerpt: z.string().min(60).max(260),
    /** The header picture: any picture of the site, by its name (content/images/<folder>/<name>). */
    image: z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)+$/, "a picture's name such as blog/<slug>"),
    date: z.coerce.date(),
    updated: z.coerce.date().optional(),
    author: z.string().min(2).optional(),
    category: z.enum(POST_CATEGORIES),
    tags: z.array(z.string().min(2)).min(1).max(8),
  })
  .strict();

export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>;
/** A post's frontmatter and its slug, which is the file's name (the frontmatter does not repeat it). */
export type PostMeta = PostFrontmatter & { slug: string };

/** Validates one post's frontmatter; the error names the file and every bad field, so a bad post fails the build. */
export function parsePostFrontmatter(file: string, data: unknown): PostFrontmatter {
  const result = postFrontmatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(frontmatter)"}: ${issue.message}`,
    );
    throw new Error(`Invalid blog post ${file}:\n${problems.join("\n")}`);
  }
  return result.data;
}

/**
 * A post file's checked frontmatter, its slug (the file name, `content/blog/<slug>.md`) and its Markdown body; a file
 * without a frontmatter block is an error.
 */
export function parsePostFile(file: string, raw: string): { meta: PostMeta; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(raw);
  if (!match)
    throw new Error(`Invalid blog post ${file}:\n  (frontmatter): the file must start with a --- block`);
  const [, head = "", body = ""] = match;
  // The file's name without .md. Not node:path's basename: the content editor runs this module in the browser too.
  const slug = (file.split(/[\\/]/).pop() ?? file).replace(/\.md$/, "");
  return { meta: { ...parsePostFrontmatter(file, parseYaml(head)), slug }, body };
}
