import { pages, pageKeys } from "#content/data/pages.ts";

/**
 * Every public, indexable address, for the sitemap: the registered pages and each blog post. The pre-render list in
 * react-router.config.ts is built from the same pieces.
 */
export function sitemapEntries(postPaths: readonly { path: string; lastmod: string }[]) {
  const pageEntries = pageKeys
    .map((key) => pages[key])
    .filter((page) => !("noindex" in page && page.noindex))
    .map((page) => ({
      path: page.path,
      lastmod: undefined as string | undefined,
      priority: "sitemap" in page ? page.sitemap.priority : 0.5,
      changefreq: "sitemap" in page ? page.sitemap.changefreq : "monthly",
    }));
  const postEntries = postPaths.map((post) => ({
    path: post.path,
    lastmod: post.lastmod,
    priority: 0.6,
    changefreq: "yearly" as const,
  }));
  return [...pageEntries, ...postEntries];
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char,
  );
}
