import { absoluteUrl } from "#app/config.ts";
import { allPosts } from "#app/features/blog/posts.server.ts";
import { sentLetters } from "#app/features/newsletter/letters.server.ts";
import { escapeXml } from "#app/lib/public-paths.ts";
import { publicEntries } from "#app/lib/public-pages.server.ts";
import { publishedInstant } from "#app/lib/published-time.ts";

/**
 * Every public address with its lastmod: a post's or letter's own date; the blog and the newsletter archive their
 * newest entry's; every other page the moment of this build, which is the last publish (a publish renders the sitemap
 * again), since a page's content holds no date of its own (docs/decisions/121).
 */
export function loader() {
  const posts = allPosts();
  const letters = sentLetters();
  const newest = (dates: readonly string[]) =>
    dates.toSorted((a, b) => publishedInstant(b).getTime() - publishedInstant(a).getTime())[0];
  const ownDates: Record<string, string | undefined> = {
    "/blog": newest(posts.map((post) => post.updated ?? post.date)),
    "/newsletter": newest(letters.map((letter) => letter.sentAt)),
  };
  const published = new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
  const entries = publicEntries().map((entry) => ({
    ...entry,
    lastmod: entry.lastmod ?? ownDates[entry.path] ?? published,
  }));
  const urls = entries
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n    <changefreq>${entry.changefreq}</changefreq>\n    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
