import { absoluteUrl } from "#app/config.ts";
import { company } from "#app/content/site.ts";
import { page } from "#app/content/pages.ts";
import { sentLetters } from "#app/features/newsletter/letters.server.ts";
import { escapeXml } from "#app/lib/public-paths.ts";
import { rssDate } from "#app/lib/published-time.ts";

/** The newsletter's archive as an RSS 2.0 feed, newest first: addresses of the public pages only, no reader's link. */
export function loader() {
  const letters = sentLetters();
  const items = letters
    .map(
      (letter) => `    <item>
      <title>${escapeXml(letter.subject)}</title>
      <link>${absoluteUrl(letter.path)}</link>
      <guid isPermaLink="true">${absoluteUrl(letter.path)}</guid>
      <pubDate>${rssDate(letter.sentAt)}</pubDate>
      <description>${escapeXml(letter.preheader)}</description>
    </item>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${company.name} newsletter`)}</title>
    <link>${absoluteUrl("/newsletter")}</link>
    <atom:link href="${absoluteUrl("/newsletter/rss.xml")}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(page("newsletter").description)}</description>
    <language>en-us</language>
${letters[0] ? `    <lastBuildDate>${rssDate(letters[0].sentAt)}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
