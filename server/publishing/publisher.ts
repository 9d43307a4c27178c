/**
 * Publishing what staff edited (docs/decisions/066-staff-editor-and-publishing.md): check the content, build the site
 * into a fresh folder in the background while the live site keeps serving, commit content/ to git naming who
 * published, then swap the live site to the new build in this process. One publish at a time; a failure leaves the
 * live site as it was and keeps the reason for staff to read. Restoring a version puts content/ back as it was in that
 * commit and publishes it. A preview builds the edited content the same way but commits nothing and shows the build
 * to signed-in staff only (docs/decisions/068-preview-before-publishing.md).
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ContentError, readContent } from "../../app/content/read-content.ts";

const run = promisify(execFile);

export type PublishStep = "checking" | "building" | "saving" | "going live" | "opening the preview";

/** What a run does: publish the edits, restore a published version, or build the edits for staff to preview. */
export type PublishTask = "publish" | "restore" | "preview";

export type PublishState =
  | { state: "idle" }
  | {
      state: "running";
      task: PublishTask;
      step: PublishStep;
      by: string;
      startedAt: Date;
      restoring?: string;
      log: string[];
    }
  | {
      state: "done";
      task: PublishTask;
      by: string;
      startedAt: Date;
      finishedAt: Date;
      commit: string | null;
      seconds: number;
    }
  | {
      state: "failed";
      task: PublishTask;
      by: string;
      startedAt: Date;
      finishedAt: Date;
      reason: string;
      problems: string[];
    };

/** The preview staff can open: the edited content as of `builtAt`, not yet published. */
export type Preview = { builtAt: Date; by: string };

/** How many times a run builds again when content was saved while it built, before it gives up. */
const REBUILDS = 2;

/** Who publishes: the signed-in person, the author of the publish's commit. */
export type PublishedBy = { name: string; email: string };

export type ContentChange = { file: string; change: "added" | "changed" | "deleted" };
export type PublishedVersion = { commit: string; date: Date; author: string; subject: string };

export type PublisherOptions = {
  /** The project's checkout: content/ is edited here, builds run here. */
  root: string;
  /** Loads a finished build and makes it the live site. */
  goLive: (buildDir: string) => Promise<void>;
  /** Loads a finished build as the staff preview; called with null when the preview is gone (published). */
  showPreview?: (buildDir: string | null) => Promise<void>;
  /** Where publish builds are written (a folder per publish; older ones are removed). */
  buildsDir?: string;
  /** The committer of publishes (the author is the staff member). */
  committer?: { name: string; email: string };
};

const CONTENT = "content";
const KEEP_BUILDS = 2;
/** Preview builds are named so the live builds' clean-up leaves them alone. */
const PREVIEW_PREFIX = "preview-";
/** Lines of the build's output kept to explain a failure. */
const LOG_LINES = 40;
const BUILD_STEPS: [RegExp, string][] = [
  [/images/i, "Preparing pictures"],
  [/react-router build/i, "Rendering every page"],
  [/social cards/i, "Drawing social cards"],
  [/precompression/i, "Compressing files"],
];

/** A name or e-mail as git takes it in an identity: no angle brackets or line breaks to break out of it. */
export function gitIdentity(text: string): string {
  return text.replace(/[<>\r\n]/g, "").trim() || "Staff";
}

