// Keeps the campaign the visitor landed with for the pages this tab opens next (campaign.ts).
import "#app/features/insights/campaign.ts";
import { filterFromAddress, filterPosts } from "#app/features/blog/post-filter.ts";
import { clearEarly, KEEP_FOCUS, refusedEarly } from "#app/features/forms/early-check.ts";
import { removeEarlyViewer, showEarlyViewer } from "#app/features/gallery/early-viewer.ts";
import { stepEarly } from "#app/features/tours/early-estimate.ts";
import { INSIGHTS_ON } from "#app/features/insights/insight.ts";
import { drawBandsWhenIdle, whenIdle } from "#app/lib/bands.ts";
import { isChunkLoadError, reloadOnce } from "#app/lib/chunk-reload.ts";
import { showDeferredPictures } from "#app/lib/deferred-pictures.ts";
import { followDialogs } from "#app/lib/dialogs.ts";
import { followPopovers } from "#app/lib/popovers.ts";
import { markScrollPositions } from "#app/lib/scroll-marks.ts";
import { showVisitorMonths } from "#app/lib/visitor-month.ts";
import { islandFiles, islands } from "virtual:island-registry";
import { BOOTSTRAP_GLOBAL, HELD_TAP, type Bootstrap } from "./bootstrap.ts";
import { swapInPage } from "./in-page.ts";
import { contentFiles, fetchAheadWhenNear, parseIslandFiles } from "./prefetch.ts";
import { parseStart } from "./start-when.ts";

/**
 * The islands runtime, the browser's entry on public pages (docs/decisions/087, 110). It holds no React. It starts
 * each island when the visitor needs it (start-when.ts): at the first press, key or focus on it, and earlier only when
 * the island says it must be live sooner (near the screen, under a mouse, at once). Starting loads React and the
 * island's own module, then hydrates it (hydrate.ts). Once the page is idle, the code of an island near the screen
 * with something to tap is fetched ahead without being run (prefetch.ts), so that starting waits on no network.
 *
 * Until an island is live, a tap on its buttons is held, then done again once it is (bootstrap.ts holds it before
 * this module arrives). An island that cannot start fails alone: its pre-rendered content stays as the page drew it,
 * its held taps are done as the page would without JavaScript, and every other island goes on.
 * `html[data-hydrated]` says that the runtime is listening and that no island is still starting (the end-to-end tests
 * wait for it). A finger's press starts nothing until it taps (a click): a finger that scrolls the page presses on it
 * too.
 */
type State = "waiting" | "starting" | "live" | "failed";
/** `hydrating`: React has begun to take the island, so the page may no longer be changed under it. */
type Island = {
  state: State;
  held: Element[];
  stop?: () => void;
  unwatch: (() => void)[];
  hydrating?: boolean;
};

/**
 * Sends the page refused itself before their island was live (early-check.ts). Once the island is live, such a Send
 * is done again only while the browser still refuses the form: the island's own check then adds what the browser
 * cannot see, and a form the visitor has put right since is not sent before they press Send again. Each is kept with
 * the field the page's answer focused: a visitor who has moved on from it keeps the focus where they are.
 */
const refused = new WeakMap<Element, Element | null>();

/** An island's state, also on its wrapper as `data-island-state` (for the end-to-end tests, and anyone curious). */
function setState(root: HTMLElement, island: Island, state: State) {
  island.state = state;
  root.dataset.islandState = state;
}

const registry: Record<string, () => Promise<unknown>> = islands;
const files = parseIslandFiles(islandFiles);
// React's side of the islands, and the site's facts the islands import (the page's import map names their file).
const common = [...files.common, ...contentFiles()];
const found = new Map<HTMLElement, Island>();
let starting = 0;

function markReady() {
  if (starting === 0) document.documentElement.dataset.hydrated = "true";
  else delete document.documentElement.dataset.hydrated;
}

/** The island an element is in: the outermost one (an island inside another is part of it). */
function islandRoot(element: Element | null): HTMLElement | null {
  let root = element?.closest<HTMLElement>("[data-island]") ?? null;
  for (let outer = root; outer; outer = outer.parentElement?.closest<HTMLElement>("[data-island]") ?? null)
    root = outer;
  return root;
}

