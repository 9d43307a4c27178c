import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "../fixtures.ts";

/**
 * WCAG 2.2 checks that axe cannot make (docs/decisions/103): focus never entirely hidden by a sticky part (2.4.11)
 * and no sideways scrolling (1.4.10). Each runs inside the page, in one call: tests/e2e/focus-and-reflow.spec.ts
 * sweeps every route with them, and walks one page of each template with the real Tab key.
 */

/** Where a focused control stands: its name, the scroll position, and whether any of it can be seen. */
export type FocusStop = { control: string; at: string; seen: "yes" | "off screen" | `under ${string}` };

/**
 * In the page: the focused control, once the page has settled (scrolled, the booking bar slid in or out), and whether
 * any point of it is on top where it is drawn. A grid of points over the part of its box inside the window, each
 * asked which element is drawn there: a sticky part above it takes the point. Shared by the sweep and the Tab walk.
 */
function focusStopSource() {
  return async function focusStop(): Promise<FocusStop | null> {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return null;
    const at = ` (scrolled ${Math.round(scrollY)} px)`;
    const name = (element: Element) => {
      const text = (element.getAttribute("aria-label") ?? element.textContent ?? "")
        .trim()
        .replace(/\s+/g, " ");
      const marks = ["id", "name", "href", "data-site-header", "data-sticky-book-bar", "data-sonner-toast"]
        .filter((attribute) => element.hasAttribute(attribute))
        .map((attribute) => `[${attribute}=${element.getAttribute(attribute)}]`);
      return `<${element.tagName.toLowerCase()}${marks.join("")}> ${text.slice(0, 50)}`;
    };
    const box = active.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    if (right - left < 1 || bottom - top < 1) return { control: name(active), at, seen: "off screen" };
    let cover: Element | null = null;
    for (let row = 0; row < 5; row++) {
      for (let column = 0; column < 5; column++) {
        const x = left + ((column + 0.5) * (right - left)) / 5;
        const y = top + ((row + 0.5) * (bottom - top)) / 5;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === active || active.contains(hit)))
          return { control: name(active), at, seen: "yes" };
        cover ??= hit?.closest("header, aside, [data-sonner-toast], section") ?? hit;
      }
    }
    return { control: name(active), at, seen: `under ${cover ? name(cover) : "nothing"}` };
  };
}

/** After a Tab (or any focus move): the focused control and whether it can be seen, or null for none. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(`(${focusStopSource.toString()})()()`) as Promise<FocusStop | null>;
}

/**
 * The in-page sweep: every control the Tab key stops at (focusable, tabindex not negative, drawn, not disabled or
 * inert), in tab order, focused one after another as Tab would focus it (the page scrolls it into view with its
 * scroll padding), each checked once the page has settled. One call per page instead of one round trip per Tab.
 */
export async function focusSweep(
  page: Page,
  path: string,
  { load = true } = {},
): Promise<{ controls: number; problems: string[] }> {
  // Without `load`, the page is already open at `path`, scrolled to the top.
  if (load) {
    await page.goto(path);
    await waitForHydration(page);
  }
  const { controls, hidden } = (await page.evaluate(`(async () => {
    const focusStop = (${focusStopSource.toString()})();
    const candidates = [...document.querySelectorAll(
      'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]',
    )].filter((element) =>
      element instanceof HTMLElement &&
      element.tabIndex >= 0 &&
      !element.matches(":disabled, [inert] *, [inert], input[type=hidden]") &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== "hidden"
    );
    // Tab order: positive tabindex first, in its order, then the rest as they stand in the document.
    const ordered = [
      ...candidates.filter((element) => element.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex),
      ...candidates.filter((element) => element.tabIndex === 0),
    ];
    const hidden = [];
    for (const element of ordered) {
      element.focus();
      if (document.activeElement !== element) continue;
      // Tab scrolls a frame it enters into view; focus() leaves a frame where it is (checked with the real Tab key).
      if (element instanceof HTMLIFrameElement) element.scrollIntoView({ block: "nearest" });
      const stop = await focusStop();
      if (stop && stop.seen !== "yes") hidden.push(stop.control + stop.at + " is " + stop.seen);
    }
    return { controls: ordered.length, hidden };
  })()`)) as { controls: number; hidden: string[] };
  return { controls, problems: hidden.map((problem) => `${path}: ${problem}`) };
}

/** How many Tab presses a walk may take: far more than any page's controls, so running out means a trap. */
const TAB_LIMIT = 400;

/**
 * The real Tab key, from the top of the page through every control until the browser's own interface takes focus or
 * the walk comes round to the first control again: the stops where the focused control could not be seen. A walk that
 * does neither within TAB_LIMIT presses is a keyboard trap, and fails.
 */
export async function hiddenTabStops(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForHydration(page);
  const problems: string[] = [];
  const seen: string[] = [];
  let finished = false;
  for (let press = 0; press < TAB_LIMIT && !finished; press++) {
    await page.keyboard.press("Tab");
    const stop = await focusStop(page);
    if (!stop) {
      // Past the last control, the browser's own interface takes focus: the page is done.
      finished = press > 0;
      continue;
    }
    // Round again to the first control: the page is done.
    if (press > 5 && stop.control === seen[0]) {
      finished = true;
      continue;
    }
    seen.push(stop.control);
    if (stop.seen !== "yes") problems.push(`${path}: ${stop.control}${stop.at} is ${stop.seen}`);
  }
  expect(seen.length, `${path} has controls to tab to`).toBeGreaterThan(0);
  expect(
    finished,
    `${path}: ${TAB_LIMIT} presses of Tab never left the page or came round (a keyboard trap?)`,
  ).toBe(true);
  return problems;
}

/** How far the page reaches past the right edge of the window (0 when it fits), and what reaches furthest. */
export function sidewaysOverflow(page: Page): Promise<{ overflow: number; widest: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow <= 0) return { overflow: 0, widest: "" };
    // What sticks out, outside any box that scrolls sideways on its own (a table, a code block).
    const scrolls = (element: Element | null): boolean => {
      for (let at = element?.parentElement; at && at !== document.body; at = at.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(at).overflowX)) return true;
      }
      return false;
    };
    const widest = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !scrolls(element))
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">`)
      .slice(0, 3)
      .join(" ");
    return { overflow, widest };
  });
}

/** The narrowest width WCAG 1.4.10 asks a page to fit: 320 CSS px (a 1280 px window zoomed to 400%). */
export const REFLOW = { width: 320, height: 640 };

/**
 * Narrows the open page to 320 px in place, as zooming in narrows it, and says what scrolls sideways or is hidden
 * instead (nothing, when it reflows).
 */
export async function reflowProblems(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize(REFLOW);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const { overflow, widest } = await sidewaysOverflow(page);
  const problems = overflow ? [`${path}: ${overflow} px too wide at ${REFLOW.width} px (${widest})`] : [];
  // Nothing is cut off instead: the page itself never hides what overflows it.
  if ((await page.evaluate(() => getComputedStyle(document.body).overflowX)) !== "visible")
    problems.push(`${path}: the page hides what overflows it`);
  return problems;
}
