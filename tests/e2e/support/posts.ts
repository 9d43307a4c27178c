import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isoDate } from "../../../app/features/blog/post-format.ts";
import { parsePostFile } from "../../../app/features/blog/post-schema.ts";

export type PostInfo = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  category: string;
  author?: string;
  tags: string[];
};

const dir = join(import.meta.dirname, "../../../content/blog");

/** The posts as their files describe them, so the tests check the page against the content, not a copy of it. */
export const posts: PostInfo[] = readdirSync(dir)
  .filter((file) => file.endsWith(".md"))
  .map((file) => {
    const { meta } = parsePostFile(file, readFileSync(join(dir, file), "utf8"));
    return { ...meta, date: isoDate(meta.date) };
  });
