/**
 * The site's builds on this server (docs/decisions/093-live-version-recorded.md): a build is made of one version of
 * the code and one of the content, and says which in its stamp (scripts/lib/build-inputs.ts). Builds of published
 * versions live in .publish/site-<content>-<code>, so any server on this checkout finds the one it needs; the
 * deploy-time build (BUILD_DIR) serves a checkout nobody has published from yet. Where several servers share one
 * Postgres, the content and the finished build of each new version are kept in the database too (site_artifacts),
 * so a server elsewhere serves it without building, or builds it when its code differs.
 */
import { spawn } from "node:child_process";
import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { and, eq, notInArray, sql } from "drizzle-orm";
import * as tar from "tar";
import { buildMatches, readBuildStamp, STAMP_FILE, type BuildStamp } from "../../scripts/lib/build-inputs.ts";
import { siteArtifacts } from "../../db/schema.ts";
import type { Database } from "../database.ts";

/** Lines of a build's output kept to explain a failure. */
export const LOG_LINES = 40;
const BUILD_STEPS: [RegExp, string][] = [
  [/images/i, "Preparing pictures"],
  [/react-router build|code copied/i, "Preparing the site's code"],
  [/pages rendered/i, "Rendering every page"],
  [/social cards/i, "Drawing social cards"],
  [/precompression/i, "Compressing files"],
];
/** Artifacts are stored in parts of this size (one row each). */
const PART_BYTES = 8 * 1024 * 1024;

export const publishDir = (root: string) => join(root, ".publish");
/** Where a published version's build lives, named by what it is made of. */
export const siteBuildDir = (root: string, stamp: BuildStamp) =>
  join(publishDir(root), `site-${stamp.content.slice(0, 16)}-${stamp.code.slice(0, 16)}`);

export type BuildRun = { done: Promise<void>; cancel(): void };

/**
 * Runs scripts/build.ts in its own process group into `buildDir`, reading the content under `contentRoot` (the
 * checkout's when omitted): the live site keeps serving meanwhile. `quick` leaves the pictures to the server
 * (npm start's first start, docs/decisions/062); `preview` marks every page as the staff preview. A build of the
 * same code on this checkout (`baseDir`, the server's deploy-time build, or a published one) lends its code, so only
 * the pages are rendered (docs/decisions/166). The build stops itself if this server dies.
 */
export function runBuild(
  root: string,
  options: {
    buildDir: string;
    contentRoot?: string;
    /** A build of this code to take the code from, if it is finished (the server's deploy-time build). */
    baseDir?: string;
    quick?: boolean;
    preview?: boolean;
    /** The build's output, kept here (the last LOG_LINES lines, without colours) to explain a failure. */
    log?: string[];
    onStep?: (label: string) => void;
    /** Show the build's output on this process's own (a start-up build, which the operator watches). */
    echo?: boolean;
  },
): BuildRun {
  let cancelled = false;
  let pid: number | undefined;
  const done = new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, "scripts/build.ts"), ...(options.quick ? ["--images-later"] : [])],
      {
        cwd: root,
        env: {
          ...process.env,
          BUILD_DIR: options.buildDir,
          CONTENT_ROOT: options.contentRoot ?? "",
          BUILD_BASE_DIR: options.baseDir ?? "",
          PREVIEW_BUILD: options.preview ? "1" : "",
          BUILD_PARENT_PID: String(process.pid),
          // Plain text: the output is kept to explain a failure.
          NO_COLOR: "1",
          FORCE_COLOR: "0",
        },
        stdio: ["ignore", "pipe", "pipe"],
        // Its own process group, so stopping it stops the bundler it starts too.
        detached: true,
      },
    );
    pid = child.pid;
    const log = options.log;
    // All of it, so a failure can be shown whole in the server's log (staff see the last lines).
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      if (options.echo) process.stdout.write(chunk);
      for (const raw of chunk.toString("utf8").split("\n")) {
        // eslint-disable-next-line no-control-regex
        const line = raw.replace(/\x1b\[[0-9;]*m/g, "");
        if (!line.trim()) continue;
        if (output.length < 20_000) output.push(line);
        if (log) {
          log.push(line);
          if (log.length > LOG_LINES) log.shift();
        }
        const step = BUILD_STEPS.find(([pattern]) => pattern.test(line) && line.startsWith("✓"));
        if (step) options.onStep?.(step[1]);
      }
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) return resolve();
      if (cancelled) return reject(new Error("The server was stopping, so the build was cancelled."));
      if (!options.echo)
        console.error(`The build of ${options.buildDir} failed. Its output:\n${output.join("\n")}`);
      reject(new Error(`The build stopped with ${signal ? `signal ${signal}` : `exit code ${code}`}.`));
    });
  });
  return {
    done,
    cancel() {
      cancelled = true;
      try {
        if (pid) process.kill(-pid, "SIGTERM");
      } catch {
        // Already finished.
      }
    },
  };
}

