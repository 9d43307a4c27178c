/**
 * The blog's category filter (spec: it starts at All; choosing one shows only its posts), run by the islands runtime
 * with no React (issue 38, docs/decisions/157): a tap on a category answers in the next frame. The list is drawn by
 * the server with every post (post-list.tsx); this takes the posts of other categories out of it, in order, and puts
 * them back, marks the pressed button and words the count. A tap made before the runtime has arrived is held by the
 * page's bootstrap and done once it has (the buttons are marked `data-hold-tap`).
 *
 * The chosen category is kept in the address (`/blog?category=tour-stories`, replacing the entry rather than adding
 * one), and a page opened at such an address starts filtered: a visitor who comes Back from a post to a page the
 * browser did not keep finds the list they left, and a filtered list can be shared.
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

/** The address's parameter for the chosen category, and a category's word in it ("Tour Stories": "tour-stories"). */
export const CATEGORY_PARAM = "category";
export const categoryInAddress = (category: string) =>
  category
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, "-")
    .replaceAll(/^-|-$/g, "");

/** Shows the posts of the category whose button was tapped, and keeps it in the address; false when not on one. */
export function filterPosts(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>(`[${POST_FILTER.button}]`);
  const category = button && show(button);
  if (!category) return false;
  const address = new URL(location.href);
  if (category === ALL_CATEGORIES) address.searchParams.delete(CATEGORY_PARAM);
  else address.searchParams.set(CATEGORY_PARAM, categoryInAddress(category));
  if (address.href !== location.href) history.replaceState(history.state, "", address);
  return true;
}

/** At the runtime's start: the category the page's address names, if it is one of the filter's. */
export function filterFromAddress(doc: Document = document) {
  const wanted = new URL(doc.location.href).searchParams.get(CATEGORY_PARAM);
  if (!wanted) return;
  const button = [...doc.querySelectorAll<HTMLElement>(`[${POST_FILTER.button}]`)].find(
    (candidate) => categoryInAddress(candidate.getAttribute(POST_FILTER.button) ?? "") === wanted,
  );
  if (button) show(button);
}

/** Shows the posts of `button`'s category, marks it pressed and words the count; answers the category, if shown. */
function show(button: HTMLElement): string | null {
  const list = button.closest(`[${POST_FILTER.list}]`);
  const grid = list?.querySelector("ul");
  if (!list || !grid) return null;
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
  return category;
}
