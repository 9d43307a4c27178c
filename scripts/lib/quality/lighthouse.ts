import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Artifacts, type Config, type Result } from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { PREFETCH_MARK } from "../../../app/islands/prefetch.ts";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium.ts";
import { startTlsProxy, type TlsProxy } from "../tls-proxy.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run, reduced to what the audit reports. Scores 0-100; times in ms; sizes in bytes. */
export type LighthouseRun = {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  totalBytes: number;
  scriptBytes: number;
  /**
   * The part of `scriptBytes` fetched ahead, once the page was idle, without being run (app/islands/prefetch.ts,
   * docs/decisions/160): the scripts asked for from the runtime's mark on.
   */
  aheadScriptBytes: number;
  /**
   * Lighthouse's measure of this machine's CPU speed during the run (its BenchmarkIndex; higher is faster). The
   * simulated throttling multiplies the main thread's observed tasks by 4 whatever the host, so total blocking time,
   * and with it the performance score, is only comparable between audits on hosts of like speed.
   */
  benchmarkIndex: number;
  /**
   * The blocking time (simulated, as TBT's) of the long tasks Lighthouse attributes to the site's own scripts
   * (`SITE_SCRIPTS`): what those scripts can add to TBT at most, since a task that runs none of them adds nothing.
   */
  siteScriptBlocking: number;
  /** The scored audits that did not pass, by category (performance has its metrics above instead). */
  failedAudits: Partial<Record<Category, FailedAudit[]>>;
  /** Addresses on other hosts that could not be reached (this machine has no internet): not the page's fault. */
  unreachable: string[];
  /** What Lighthouse's simulated LCP waited for, request by request (`lcpChain`); only for a page as built. */
  chain?: LcpChain;
};

/**
 * The requests in the two graphs Lighthouse's LCP is simulated on (Lantern: the mean of an optimistic and a
 * pessimistic graph, each holding every request that ended before the page's observed largest paint; decisions 174,
 * 175 and 177), with the simulated start and end of each, in ms from the navigation. `null` where a request is not in
 * that graph (the optimistic one leaves out low-priority pictures).
 */
export type LcpChain = {
  optimistic: number;
  pessimistic: number;
  requests: {
    /** The address, without its origin when it is the page's own. */
    url: string;
    /** Bytes as transferred, compressed. */
    bytes: number;
    priority: string;
    optimistic: [number, number] | null;
    pessimistic: [number, number] | null;
  }[];
};

type SimulatedNode = { type: string; request?: { url: string; transferSize: number; priority: string } };
type Estimate = { timeInMs: number; nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }> };

/** Lantern's LCP graphs for one run, read back from its artifacts the way Lighthouse's own LCP audit reads them. */
async function lcpChain(artifacts: Artifacts, result: Result): Promise<LcpChain> {
  const settings = result.configSettings;
  const metric = (await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
      simulator: null,
    },
    { computedCache: new Map(), settings } as unknown as Parameters<
      typeof LanternLargestContentfulPaint.request
    >[1],
  )) as unknown as { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
  const origin = new URL(result.finalDisplayedUrl).origin;
  const requests = new Map<string, LcpChain["requests"][number]>();
  const span = (timing: { startTime: number; endTime: number }): [number, number] => [
    Math.round(timing.startTime),
    Math.round(timing.endTime),
  ];
  for (const graph of ["optimistic", "pessimistic"] as const) {
    const estimate = graph === "optimistic" ? metric.optimisticEstimate : metric.pessimisticEstimate;
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== "network" || !node.request) continue;
      const { url, transferSize, priority } = node.request;
      const entry = requests.get(url) ?? {
        url: url.startsWith(origin) ? url.slice(origin.length) : url,
        bytes: transferSize,
        priority,
        optimistic: null,
        pessimistic: null,
      };
      entry[graph] = span(timing);
      requests.set(url, entry);
    }
  }
  return {
    optimistic: Math.round(metric.optimisticEstimate.timeInMs),
    pessimistic: Math.round(metric.pessimisticEstimate.timeInMs),
    requests: [...requests.values()].sort(
      (a, b) =>
        (a.pessimistic?.[0] ?? a.optimistic?.[0] ?? 0) - (b.pessimistic?.[0] ?? b.optimistic?.[0] ?? 0),
    ),
  };
}

