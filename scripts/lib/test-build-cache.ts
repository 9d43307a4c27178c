/**
 * The test run's build cache (docs/testing.md, "Builds"). A test run sets WW_TEST_BUILD_CACHE to a folder of its own;
 * every finished build of a site checkout is kept there under what it is made of (its stamp: code, content and
 * PUBLIC_ settings, and whether the pictures were left to the server). A later build of the same code and content, in
 * any checkout the run cloned, is a copy of it instead of another 30-second build. Production never sets the
 * variable, and a test whose subject is the build itself (a kill in the middle of one) starts its server without it.
 */
import { createHash } from "node:crypto";
import { appendFileSync, cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readBuildStamp, STAMP_FILE, type BuildStamp } from "./build-inputs.ts";

const cacheRoot = () => process.env.WW_TEST_BUILD_CACHE || null;

const entryName = (stamp: BuildStamp, quick: boolean, preview: boolean) =>
  createHash("sha256")
    .update(`${stamp.code}\0${stamp.content}\0${quick ? "quick" : "whole"}${preview ? "\0preview" : ""}`)
    .digest("hex")
    .slice(0, 32);

/**
 * Puts the run's earlier build of exactly this stamp into `buildDir`, its stamp written last as a real build's is.
 * False when there is no cache or no such build yet.
 */
export function copyCachedBuild(
  buildDir: string,
  stamp: BuildStamp,
  quick: boolean,
  preview = false,
): boolean {
  const root = cacheRoot();
  if (!root) return false;
  const entry = join(root, entryName(stamp, quick, preview));
  const kept = readBuildStamp(entry);
  if (kept?.code !== stamp.code || kept.content !== stamp.content) return false;
  rmSync(buildDir, { recursive: true, force: true });
  cpSync(entry, buildDir, { recursive: true, filter: (source) => source !== join(entry, STAMP_FILE) });
  writeFileSync(join(buildDir, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
  note(root, "copied", entry);
  return true;
}

/** Keeps a finished build for the rest of the run (a copy, moved into place whole, so no reader sees half of one). */
export function keepBuild(buildDir: string, stamp: BuildStamp, quick: boolean, preview = false): void {
  const root = cacheRoot();
  if (!root) return;
  const entry = join(root, entryName(stamp, quick, preview));
  if (existsSync(entry)) return;
  mkdirSync(root, { recursive: true });
  const scratch = `${entry}.${process.pid}.tmp`;
  cpSync(buildDir, scratch, { recursive: true });
  try {
    renameSync(scratch, entry);
    note(root, "built", entry);
  } catch {
    // Another build of the same stamp got there first: its copy serves.
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** One line a build in the cache's log, so a run can say how many builds it made and how many it copied. */
function note(root: string, what: "built" | "copied", entry: string) {
  appendFileSync(join(root, "log"), `${new Date().toISOString()} ${what} ${entry}\n`);
}
