import { hasImage, image } from "#app/lib/images.server.ts";
import content from "virtual:content/full";
import type { PostSource } from "#app/content/read-content.ts";
import type { Post, PostSummary, PostViewData } from "./post-types.ts";
import { countWords, formatPostDate, plainText, readingMinutes, sortNewestFirst } from "./post-format.ts";
import { renderPostContent } from "./render-post.ts";

// Read with the rest of content/ and rendered on the server at build time: no Markdown parser reaches the browser.

/** These two open by a full page load rather than in the page's reading view (spec, "Blog"). */
export const FULL_LOAD_SLUGS: readonly string[] = ["financial-district-stories", "postal-cats-wall-street"];

function toPost({ meta, body }: PostSource): Post {
  const html = renderPostContent(body, image);
  const wordCount = countWords(body);
  return {
    ...meta,
    dateLabel: formatPostDate(meta.date),
    path: `/blog/${meta.slug}`,
    html,
    text: plainText(html),
    wordCount,
    readingMinutes: readingMinutes(wordCount),
  };
}

const posts = sortNewestFirst(content.posts.map(toPost));

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
    image: hasImage(post.image) ? image(post.image) : null,
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
    image: hasImage(imageName) ? image(imageName) : null,
    ...adjacentPosts(post.slug),
  };
}