/** A scored audit that did not pass, with what it found (a console message, an element, an address). */
export type FailedAudit = { id: string; title: string; found: string[] };

/** The median of each figure over several runs (per figure, so a single slow run moves nothing). */
export type LighthouseSummary = Omit<LighthouseRun, "failedAudits"> & {
  runs: number;
  failedAudits: LighthouseRun["failedAudits"];
};

function numeric(result: Result, id: string): number {
  return result.audits[id]?.numericValue ?? Number.NaN;
}

type DetailItem = {
  description?: string;
  text?: string;
  href?: string;
  url?: string;
  node?: { snippet?: string; selector?: string };
};

/** A line for each of the first few things an audit found. */
function foundItems(details: unknown): string[] {
  const items = (details as { items?: DetailItem[] } | undefined)?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const where = item.node?.selector ?? item.url ?? item.href ?? "";
    const what = item.description ?? item.text ?? item.node?.snippet ?? "";
    return [where, what].filter(Boolean).join(": ").slice(0, 240);
  });
}

/** Requests to other hosts that got no answer at all (no status): on this offline machine, the host is unknown. */
function unreachableElsewhere(result: Result): string[] {
  const site = new URL(result.finalDisplayedUrl).host;
  const requests =
    (result.audits["network-requests"]?.details as { items?: { url: string; statusCode: number }[] })
      ?.items ?? [];
  const urls = requests
    .filter(
      (request) => request.statusCode <= 0 && URL.canParse(request.url) && new URL(request.url).host !== site,
    )
    .map((request) => request.url);
  return [...new Set(urls)];
}

/**
 * Sums, over the page's long tasks (every one, from the long-tasks audit's debug data: simulated durations, each
 * attributed to the script it runs, or to the page or nothing), the blocking part (over 50 ms) of those attributed
 * to the site's own scripts.
 */
