/** Pure helpers for the blog: reading time, dates, ordering and filtering. */

/** Words per minute for reading time: 238 is the average silent reading speed for non-fiction in English. */
export const WORDS_PER_MINUTE = 238;

export function countWords(text: string): number {
  return text
    .replace(/{%[\s\S]*?%}/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#*_>|`~-]+/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** 'April 15, 2025': the spec's display form, fixed to UTC so the build and the browser agree. */
export function formatPostDate(date: Date | string): string {
  return new Date(date).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

type Dated = { date: string; id: number };

/** Newest first; posts on the same day keep a stable order by id. */
export function sortNewestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

export const ALL_CATEGORIES = "All";

export function filterByCategory<T extends { category: string }>(posts: readonly T[], category: string): T[] {
  return category === ALL_CATEGORIES ? [...posts] : posts.filter((post) => post.category === category);
}

/** The article as plain text, for the BlogPosting record's articleBody. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|h[2-4]|li|tr|blockquote)>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\n{2,}/g, "\n")
    .trim();
}
