import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabaseUrl } from "../testing/database.ts";
import { savedPrice, setPrice, standInCheckout } from "../testing/stand-in-site.ts";

/**
 * Publishing survives kill -9 at every step (issue 24; moved here from tests/e2e/publishing-crash.spec.ts by issue
 * 36): a publish, a restore and a preview are each held at every step (PUBLISH_TEST_HOLD) in a process of their own,
 * which is then killed with SIGKILL; the next process starts on the same checkout and data as a restarted server
 * does. Each time it serves the previous version or the new one, whole; the published versions are those that went
 * live; the drafts are as staff left them; and the next run needs no clean-up. The build is a stand-in
 * (server/testing/stand-in-site.ts): one real kill -9 per operation, with the real build and server, stays in
 * tests/e2e/publishing-crash.spec.ts, on the embedded database (PGlite), whose data-folder lock a kill leaves behind.
 * Here each process opens a database of its own in the run's Postgres cluster (the unit tests' postgres project): an
 * embedded database costs each start seconds of CPU, twenty starts a run.
 */

const SERVER = join(import.meta.dirname, "../testing/publishing-server.ts");
/** Loaded first, as the server's entry loads it (decision 169): each of the twenty starts opens its database sooner. */
const MODULE_LOADING = join(import.meta.dirname, "../module-loading.ts");

type State = {
  served: string;
  versions: string[];
  run: string | null;
  preview: string | null;
  changes: string[];
  leftovers: string[];
};

let root: string;
let databaseUrl: string | undefined;

/**
 * Starts the publishing server on the checkout and runs `action`; resolves with what it showed once started, and
 * after the run. With `killAt`, the run holds at that step and the process is killed there (no "after").
 */
function serve(action: string, killAt?: string): Promise<{ atStart: State; after?: State }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", MODULE_LOADING, SERVER, root, action], {
      env: {
        ...process.env,
        PUBLISH_TEST_HOLD: killAt ?? "",
        STAND_IN_BUILD_WAITS: "",
        DATABASE_URL: databaseUrl ?? "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const states = () =>
      [...output.matchAll(/^state: (.*)$/gm)].map((match) => JSON.parse(match[1]!) as State);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (killAt && output.includes(`holding at "${killAt}"`) && child.exitCode === null) {
        // A stand-in build still running finishes in milliseconds (a real one stops itself: scripts/build.ts).
        if (killAt === "building") waitForBuilds().then(() => child.kill("SIGKILL"), reject);
        else child.kill("SIGKILL");
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      const [atStart, after] = states();
      if (killAt && signal === "SIGKILL" && atStart) return resolve({ atStart });
      if (!killAt && code === 0 && atStart && after) return resolve({ atStart, after });
      if (!killAt && code === 0 && action === "start" && atStart) return resolve({ atStart });
      reject(new Error(`The publishing server ended with ${signal ?? `exit code ${code}`}:\n${output}`));
    });
  });
}