/** Does again what the visitor did while the island was starting: live, its own handlers; failed, the browser's. */
function replay(island: Island) {
  for (const held of island.held.splice(0)) {
    if (!held.isConnected || !(held instanceof HTMLElement)) continue;
    const form = refused.has(held) ? (held as HTMLButtonElement).form : null;
    const answeredAt = refused.get(held);
    refused.delete(held);
    if (form?.checkValidity()) continue;
    // The page's answer focused the first field to fix; a visitor who has gone on to another keeps their place. The
    // island reads the mark as its Send begins (use-field-errors.ts); it is gone once the click is done.
    if (form && document.activeElement !== answeredAt) form.setAttribute(KEEP_FOCUS, "");
    held.click();
    form?.removeAttribute(KEEP_FOCUS);
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/**
 * The fields the visitor has filled in an island that is about to hydrate, with what they filled: read just before
 * React takes the island, which may draw a field again from its own state before the island is live.
 */
function filledFields(root: HTMLElement): Map<Field, string | boolean> {
  const filled = new Map<Field, string | boolean>();
  for (const field of root.querySelectorAll<Field>("input, textarea")) {
    if (field instanceof HTMLInputElement && ["hidden", "submit", "button", "file"].includes(field.type))
      continue;
    if (isCheckable(field)) {
      if (field.checked !== field.defaultChecked) filled.set(field, field.checked);
    } else if (field.value !== field.defaultValue) filled.set(field, field.value);
  }
  return filled;
}

/**
 * What the visitor did to the island while it was starting, given to it again now that React listens. Each field
 * they filled is changed again, as they changed it, since React's state still holds what the page drew. Then the
 * focus and the mouse they brought to it.
 */
function catchUp(root: HTMLElement, filled: Map<Field, string | boolean>) {
  /** Fields the visitor changed and has already left: their leaving is given again after their change. */
  const left: Field[] = [];
  for (const [field, value] of new Map([...filledFields(root), ...filled])) {
    if (!field.isConnected) continue;
    if (isCheckable(field)) {
      // A radio button is chosen by the click on the one chosen.
      if (field.defaultChecked === value || (field.type === "radio" && !value)) continue;
      // As React drew it, then the visitor's click again.
      field.checked = !value;
      field.click();
      continue;
    }
    // React's own value for the field is its default now (React sets it as it draws the field).
    if (field.defaultValue === value) continue;
    // React watches the field's own `value` setter: first what it drew, then the visitor's value through the
    // prototype's setter, which it does not see, as typing does.
    field.value = field.defaultValue;
    const prototype =
      field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    if (field !== document.activeElement) left.push(field);
  }
  // A field changed and then left while the island started (emptied, then Tab): what it does when left (put back a
  // default, check the value) happens now. React's blur handlers listen for focusout.
  for (const field of left) field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  // The focus the visitor gave it before React listened: its focus handlers run now (a menu that opens on focus).
  const focused = document.activeElement;
  if (focused && focused !== root && root.contains(focused))
    focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  // And the mouse still over it: its hover handlers run now (a menu that opens on hover).
  if (hovered?.isConnected && root.contains(hovered) && hovered.matches(":hover")) {
    for (const type of ["over", "move"]) {
      hovered.dispatchEvent(new PointerEvent(`pointer${type}`, { bubbles: true, pointerType: "mouse" }));
      hovered.dispatchEvent(new MouseEvent(`mouse${type}`, { bubbles: true }));
    }
  }
}

function failed(root: HTMLElement, island: Island, error: unknown) {
  setState(root, island, "failed");
  removeEarlyViewer();
  console.error(
    `The ${root.dataset.island ?? "unnamed"} island could not start; it stays as the page drew it.`,
    error,
  );
  replay(island);
}

/** Starts an island: its module and React, in parallel, then hydration. */
async function start(root: HTMLElement) {
  const island = found.get(root);
  if (!island || island.state !== "waiting") return;
  setState(root, island, "starting");
  for (const unwatch of island.unwatch.splice(0)) unwatch();
  starting += 1;
  markReady();
  try {
    const load = registry[root.dataset.island ?? ""];
    if (!load) throw new Error(`No island is called ${root.dataset.island ?? "(no name)"}.`);
    const [{ hydrateIsland }, Component] = await Promise.all([import("./hydrate.ts"), load()]);
    const props = JSON.parse(root.dataset.props ?? "{}") as Record<string, unknown>;
    const filled = filledFields(root);
    island.hydrating = true;
    await new Promise<void>((live, fail) => {
      island.stop = hydrateIsland(root, Component, props, {
        live,
        failed: (error) => {
          // Before it was live, the start fails; afterwards it fails on its own, as React gave up on it.
          if (island.state === "starting") fail(error);
          else if (island.state === "live") failed(root, island, error);
        },
      });
    });
    setState(root, island, "live");
    catchUp(root, filled);
    replay(island);
  } catch (error) {
    // A page open across a publish may ask for a module the new build no longer has: reload once for the new one.
    if (isChunkLoadError(error) && reloadOnce()) return;
    failed(root, island, error);
  } finally {
    starting -= 1;
    markReady();
  }
}

/** Calls `near` once any of `targets` comes within `margin` pixels of the screen; returns how to stop watching. */
function whenNear(targets: Element[], margin: number, near: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: `${margin}px` },
  );
  for (const target of targets) observer.observe(target);
  return () => observer.disconnect();
}

