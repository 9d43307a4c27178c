import { hasImage, image } from "#app/lib/images.server.ts";
import { parsePostFile } from "./post-schema.ts";
import type { Post, PostSummary, PostViewData } from "./post-types.ts";
import {
  countWords,
  formatPostDate,
  isoDate,
  plainText,
  readingMinutes,
  sortNewestFirst,
} from "./post-format.ts";
import { renderPostContent } from "./render-post.ts";

// Read and rendered on the server at build time: no Markdown parser reaches the browser.
const files = import.meta.glob<string>("/content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** These two open by a full page load rather than in the page's reading view (spec, "Blog"). */
export const FULL_LOAD_SLUGS: readonly string[] = ["financial-district-stories", "postal-cats-wall-street"];

function parseFile(file: string, raw: string): Post {
  const { meta, body } = parsePostFile(file, raw);
  const html = renderPostContent(body);
  const wordCount = countWords(body);
  return {
    ...meta,
    date: isoDate(meta.date),
    updated: meta.updated ? isoDate(meta.updated) : undefined,
    dateLabel: formatPostDate(meta.date),
    path: `/blog/${meta.slug}`,
    html,
    text: plainText(html),
    wordCount,
    readingMinutes: readingMinutes(wordCount),
  };
}

function loadPosts(): Post[] {
  const posts = Object.entries(files).map(([file, raw]) => parseFile(file.replace(/^\//, ""), raw));
  const seenIds = new Map<number, string>();
  for (const post of posts) {
    const other = seenIds.get(post.id);
    if (other)
      throw new Error(`Blog posts ${other} and ${post.slug} share the id ${post.id}: ids must be unique.`);
    seenIds.set(post.id, post.slug);
  }
  return sortNewestFirst(posts);
}

const posts = loadPosts();

export function allPosts(): readonly Post[] {
  return posts;
}

export function postBySlug(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}

export function summarize(post: Post): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    dateLabel: post.dateLabel,
    category: post.category,
    author: post.author,
    path: post.path,
    readingMinutes: post.readingMinutes,
    image: hasImage(post.image) ? image(post.image, post.imageAlt) : null,
    fullReload: FULL_LOAD_SLUGS.includes(post.slug),
  };
}

/** The neighbors of a post in date order, for previous and next links. */
export function adjacentPosts(slug: string): { newer: PostSummary | null; older: PostSummary | null } {
  const index = posts.findIndex((post) => post.slug === slug);
  const newer = index > 0 ? posts[index - 1] : undefined;
  const older = index >= 0 ? posts[index + 1] : undefined;
  return { newer: newer ? summarize(newer) : null, older: older ? summarize(older) : null };
}

/** Everything the reading view draws for one post. */
export function postView(post: Post): PostViewData {
  const { text: _text, image: imageName, ...rest } = post;
  return {
    ...rest,
    image: hasImage(imageName) ? image(imageName, post.imageAlt) : null,
    ...adjacentPosts(post.slug),
  };
}