/** A finished build of exactly this code and content already on disk: the deploy-time one or a published one. */
export function findBuild(root: string, baselineDir: string, stamp: BuildStamp): string | null {
  for (const dir of [siteBuildDir(root, stamp), baselineDir]) if (buildMatches(dir, stamp)) return dir;
  return null;
}

/** The most recently finished build of a published or publishable version, other than `except`. */
export function newestSiteBuild(root: string, except: string[]): string | null {
  const dir = publishDir(root);
  if (!existsSync(dir)) return null;
  const candidates = readdirSync(dir)
    .filter((name) => name.startsWith("site-") && !except.includes(join(dir, name)))
    .map((name) => join(dir, name))
    .filter((path) => readBuildStamp(path))
    .map((path) => ({ path, at: statSync(join(path, STAMP_FILE)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  return candidates[0]?.path ?? null;
}

/** Moves a finished build into place (the folder's name says what it holds); anything there before is replaced. */
export async function placeBuild(from: string, to: string): Promise<string> {
  if (from === to) return to;
  await rm(to, { recursive: true, force: true });
  await rename(from, to);
  return to;
}

/**
 * A scratch folder in .publish for a server process's own work (a start-up build, an unpacked archive): named by the
 * process, so a clean-up by another server on this checkout leaves it alone while that process lives.
 */
export const scratchDir = (root: string, label: string) =>
  join(publishDir(root), `tmp-${process.pid}-${label}-${Date.now()}`);

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes what no server needs from .publish: builds other than the ones to keep (the live version's, the one before
 * it, the current preview), leftovers of runs (the caller holds the publishing lock, so none is running) and scratch
 * folders of processes that are gone.
 */
export async function removeUnneededBuilds(root: string, keep: string[]): Promise<void> {
  const dir = publishDir(root);
  if (!existsSync(dir)) return;
  const kept = new Set(keep.filter(Boolean).map((path) => relative(dir, path)));
  const inUse = (name: string) => {
    const pid = /^tmp-(\d+)-/.exec(name)?.[1];
    return pid ? processIsAlive(Number(pid)) : false;
  };
  // Builds are folders: a file here is a note of its own (an upgrade's release note, which the start reads after this).
  await Promise.all(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !kept.has(entry.name) && !inUse(entry.name))
      .map((entry) => rm(join(dir, entry.name), { recursive: true, force: true })),
  );
}

/** A folder as one gzipped tar (its paths relative to it). */
export async function packFolder(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = tar.create({ gzip: true, cwd: dir, portable: true }, ["."]);
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Unpacks what packFolder made into `dir` (emptied first). */
export async function unpackFolder(archive: Buffer, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const file = `${dir}.tgz`;
  await writeFile(file, archive);
  try {
    await new Promise<void>((resolve, reject) => {
      createReadStream(file)
        .pipe(tar.extract({ cwd: dir, strict: true }))
        .on("finish", resolve)
        .on("error", reject);
    });
  } finally {
    await rm(file, { force: true });
  }
}

export type ArtifactKind = "content" | "build";

/** The archives other servers read (Postgres only: PGlite has one server). */
export function createArtifacts(db: Database) {
  const where = (kind: ArtifactKind, content: string, code: string) =>
    and(
      eq(siteArtifacts.kind, kind),
      eq(siteArtifacts.contentFingerprint, content),
      eq(siteArtifacts.code, code),
    );
  return {
    async has(kind: ArtifactKind, content: string, code = ""): Promise<boolean> {
      const [row] = await db
        .select({ parts: siteArtifacts.parts, count: sql<number>`count(*)::int` })
        .from(siteArtifacts)
        .where(where(kind, content, code))
        .groupBy(siteArtifacts.parts);
      return Boolean(row && row.count === row.parts);
    },
    async put(kind: ArtifactKind, content: string, code: string, data: Buffer): Promise<void> {
      const parts = Math.max(1, Math.ceil(data.length / PART_BYTES));
      await db.transaction(async (tx) => {
        await tx.delete(siteArtifacts).where(where(kind, content, code));
        for (let part = 0; part < parts; part++) {
          await tx.insert(siteArtifacts).values({
            kind,
            contentFingerprint: content,
            code,
            part,
            parts,
            data: data.subarray(part * PART_BYTES, (part + 1) * PART_BYTES),
          });
        }
      });
    },
    /** The whole archive, or null when it is not there (or not all of it). */
    async get(kind: ArtifactKind, content: string, code = ""): Promise<Buffer | null> {
      const rows = await db
        .select({ part: siteArtifacts.part, parts: siteArtifacts.parts, data: siteArtifacts.data })
        .from(siteArtifacts)
        .where(where(kind, content, code))
        .orderBy(siteArtifacts.part);
      if (!rows.length || rows.length !== rows[0]!.parts) return null;
      return Buffer.concat(rows.map((row) => row.data));
    },
    /** Keeps only the archives of these versions' content. */
    async keepOnly(contentFingerprints: string[]): Promise<void> {
      if (!contentFingerprints.length) return;
      await db.delete(siteArtifacts).where(notInArray(siteArtifacts.contentFingerprint, contentFingerprints));
    },
  };
}

export type Artifacts = ReturnType<typeof createArtifacts>;