/** Finds the islands under `container` and watches for what starts each. */
function watch(container: ParentNode) {
  for (const root of container.querySelectorAll<HTMLElement>("[data-island]")) {
    if (found.has(root) || islandRoot(root) !== root) continue;
    const island: Island = { state: "waiting", held: [], unwatch: [] };
    found.set(root, island);
    setState(root, island, "waiting");
    const when = parseStart(root.dataset.start);
    if (when.load) {
      void start(root);
      continue;
    }
    // Its code, fetched without being run once the page is idle and the island near (prefetch.ts); under a mouse, an
    // island that starts on hover starts before any click, and is not fetched ahead.
    const own = files.islands.get(root.dataset.island ?? "");
    if (own && !(when.hover && matchMedia("(hover: hover)").matches))
      island.unwatch.push(fetchAheadWhenNear(root, [...common, ...own]));
    if (when.near !== undefined) {
      // The wrapper has no box of its own (display: contents): its children, or the element it names, come near.
      const near = when.nearId ? document.getElementById(when.nearId) : null;
      const targets = near ? [near] : [...root.children];
      island.unwatch.push(whenNear(targets, when.near, () => void start(root)));
    }
    if (when.imageError && [...root.querySelectorAll("img")].some(isBroken)) void start(root);
  }
}

const isBroken = (image: HTMLImageElement) =>
  image.complete && image.naturalWidth === 0 && image.getAttribute("src") !== null;

/** Stops the islands under `container`, before its content is replaced. */
function unwatch(container: ParentNode) {
  for (const [root, island] of found) {
    if (!container.contains(root)) continue;
    island.stop?.();
    for (const stop of island.unwatch) stop();
    found.delete(root);
  }
}

/** The island an event happened in, if it is still waiting (or starting) for the visitor. */
function notYetLive(target: EventTarget | null): [HTMLElement, Island] | null {
  const root = islandRoot(target instanceof Element ? target : null);
  const island = root && found.get(root);
  if (!root || !island || island.state === "live" || island.state === "failed") return null;
  return [root, island];
}

/**
 * Once the runtime listens, a form's Send in an island that is not live yet is held too: the press that started the
 * island (or the Enter typed in a field) is followed by the Send, which the island then checks as the visitor expects
 * (its messages, the focus on the first field to fix). Before the runtime, the browser posts it (bootstrap.ts).
 */
const HELD_HERE = `${HELD_TAP},button[type=submit],button:not([type]),input[type=submit]`;

