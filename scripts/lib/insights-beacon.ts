import { minifySync } from "rolldown/utils";
import { insightsBeacon } from "../../app/features/insights/beacon.ts";

/** The most the beacon may weigh in every page (issue 16). */
export const BEACON_BUDGET_BYTES = 1024;

/**
 * The beacon as the inline script of every page, minified at build time (vite.config.ts defines it as
 * __INSIGHTS_BEACON__); a beacon over its budget stops the build.
 */
export function beaconScript(collector: string): string {
  const { code, errors } = minifySync(
    "insights-beacon.js",
    `(${insightsBeacon.toString()})(${JSON.stringify(collector)})`,
  );
  if (errors.length)
    throw new Error(
      `The insights beacon does not minify: ${errors.map((error) => error.message).join("; ")}`,
    );
  const script = code.trim();
  const bytes = Buffer.byteLength(script);
  if (bytes > BEACON_BUDGET_BYTES) {
    throw new Error(`The insights beacon is ${bytes} bytes, over its ${BEACON_BUDGET_BYTES}-byte budget.`);
  }
  return script;
}
