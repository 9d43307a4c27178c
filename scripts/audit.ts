/**
 * `npm run audit`: the quality bar, measured. Builds, starts the production server on a free port, and over every
 * public route and the not-found page runs Lighthouse (mobile preset, simulated throttling, medians of several runs),
 * each route as built and with the site's scripts blocked, runs alternating, so that it shows the blocking time the
 * site's JavaScript adds to the browser's own; axe (WCAG 2.2 A/AA at 1280 and 375 px), HTML validation and the
 * internal link and anchor check. Prints one table, writes reports/audit.json and reports/audit.md, and exits 1 when
 * a route is under the budgets.
 *
 *   npm run audit                              everything, 3 Lighthouse runs a route
 *   npm run audit -- --runs 5                  more runs (steadier medians)
 *   npm run audit -- --only /,/tours           some routes only
 *   npm run audit -- --no-build                audit the existing build
 *   npm run audit -- --taps-only               only the first-tap timings (issue 38), beside the platform's control
 *   npm run audit -- --taps-only --only /gallery   the first taps of one route's widgets
 *   npm run audit -- --plain-http              Lighthouse over plain HTTP/1.1, as before decision 175
 *   npm run audit -- --chain --only /tours     also print what each route's simulated LCP waited for (decision 177)
 *   npm run audit -- --felt                    also time each route's LCP as Chromium paints it on the phone profile,
 *                                              beside the floor (decision 185); --felt-only: that alone
 *
 * Lighthouse opens the pages, and its floor page, through a local TLS proxy speaking HTTP/2, as visitors get them from
 * a deployment (README, "Deploying"; docs/decisions/175). axe, the links and the first taps use the server itself.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { BUILD_DIR, ROOT } from "./lib/build-inputs.ts";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium.ts";
import { startServer } from "./lib/server-process.ts";
import { AXE_VIEWPORTS, axeViolations, isBlocking, type AxeViolation } from "./lib/quality/axe.ts";
import { describeHtmlProblem, validateHtml, type HtmlProblem } from "./lib/quality/html-validation.ts";
import {
  median,
  openLighthouse,
  serveFloorPage,
  SITE_SCRIPTS,
  type LighthouseSummary,
} from "./lib/quality/lighthouse.ts";
import { startTlsProxy } from "./lib/tls-proxy.ts";
import { describeBrokenLink, LinkChecker, type BrokenLink } from "./lib/quality/links.ts";
import { auditRoutes, type AuditRoute } from "./lib/quality/routes.ts";
import { feltLcpReport, measureFeltLcp, type FeltLcp } from "./lib/quality/felt-lcp.ts";
import { measureFirstTaps, TAP_PROFILE, TAP_WIDGETS, type TapFigure } from "./lib/quality/first-tap.ts";
import {
  describeTextOverImage,
  textOverImageProblems,
  type TextOverImageProblem,
} from "./lib/quality/text-over-images.ts";

/** The numbers the site must reach (ARCHITECTURE.md, "Numbers the site must reach"). */
const BUDGETS = {
  /** Lighthouse's median score: 100 is the aim, never under 99. */
  performance: 99,
  /** Largest contentful paint, in milliseconds. */
  maxLcpMs: 1500,
  /** JavaScript at load, compressed as served, in bytes (100 KB). */
  maxScriptBytes: 100 * 1024,
  accessibility: 100,
  bestPractices: 100,
  /** Not asked of pages that are kept out of search engines. */
  seo: 100,
  /** Shown with two decimals: 0.00. */
  maxCls: 0.005,
  /**
   * The blocking time the site's JavaScript adds, in ms: judged on the blocking part of the long tasks Lighthouse
   * attributes to the site's scripts (median), which bounds it. The difference from the same page with its scripts
   * blocked is printed beside it; on a host whose own floor moves by more than this, that difference is noise
   * (docs/decisions/110, "Figures").
   */
  maxAddedTbtMs: 20,
  /**
   * JavaScript fetched before the visitor interacts, on a page none of whose islands starts before it is asked for
   * (the header, its menu and the footer's included; docs/decisions/110): Lighthouse's run does not interact, so it
   * is all the run fetched. A page with an island that must be live on the screen at once may fetch that island too.
   */
  maxWaitingPageScriptBytes: 20 * 1024,
  /** A widget's first answer after a tap, beyond the platform's own control's on the same page (issue 38), in ms. */
  maxTapOverControlMs: 100,
} as const;

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    "no-build": { type: "boolean", default: false },
    "taps-only": { type: "boolean", default: false },
    "plain-http": { type: "boolean", default: false },
    chain: { type: "boolean", default: false },
    felt: { type: "boolean", default: false },
    "felt-only": { type: "boolean", default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of runs, 1 or more.");

type RouteReport = AuditRoute & {
  /** Lighthouse as built, and with the site's scripts blocked. */
  lighthouse: LighthouseSummary | null;
  blocked: LighthouseSummary | null;
  /** The blocking time the site's JavaScript adds (medians), in ms. */
  addedTbt: number | null;
  /** The islands the page shows: each one's name and when it starts (its `data-start`, app/islands/start-when.ts). */
  islands: { name: string; start: string }[];
  lighthouseError?: string;
  axe: Record<string, AxeViolation[]>;
  /** Text on a picture under AA, by viewport width (axe cannot judge it). */
  textOverImages: Record<string, TextOverImageProblem[]>;
  html: HtmlProblem[];
  links: { checked: number; broken: BrokenLink[] };
  failures: string[];
};

const log = (line: string) => process.stderr.write(`${line}\n`);

async function checkMarkupAndLinks(origin: string, reports: RouteReport[]) {
  const checker = new LinkChecker(origin);
  for (const report of reports) {
    const html = await (await fetch(`${origin}${report.path}`)).text();
    report.islands = [
      ...html.matchAll(/\bdata-island="([a-z0-9-]+)" data-props="[^"]*"(?: data-start="([^"]*)")?/g),
    ].map((match) => ({ name: match[1]!, start: match[2] ?? "" }));
    report.html = await validateHtml(html, report.path);
    report.links = await checker.checkPage(report.path, report.status);
  }
}

async function checkAccessibility(origin: string, reports: RouteReport[]) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    for (const viewport of AXE_VIEWPORTS) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const report of reports) {
        await page.goto(`${origin}${report.path}`);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        report.axe[viewport.width] = await axeViolations(page);
        report.textOverImages[viewport.width] = await textOverImageProblems(page);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

function judge(report: RouteReport): string[] {
  const failures: string[] = [];
  const lh = report.lighthouse;
  if (report.lighthouseError) failures.push(report.lighthouseError);
  if (lh) {
    const { performance, accessibility, seo } = lh.scores;
    const bestPractices = lh.scores["best-practices"];
    if (performance < BUDGETS.performance)
      failures.push(`performance ${performance} < ${BUDGETS.performance}`);
    const audits = (category: keyof LighthouseSummary["failedAudits"]) =>
      (lh.failedAudits[category] ?? []).map((audit) => audit.id).join(", ");
    if (accessibility < BUDGETS.accessibility)
      failures.push(`accessibility ${accessibility}: ${audits("accessibility")}`);
    if (bestPractices < BUDGETS.bestPractices)
      failures.push(`best practices ${bestPractices}: ${audits("best-practices")}`);
    if (!report.noindex && seo < BUDGETS.seo) failures.push(`SEO ${seo}: ${audits("seo")}`);
    if (lh.cls >= BUDGETS.maxCls) failures.push(`CLS ${lh.cls.toFixed(3)}`);
    if (lh.lcp > BUDGETS.maxLcpMs) failures.push(`LCP ${seconds(lh.lcp)} s > ${seconds(BUDGETS.maxLcpMs)} s`);
    if (lh.scriptBytes > BUDGETS.maxScriptBytes)
      failures.push(
        `JavaScript ${overKilobytes(lh.scriptBytes)} KB > ${kilobytes(BUDGETS.maxScriptBytes)} KB`,
      );
    if (startsNothing(report) && beforeIdle(lh) > BUDGETS.maxWaitingPageScriptBytes)
      failures.push(
        `JavaScript before interaction ${overKilobytes(beforeIdle(lh))} KB > ${kilobytes(BUDGETS.maxWaitingPageScriptBytes)} KB on a page whose islands all wait to be asked`,
      );
  }
  if (lh && lh.siteScriptBlocking > BUDGETS.maxAddedTbtMs)
    failures.push(
      `the site's scripts run long tasks blocking ${lh.siteScriptBlocking.toFixed(0)} ms > ${BUDGETS.maxAddedTbtMs} ms`,
    );
  for (const [width, violations] of Object.entries(report.axe)) {
    for (const violation of violations.filter(isBlocking)) {
      failures.push(
        `axe at ${width}px: ${violation.impact} ${violation.rule} (${violation.targets.join(", ")})`,
      );
    }
  }
  for (const [width, problems] of Object.entries(report.textOverImages)) {
    for (const problem of problems)
      failures.push(`contrast at ${width}px: ${describeTextOverImage(problem)}`);
  }
  for (const problem of report.html.filter((item) => item.severity === "error")) {
    failures.push(`HTML ${describeHtmlProblem(problem)}`);
  }
  for (const link of report.links.broken) failures.push(`link ${describeBrokenLink(link)}`);
  return failures;
}

/** A page none of whose islands starts before the visitor asks: no island starts with the page or near the screen. */
const startsNothing = (report: RouteReport) =>
  report.islands.every(({ start }) => !/\b(load|near:)/.test(start));

/**
 * JavaScript fetched before the page was idle: what a visitor who never taps pays for while the page loads. What the
 * runtime fetches ahead once it is idle, without running it, is shown beside it, not counted (docs/decisions/160).
 */
const beforeIdle = (lh: LighthouseSummary) => lh.scriptBytes - lh.aheadScriptBytes;

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(0);
/** A figure over its budget, to a tenth: rounded to whole kilobytes, 100.4 KB would read "100 KB > 100 KB". */
const overKilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

function tableRows(reports: RouteReport[]): string[][] {
  return reports.map((report) => {
    const lh = report.lighthouse;
    const blocking = Object.values(report.axe).flat().filter(isBlocking).length;
    const allAxe = Object.values(report.axe).flat().length;
    const errors = report.html.filter((item) => item.severity === "error").length;
    return [
      report.status === 404 ? `${report.path} (404)` : report.path,
      lh ? String(lh.scores.performance) : "-",
      lh ? String(lh.scores.accessibility) : "-",
      lh ? String(lh.scores["best-practices"]) : "-",
      lh ? (report.noindex ? `(${lh.scores.seo})` : String(lh.scores.seo)) : "-",
      lh ? seconds(lh.fcp) : "-",
      lh ? seconds(lh.lcp) : "-",
      lh && floor ? `+${seconds(lh.lcp - floor.lcp)}` : "-",
      lh ? lh.tbt.toFixed(0) : "-",
      report.blocked ? report.blocked.tbt.toFixed(0) : "-",
      report.addedTbt !== null ? report.addedTbt.toFixed(0) : "-",
      lh ? lh.siteScriptBlocking.toFixed(0) : "-",
      lh ? lh.cls.toFixed(2) : "-",
      lh ? kilobytes(lh.totalBytes) : "-",
      lh
        ? `${kilobytes(beforeIdle(lh))}${startsNothing(report) ? " w" : ""}${lh.aheadScriptBytes ? ` +${kilobytes(lh.aheadScriptBytes)}` : ""}`
        : "-",
      lh ? lh.benchmarkIndex.toFixed(0) : "-",
      `${blocking}/${allAxe}`,
      String(Object.values(report.textOverImages).flat().length),
      String(errors),
      `${report.links.broken.length}/${report.links.checked}`,
      report.failures.length ? "UNDER" : "ok",
    ];
  });
}

const HEADER = [
  "route",
  "perf",
  "a11y",
  "bp",
  "seo",
  "FCP s",
  "LCP s",
  "+floor",
  "TBT ms",
  "no JS",
  "JS adds",
  "JS tasks",
  "CLS",
  "KB",
  "JS KB",
  "CPU",
  "axe",
  "on img",
  "html",
  "links",
  "budget",
];

function textTable(rows: string[][], header: readonly string[] = HEADER): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  return [line([...header]), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join(
    "\n",
  );
}

function markdownTable(rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [
    line(HEADER),
    line(HEADER.map((_, column) => (column === 0 ? "---" : "---:"))),
    ...rows.map(line),
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------------------------

const started = performance.now();
let routes = auditRoutes();
if (options.only) {
  const wanted = new Set(options.only.split(",").map((path) => path.trim()));
  routes = routes.filter((route) => wanted.has(route.path));
  if (!routes.length) throw new Error(`--only matched no route: ${options.only}`);
}

if (!options["no-build"]) {
  log("Building the site (scripts/build.ts)...");
  const build = spawnSync(process.execPath, [join(ROOT, "scripts/build.ts")], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: process.env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startServer({ BUILD_DIR, LOG_REQUESTS: "0" });
let floor: LighthouseSummary | null = null;
/** How Lighthouse was served the pages and the floor. */
let served = "";
const reports: RouteReport[] = routes.map((route) => ({
  ...route,
  lighthouse: null,
  blocked: null,
  addedTbt: null,
  islands: [],
  axe: {},
  textOverImages: {},
  html: [],
  links: { checked: 0, broken: [] },
  failures: [],
}));

let taps: TapFigure[] = [];
let felt: { floorMs: number; routes: FeltLcp[] } | null = null;
try {
  if (options.felt || options["felt-only"]) {
    const browser = await chromium.launch({
      executablePath: ensureChromium(),
      args: [...CHROMIUM_ARGS, "--ignore-certificate-errors"],
    });
    const serveOverTls = (target: string) => startTlsProxy(target, { hostname: "127.0.0.1" });
    const [site, floorPage] = await Promise.all([serveOverTls(server.url), serveFloorPage(serveOverTls)]);
    try {
      felt = await measureFeltLcp(
        browser,
        { site: site.url, floor: floorPage.url },
        routes.filter((route) => route.status === 200).map((route) => route.path),
        runs,
        log,
      );
    } finally {
      await Promise.all([site.close(), floorPage.close(), browser.close()]);
    }
    if (options["felt-only"]) {
      console.log(feltLcpReport(felt));
      await server.stop();
      process.exit(0);
    }
  }
  log(
    `First taps on a phone (${TAP_PROFILE.width} px, CPU x${TAP_PROFILE.cpuSlowdown}, ${TAP_PROFILE.latencyMs} ms round trip), ` +
      `beside a native control, median of ${runs}...`,
  );
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    // With --only, the widgets on those routes only.
    const wanted = new Set(routes.map((route) => route.path));
    taps = await measureFirstTaps(
      browser,
      server.url,
      TAP_WIDGETS.filter((widget) => !options.only || wanted.has(widget.path)),
      runs,
      log,
    );
  } finally {
    await browser.close();
  }
  if (options["taps-only"]) {
    console.log(firstTapReport(taps));
    await server.stop();
    process.exit(taps.some(tapOverBudget) ? 1 : 0);
  }
  log(`Checking HTML and links on ${reports.length} routes...`);
  await checkMarkupAndLinks(server.url, reports);
  log(`axe at ${AXE_VIEWPORTS.map((viewport) => `${viewport.width}px`).join(" and ")}...`);
  await checkAccessibility(server.url, reports);
  const lighthouse = await openLighthouse({ overTls: !options["plain-http"] });
  served = lighthouse.served;
  const site = await lighthouse.serve(server.url);
  try {
    log(`Lighthouse on the host's floor (a page of one heading, no script), ${runs} runs, ${served}...`);
    floor = await lighthouse.measureFloor(runs);
    for (const [index, report] of reports.entries()) {
      log(
        `Lighthouse ${index + 1}/${reports.length} (${runs} runs, and as many with ${SITE_SCRIPTS} blocked): ${report.path}`,
      );
      try {
        const pair = await lighthouse.measurePair(`${site.url}${report.path}`, runs, report.status !== 200);
        report.lighthouse = pair.built;
        report.blocked = pair.blocked;
        report.addedTbt = pair.addedTbt;
      } catch (error) {
        report.lighthouseError = error instanceof Error ? error.message : String(error);
      }
    }
  } finally {
    await site.close();
    lighthouse.close();
  }
} finally {
  await server.stop();
}

for (const report of reports) report.failures = judge(report);
const under = reports.filter((report) => report.failures.length);
const rows = tableRows(reports);
const date = new Date().toISOString();
const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).stdout?.toString().trim();

console.log(
  `\nWhisker Walks NYC audit, ${date.slice(0, 10)} (commit ${commit}): Lighthouse mobile, median of ${runs}, ${served}`,
);
console.log(textTable(rows));
console.log(
  `\nperf, a11y, bp, seo: Lighthouse scores (seo in brackets: noindex page, not budgeted). TBT ms: as built; no JS:` +
    ` the same page with ${SITE_SCRIPTS} blocked; JS adds: the difference (medians); JS tasks: the blocking part of the` +
    ` long tasks Lighthouse attributes to the site's scripts, which bounds what they add (median, budget` +
    ` ${BUDGETS.maxAddedTbtMs} ms).` +
    ` JS KB: JavaScript fetched before any interaction and before the page was idle (w: every island of the page` +
    ` waits to be asked, budget ${kilobytes(BUDGETS.maxWaitingPageScriptBytes)} KB); +N: islands' code fetched ahead` +
    ` once it was idle, not run (decision 160). CPU: the host's benchmark index during the route's runs` +
    ` (higher is faster). axe: serious or critical / all WCAG A/AA violations at` +
    ` ${AXE_VIEWPORTS.map((viewport) => viewport.width).join(" and ")} px; on img: lines of text on a picture under AA.` +
    ` html: errors. links: broken / checked. +floor: LCP over the floor page's, served the same way.`,
);
const speeds = reports.flatMap((report) => (report.lighthouse ? [report.lighthouse.benchmarkIndex] : []));
const hostSpeed = speeds.length
  ? `Host CPU: Lighthouse benchmark index ${median(speeds).toFixed(0)} (routes' medians ${Math.min(...speeds).toFixed(0)}-` +
    `${Math.max(...speeds).toFixed(0)}; higher is faster). TBT, and so performance, is simulated from this machine's` +
    ` own task times: compare it only between audits on hosts of like speed.` +
    (floor
      ? ` The host's floor, a page of one heading and no script: performance ${floor.scores.performance}, TBT` +
        ` ${floor.tbt.toFixed(0)} ms (median of ${floor.runs}), the best a page can expect on this host.`
      : "")
  : "";
if (hostSpeed) console.log(hostSpeed);
const unreachable = new Map<string, string[]>();
for (const report of reports) {
  for (const url of report.lighthouse?.unreachable ?? []) {
    const host = new URL(url).host;
    unreachable.set(host, [...(unreachable.get(host) ?? []), report.path]);
  }
}
for (const [host, paths] of unreachable) {
  console.log(
    `Offline: ${host} could not be reached from ${[...new Set(paths)].join(", ")}; its failed requests' console` +
      ` errors are not counted (this machine has no internet).`,
  );
}
if (options.chain) console.log(`\n${chainReport(reports, floor)}`);
if (felt) console.log(`\n${feltLcpReport(felt)}`);
console.log(`\n${firstTapReport(taps)}`);
const slowTaps = taps.filter(tapOverBudget);
if (under.length) {
  console.log(`\n${under.length} of ${reports.length} routes under the budgets:`);
  for (const report of under) {
    console.log(`  ${report.path}`);
    for (const failure of report.failures) console.log(`    - ${failure}`);
  }
} else {
  console.log(`\nEvery route (${reports.length}) meets the budgets.`);
}

mkdirSync(join(ROOT, "reports"), { recursive: true });
writeFileSync(
  join(ROOT, "reports/audit.json"),
  `${JSON.stringify({ date, commit, runs, served, budgets: BUDGETS, passed: under.length === 0 && !slowTaps.length, floor, taps, felt, routes: reports }, null, 2)}\n`,
);
writeFileSync(
  join(ROOT, "reports/audit.md"),
  `Audit of ${date.slice(0, 10)}, commit ${commit}: Lighthouse mobile (simulated throttling), median of ${runs} runs, ${served}.\n\n${markdownTable(rows)}\n\n${hostSpeed}\n`,
);
log(
  `\nReports: reports/audit.json, reports/audit.md (${((performance.now() - started) / 60_000).toFixed(1)} min).`,
);
process.exit(under.length || slowTaps.length ? 1 : 0);

/** A widget's first answer later than the budget allows beside the control (a later stage shown beside it is not held to it). */
function tapOverBudget(tap: TapFigure): boolean {
  return !tap.informational && tap.overMs > BUDGETS.maxTapOverControlMs;
}

/**
 * Each route's LCP chain (`LcpChain`, the run with the median LCP): the requests in Lighthouse's two simulated graphs,
 * in the order the simulation started them, with their simulated start and end.
 */
function chainReport(reports: RouteReport[], floor: LighthouseSummary | null): string {
  const span = (times: [number, number] | null) => (times ? `${times[0]}-${times[1]}` : "-").padStart(9);
  const lines = [
    `What each route's simulated LCP waited for (Lighthouse's optimistic | pessimistic graph, ms from the start;` +
      ` KB as transferred; the run with the median LCP). Floor: ${floor ? `${seconds(floor.lcp)} s` : "not measured"}.`,
  ];
  for (const report of reports) {
    const chain = report.lighthouse?.chain;
    if (!chain) continue;
    lines.push(`${report.path}: ${chain.optimistic} | ${chain.pessimistic} ms`);
    for (const request of chain.requests) {
      lines.push(
        `  ${span(request.optimistic)} | ${span(request.pessimistic)}  ${(request.bytes / 1024).toFixed(1).padStart(5)} KB` +
          `  ${request.priority.padEnd(8)} ${request.url.slice(0, 72)}`,
      );
    }
  }
  return lines.join("\n");
}

/** The first-tap figures as a table, each widget against the budget over its page's control. */
function firstTapReport(figures: TapFigure[]): string {
  const rows = [
    ...figures.map((tap) => [
      tap.widget,
      tap.path,
      `${tap.tapMs.toFixed(0)} ms`,
      `${tap.controlMs.toFixed(0)} ms`,
      `${tap.overMs > 0 ? "+" : ""}${tap.overMs.toFixed(0)} ms`,
      tap.informational ? "(a later stage)" : tapOverBudget(tap) ? "over budget" : "ok",
    ]),
  ];
  const header = ["widget", "page", "tap → answer", "control", "over", ""];
  return `First tap (issue 38), median of ${runs}, budget: within ${BUDGETS.maxTapOverControlMs} ms of the control\n${textTable(rows, header)}`;
}
