import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

export const ROOT = join(import.meta.dirname, "../..");
/** Where the build goes: `build`, or BUILD_DIR (the same setting the server reads). */
export const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR || "build");
export const BUILD_STAMP = join(BUILD_DIR, ".build-hash");

/**
 * What the build is made of: a change to any of these (or to a PUBLIC_ setting) means the build is stale. The server's
 * and the database's sources are in it because the build imports the modules the server runs (docs/decisions/089),
 * so which modules those are shapes the build too.
 */
const INPUT_DIRS = ["app", "content", "scripts", "public", "server", "db"];
const INPUT_FILES = [
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];
/** Files in an input folder that the build does not read: generated output, the test, audit and bench tools. */
const IGNORED = [
  /^public\/(images|brand)\//,
  /(^|\/)\.DS_Store$/,
  /^scripts\/(test|start|audit|bench-forms)\.ts$/,
  /^scripts\/lib\/quality\//,
  /^(server|db)\/.*\.test\.ts$/,
];

function walk(dir: string, into: string[]) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, into);
    else if (entry.isFile()) into.push(path);
  }
}

/** A hash of every build input's path and content, and of the PUBLIC_* settings. */
export function buildInputsHash(): string {
  const files: string[] = [];
  for (const dir of INPUT_DIRS) walk(join(ROOT, dir), files);
  for (const file of INPUT_FILES) if (existsSync(join(ROOT, file))) files.push(join(ROOT, file));
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    const name = relative(ROOT, file).split("\\").join("/");
    if (IGNORED.some((pattern) => pattern.test(name))) continue;
    hash.update(`${name}\0${statSync(file).size}\0`);
    hash.update(readFileSync(file));
  }
  const settings = Object.entries(process.env)
    .filter(([key]) => key.startsWith("PUBLIC_"))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  return hash.digest("hex");
}

export function buildIsCurrent(): boolean {
  return (
    existsSync(BUILD_STAMP) &&
    existsSync(join(BUILD_DIR, "server/index.js")) &&
    readFileSync(BUILD_STAMP, "utf8").trim() === buildInputsHash()
  );
}
