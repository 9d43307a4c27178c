/**
 * Publishing what staff edited (docs/decisions/066, 068, 093): a snapshot of content/ is checked and built into a
 * folder of its own while the live site keeps serving, committed to git naming who published, then recorded as the
 * live version in the database, and only then served. One publish, restore or preview runs at a time across every
 * server (a lock in the database); its progress is in the database, so every server and tab shows it, and a run whose
 * server died is told apart. A failure, or a server killed at any step, leaves the live site, its history and the
 * drafts as they were.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ContentError, readContent } from "../../app/content/read-content.ts";
import { contentFingerprint, STAMP_FILE, type BuildStamp } from "../../scripts/lib/build-inputs.ts";
import { buildOnCode, type RenderOptions } from "../../scripts/lib/render-build.ts";
import { findCodeBase } from "../../scripts/lib/render-site.ts";
import { copyCachedBuild, keepBuild } from "../../scripts/lib/test-build-cache.ts";
import type { ContentChangeRecord, PublishTask } from "../../db/statuses.ts";
import type { DatabaseHandle } from "../database.ts";
import {
  findBuild,
  LOG_LINES,
  newestSiteBuild,
  packFolder,
  placeBuild,
  publishDir,
  removeUnneededBuilds,
  runBuild,
  siteBuildDir,
  type Artifacts,
  type BuildRun,
} from "./builds.ts";
import type { ContentHistory, PublishedBy } from "./content-history.ts";
import { describeChanges, pageShowing } from "./describe-changes.ts";
import type { LiveSite } from "./live-site.ts";
import {
  HEARTBEAT_MS,
  type PublishRun,
  type SiteVersion,
  createPublishRuns,
  createSiteVersions,
} from "./versions.ts";

export type { PublishedBy };

/** A build loaded and ready to serve, not yet served: going live is then an assignment that cannot fail. */
export type PreparedSite = { dir: string };

export type PublisherOptions<Prepared extends PreparedSite> = {
  root: string;
  database: DatabaseHandle;
  history: ContentHistory;
  liveSite: LiveSite;
  /** The deploy-time build folder (BUILD_DIR). */
  baselineDir: string;
  /** Set where several servers share the database: each new version's content and build go there too. */
  artifacts?: Artifacts;
  /** Loads a finished build (its server code and files), ready to serve. Throws when it cannot be served. */
  prepare: (buildDir: string) => Promise<Prepared>;
  /** Serves a prepared build from the next request on. */
  activate: (prepared: Prepared, version: SiteVersion) => void;
  /** The id of the version this server serves now (null: the checked-out content, before any publish). */
  servedVersion: () => number | null;
  /** Loads a finished build as the staff preview; called with null when there is no preview any more. */
  showPreview: (buildDir: string | null) => Promise<void>;
  /** Why this server may not edit or publish (another server holds the drafts), or null. */
  editingRefused: () => string | null;
  /**
   * Render a publish or preview in this process when a build of the same code is on disk (the server's own); off,
   * every build runs scripts/build.ts in a process of its own (the unit tests' stand-in builds).
   */
  renderInProcess?: boolean;
  /** Told once a version is live: the audit trail records it, with who published it. */
  onLive?: (version: SiteVersion, by: RunBy) => Promise<void>;
};

/** The person behind a run: the signed-in staff member, the author of its commit. */
export type Publisher = ReturnType<typeof createPublisher>;
export type RunBy = PublishedBy & { id: number | null };

/**
 * For the crash tests only: PUBLISH_TEST_HOLD=<point> makes a run stop at that point and wait there, so a test can
 * kill the server in the middle of a step (tests/e2e/publishing-crash.spec.ts). PUBLISH_TEST_HOLD=file:<path> reads
 * the point from that file at each step instead (none while it is missing), so one server can be held at any point.
 */