export function createPublisher(options: PublisherOptions) {
  const buildsDir = options.buildsDir ?? join(options.root, ".publish");
  const committer = options.committer ?? { name: "Whisker Walks site", email: "site@whiskerwalks.nyc" };
  let state: PublishState = { state: "idle" };
  let running: Promise<void> | undefined;
  let preview: Preview | null = null;
  /** The preview's build and the content it was built from: a publish of that same content goes live with it. */
  let previewBuild: { tree: string; dir: string } | null = null;
  let build: ChildProcess | undefined;
  let stopping = false;

  const git = async (...args: string[]) =>
    (
      await run(
        "git",
        ["-c", `user.name=${committer.name}`, "-c", `user.email=${committer.email}`, ...args],
        {
          cwd: options.root,
          maxBuffer: 16 * 1024 * 1024,
        },
      )
    ).stdout;

  async function available(): Promise<string | null> {
    if (!existsSync(join(options.root, ".git"))) {
      return "Publishing needs the site's folder to be a git checkout (each publish is a commit).";
    }
    try {
      await git("rev-parse", "--verify", "HEAD");
      return null;
    } catch {
      return "Publishing needs git and at least one commit in the site's folder.";
    }
  }

  /** What is edited in content/ but not yet published (not yet committed). */
  async function changes(): Promise<ContentChange[]> {
    const out = await git("status", "--porcelain=v1", "--untracked-files=all", "--", CONTENT);
    return out
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const code = line.slice(0, 2);
        const file = line.slice(3).replace(/^"|"$/g, "").split(" -> ").at(-1) ?? "";
        const change = code.includes("D")
          ? "deleted"
          : code.includes("?") || code.includes("A")
            ? "added"
            : "changed";
        return { file, change } as ContentChange;
      });
  }

  /** The published versions of content/, newest first. */
  async function history(limit = 20): Promise<PublishedVersion[]> {
    const out = await git(
      "log",
      "--no-merges",
      `-n${limit}`,
      "--format=%H%x1f%aI%x1f%an%x1f%s",
      "--",
      CONTENT,
    );
    return out
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [commit = "", date = "", author = "", subject = ""] = line.split("\x1f");
        return { commit, date: new Date(date), author, subject };
      });
  }

  function buildInBackground(
    buildDir: string,
    log: string[],
    onStep: (label: string) => void,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [join(options.root, "scripts/build.ts")], {
        cwd: options.root,
        env: { ...process.env, BUILD_DIR: buildDir },
        stdio: ["ignore", "pipe", "pipe"],
        // Its own process group, so stopping it stops the bundler it starts too.
        detached: true,
      });
      build = child;
      const keep = (chunk: Buffer) => {
        for (const line of chunk.toString("utf8").split("\n")) {
          if (!line.trim()) continue;
          log.push(line);
          if (log.length > LOG_LINES) log.shift();
          const step = BUILD_STEPS.find(([pattern]) => pattern.test(line) && line.startsWith("✓"));
          if (step) onStep(step[1]);
        }
      };
      child.stdout.on("data", keep);
      child.stderr.on("data", keep);
      child.on("error", reject);
      child.on("close", (code, signal) => {
        build = undefined;
        if (code === 0) resolve();
        else if (stopping) reject(new Error("The server was stopping, so the build was cancelled."));
        else
          reject(new Error(`The build stopped with ${signal ? `signal ${signal}` : `exit code ${code}`}.`));
      });
    });
  }

  /** Keeps the live build and the one before it, and the current preview's build (previews: only that one). */
  async function removeOldBuilds(current: string, kind: "live" | "preview") {
    const names = (await readdir(buildsDir).catch(() => [] as string[])).sort();
    const ofKind = names.filter((name) => name.startsWith(PREVIEW_PREFIX) === (kind === "preview"));
    const keep = kind === "preview" ? 1 : KEEP_BUILDS;
    const old = ofKind.filter((name) => join(buildsDir, name) !== current).slice(0, -(keep - 1) || undefined);
    await Promise.all(old.map((name) => rm(join(buildsDir, name), { recursive: true, force: true })));
  }

  /** A publish makes the preview out of date (it showed what is now live, or older edits): staff see the live site. */
  async function dropPreview() {
    if (!preview) return;
    preview = null;
    previewBuild = null;
    await options.showPreview?.(null);
    const names = await readdir(buildsDir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name.startsWith(PREVIEW_PREFIX))
        .map((name) => rm(join(buildsDir, name), { recursive: true, force: true })),
    );
  }

  /**
   * content/ as it is on disk now (edited or not, new files included), as a git tree id: what a build reads and a
   * publish commits. Written through a throwaway index, so the real one is untouched.
   */
  async function contentTree(): Promise<string> {
    const scratch = await mkdtemp(join(tmpdir(), "ww-publish-index-"));
    const index = { ...process.env, GIT_INDEX_FILE: join(scratch, "index") };
    try {
      await run("git", ["add", "--all", "--", CONTENT], { cwd: options.root, env: index });
      return (
        await run("git", ["write-tree", `--prefix=${CONTENT}/`], { cwd: options.root, env: index })
      ).stdout.trim();
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /**
   * Commits exactly the content that was checked and built (`tree`), whatever was saved since: a later edit stays
   * "not yet published". The rest of the project is HEAD's.
   */
  async function commitContent(tree: string, author: PublishedBy, message: string[]): Promise<string> {
    const scratch = await mkdtemp(join(tmpdir(), "ww-publish-index-"));
    const index = { ...process.env, GIT_INDEX_FILE: join(scratch, "index") };
    const inScratch = (...args: string[]) =>
      run("git", args, { cwd: options.root, env: index, maxBuffer: 16 * 1024 * 1024 });
    try {
      await inScratch("read-tree", "HEAD");
      await inScratch("rm", "-r", "--cached", "--quiet", "--ignore-unmatch", "--", CONTENT);
      await inScratch("read-tree", `--prefix=${CONTENT}/`, tree);
      const whole = (await inScratch("write-tree")).stdout.trim();
      const parent = (await git("rev-parse", "HEAD")).trim();
      const commit = (
        await run(
          "git",
          ["commit-tree", whole, "-p", parent, ...message.flatMap((paragraph) => ["-m", paragraph])],
          {
            cwd: options.root,
            env: {
              ...process.env,
              GIT_AUTHOR_NAME: gitIdentity(author.name),
              GIT_AUTHOR_EMAIL: gitIdentity(author.email),
              GIT_COMMITTER_NAME: committer.name,
              GIT_COMMITTER_EMAIL: committer.email,
            },
          },
        )
      ).stdout.trim();
      await git("update-ref", "-m", "publish", "HEAD", commit, parent);
      // The real index follows the new commit for content/ (the files on disk are left as they are).
      await git("reset", "--quiet", "HEAD", "--", CONTENT);
      return commit;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  async function undoRestore() {
    await git("restore", "--source=HEAD", "--staged", "--worktree", "--", CONTENT).catch(() => undefined);
    await git("clean", "-fdq", "--", CONTENT).catch(() => undefined);
  }

  async function pipeline(
    task: PublishTask,
    author: PublishedBy,
    startedAt: Date,
    subject: string,
    restoring?: string,
  ) {
    const by = author.name;
    const log: string[] = [];
    const step = (next: PublishStep) => {
      state = { state: "running", task, step: next, by, startedAt, log, ...(restoring ? { restoring } : {}) };
    };
    try {
      step("checking");
      if (restoring) {
        // content/ exactly as in that version: its files back, later files gone, unpublished edits discarded.
        await git("restore", `--source=${restoring}`, "--staged", "--worktree", "--", CONTENT);
        await git("clean", "-fdq", "--", CONTENT);
      }
      // What is checked, built and committed is one snapshot of content/: an edit saved while the build runs
      // makes the run check and build again (it would otherwise be committed without being built).
      let tree = await contentTree();
      let edited: ContentChange[] = [];
      let buildDir = "";
      const reusable =
        task === "publish" && previewBuild?.tree === tree && existsSync(previewBuild.dir)
          ? previewBuild
          : null;
      if (reusable) {
        // Exactly what staff previewed (checked and built then): it goes live without building it again.
        edited = await changes();
        buildDir = join(buildsDir, String(Date.now()));
        await rename(reusable.dir, buildDir);
        log.push("The content is the preview's: publishing the preview's build.");
      }
      for (let attempt = 0; !reusable; attempt++) {
        step("checking");
        readContent(options.root);
        edited = await changes();
        step("building");
        buildDir = join(buildsDir, `${task === "preview" ? PREVIEW_PREFIX : ""}${Date.now()}`);
        await mkdir(buildsDir, { recursive: true });
        await buildInBackground(buildDir, log, () => step("building"));
        const after = await contentTree();
        if (after === tree) break;
        await rm(buildDir, { recursive: true, force: true });
        if (attempt >= REBUILDS) {
          throw new Error(
            "Content kept being saved while the site was built: publish again once the edits are done.",
          );
        }
        log.push("Content was saved while the site was built: checking and building again with it.");
        tree = after;
      }

      let commit: string | null = null;
      if (task === "preview") {
        step("opening the preview");
        await options.showPreview?.(buildDir);
        preview = { builtAt: new Date(), by };
        previewBuild = { tree, dir: buildDir };
        await removeOldBuilds(buildDir, "preview");
      } else {
        step("saving");
        if (edited.length) {
          const body = edited.map(({ file, change }) => `${change}: ${file}`).join("\n");
          commit = await commitContent(tree, author, [subject, body]);
        }

        step("going live");
        await options.goLive(buildDir);
        await removeOldBuilds(buildDir, "live");
        await dropPreview();
      }
      const finishedAt = new Date();
      state = {
        state: "done",
        task,
        by,
        startedAt,
        finishedAt,
        commit,
        seconds: Math.round((finishedAt.getTime() - startedAt.getTime()) / 100) / 10,
      };
    } catch (error) {
      // A restore that cannot go live leaves content/ as it was published, not half-restored.
      if (restoring) await undoRestore();
      const problems = error instanceof ContentError ? error.problems : log.slice(-LOG_LINES);
      const nothing = task === "preview" ? "nothing was built for the preview" : "nothing was published";
      const again = task === "preview" ? "preview" : "publish";
      const reason =
        error instanceof ContentError
          ? `Some content is not valid, so ${nothing}. Fix these and ${again} again:`
          : `The site could not be built, so the live site is unchanged. ${(error as Error).message}`;
      state = { state: "failed", task, by, startedAt, finishedAt: new Date(), reason, problems };
    }
  }

  /** Starts a publish (or a preview) unless one is running; the live site keeps serving while it runs. */
  async function start(
    author: PublishedBy,
    options: { restore?: string; preview?: boolean } = {},
  ): Promise<{ started: boolean; reason?: string }> {
    const by = author.name;
    const unavailable = await available();
    if (unavailable) return { started: false, reason: unavailable };
    if (stopping) return { started: false, reason: "The server is stopping: publish once it is back." };
    if (running) return { started: false, reason: "A publish is already running: wait for it to finish." };
    let restoring: string | undefined;
    if (options.restore) {
      if (!/^[0-9a-f]{7,40}$/.test(options.restore))
        return { started: false, reason: "That version is not known." };
      const known = (await history(200)).find((version) => version.commit.startsWith(options.restore!));
      if (!known) return { started: false, reason: "That version is not one of the published versions." };
      restoring = known.commit;
    }
    const task: PublishTask = restoring ? "restore" : options.preview ? "preview" : "publish";
    const startedAt = new Date();
    const subject = restoring
      ? `Restore content as of ${restoring.slice(0, 7)} (published by ${by})`
      : `Publish content (by ${by})`;
    state = {
      state: "running",
      task,
      step: "checking",
      by,
      startedAt,
      log: [],
      ...(restoring ? { restoring } : {}),
    };
    running = pipeline(task, author, startedAt, subject, restoring).finally(() => {
      running = undefined;
    });
    return { started: true };
  }

  return {
    available,
    changes,
    history,
    status: (): PublishState => state,
    /** The staff preview of unpublished edits, or null when there is none (or it was published). */
    preview: (): Preview | null => preview,
    publish: (by: PublishedBy) => start(by),
    restore: (commit: string, by: PublishedBy) => start(by, { restore: commit }),
    /** Builds the edited content for staff to look at before publishing; nothing is committed or made live. */
    startPreview: (by: PublishedBy) => start(by, { preview: true }),
    /** Resolves when the publish under way (if any) has finished. */
    settled: () => running ?? Promise.resolve(),
    /** The server is stopping: a build under way is cancelled (nothing was saved yet), and no new one starts. */
    stop: () => {
      stopping = true;
      try {
        if (build?.pid) process.kill(-build.pid, "SIGTERM");
      } catch {
        // Already finished between the check and the signal.
      }
      return running ?? Promise.resolve();
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
