import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pageKeys, pages } from "../../../content/data/pages.ts";

/** Every public page of the route table, from the same registry the site and the sitemap use. */
export const pagePaths: string[] = pageKeys.map((key) => pages[key].path);

/** Every blog post's address. */
export const postPaths: string[] = readdirSync(join(import.meta.dirname, "../../../content/blog"))
  .filter((file) => file.endsWith(".md"))
  .map((file) => `/blog/${file.replace(/\.md$/, "")}`);

export const publicPaths = [...pagePaths, ...postPaths];
