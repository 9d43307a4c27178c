/**
 * "First tap" (issue 38): how long a visitor on a phone waits between their first tap on a widget and its answer on
 * screen, beside the platform's own control on the same page. Lighthouse cannot see this: a held tap is a short
 * event, so its INP looks fine.
 *
 * The profile: 375 px, CPU four times slower, 150 ms round trip, 1.6 Mbps down. The page loads, the visitor reads for
 * four seconds, then taps once. The time runs from the finger's press (pointerdown, as the page saw it) to the first
 * frame in which the answer is on screen. The control is a native <details> put into the same page, fixed on the
 * screen, and tapped the same way in the same page state: after what the visitor did first (a scroll), and with the
 * page scrolled to the widget, as the widget's own tap has it. Runs alternate widget and control on fresh pages, and
 * each figure is the median.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";

export const TAP_PROFILE = {
  width: 375,
  height: 760,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  readingMs: 4000,
} as const;

/** What the visitor taps, and what on the page says the answer is there (run in the page). */
export type TapWidget = {
  name: string;
  path: string;
  /** A CSS selector for the element tapped (the first one that is visible). */
  tap: string;
  /** Evaluated in the page after the tap, each frame: true once the answer is on screen. */
  answered: string;
  /** Evaluated in the page once it has loaded, before the reading: what the visitor does first (scroll, say). */
  before?: string;
  /** Shown beside the others, not held to the budget: a later stage of a widget whose first answer is timed. */
  informational?: boolean;
};

/** The widgets issue 38 names, found by what a visitor sees. */
export const TAP_WIDGETS: TapWidget[] = [
  {
    name: "FAQ question opens",
    path: "/tours",
    // The first question that is closed (a page may open its first one for the visitor).
    // Native <details> (decision 120), or the accordion's button before it.
    tap: "details.faq-item:not([open]) summary, h3 > button[aria-expanded=false][aria-controls]",
    answered: `(() => { const d = window.tapTarget?.closest("details");
      if (d) return Boolean(d.open && d.querySelector(":scope > :not(summary)")?.checkVisibility());
      const b = window.tapTarget?.closest("button"); const a = document.getElementById(b?.getAttribute("aria-controls"));
      return Boolean(b?.getAttribute("aria-expanded") === "true" && a?.checkVisibility()); })()`,
  },
  {
    name: "contact form: empty Send shows what is missing",
    path: "/contact",
    tap: "form[aria-label='Contact form'] button[type=submit]",
    answered: `[...document.querySelectorAll("form[aria-label='Contact form'] [role=alert]")].some((el) => el.textContent.trim() && el.checkVisibility())`,
  },
  {
    name: "Adventure Cats: empty Submit shows what is missing",
    path: "/adventure-cats",
    tap: "form button[type=submit]",
    answered: `[...document.querySelectorAll("form [role=alert]")].some((el) => el.textContent.trim() && el.checkVisibility())`,
  },
  {
    name: "private-tour request: empty Send shows what is missing",
    path: "/tours/private-tours",
    tap: "form button[type=submit]",
    answered: `[...document.querySelectorAll("form [role=alert]")].some((el) => el.textContent.trim() && el.checkVisibility())`,
  },
  {
    name: "gallery picture opens in the viewer",
    path: "/gallery",
    tap: "[data-gallery-image]",
    // The picture large on the viewer's ground: the viewer, or its first form before the island is live.
    answered: `Boolean(document.querySelector("dialog[open], [data-early-viewer]")?.checkVisibility())`,
  },
  {
    name: "gallery viewer's controls ready",
    path: "/gallery",
    tap: "[data-gallery-image]",
    answered: `Boolean(document.querySelector("dialog[open]")?.checkVisibility())`,
    informational: true,
  },
  {
    name: "blog filter",
    path: "/blog",
    tap: "[role=group] button[aria-pressed=false]",
    answered: `[...document.querySelectorAll("[role=group] button[aria-pressed=true]")].some((el) => el.textContent.trim() !== "All")`,
  },
  {
    name: "group-size estimate: one guest fewer",
    path: "/tours/private-tours",
    tap: "[data-group-estimate] button[aria-label='One guest fewer']",
    // React keeps a controlled field's value attribute with its value, so the first value is read before the tap.
    answered: `(() => { const input = document.querySelector("[data-group-estimate] input");
      window.tapFirstValue ??= input?.value; return Boolean(input && input.value !== window.tapFirstValue); })()`,
  },
  {
    name: "booking bar goes to the calendar",
    path: "/tours/brooklyn-heights",
    // The bar comes up once the page has scrolled 300 px.
    before: "scrollBy(0, 900)",
    tap: "[data-sticky-book-bar] a",
    // The page starts moving to the calendar.
    answered: `(window.tapFirstY ??= scrollY, scrollY !== window.tapFirstY)`,
  },
  {
    name: "phone menu opens",
    path: "/",
    // A popover's button (decision 157), or the island's toggle before it.
    tap: "header button[popovertarget], header button[aria-expanded]",
    answered: `Boolean(document.querySelector("nav[aria-label='Mobile']")?.checkVisibility())`,
  },
];

