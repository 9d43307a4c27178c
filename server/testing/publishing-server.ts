/**
 * The publishing half of a server, as its own process, on a stand-in checkout (./stand-in-site.ts) and its database
 * (DATABASE_URL, or an embedded one in the checkout's data/): what server/main.ts does at start (serve the live version's build, then recover), then one
 * run. It prints what a visitor and staff would see as one JSON line ("state: {...}"), before the run and after it.
 * server/publishing/crash.test.ts kills it with SIGKILL while a run holds at a step (PUBLISH_TEST_HOLD), then starts
 * it again on the same checkout and data, as a restart after a crash would.
 *
 *   node server/testing/publishing-server.ts ROOT start|publish|preview|restore:ID
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../database.ts";
import { createContentHistory } from "../publishing/content-history.ts";
import { createLiveSite } from "../publishing/live-site.ts";
import { createPublisher } from "../publishing/publisher.ts";
import { createPublishRuns, createSiteVersions, type SiteVersion } from "../publishing/versions.ts";

const [root = "", action = "start"] = process.argv.slice(2);
const OWNER = { id: null, name: "Olive Owner", email: "olive.owner@example.com" };

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: join(root, "data") });
const history = createContentHistory(root);
const baselineDir = join(root, "build");
const liveSite = createLiveSite({ root, baselineDir, history });
const versions = createSiteVersions(database.db);
const runs = createPublishRuns(database.db);

const startVersion = await versions.current();
let served: { version: SiteVersion | null; dir: string } = {
  version: startVersion,
  dir: await liveSite.buildFor(startVersion),
};
const publisher = createPublisher({
  root,
  database,
  history,
  liveSite,
  baselineDir,
  prepare: async (dir) => ({ dir }),
  activate: (prepared, version) => {
    served = { version, dir: prepared.dir };
  },
  servedVersion: () => served.version?.id ?? null,
  showPreview: async () => undefined,
  editingRefused: () => null,
});
await publisher.recover(startVersion, served.dir);

const shown = (dir: string) => readFileSync(join(dir, "price.txt"), "utf8");
async function state() {
  const preview = await runs.currentPreview();
  return {
    served: shown(served.dir),
    versions: (await publisher.versions()).map((version) => `${version.kind} ${version.id}`),
    run: (await publisher.status())?.state ?? null,
    preview: preview?.previewDir && liveSite.isBuild(preview.previewDir) ? shown(preview.previewDir) : null,
    changes: (await publisher.changes()).map(
      (change) => `${change.label}: ${change.before} → ${change.after}`,
    ),
    /** What runs left in .publish: only finished builds belong there between runs. */
    leftovers: existsSync(join(root, ".publish"))
      ? readdirSync(join(root, ".publish")).filter((name) => name.startsWith("run-"))
      : [],
  };
}
console.log(`state: ${JSON.stringify(await state())}`);

if (action !== "start") {
  const started =
    action === "publish"
      ? await publisher.publish(OWNER)
      : action === "preview"
        ? await publisher.startPreview(OWNER)
        : await publisher.restore(Number(action.slice("restore:".length)), OWNER);
  if (!started.started) throw new Error(`The ${action} did not start: ${started.reason}`);
  await publisher.settled();
  console.log(`state: ${JSON.stringify(await state())}`);
}
await publisher.stop();
await database.close();
