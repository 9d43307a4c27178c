import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

export const ROOT = join(import.meta.dirname, "../..");
/** Where the build goes: `build`, or BUILD_DIR (the same setting the server reads). */
export const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR || "build");
/** What a build was made of (BuildStamp), written last: a build without it is unfinished. */
export const STAMP_FILE = ".build-hash";
export const BUILD_STAMP = join(BUILD_DIR, STAMP_FILE);

/**
 * What the build's code is made of: a change to any of these (or to a PUBLIC_ setting) means a build is stale. The
 * server's and the database's sources are in it because the build imports the modules the server runs
 * (docs/decisions/089), so which modules those are shapes the build too. content/ is not: a build's content is
 * identified on its own (contentFingerprint), since the server builds published versions of it
 * (docs/decisions/093-live-version-recorded.md).
 */
const CODE_DIRS = ["app", "scripts", "public", "server", "db"];
const CODE_FILES = [
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];
/** Files in a code folder that the build does not read: generated output, the test, audit and bench tools. */
const IGNORED = [
  /^public\/(images|brand)\//,
  /(^|\/)\.DS_Store$/,
  /^scripts\/(test|start|audit|bench-[\w-]+|backup|restore|upgrade)\.ts$/,
  // The test runner's own helpers (scripts/test.ts and Playwright's config use them; no build does).
  /^scripts\/lib\/(test-run|vitest-postgres)\.ts$/,
  /^scripts\/lib\/quality\//,
  /\.test\.tsx?$/,
];

function walk(dir: string, into: string[]) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, into);
    else if (entry.isFile()) into.push(path);
  }
}

function hashFiles(base: string, files: string[], hash = createHash("sha256")) {
  for (const file of files.sort()) {
    const name = relative(base, file).split("\\").join("/");
    if (IGNORED.some((pattern) => pattern.test(name))) continue;
    hash.update(`${name}\0${statSync(file).size}\0`);
    hash.update(readFileSync(file));
  }
  return hash;
}

/**
 * A hash of every code input's path and content, and of the PUBLIC_* settings. A staff preview is the same code with
 * other content (docs/decisions/166), so its flag is not in it.
 */
export function codeFingerprint(root = ROOT, env: NodeJS.ProcessEnv = process.env): string {
  const files: string[] = [];
  for (const dir of CODE_DIRS) walk(join(root, dir), files);
  for (const file of CODE_FILES) if (existsSync(join(root, file))) files.push(join(root, file));
  const hash = hashFiles(root, files);
  const settings = Object.entries(env)
    // An empty setting is an unset one.
    .filter(([key, value]) => key.startsWith("PUBLIC_") && value)
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  return hash.digest("hex");
}

/** A hash of every file under `contentRoot`/content: which version of the content a build shows. */
export function contentFingerprint(contentRoot: string): string {
  const files: string[] = [];
  walk(join(contentRoot, "content"), files);
  return hashFiles(contentRoot, files).digest("hex");
}

/** What a finished build was made of: its code and its content. */
export type BuildStamp = { code: string; content: string };

export function readBuildStamp(buildDir: string): BuildStamp | null {
  try {
    const stamp = JSON.parse(readFileSync(join(buildDir, STAMP_FILE), "utf8")) as Partial<BuildStamp>;
    if (typeof stamp.code !== "string" || typeof stamp.content !== "string") return null;
    if (!existsSync(join(buildDir, "server/index.js"))) return null;
    return { code: stamp.code, content: stamp.content };
  } catch {
    return null;
  }
}

/** Whether the build in `buildDir` is finished and made of exactly this code and content. */
export function buildMatches(buildDir: string, wanted: BuildStamp): boolean {
  const stamp = readBuildStamp(buildDir);
  return stamp?.code === wanted.code && stamp.content === wanted.content;
}
