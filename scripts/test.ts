/**
 * `npm test`: everything a change must pass, in order, stopping at the first failure: typecheck, lint, format,
 * unit tests, the production build, then the end-to-end tests in Chromium against `npm start` (PGlite) and against
 * the same build on a throwaway Postgres cluster.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ensureChromium } from "./lib/chromium.ts";
import { ensurePostgres } from "./lib/postgres.ts";
import { ROOT } from "./lib/build-inputs.ts";

const bin = (name: string) => join(ROOT, "node_modules/.bin", name);
const node = process.execPath;

const steps: [string, string, string[]][] = [
  ["typecheck", node, [join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "typegen"]],
  ["typecheck", bin("tsc"), []],
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  ["format", bin("prettier"), ["--check", ".", "--log-level=warn"]],
  ["unit tests", bin("vitest"), ["run"]],
  ["build", node, [join(ROOT, "scripts/build.ts")]],
  ["end-to-end tests", bin("playwright"), ["test"]],
];

const chromium = ensureChromium();
process.env.CHROME_PATH = chromium;
// The endpoint tests run against a real Postgres as well: Debian's package, installed when missing.
ensurePostgres();

// Type-checking imports the image manifest and the stylesheet the fonts' faces, so make sure they exist first.
for (const script of ["scripts/images.ts", "scripts/fonts.ts"]) {
  const made = spawnSync(node, [join(ROOT, script)], { cwd: ROOT, stdio: "inherit" });
  if (made.status !== 0) process.exit(made.status ?? 1);
}

const started = performance.now();
for (const [name, command, args] of steps) {
  const stepStarted = performance.now();
  console.log(`\n▶ ${name}: ${[command.replace(`${ROOT}/`, ""), ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((performance.now() - stepStarted) / 1000).toFixed(1)}s)`);
}
console.log(`\nAll checks passed in ${((performance.now() - started) / 1000).toFixed(0)}s.`);
