// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { filterFromAddress, filterPosts, postCountLine } from "./post-filter.ts";
import { ALL_CATEGORIES } from "./post-format.ts";
import { PostList } from "./post-list.tsx";
import type { PostSummary } from "./post-types.ts";

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, "", "/blog");
});

const post = (id: number, category: string): PostSummary => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: "A walk.",
  date: `2026-0${id}-01`,
  dateLabel: "Some day",
  category: category as PostSummary["category"],
  author: "Ada",
  path: `/blog/post-${id}`,
  readingMinutes: 3,
  image: null,
  fullReload: false,
});
const POSTS = [post(3, "Tour Stories"), post(2, "Cat Rescues"), post(1, "Tour Stories")];

/** The list as the page draws it, with a tap on the button named `name`. */
function drawn() {
  document.body.innerHTML = renderToString(<PostList posts={POSTS} />);
  const button = (name: string) =>
    [...document.querySelectorAll("button")].find((candidate) => candidate.textContent === name)!;
  const tap = (name: string) => filterPosts({ target: button(name) } as unknown as Event);
  const shown = () =>
    [...document.querySelectorAll("[data-post-card]")].map((card) => card.getAttribute("data-post-card"));
  const pressed = () =>
    [...document.querySelectorAll("button[aria-pressed=true]")].map((candidate) => candidate.textContent);
  const count = () => document.querySelector("[aria-live]")!.textContent;
  return { tap, shown, pressed, count };
}

describe("the blog's filter, run without React", () => {
  it("starts at All with every post, newest first", () => {
    const { shown, pressed, count } = drawn();
    expect(shown()).toEqual(["post-3", "post-2", "post-1"]);
    expect(pressed()).toEqual([ALL_CATEGORIES]);
    expect(count()).toBe(postCountLine(ALL_CATEGORIES, 3));
  });

  it("a category shows its posts alone, in order, says so, and All brings every post back in order", () => {
    const { tap, shown, pressed, count } = drawn();
    expect(tap("Tour Stories")).toBe(true);
    expect(shown()).toEqual(["post-3", "post-1"]);
    expect(pressed()).toEqual(["Tour Stories"]);
    expect(count()).toBe("Showing 2 posts in Tour Stories");
    tap("Cat Rescues");
    expect(shown()).toEqual(["post-2"]);
    expect(count()).toBe("Showing 1 post in Cat Rescues");
    tap("Travel Tips");
    expect(shown()).toEqual([]);
    tap(ALL_CATEGORIES);
    expect(shown()).toEqual(["post-3", "post-2", "post-1"]);
    expect(pressed()).toEqual([ALL_CATEGORIES]);
    expect(count()).toBe("Showing all 3 posts");
  });

  it("keeps the category in the address, and a page opened at that address starts filtered", () => {
    history.replaceState(null, "", "/blog");
    const { tap } = drawn();
    tap("Tour Stories");
    expect(`${location.pathname}${location.search}`).toBe("/blog?category=tour-stories");
    tap(ALL_CATEGORIES);
    expect(`${location.pathname}${location.search}`).toBe("/blog");

    history.replaceState(null, "", "/blog?category=cat-rescues");
    const page = drawn();
    filterFromAddress();
    expect(page.shown()).toEqual(["post-2"]);
    expect(page.pressed()).toEqual(["Cat Rescues"]);
    expect(page.count()).toBe("Showing 1 post in Cat Rescues");

    // A word that names no category leaves the list as drawn.
    history.replaceState(null, "", "/blog?category=nonsense");
    const other = drawn();
    filterFromAddress();
    expect(other.shown()).toEqual(["post-3", "post-2", "post-1"]);
  });

  it("leaves any other tap alone", () => {
    drawn();
    expect(filterPosts({ target: document.querySelector("a") } as unknown as Event)).toBe(false);
    expect(filterPosts({ target: document } as unknown as Event)).toBe(false);
  });
});
