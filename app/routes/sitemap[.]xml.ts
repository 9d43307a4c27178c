import { absoluteUrl } from "#app/config.ts";
import { allPosts } from "#app/features/blog/posts.server.ts";
import { sentLetters } from "#app/features/newsletter/letters.server.ts";
import { escapeXml, sitemapEntries } from "#app/lib/public-paths.ts";

export function loader() {
  const entries = sitemapEntries([
    ...allPosts().map((post) => ({ path: post.path, lastmod: post.updated ?? post.date })),
    ...sentLetters().map((letter) => ({ path: letter.path, lastmod: letter.sentAt })),
  ]);
  const urls = entries
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>\n${entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>\n` : ""}    <changefreq>${entry.changefreq}</changefreq>\n    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
