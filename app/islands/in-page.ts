/**
 * Pages opened inside the current one (spec, "Blog": choosing a post opens an in-page detail view). A link marked
 * `data-in-page` fetches its page's pre-rendered HTML and shows that page's main content and head (title,
 * description, canonical address, social tags, structured data) in this document, with its own address in the
 * history; Back and Forward move between them the same way. Anything unexpected (an error, a page without a main)
 * loads the page normally instead. A link to a section of this page scrolls there smoothly (unless the visitor asks
 * for reduced motion), where the browser alone would jump. docs/decisions/087.
 */

import { BOOK_NOW_ID, TO_CALENDAR } from "#app/components/layout/book-now.ts";
import { scrollToSection } from "#app/lib/scroll.ts";

/** The head elements that describe a page, replaced with it; the rest of the head (styles, fonts, icons) stays. */
const PAGE_HEAD = [
  "title",
  'meta[name]:not([name="viewport"]):not([name="theme-color"])',
  "meta[property]",
  'link[rel="canonical"]',
  'script[type="application/ld+json"]',
].join(",");

type Hooks = {
  /** Before the main content is replaced (the islands in it stop). */
  before: (main: HTMLElement) => void;
  /** After it is replaced, before the scroll is put back: what the address changes in the page (the blog's filter). */
  drawn?: (main: HTMLElement) => void;
  /** After it is replaced (the new content's islands start). */
  after: (main: HTMLElement) => void;
};

type Entry = { inPage: true; scroll: number };

export function swapInPage(hooks: Hooks) {
  let shown = location.pathname;

  async function show(path: string, scroll: number | "push") {
    const main = document.getElementById("main");
    let next: Document | undefined;
    try {
      const response = await fetch(path, { headers: { accept: "text/html" } });
      if (response.ok && response.headers.get("content-type")?.startsWith("text/html"))
        next = new DOMParser().parseFromString(await response.text(), "text/html");
    } catch {
      // Offline or refused: the browser's own navigation below says so in its own way.
    }
    const nextMain = next?.getElementById("main");
    if (!main || !next || !nextMain) {
      location.assign(path);
      return;
    }
    if (scroll === "push") {
      history.replaceState({ inPage: true, scroll: window.scrollY } satisfies Entry, "");
      history.pushState({ inPage: true, scroll: 0 } satisfies Entry, "", path);
    }
    shown = path;
    hooks.before(main);
    for (const element of document.head.querySelectorAll(PAGE_HEAD)) element.remove();
    for (const element of next.head.querySelectorAll(PAGE_HEAD))
      document.head.append(document.importNode(element, true));
    main.replaceChildren(...[...nextMain.childNodes].map((node) => document.importNode(node, true)));
    hooks.drawn?.(main);
    window.scrollTo({ top: scroll === "push" ? 0 : scroll, behavior: "instant" });
    // A screen reader starts reading the new page at its main content, as after a page load.
    main.focus({ preventScroll: true });
    hooks.after(main);
  }

  document.addEventListener("click", (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target) return;
    // The booking bar's link (sticky-book-bar.tsx): to this page's calendar when it has one, the address kept.
    const calendar = link.hasAttribute(TO_CALENDAR) ? document.getElementById(BOOK_NOW_ID) : null;
    if (calendar) {
      event.preventDefault();
      history.replaceState(history.state, "", `#${BOOK_NOW_ID}`);
      scrollToSection(calendar);
      return;
    }
    if (link.hash && link.pathname === location.pathname && link.search === location.search) {
      const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (!target) return;
      event.preventDefault();
      history.pushState(history.state, "", link.hash);
      scrollToSection(target);
      // As the browser would: a focusable target (the skip link's main) takes the focus.
      if (target.matches("[tabindex], a[href], button, input, select, textarea"))
        target.focus({ preventScroll: true });
      return;
    }
    if (!link.hasAttribute("data-in-page")) return;
    event.preventDefault();
    if (link.pathname !== shown) void show(link.pathname, "push");
  });

  addEventListener("popstate", (event) => {
    const entry = event.state as Partial<Entry> | null;
    // A hash link within the page is the browser's own; only entries this module made change the page.
    if (!entry?.inPage || location.pathname === shown) return;
    void show(location.pathname, entry.scroll ?? 0);
  });
}
