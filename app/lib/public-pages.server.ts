import { allPosts } from "#app/features/blog/posts.server.ts";
import { sentLetters } from "#app/features/newsletter/letters.server.ts";
import { sitemapEntries } from "#app/lib/public-paths.ts";

/** Every public, indexable address of this version of the site, as the sitemap lists it: pages, posts, sent letters. */
export function publicEntries() {
  return sitemapEntries([
    ...allPosts().map((post) => ({ path: post.path, lastmod: post.updated ?? post.date })),
    ...sentLetters().map((letter) => ({ path: letter.path, lastmod: letter.sentAt })),
  ]);
}

/** Whether a path (no query, no #fragment) is one of the site's public pages: a link to anything else lands on "not found". */
export function isPublicPage(path: string): boolean {
  return publicEntries().some((entry) => entry.path === path);
}