/** Until every build a run started in .publish is finished. */
async function waitForBuilds() {
  const building = () =>
    readdirSync(join(root, ".publish")).filter(
      (name) => name.endsWith("-building") && !existsSync(join(root, ".publish", name, ".build-hash")),
    );
  const deadline = Date.now() + 20_000;
  while (building().length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("publishing through kill -9, at every step", () => {
  const price = 40;
  beforeAll(async () => {
    root = standInCheckout();
    databaseUrl = await freshDatabaseUrl();
    setPrice(root, price);
    // The first start builds the checked-out content, as npm start does.
    const { atStart } = await serve("start");
    expect(atStart).toMatchObject({ served: String(price), versions: [], run: null });
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const draft = price + 3;
  it("a publish killed while checking, building, saving or going live leaves the old site whole, lists nothing new and keeps the draft; killed once recorded, the new site is served and listed; the next publish needs no clean-up", async () => {
    setPrice(root, draft);
    const points = ["checking", "building", "saving", "going live"];
    let next = (await serve("publish", points[0])).atStart;
    for (const [index, point] of points.entries()) {
      // The state the next start shows is the one this kill left.
      next = (await serve("publish", points[index + 1] ?? "recorded")).atStart;
      expect(next, `after a kill while ${point}`).toEqual({
        served: String(price),
        versions: [],
        run: "interrupted",
        preview: null,
        changes: [`Tour price: $${price} → $${draft}`],
        // What the dead run left in .publish is gone.
        leftovers: [],
      });
      expect(savedPrice(root), "the draft is kept").toBe(draft);
    }
    // Killed right after it was recorded as live, before that process served it: the restart serves it, and the
    // content as installed, recorded with it, is a version too.
    const { atStart, after } = await serve("publish");
    expect(atStart).toMatchObject({
      served: String(draft),
      versions: ["publish 2", "installed 1"],
      changes: [],
    });
    expect(atStart.run).not.toBe("running");

    // That start went on to publish: nothing to publish, refused in words, and nothing changed.
    expect(after).toMatchObject({ served: String(draft), versions: ["publish 2", "installed 1"] });
    setPrice(root, draft + 1);
    const published = await serve("publish");
    expect(published.after).toMatchObject({
      served: String(draft + 1),
      versions: ["publish 3", "publish 2", "installed 1"],
      run: "done",
      leftovers: [],
    });
  }, 300_000);

  it("a restore killed at each step leaves the live version and the drafts; killed once recorded, the restored version is served", async () => {
    const first = draft;
    const second = draft + 1;
    const newDraft = draft + 9;
    setPrice(root, newDraft);
    const builds = join(root, ".publish");
    const aside = join(root, "first-build-aside");
    const points = ["checking", "building", "saving", "going live", "recorded"];
    for (const [index, point] of points.entries()) {
      // Without the first version's build, the restore builds it again (the building step): set aside, not deleted.
      const firstBuild = readdirSync(builds).find(
        (name) =>
          name.startsWith("site-") && readFileSync(join(builds, name, "price.txt"), "utf8") === String(first),
      );
      expect(firstBuild, "the first version's build is kept").toBeDefined();
      if (point === "building") renameSync(join(builds, firstBuild!), aside);
      const { atStart } = await serve("restore:2", point);
      // After the last publish's clean stop: that version is served, the draft still waits.
      if (index === 0)
        expect(atStart, "after a clean stop").toMatchObject({
          served: String(second),
          versions: ["publish 3", "publish 2", "installed 1"],
          changes: [`Tour price: $${second} → $${newDraft}`],
        });
      if (point === "building") {
        rmSync(join(builds, firstBuild!), { recursive: true, force: true });
        renameSync(aside, join(builds, firstBuild!));
      }
      // What the kill before this one left, as this start found it.
      if (index > 0)
        expect(atStart, `after a kill while ${points[index - 1]}`).toMatchObject({
          served: String(second),
          versions: ["publish 3", "publish 2", "installed 1"],
          run: "interrupted",
          leftovers: [],
        });
      expect(savedPrice(root), "the drafts are kept").toBe(newDraft);
    }
    // Killed once recorded: the restart serves the restored version, whole.
    const { atStart } = await serve("start");
    expect(atStart).toMatchObject({
      served: String(first),
      versions: ["restore 4", "publish 3", "publish 2", "installed 1"],
      leftovers: [],
    });
  }, 300_000);

  it("a preview killed at each step leaves no preview, the live site and the draft; the next preview works", async () => {
    const live = draft;
    const previewed = draft + 20;
    setPrice(root, previewed);
    const points = ["checking", "building", "preview"];
    for (const [index, point] of points.entries()) {
      const { atStart } = await serve("preview", point);
      if (index > 0)
        expect(atStart, `after a kill while ${points[index - 1]}`).toMatchObject({
          served: String(live),
          preview: null,
          run: "interrupted",
          leftovers: [],
        });
      expect(savedPrice(root)).toBe(previewed);
    }
    const { atStart, after } = await serve("preview");
    expect(atStart, "after a kill while preparing the preview").toMatchObject({
      served: String(live),
      preview: null,
      run: "interrupted",
      leftovers: [],
    });
    expect(after).toMatchObject({ served: String(live), preview: `${previewed} (preview)`, run: "done" });
  }, 300_000);
});
