/**
 * After the run, before Playwright stops its web servers: every process of this run that is not below Playwright's
 * own is one a killed worker's test started (a worker's children lose their parent with it). They are stopped here;
 * `npm test` then fails if anything of the run is still alive (scripts/test.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  describeProcess,
  descendantsOf,
  killAll,
  markedProcesses,
  RUN_MARK,
} from "../../../scripts/lib/test-run.ts";

/** How many site builds the run made and how many it copied from its build cache (scripts/lib/test-build-cache.ts). */
function reportBuilds() {
  const cache = process.env.WW_TEST_BUILD_CACHE;
  const log = cache && join(cache, "log");
  if (!log || !existsSync(log)) return;
  const lines = readFileSync(log, "utf8").split("\n");
  const count = (what: string) => lines.filter((line) => line.includes(` ${what} `)).length;
  console.log(
    `Site builds in checkouts: ${count("built")} made, ${count("copied")} copied from earlier in the run.`,
  );
}

export default async function globalTeardown() {
  reportBuilds();
  const run = process.env[RUN_MARK];
  if (!run) return;
  const ours = descendantsOf(process.pid);
  // Playwright stops its web servers after this; a Postgres cluster daemonizes, so it is not below them.
  const orphans = markedProcesses((each) => each === run).filter(
    ({ pid, webServer }) => !ours.has(pid) && !webServer,
  );
  if (!orphans.length) return;
  console.log(
    `Stopping ${orphans.length} process(es) that tests of killed workers started:\n${orphans.map(describeProcess).join("\n")}`,
  );
  await killAll(orphans);
}
