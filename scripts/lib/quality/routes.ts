import { join } from "node:path";
import { readContent } from "../../../app/content/read-content.ts";

const content = readContent(join(import.meta.dirname, "../../.."));

/** Every public page of the route table, from the same content the site and the sitemap use. */
export const pagePaths: string[] = Object.values(content.pages).map((page) => page.path);

/** Every blog post's address. */
export const postPaths: string[] = content.posts.map((post) => `/blog/${post.meta.slug}`);

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
  return [
    ...Object.values(content.pages).map((page) => ({
      path: page.path,
      status: 200 as const,
      noindex: page.noindex === true,
    })),
    ...postPaths.map((path) => ({ path, status: 200 as const, noindex: false })),
    { path: NOT_FOUND_PATH, status: 404, noindex: true },
  ];
}
