import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pageKeys, pages, type PageEntry } from "../../../content/data/pages.ts";

/** Every public page of the route table, from the same registry the site and the sitemap use. */
export const pagePaths: string[] = pageKeys.map((key) => pages[key].path);

/** Every blog post's address: one Markdown file a post. */
export const postPaths: string[] = readdirSync(join(import.meta.dirname, "../../../content/blog"))
  .filter((file) => file.endsWith(".md"))
  .sort()
  .map((file) => `/blog/${file.replace(/\.md$/, "")}`);

export const publicPaths = [...pagePaths, ...postPaths];

/** An address no page will ever have: it stands for the not-found page in the audits. */
export const NOT_FOUND_PATH = "/this-cat-got-lost";

export type AuditRoute = {
  path: string;
  /** The HTTP status the route answers with. */
  status: 200 | 404;
  /** Kept out of search engines: the audit sets SEO aside for it. */
  noindex: boolean;
};

/** What the quality checks cover: every public page, every blog post and the not-found page. */
export function auditRoutes(): AuditRoute[] {
  const entries: PageEntry[] = pageKeys.map((key) => pages[key]);
  return [
    ...entries.map((page) => ({ path: page.path, status: 200 as const, noindex: page.noindex === true })),
    ...postPaths.map((path) => ({ path, status: 200 as const, noindex: false })),
    { path: NOT_FOUND_PATH, status: 404, noindex: true },
  ];
}