type HoldPoint = "checking" | "building" | "saving" | "going live" | "recorded" | "preview";
async function hold(point: HoldPoint) {
  const setting = process.env.PUBLISH_TEST_HOLD ?? "";
  const holdAt = setting.startsWith("file:")
    ? await readFile(setting.slice("file:".length), "utf8").then(
        (text) => text.trim(),
        () => "",
      )
    : setting;
  if (holdAt !== point) return;
  console.log(`Publishing: holding at "${point}" (PUBLISH_TEST_HOLD).`);
  await new Promise(() => undefined);
}

export function createPublisher<Prepared extends PreparedSite>(options: PublisherOptions<Prepared>) {
  const { root, database, history, liveSite, artifacts } = options;
  const versions = createSiteVersions(database.db);
  const runs = createPublishRuns(database.db);
  let running: Promise<void> | undefined;
  let build: BuildRun | undefined;
  let stopping = false;

  async function unavailable(): Promise<string | null> {
    return options.editingRefused() ?? (await history.unavailable());
  }

  /** content/ as visitors see it now: the live version's, or before any publish, the checked-out commit's. */
  async function liveTree(): Promise<string> {
    return (await versions.current())?.tree ?? (await history.headTree());
  }

  /** The content as installed, as a version: its commit and tree, and the fingerprint its builds carry. */
  async function installedVersion(commit: string, tree: string) {
    const dir = join(publishDir(root), `installed-${process.pid}`);
    try {
      await history.exportTree(tree, dir);
      return { commit, tree, contentFingerprint: contentFingerprint(dir) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function pipeline(
    run: PublishRun,
    by: RunBy,
    restoring: SiteVersion | null,
    release: () => Promise<void>,
    only?: PublishScope,
  ) {
    const started = run.startedAt.getTime();
    const task = run.task;
    const log: string[] = [];
    const heartbeat = setInterval(() => void runs.heartbeat(run.id).catch(() => undefined), HEARTBEAT_MS);
    const source = join(publishDir(root), `run-${run.id}-source`);
    const scratch = join(publishDir(root), `run-${run.id}-building`);
    // Each step's seconds, for the server's log: where a run's time went.
    const times: string[] = [];
    /** A render's parts ("pages rendered 1.4 s"), said with its building step. */
    const parts: string[] = [];
    let stepName = "";
    let stepAt = performance.now();
    const endStep = () => {
      const seconds = ((performance.now() - stepAt) / 1000).toFixed(1);
      if (stepName)
        times.push(`${stepName} ${seconds} s${parts.length ? ` (${parts.splice(0).join(", ")})` : ""}`);
    };
    const step = (name: string) => {
      if (name !== stepName) {
        endStep();
        [stepName, stepAt] = [name, performance.now()];
      }
      return runs.step(run.id, name);
    };
    try {
      await step("checking");
      // One snapshot of content/ is checked, built and committed: what is saved after it stays a draft.
      const from = await liveTree();
      const tree = restoring
        ? restoring.tree
        : only?.files
          ? await history.treeWithFiles(from, only.files)
          : only
            ? await history.headTree()
            : await history.workingTree();
      if (task === "publish" && tree === from)
        throw new NothingToPublish("Nothing to publish: everything in the editor is already live.");
      await history.exportTree(tree, source);
      await hold("checking");
      const content = readContent(source);
      const stamp: BuildStamp = { code: liveSite.code(), content: contentFingerprint(source) };

      await step("building");
      let dir: string;
      const existing = task === "preview" ? null : findBuild(root, options.baselineDir, stamp);
      if (existing) {
        // A version built before (restoring the one before, say): it goes live without building again.
        log.push("This version was built before: using that build.");
        dir = existing;
      } else {
        // A build of this same code on this checkout lends its code: the pages are rendered here, where the app's
        // modules are loaded already, in seconds (docs/decisions/166). Otherwise a whole build, in a process of its own.
        const base = options.renderInProcess
          ? findCodeBase(stamp.code, [options.baselineDir], publishDir(root))
          : null;
        if (base) {
          const rendering = renderHere(base, scratch, stamp, {
            contentRoot: source,
            content,
            preview: task === "preview",
            step: (name) => {
              void step("building");
              log.push(`${name}…`);
              const started = performance.now();
              return () => {
                const seconds = ((performance.now() - started) / 1000).toFixed(1);
                log.push(`✓ ${name} (${seconds}s)`);
                parts.push(`${name} ${seconds} s`);
              };
            },
          });
          await Promise.all([rendering, hold("building")]);
          if (stopping) throw new Error("The server was stopping, so the build was cancelled.");
        } else {
          build = runBuild(root, {
            buildDir: scratch,
            contentRoot: source,
            baseDir: options.baselineDir,
            preview: task === "preview",
            log,
            onStep: () => void step("building"),
          });
          await Promise.all([build.done, hold("building")]);
          build = undefined;
        }
        dir = await placeBuild(
          scratch,
          task === "preview" ? join(publishDir(root), `preview-${run.id}`) : siteBuildDir(root, stamp),
        );
      }

      if (task === "preview") {
        await hold("preview");
        await runs.previewReady(run.id, dir, stamp.content);
        await options.showPreview(dir);
        return;
      }

      await step("saving");
      const changes = await describeChanges(history, from, tree);
      const subject = restoring
        ? `Restore the site as of version ${restoring.id} (by ${by.name})`
        : only?.files
          ? `${only.summary} (for ${by.name})`
          : only
            ? only.summary
            : `Publish content (by ${by.name})`;
      const { commit, parent } = await history.commit(tree, by, subject, changes.map(changeLine));
      // Before the first publish, what was live is the checked-out commit's content: it becomes a version too.
      const installed = (await versions.current()) ? undefined : await installedVersion(parent, from);
      if (artifacts) {
        // Before the version is recorded, so a server that hears of it finds what it needs to serve it.
        await artifacts.put("content", stamp.content, "", await packFolder(source));
        await artifacts.put("build", stamp.content, stamp.code, await packFolder(dir));
      }
      await hold("saving");

      await step("going live");
      const prepared = await options.prepare(dir);
      await hold("going live");
      const version = await versions.recordLive(
        run.id,
        {
          kind: restoring ? "restore" : "publish",
          commit,
          tree,
          contentFingerprint: stamp.content,
          restoredFrom: restoring?.id ?? null,
          by,
          changes,
          seconds: Math.round((Date.now() - started) / 100) / 10,
        },
        installed,
      );
      await hold("recorded");
      await history
        .advance(commit, version.id)
        .catch((error: unknown) =>
          console.error("Publishing: could not move the git refs (done at next start):", error),
        );
      // A restore brings the editor back to that version too: the drafts were discarded, as staff were told.
      if (restoring) await history.resetWorkingTree(commit);
      options.activate(prepared, version);
      await options.showPreview(null);
      await options.onLive?.(version, by);
      await tidy();
    } catch (error) {
      const problems =
        error instanceof ContentError
          ? error.problems
          : error instanceof NothingToPublish
            ? []
            : log.slice(-LOG_LINES);
      const nothing = task === "preview" ? "nothing was built for the preview" : "nothing was published";
      const again = task === "preview" ? "preview" : "publish";
      const reason =
        error instanceof ContentError
          ? `Some content is not valid, so ${nothing}. Fix these and ${again} again:`
          : error instanceof NothingToPublish
            ? error.message
            : `The site could not be built, so the live site is unchanged. ${(error as Error).message}`;
      await runs.fail(run.id, reason, problems).catch(() => undefined);
    } finally {
      endStep();
      console.log(
        `Publishing: ${describeTask(task).toLowerCase()} (run ${run.id}) took ${times.join(", ")}.`,
      );
      clearInterval(heartbeat);
      build = undefined;
      await rm(source, { recursive: true, force: true });
      await rm(scratch, { recursive: true, force: true });
      await release();
    }
  }

  /**
   * Keeps, in .publish, the builds of the live version and the one before it (a restore of that one is then
   * instant) and the current preview's; the rest goes, and so do the archives of older versions.
   */
  async function tidy(extra: string[] = []) {
    const recent = await versions.list(2);
    const builds = recent
      .map((version) =>
        findBuild(root, options.baselineDir, { code: liveSite.code(), content: version.contentFingerprint }),
      )
      .filter((dir): dir is string => Boolean(dir));
    const preview = await runs.currentPreview();
    // And the newest other finished build: a publish that stopped after building (a crash) goes live without
    // building again when it is pressed again.
    const spare = newestSiteBuild(root, builds);
    await removeUnneededBuilds(root, [
      ...builds,
      ...extra,
      ...(spare ? [spare] : []),
      ...(preview?.previewDir ? [preview.previewDir] : []),
    ]);
    await artifacts?.keepOnly(recent.map((version) => version.contentFingerprint));
    await runs.prune();
  }

  async function start(
    by: RunBy,
    task: PublishTask,
    restoreId?: number,
    only?: PublishScope,
  ): Promise<{ started: boolean; reason?: string }> {
    const refused = await unavailable();
    if (refused) return { started: false, reason: refused };
    if (stopping) return { started: false, reason: "The server is stopping: publish once it is back." };
    let restoring: SiteVersion | null = null;
    if (task === "restore") {
      restoring = restoreId ? await versions.get(restoreId) : null;
      if (!restoring) return { started: false, reason: "That version is not one of the published versions." };
      if (restoring.id === (await versions.current())?.id)
        return { started: false, reason: "That version is the live one already." };
    }
    const release = await database.tryLock("publishing");
    if (!release) {
      const other = await runs.running();
      return {
        started: false,
        reason: other
          ? `${describeTask(other.task)} by ${other.startedByName} is running: wait for it to finish, then try again.`
          : "Another publish, restore or preview is running: wait for it to finish, then try again.",
      };
    }
    try {
      // Holding the lock, nothing else runs: a run still marked running died with its server.
      await runs.interruptAbandoned();
      const run = await runs.start(task, by, restoring?.id ?? null);
      running = pipeline(run, by, restoring, release, only).finally(() => {
        running = undefined;
      });
      return { started: true };
    } catch (error) {
      await release();
      throw error;
    }
  }

  /** Publishes `scope` and waits: `live` once it is on the live site. */
  async function publishAndWait(by: RunBy, scope: PublishScope): Promise<{ live: boolean; reason?: string }> {
    const started = await start(by, "publish", undefined, scope);
    if (!started.started) return { live: false, reason: started.reason };
    await running;
    const run = await runs.latest();
    return run?.state === "done"
      ? { live: true }
      : { live: false, reason: run?.reason || "The publish stopped." };
  }

  return {
    /** Why this server cannot publish (no git, or another server holds the drafts), or null. */
    available: unavailable,

    /** What is saved in the editor but not live, in staff words. */
    async changes(): Promise<ContentChangeRecord[]> {
      if (await history.unavailable()) return [];
      return describeChanges(history, await liveTree(), await history.workingTree());
    },

    /** The public page the drafts change first (issue 39): where "See the preview" opens. */
    async previewPage(): Promise<string> {
      if (await history.unavailable()) return "/";
      const [from, to] = [await liveTree(), await history.workingTree()];
      return pageShowing(await history.changedFiles(from, to), (file) => history.read(to, file));
    },

    /** The public page a published version changed first: where "View it" goes once it is live. */
    async versionPage(versionId: number): Promise<string> {
      const version = await versions.get(versionId);
      if (!version || (await history.unavailable()) || !(await history.hasCommit(version.commit))) return "/";
      // Its commit's parent is the commit the publish started from: what was live, or the checked-out content.
      const before = await history.treeOf(`${version.commit}^`).catch(() => null);
      if (!before) return "/";
      return pageShowing(await history.changedFiles(before, version.tree), (file) =>
        history.read(version.tree, file),
      );
    },

    /** What restoring a version would change on the live site, in staff words. */
    async restoreChanges(versionId: number): Promise<ContentChangeRecord[] | null> {
      const version = await versions.get(versionId);
      if (!version) return null;
      if (!(await history.hasCommit(version.commit))) return null;
      return describeChanges(history, await liveTree(), version.tree);
    },

    versions: (limit?: number) => versions.list(limit),
    version: (id: number) => versions.get(id),
    current: () => versions.current(),
    /**
     * The latest run, as this server's visitors see it: a publish or restore is recorded before this server serves
     * it (then moves its git refs and swaps builds; another server swaps at its next check), and until then it is
     * still going live here. "Published" never shows beside the old site.
     */
    async status() {
      const run = await runs.latest();
      if (run?.state !== "done" || run.task === "preview" || run.versionId === null) return run;
      const served = options.servedVersion();
      return served !== null && served >= run.versionId
        ? run
        : { ...run, state: "running" as const, step: "going live" };
    },
    /** The preview staff can open: the newest finished preview nothing was published after. */
    preview: () => runs.currentPreview(),

    publish: (by: RunBy) => start(by, "publish"),
    restore: (versionId: number, by: RunBy) => start(by, "restore", versionId),
    /**
     * Publishes these files of content/ (paths from the checkout) as they are on disk, and none of the other drafts,
     * and waits for the outcome: `live` once they are on the live site (already, or by this publish). The
     * newsletter's archive goes live this way when an issue is sent.
     */
    async publishFiles(
      files: string[],
      by: RunBy,
      summary: string,
    ): Promise<{ live: boolean; reason?: string }> {
      const wanted = files.filter((file) => file.startsWith("content/") && !file.includes(".."));
      if (!wanted.length || wanted.length !== files.length)
        return { live: false, reason: "Those are not content files." };
      if (!(await history.unavailable())) {
        const live = await liveTree();
        if ((await history.treeWithFiles(live, wanted)) === live) return { live: true };
      }
      return publishAndWait(by, { files: wanted, summary });
    },

    /**
     * Publishes the checked-out commit's content/ (a release that `npm run upgrade` merged with what was published,
     * docs/decisions/141), none of the drafts, and waits for the outcome.
     */
    publishCheckedOut: (by: RunBy, summary: string) => publishAndWait(by, { summary }),
    /** Builds the edited content for staff to look at before publishing; nothing is committed or made live. */
    startPreview: (by: RunBy) => start(by, "preview"),

    /**
     * At start, holding the lock for a moment: runs a dead server left "running" are marked interrupted, a live
     * version's git refs that a crash left behind are put in place, and leftovers of dead runs are removed.
     */
    async recover(live: SiteVersion | null, serving: string): Promise<void> {
      const release = await database.tryLock("publishing");
      if (!release) return;
      try {
        await runs.interruptAbandoned();
        if (live && !(await history.unavailable()) && (await history.hasCommit(live.commit)))
          await history.advance(live.commit, live.id);
        await tidy([serving]);
      } finally {
        await release();
      }
    },

    /** Resolves when the run under way on this server (if any) has finished. */
    settled: () => running ?? Promise.resolve(),
    /** The server is stopping: a build under way is cancelled (nothing was recorded yet), and no new run starts. */
    stop: () => {
      stopping = true;
      build?.cancel();
      return running ?? Promise.resolve();
    },
  };
}

class NothingToPublish extends Error {}

/**
 * A build of a version's content on the code of `base`, in this process, its stamp written last as scripts/build.ts
 * writes it (a test run's earlier build of the same stamp is copied instead, as that script does).
 */
async function renderHere(base: string, buildDir: string, stamp: BuildStamp, options: RenderOptions) {
  if (copyCachedBuild(buildDir, stamp, false, options.preview)) return;
  await buildOnCode(base, buildDir, options);
  await writeFile(join(buildDir, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
  keepBuild(buildDir, stamp, false, options.preview);
}

/** What a publish takes instead of every draft: some files as they are on disk, or the checked-out commit's. */
type PublishScope = { files?: string[]; summary: string };

/** "Tour price: $40 → $45", one line of a commit message or a list. */
export function changeLine(change: ContentChangeRecord): string {
  return change.before !== undefined || change.after !== undefined
    ? `${change.label}: ${change.before ?? ""} → ${change.after ?? ""}`
    : change.label;
}

export function describeTask(task: PublishTask): string {
  return task === "publish" ? "A publish" : task === "restore" ? "A restore" : "A preview";
}
