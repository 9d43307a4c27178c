import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

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
    const head = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, file), "utf8"))?.[1] ?? "";
    const data = parse(head) as Omit<PostInfo, "date"> & { date: unknown };
    // yaml may read an unquoted date as a string or a Date, depending on its schema: accept both.
    const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
    return { ...data, date };
  });
