/**
 * "LCP as felt" (docs/decisions/185): each route's largest contentful paint as Chromium itself paints it on the phone
 * profile of the first taps (its own throttling: CPU x4, 150 ms a request, 1.6 Mbps down), the pages served over TLS
 * and HTTP/2 as a deployment serves them, beside the floor page served the same way. Lighthouse instead loads a page
 * at full speed and simulates the network afterwards (Lantern, decisions 174 and 177). Each round opens the floor and
 * then every route, each on a fresh page with nothing cached, so that all see the same moments of a shared machine.
 */
import type { Browser } from "playwright-core";
import { openPhonePage } from "./first-tap.ts";
import { median } from "./lighthouse.ts";

export type FeltLcp = {
  path: string;
  /** Medians, in ms from the navigation. */
  lcpMs: number;
  overFloorMs: number;
  /** When the document and the stylesheet had arrived, and the first paint. */
  documentMs: number;
  stylesheetMs: number;
  firstPaintMs: number;
  /** The largest layout shift total of the runs. */
  cls: number;
  /** What the largest paint was: an element's tag. */
  element: string;
};

type Load = Omit<FeltLcp, "path" | "lcpMs" | "overFloorMs"> & { lcpMs: number };

/** One fresh page under the profile: what it painted, once it had loaded and settled for two seconds. */
async function load(browser: Browser, url: string): Promise<Load> {
  const { context, page } = await openPhonePage(browser);
  try {
    await page.addInitScript(() => {
      const seen = { lcp: 0, element: "", cls: 0 };
      Object.assign(window, { feltLcp: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
          seen.lcp = entry.startTime;
          seen.element = entry.element?.tagName.toLowerCase() ?? "";
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) seen.cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(2000);
    return await page.evaluate(() => {
      const seen = (window as unknown as { feltLcp: { lcp: number; element: string; cls: number } }).feltLcp;
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const stylesheet = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find(
        (entry) => new URL(entry.name).pathname.endsWith(".css"),
      );
      return {
        lcpMs: seen.lcp,
        element: seen.element,
        cls: seen.cls,
        documentMs: navigation.responseEnd,
        stylesheetMs: stylesheet?.responseEnd ?? 0,
        firstPaintMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      };
    });
  } finally {
    await context.close();
  }
}

/** `runs` rounds of the floor page and every route: each route's medians, and the floor's. */
export async function measureFeltLcp(
  browser: Browser,
  origins: { site: string; floor: string },
  paths: string[],
  runs: number,
  log: (line: string) => void,
): Promise<{ floorMs: number; routes: FeltLcp[] }> {
  const floor: number[] = [];
  const loads = new Map<string, Load[]>(paths.map((path) => [path, []]));
  for (let round = 1; round <= runs; round++) {
    log(`LCP as felt, round ${round} of ${runs}: the floor and ${paths.length} routes...`);
    floor.push((await load(browser, `${origins.floor}/`)).lcpMs);
    for (const path of paths) loads.get(path)!.push(await load(browser, `${origins.site}${path}`));
  }
  const floorMs = median(floor);
  return {
    floorMs,
    routes: paths.map((path) => {
      const runs = loads.get(path)!;
      const lcpMs = median(runs.map((run) => run.lcpMs));
      return {
        path,
        lcpMs,
        overFloorMs: lcpMs - floorMs,
        documentMs: median(runs.map((run) => run.documentMs)),
        stylesheetMs: median(runs.map((run) => run.stylesheetMs)),
        firstPaintMs: median(runs.map((run) => run.firstPaintMs)),
        cls: Math.max(...runs.map((run) => run.cls)),
        element: runs.at(-1)!.element,
      };
    }),
  };
}

/** The table the audit prints. */
export function feltLcpReport({ floorMs, routes }: { floorMs: number; routes: FeltLcp[] }): string {
  const lines = [
    `LCP as felt: Chromium's own paint on the phone profile, over TLS and HTTP/2, medians; the floor page ${Math.round(floorMs)} ms`,
    "| route | LCP | +floor | document | stylesheet | first paint | largest | CLS |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |",
  ];
  for (const route of routes)
    lines.push(
      `| ${route.path} | ${Math.round(route.lcpMs)} | +${(route.overFloorMs / 1000).toFixed(2)} s | ${Math.round(route.documentMs)} | ` +
        `${Math.round(route.stylesheetMs)} | ${Math.round(route.firstPaintMs)} | ${route.element} | ${route.cls.toFixed(3)} |`,
    );
  return lines.join("\n");
}
