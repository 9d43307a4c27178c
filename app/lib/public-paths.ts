import { pages } from "#app/content/pages.ts";

/**
 * Every public, indexable address, for the sitemap: the registered pages and each blog post. The pre-render list in
 * react-router.config.ts is built from the same pieces.
 */
export function sitemapEntries(postPaths: readonly { path: string; lastmod: string }[]) {
  const pageEntries = Object.values(pages)
    .filter((page) => !page.noindex)
    .map((page) => ({
      path: page.path,
      lastmod: undefined as string | undefined,
      priority: page.sitemap?.priority ?? 0.5,
      changefreq: page.sitemap?.changefreq ?? "monthly",
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