function siteScriptBlocking(result: Result): number {
  const debug = (
    result.audits["long-tasks"]?.details as
      { debugData?: { urls?: string[]; tasks?: { urlIndex: number; duration: number }[] } } | undefined
  )?.debugData;
  const site = new URL(result.finalDisplayedUrl).origin;
  const ours = (url: string | undefined) => {
    if (!url || !URL.canParse(url)) return false;
    const { origin, pathname } = new URL(url);
    return origin === site && /\/assets\/[^/]+\.js$/.test(pathname);
  };
  return (debug?.tasks ?? [])
    .filter((task) => ours(debug?.urls?.[task.urlIndex]))
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

/** The scripts fetched from the moment the islands runtime began fetching islands' code ahead, in bytes. */
function fetchedAhead(result: Result): number {
  const marks =
    (result.audits["user-timings"]?.details as { items?: { name: string; startTime: number }[] } | undefined)
      ?.items ?? [];
  const mark = marks.find((item) => item.name === PREFETCH_MARK);
  if (!mark) return 0;
  const network = result.audits["network-requests"]?.details as
    | {
        items?: { resourceType?: string; rendererStartTime?: number; transferSize?: number }[];
        debugData?: { networkStartTimeTs?: number };
      }
    | undefined;
  // The mark is timed from the navigation's start, the requests from the first request's: the first request comes
  // a few milliseconds later, and the islands' code a few after the mark, so without this the code fetched ahead
  // was counted as fetched before (74 KB "before interaction" on /gallery, where the page itself asked for 12).
  const navigationStart = (
    result.audits.metrics?.details as { items?: { observedNavigationStartTs?: number }[] } | undefined
  )?.items?.[0]?.observedNavigationStartTs;
  const firstRequest = network?.debugData?.networkStartTimeTs;
  const offset =
    navigationStart !== undefined && firstRequest !== undefined ? (firstRequest - navigationStart) / 1000 : 0;
  return (network?.items ?? [])
    .filter(
      (request) =>
        request.resourceType === "Script" &&
        request.rendererStartTime !== undefined &&
        request.rendererStartTime + offset >= mark.startTime,
    )
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

function summarize(result: Result): LighthouseRun {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((result.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const resources =
    (
      result.audits["resource-summary"]?.details as {
        items?: { resourceType: string; transferSize: number }[];
      }
    )?.items ?? [];
  const failedAudits: LighthouseRun["failedAudits"] = {};
  for (const category of CATEGORIES) {
    if (category === "performance") continue;
    const failed = (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => result.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => ({ id: audit!.id, title: audit!.title, found: foundItems(audit!.details) }));
    if (failed.length) failedAudits[category] = failed;
  }
  return {
    scores,
    fcp: numeric(result, "first-contentful-paint"),
    lcp: numeric(result, "largest-contentful-paint"),
    tbt: numeric(result, "total-blocking-time"),
    cls: numeric(result, "cumulative-layout-shift"),
    speedIndex: numeric(result, "speed-index"),
    totalBytes: resources.find((item) => item.resourceType === "total")?.transferSize ?? 0,
    scriptBytes: resources.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    aheadScriptBytes: fetchedAhead(result),
    benchmarkIndex: result.environment.benchmarkIndex,
    siteScriptBlocking: siteScriptBlocking(result),
    failedAudits,
    unreachable: unreachableElsewhere(result),
  };
}

export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function combine(runs: LighthouseRun[]): LighthouseSummary {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  // The failed audits of the run whose performance score is the median one: a report of one real page load.
  const middle = runs.toSorted((a, b) => a.scores.performance - b.scores.performance)[
    Math.floor(runs.length / 2)
  ]!;
  // The chain of the run whose LCP is the median one.
  const chained = runs.filter((run) => run.chain).toSorted((a, b) => a.lcp - b.lcp);
  const chain = chained[Math.floor((chained.length - 1) / 2)]?.chain;
  return {
    runs: runs.length,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, of((run) => run.scores[category])]),
    ) as Record<Category, number>,
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    speedIndex: of((run) => run.speedIndex),
    totalBytes: of((run) => run.totalBytes),
    scriptBytes: of((run) => run.scriptBytes),
    aheadScriptBytes: of((run) => run.aheadScriptBytes),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    siteScriptBlocking: of((run) => run.siteScriptBlocking),
    failedAudits: middle.failedAudits,
    unreachable: [...new Set(runs.flatMap((run) => run.unreachable))],
    ...(chain ? { chain } : {}),
  };
}

const MAX_RETRIES = 3;

/**
 * The audited server is reached by its IP address (127.0.0.1), so a host name that cannot be resolved is always
 * another company's (the booking calendar's embed script): this machine has no internet and no DNS for them. Chromium
 * logs each such failed request as a console error, which best practices would count against the page; on the
 * internet the request succeeds. The addresses are still reported, as `unreachable`, so nothing goes unseen.
 */
const OFFLINE_ERRORS = ["net::ERR_NAME_NOT_RESOLVED"];

function configFor(errorPage: boolean): Config {
  return {
    extends: "lighthouse:default",
    audits: [
      {
        path: "errors-in-console",
        options: {
          ignoredPatterns: [
            ...OFFLINE_ERRORS,
            // A page that answers an error status on purpose (the not-found page): Chromium logs that status as a
            // console error. Other missing files on the page are the link check's.
            ...(errorPage
              ? ["ERR_BLOCKED_BY_CLIENT.Inspector", "the server responded with a status of 404"]
              : []),
          ],
        },
      },
    ],
  };
}

/** The site's own scripts, as a static host serves them: blocked, the page runs none of its JavaScript. */
export const SITE_SCRIPTS = "*/assets/*.js";

/** A route measured as built and with the site's scripts blocked, in the same run of the audit. */
export type LighthousePair = {
  built: LighthouseSummary;
  blocked: LighthouseSummary;
  /** The blocking time the site's JavaScript adds: the built page's median TBT less the blocked page's, in ms. */
  addedTbt: number;
};

/**
 * One headless Chromium for every run; Lighthouse clears the site's cache and storage before each. `overTls`: the
 * pages are measured through a TLS proxy speaking HTTP/2 (`startTlsProxy`), the floor as well, as a visitor gets them
 * from a deployment (docs/decisions/175); otherwise over plain HTTP/1.1, as the audit did before.
 */
export async function openLighthouse({ overTls }: { overTls: boolean }) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    // The proxy's certificate is made on the spot, for this machine only.
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new", ...(overTls ? ["--ignore-certificate-errors"] : [])],
    logLevel: "silent",
  });
  /** `target` as Lighthouse opens it: through a TLS proxy speaking HTTP/2 when `overTls`, or as it is. */
  const serve = async (target: string): Promise<TlsProxy> =>
    overTls ? startTlsProxy(target, { hostname: "127.0.0.1" }) : { url: target, close: async () => {} };
  /** One Lighthouse run, again after a lost trace (NO_NAVSTART and the like: now and then on a busy machine). */
  async function once(url: string, errorPage: boolean, blockSiteScripts: boolean): Promise<LighthouseRun> {
    for (let failures = 0; ; failures++) {
      const answer = await lighthouse(
        url,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          ignoreStatusCode: errorPage,
          blockedUrlPatterns: blockSiteScripts ? [SITE_SCRIPTS] : null,
        },
        configFor(errorPage),
      );
      const error = answer ? answer.lhr.runtimeError : { message: "no result" };
      if (answer && !error) {
        const run = summarize(answer.lhr);
        if (!blockSiteScripts) run.chain = await lcpChain(answer.artifacts, answer.lhr);
        return run;
      }
      if (failures >= MAX_RETRIES) throw new Error(`Lighthouse could not measure ${url}: ${error?.message}`);
    }
  }
  return {
    /** How the pages are served to Lighthouse, in words for the report. */
    served: overTls ? "over TLS and HTTP/2" : "over plain HTTP/1.1",
    serve,
    /**
     * Lighthouse's mobile preset with its default simulated throttling, `runs` times, medians, as built and with the
     * site's scripts blocked (`SITE_SCRIPTS`), the runs alternating so that both see
     * the same moments of a shared machine: what is left when the site runs none of its JavaScript is the browser's
     * own work (layout, style, pictures), and the difference in TBT is what the site's JavaScript adds. `errorPage`
     * lets Lighthouse measure a page that answers an error status on purpose (the not-found page).
     */
    async measurePair(url: string, runs: number, errorPage = false): Promise<LighthousePair> {
      const built: LighthouseRun[] = [];
      const blocked: LighthouseRun[] = [];
      while (built.length < runs) {
        built.push(await once(url, errorPage, false));
        blocked.push(await once(url, errorPage, true));
      }
      const pair = { built: combine(built), blocked: combine(blocked) };
      return { ...pair, addedTbt: pair.built.tbt - pair.blocked.tbt };
    },
    /**
     * The host's floor: a page of one heading and one paragraph, with no script, style or picture, measured as the
     * routes are (`serve`). What it scores is the best any page can score on this host; its blocking time is the
     * browser's own (committing a navigation, setting up the page's script contexts), multiplied by the simulated
     * slowdown.
     */
    async measureFloor(runs: number): Promise<LighthouseSummary> {
      const page = await serveFloorPage(serve);
      try {
        const results: LighthouseRun[] = [];
        while (results.length < runs) results.push(await once(`${page.url}/`, false, false));
        return combine(results);
      } finally {
        await page.close();
      }
    },
    close: () => chrome.kill(),
  };
}

/** The floor page (below) on a server of its own, served through `serve` (a TLS proxy, say): close it when done. */
export async function serveFloorPage(serve: (target: string) => Promise<TlsProxy>): Promise<TlsProxy> {
  const server = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const page = await serve(`http://127.0.0.1:${port}`);
  return {
    url: page.url,
    close: async () => {
      await page.close();
      server.close();
    },
  };
}

const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<meta name="description" content="The host\'s floor."><title>Floor</title></head>' +
  "<body><h1>Floor</h1><p>One heading, one paragraph, nothing else.</p></body></html>";
