import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import { reportInsight } from "./insight.ts";

/**
 * Real visitors' speed (issue 38, docs/decisions/140-real-visitors-speed.md): the web-vitals library measures this
 * page view's largest paint, its slowest answer to a tap and its layout shift the way Chrome's own report does, and
 * each goes to the beacon when the library settles it (mostly as the visitor leaves or hides the page). The islands
 * runtime loads this module in an idle moment, and only when the beacon sends (./beacon.ts sets INSIGHTS_ON).
 */

/**
 * The page the browser loaded: its measures are that document's, also after the visitor has moved on within it
 * (app/islands/in-page.ts swaps pages in place, so a tap or a shift later on is still this document's).
 */
const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
const path = new URL(navigation?.name || location.href).pathname;

function report(metric: Metric) {
  const value = metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  reportInsight({ type: "vital", path, metric: metric.name as "LCP" | "INP" | "CLS", value });
}

onLCP(report);
onINP(report);
onCLS(report);
// Says that this page view's speed is being measured (the end-to-end tests wait for it).
document.documentElement.dataset.measuring = "speed";