const CONTROL: TapWidget = {
  name: "control: a native <details>",
  path: "",
  tap: "#first-tap-control summary",
  answered: `document.getElementById("first-tap-control").open`,
};

/**
 * A fresh page (its own context: nothing cached) under the phone profile: Chromium's own throttling of the CPU and of
 * every request. Close its context when done.
 */
export async function openPhonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: TAP_PROFILE.width, height: TAP_PROFILE.height },
    hasTouch: true,
    isMobile: true,
    // What is timed is evaluated in the page, which the site's policy would refuse.
    bypassCSP: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: TAP_PROFILE.cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: TAP_PROFILE.latencyMs,
    downloadThroughput: TAP_PROFILE.downloadBytesPerSecond,
    uploadThroughput: TAP_PROFILE.uploadBytesPerSecond,
  });
  return { context, page };
}

/**
 * Opens a page under the profile, does what the visitor does first (`before`), reads, brings `scrollTo` (a selector)
 * into view, taps `widget` once and returns the milliseconds to its answer.
 */
async function timeOneTap(
  browser: Browser,
  origin: string,
  path: string,
  widget: TapWidget,
  before = widget.before,
  scrollTo = widget.tap,
): Promise<number> {
  const { context, page } = await openPhonePage(browser);
  try {
    await page.addInitScript(() => {
      const tapped = window as unknown as { tapAt: number; tapTarget: EventTarget | null };
      addEventListener(
        "pointerdown",
        (event) => {
          tapped.tapAt = event.timeStamp;
          tapped.tapTarget = event.target;
        },
        { capture: true, once: true },
      );
    });
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    if (before) await page.evaluate(before);
    await page.waitForTimeout(TAP_PROFILE.readingMs);
    await page.locator(scrollTo).filter({ visible: true }).first().scrollIntoViewIfNeeded();
    if (widget === CONTROL)
      await page.evaluate(() => {
        const details = document.createElement("details");
        details.id = "first-tap-control";
        details.innerHTML = "<summary>A native control</summary><p>Its answer.</p>";
        // In the page's flow, on the screen where the visitor is: before the block of the main content at the
        // screen's middle, so that opening it moves what follows, as a widget's answer does.
        const main = document.querySelector("main");
        let block = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
        while (
          block &&
          block.parentElement !== main &&
          !(
            main?.contains(block) &&
            getComputedStyle(block).display === "block" &&
            getComputedStyle(block.parentElement!).display === "block" &&
            !block.closest("details, [popover], summary")
          )
        )
          block = block.parentElement;
        if (block && main?.contains(block)) block.before(details);
        else main?.prepend(details);
      });
    const target = page.locator(widget.tap).filter({ visible: true }).first();
    await target.scrollIntoViewIfNeeded();
    // The answer's frame, timed in the page from the press.
    const answered = page.evaluate(
      (condition) =>
        new Promise<number>((resolve) => {
          const check = (time: number) => {
            if ((0, eval)(condition)) resolve(time - (window as unknown as { tapAt: number }).tapAt);
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      widget.answered,
    );
    await target.tap();
    return await Promise.race([
      answered,
      new Promise<number>((_, reject) =>
        setTimeout(() => reject(new Error(`${widget.name}: no answer in 20 s`)), 20_000),
      ),
    ]);
  } finally {
    await context.close();
  }
}

export type TapFigure = {
  widget: string;
  path: string;
  tapMs: number;
  controlMs: number;
  overMs: number;
  informational?: boolean;
};

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each widget and the control on its page, alternating, `runs` times each: the medians. */
export async function measureFirstTaps(
  browser: Browser,
  origin: string,
  widgets = TAP_WIDGETS,
  runs = 3,
  log: (line: string) => void = () => undefined,
): Promise<TapFigure[]> {
  const figures: TapFigure[] = [];
  for (const widget of widgets) {
    const taps: number[] = [];
    const controls: number[] = [];
    for (let run = 0; run < runs; run++) {
      taps.push(await timeOneTap(browser, origin, widget.path, widget));
      // The control's page as the widget's: scrolled as the visitor did first, then to the widget, with whatever
      // that set going.
      controls.push(await timeOneTap(browser, origin, widget.path, CONTROL, widget.before, widget.tap));
    }
    const [tapMs, controlMs] = [median(taps), median(controls)];
    figures.push({
      widget: widget.name,
      path: widget.path,
      tapMs,
      controlMs,
      overMs: tapMs - controlMs,
      informational: widget.informational,
    });
    log(`  ${widget.name} (${widget.path}): ${tapMs.toFixed(0)} ms, control ${controlMs.toFixed(0)} ms`);
  }
  return figures;
}