/** A tap inside an island that is not live yet: held, and the island started. */
function hold(event: Event) {
  const held = event.target instanceof Element ? event.target.closest(HELD_HERE) : null;
  const waiting = notYetLive(held);
  if (!held || !waiting) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const [root, island] = waiting;
  // The group-size estimate draws its new total at once; the island starts from it, and the tap is done.
  if (!island.hydrating && stepEarly(held)) {
    requestAnimationFrame(() => setTimeout(() => void start(root)));
    return;
  }
  island.held.push(held);
  // A Send the page can answer itself: what the browser finds missing or wrong gets its message at once.
  const form = (held as HTMLButtonElement).form;
  if (form && held.matches("[type=submit],button:not([type])") && refusedEarly(form))
    refused.set(held, document.activeElement);
  // A gallery picture shows itself large at once, while the viewer starts.
  const shown =
    refused.has(held) ||
    showEarlyViewer(held, () => {
      const at = island.held.indexOf(held);
      if (at >= 0) island.held.splice(at, 1);
    });
  // An answer given here is drawn before the island's start takes the main thread.
  if (shown) requestAnimationFrame(() => setTimeout(() => void start(root)));
  else void start(root);
}

/** Where the mouse last came over something: an island that starts then gets its hover once live. */
let hovered: Element | null = null;

/**
 * A press of a mouse or pen, a key or a focus inside an island starts it; so does a mouse coming over one that acts on
 * hover. A finger's press does not: it may be scrolling the page (its tap is held and starts the island).
 */
function use(event: Event) {
  if (event instanceof PointerEvent && event.pointerType === "touch") return;
  if (event.type === "pointerover" && event.target instanceof Element) hovered = event.target;
  const waiting = notYetLive(event.target);
  if (!waiting) return;
  if (event.type === "pointerover" && !parseStart(waiting[0].dataset.start).hover) return;
  void start(waiting[0]);
}

/** A picture that fails in an island that shows a fallback for it starts the island. */
function imageFailed(event: Event) {
  if (!(event.target instanceof HTMLImageElement)) return;
  const waiting = notYetLive(event.target);
  if (waiting && parseStart(waiting[0].dataset.start).imageError) void start(waiting[0]);
}

const boot = (window as unknown as Record<string, Bootstrap | undefined>)[BOOTSTRAP_GLOBAL];
if (boot) {
  removeEventListener("click", boot.hold, true);
  for (const type of ["pointerdown", "keydown", "focusin"]) removeEventListener(type, boot.touch, true);
}
addEventListener("click", hold, true);
for (const type of ["pointerdown", "pointerover", "keydown", "focusin"]) addEventListener(type, use, true);
addEventListener("error", imageFailed, true);
addEventListener("input", (event) => void (notYetLive(event.target) && clearEarly(event)), true);
// The blog's filter is the runtime's own (docs/decisions/157), and starts at the category the address names.
addEventListener("click", filterPosts);
filterFromAddress();

watch(document);
for (const held of boot?.held.splice(0) ?? []) {
  const waiting = notYetLive(held);
  // Outside any island (the blog's filter): the runtime's own handlers listen now.
  if (!waiting) {
    if (held instanceof HTMLElement && held.isConnected) held.click();
    continue;
  }
  if (!stepEarly(held)) waiting[1].held.push(held);
  void start(waiting[0]);
}
for (const element of [...(boot?.touched.splice(0) ?? []), document.activeElement]) {
  const waiting = notYetLive(element);
  if (waiting) void start(waiting[0]);
}
showVisitorMonths(document);
followPopovers(document);
followDialogs();
markReady();
markScrollPositions();
showDeferredPictures(document);
drawBandsWhenIdle();
// Real visitors' speed, measured only where the beacon sends (app/features/insights/vitals.ts).
if ((window as unknown as Record<string, unknown>)[INSIGHTS_ON])
  whenIdle(() => void import("#app/features/insights/vitals.ts").catch(() => undefined));
swapInPage({
  before: unwatch,
  drawn: () => filterFromAddress(),
  after: (main) => {
    watch(main);
    showVisitorMonths(main);
    showDeferredPictures(main);
    followPopovers(main);
  },
});
