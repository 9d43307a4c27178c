/**
 * Publishing what staff edited (docs/decisions/066-staff-editor-and-publishing.md): check the content, build the site
 * into a fresh folder in the background while the live site keeps serving, commit content/ to git naming who
 * published, then swap the live site to the new build in this process. One publish at a time; a failure leaves the
 * live site as it was and keeps the reason for staff to read. Restoring a version puts content/ back as it was in that
 * commit and publishes it.
 */
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { ContentError, readContent } from "../../app/content/read-content.ts";

const run = promisify(execFile);

export type PublishStep = "checking" | "building" | "saving" | "going live";

export type PublishState =
  | { state: "idle" }
  | { state: "running"; step: PublishStep; by: string; startedAt: Date; restoring?: string; log: string[] }
  | { state: "done"; by: string; startedAt: Date; finishedAt: Date; commit: string | null; seconds: number }
  | { state: "failed"; by: string; startedAt: Date; finishedAt: Date; reason: string; problems: string[] };

/** Who publishes: the signed-in person, the author of the publish's commit. */
export type PublishedBy = { name: string; email: string };

export type ContentChange = { file: string; change: "added" | "changed" | "deleted" };
export type PublishedVersion = { commit: string; date: Date; author: string; subject: string };

export type PublisherOptions = {
  /** The project's checkout: content/ is edited here, builds run here. */
  root: string;
  /** Loads a finished build and makes it the live site. */
  goLive: (buildDir: string) => Promise<void>;
  /** Where publish builds are written (a folder per publish; older ones are removed). */
  buildsDir?: string;
  /** The committer of publishes (the author is the staff member). */
  committer?: { name: string; email: string };
};

const CONTENT = "content";
const KEEP_BUILDS = 2;
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
      });
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
      child.on("close", (code) =>
        code === 0 ? resolve() : reject(new Error(`The build stopped with exit code ${code}.`)),
      );
    });
  }

  async function removeOldBuilds(current: string) {
    const names = (await readdir(buildsDir).catch(() => [] as string[])).sort();
    const old = names
      .filter((name) => join(buildsDir, name) !== current)
      .slice(0, -(KEEP_BUILDS - 1) || undefined);
    await Promise.all(old.map((name) => rm(join(buildsDir, name), { recursive: true, force: true })));
  }

  async function undoRestore() {
    await git("restore", "--source=HEAD", "--staged", "--worktree", "--", CONTENT).catch(() => undefined);
    await git("clean", "-fdq", "--", CONTENT).catch(() => undefined);
  }

  async function pipeline(author: PublishedBy, startedAt: Date, subject: string, restoring?: string) {
    const by = author.name;
    const log: string[] = [];
    const step = (next: PublishStep) => {
      state = { state: "running", step: next, by, startedAt, log, ...(restoring ? { restoring } : {}) };
    };
    try {
      step("checking");
      if (restoring) {
        // content/ exactly as in that version: its files back, later files gone, unpublished edits discarded.
        await git("restore", `--source=${restoring}`, "--staged", "--worktree", "--", CONTENT);
        await git("clean", "-fdq", "--", CONTENT);
      }
      readContent(options.root);
      const edited = await changes();

      step("building");
      const buildDir = join(buildsDir, `${Date.now()}`);
      await mkdir(buildsDir, { recursive: true });
      await buildInBackground(buildDir, log, () => step("building"));

      step("saving");
      let commit: string | null = null;
      if (edited.length) {
        await git("add", "--all", "--", CONTENT);
        const body = edited.map(({ file, change }) => `${change}: ${file}`).join("\n");
        await git(
          "commit",
          "--quiet",
          `--author=${gitIdentity(author.name)} <${gitIdentity(author.email)}>`,
          "-m",
          subject,
          "-m",
          body,
          "--",
          CONTENT,
        );
        commit = (await git("rev-parse", "HEAD")).trim();
      }

      step("going live");
      await options.goLive(buildDir);
      await removeOldBuilds(buildDir);
      const finishedAt = new Date();
      state = {
        state: "done",
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
      const reason =
        error instanceof ContentError
          ? "Some content is not valid, so nothing was published. Fix these and publish again:"
          : `The site could not be built, so the live site is unchanged. ${(error as Error).message}`;
      state = { state: "failed", by, startedAt, finishedAt: new Date(), reason, problems };
    }
  }

  /** Starts a publish unless one is running; the live site keeps serving while it runs. */
  async function start(
    author: PublishedBy,
    options: { restore?: string } = {},
  ): Promise<{ started: boolean; reason?: string }> {
    const by = author.name;
    const unavailable = await available();
    if (unavailable) return { started: false, reason: unavailable };
    if (running) return { started: false, reason: "A publish is already running: wait for it to finish." };
    let restoring: string | undefined;
    if (options.restore) {
      if (!/^[0-9a-f]{7,40}$/.test(options.restore))
        return { started: false, reason: "That version is not known." };
      const known = (await history(200)).find((version) => version.commit.startsWith(options.restore!));
      if (!known) return { started: false, reason: "That version is not one of the published versions." };
      restoring = known.commit;
    }
    const startedAt = new Date();
    const subject = restoring
      ? `Restore content as of ${restoring.slice(0, 7)} (published by ${by})`
      : `Publish content (by ${by})`;
    state = {
      state: "running",
      step: "checking",
      by,
      startedAt,
      log: [],
      ...(restoring ? { restoring } : {}),
    };
    running = pipeline(author, startedAt, subject, restoring).finally(() => {
      running = undefined;
    });
    return { started: true };
  }

  return {
    available,
    changes,
    history,
    status: (): PublishState => state,
    publish: (by: PublishedBy) => start(by),
    restore: (commit: string, by: PublishedBy) => start(by, { restore: commit }),
    /** Resolves when the publish under way (if any) has finished. */
    settled: () => running ?? Promise.resolve(),
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
