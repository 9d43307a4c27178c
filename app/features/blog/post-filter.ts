/**
 * The blog's category filter (spec: it starts at All; choosing one shows only its posts), run by the islands runtime
 * with no React (issue 38, docs/decisions/157): a tap on a category answers in the next frame. The list is drawn by
 * the server with every post (post-list.tsx); this takes the posts of other categories out of it, in order, and puts
 * them back, marks the pressed button and words the count. A tap made before the runtime has arrived is held by the
 * page's bootstrap and done once it has (the buttons are marked `data-hold-tap`).
 */
import { ALL_CATEGORIES, filterByCategory } from "./post-format.ts";

/** What the line under the filter says (read by screen readers as it changes). */
export function postCountLine(category: string, shown: number): string {
  return category === ALL_CATEGORIES
    ? `Showing all ${shown} posts`
    : `Showing ${shown} ${shown === 1 ? "post" : "posts"} in ${category}`;
}

/** The filter's parts, as post-list.tsx draws them. */
export const POST_FILTER = {
  /** The whole list: filter, count and posts. */
  list: "data-post-list",
  /** A filter button, with the category it shows. */
  button: "data-post-filter",
  count: "data-post-count",
  /** A post's item in the grid, with its category. */
  post: "data-post-category",
} as const;

/** Each grid's posts as the page drew them, all of them in order. */
const drawn = new WeakMap<Element, Element[]>();

/** Shows the posts of the category whose button was tapped; false when the tap was not on one. */
export function filterPosts(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>(`[${POST_FILTER.button}]`);
  const list = button?.closest(`[${POST_FILTER.list}]`);
  const grid = list?.querySelector("ul");
  if (!button || !list || !grid) return false;
  const category = button.getAttribute(POST_FILTER.button) ?? ALL_CATEGORIES;
  const posts = drawn.get(grid) ?? [...grid.children];
  drawn.set(grid, posts);
  const shown = filterByCategory(
    posts.map((post) => ({ post, category: post.getAttribute(POST_FILTER.post) ?? "" })),
    category,
  ).map(({ post }) => post);
  grid.replaceChildren(...shown);
  for (const other of list.querySelectorAll(`[${POST_FILTER.button}]`))
    other.setAttribute("aria-pressed", String(other === button));
  const count = list.querySelector(`[${POST_FILTER.count}]`);
  if (count) count.textContent = postCountLine(category, shown.length);
  return true;
}
