/**
 * Before the run: whatever an earlier run in this checkout left running (a server whose worker was killed, a
 * Postgres cluster, a browser) is stopped, and its temporary folders are removed (scripts/lib/test-run.ts).
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clearEarlierRuns, describeProcess, RUN_MARK } from "../../../scripts/lib/test-run.ts";
import { PGLITE_TEMPLATE, writePgliteTemplate } from "../../../server/database.ts";

export default async function globalSetup() {
  const left = await clearEarlierRuns(process.env[RUN_MARK] ?? "");
  if (left.length)
    console.log(
      `Stopped ${left.length} process(es) an earlier test run left:\n${left.map(describeProcess).join("\n")}`,
    );
  // The servers tests start on new embedded databases begin with a copy of one made and migrated once (workers and
  // the servers they start inherit the setting): seconds of CPU a start (docs/testing.md "Databases"). In the run's
  // own temporary folder, which its teardown removes.
  const template = join(tmpdir(), "pglite-template.tar");
  await writePgliteTemplate(template);
  process.env[PGLITE_TEMPLATE] = template;
  // A build of the same code and content is made once a run, whichever checkout asks for it (docs/testing.md
  // "Builds"): the specs that publish publish the same values.
  process.env.WW_TEST_BUILD_CACHE = join(tmpdir(), "builds");
}
