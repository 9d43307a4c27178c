import { absoluteUrl } from "#app/config.ts";
import { company } from "#app/content/site.ts";
import { allPosts } from "#app/features/blog/posts.server.ts";
import { escapeXml } from "#app/lib/public-paths.ts";
import { rssDate } from "#app/lib/published-time.ts";
import { page } from "#app/content/pages.ts";

/** The blog as an RSS 2.0 feed, newest first, linked from every page's head. */
export function loader() {
  const posts = allPosts();
  const items = posts
    .map(
      (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${absoluteUrl(post.path)}</link>
      <guid isPermaLink="true">${absoluteUrl(post.path)}</guid>
      <pubDate>${rssDate(post.date)}</pubDate>
      <category>${escapeXml(post.category)}</category>
      <description>${escapeXml(post.excerpt)}</description>
    </item>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${company.name} blog`)}</title>
    <link>${absoluteUrl("/blog")}</link>
    <atom:link href="${absoluteUrl("/blog/rss.xml")}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(page("blog").description)}</description>
    <language>en-us</language>
    <lastBuildDate>${rssDate(posts[0]?.date ?? "2025-01-01")}</lastBuildDate>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
