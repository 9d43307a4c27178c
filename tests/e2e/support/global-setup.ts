/**
 * Before the run: whatever an earlier run in this checkout left running (a server whose worker was killed, a
 * Postgres cluster, a browser) is stopped, and its temporary folders are removed (scripts/lib/test-run.ts).
 */
import { clearEarlierRuns, describeProcess, RUN_MARK } from "../../../scripts/lib/test-run.ts";

export default async function globalSetup() {
  const left = await clearEarlierRuns(process.env[RUN_MARK] ?? "");
  if (left.length)
    console.log(
      `Stopped ${left.length} process(es) an earlier test run left:\n${left.map(describeProcess).join("\n")}`,
    );
}
