/**
 * `npm test`: everything a change must pass, stopping at the first failure: typecheck beside lint and format, unit
 * tests (on PGlite, and the database tests again on a throwaway Postgres cluster), the production build, then the
 * end-to-end tests in Chromium against `npm start` (and the few that need it against Postgres). Each phase's time is
 * printed at the end. Everything the run starts carries its mark (scripts/lib/test-run.ts): the run fails if any of
 * it is still alive at the end, and says what.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ensureTestChromium } from "./lib/chromium.ts";
import { ensurePostgres } from "./lib/postgres.ts";
import { ROOT } from "./lib/build-inputs.ts";
import {
  clearEarlierRuns,
  describeProcess,
  killAll,
  markedProcesses,
  markRun,
  removeRunFolder,
} from "./lib/test-run.ts";

const bin = (name: string) => join(ROOT, "node_modules/.bin", name);
const node = process.execPath;

type Step = { name: string; command: string; args: string[] };
/** Steps in one lane run one after another; the lanes of a phase run side by side. */
type Phase = { name: string; lanes: Step[][] };

const phases: Phase[] = [
  {
    name: "typecheck, lint, format",
    lanes: [
      [
        {
          name: "typecheck",
          command: node,
          args: [join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "typegen"],
        },
        { name: "typecheck", command: bin("tsc"), args: [] },
      ],
      [
        { name: "lint", command: bin("eslint"), args: [".", "--max-warnings=0"] },
        { name: "format", command: bin("prettier"), args: ["--check", ".", "--log-level=warn"] },
      ],
    ],
  },
  { name: "unit tests", lanes: [[{ name: "unit tests", command: bin("vitest"), args: ["run"] }]] },
  { name: "build", lanes: [[{ name: "build", command: node, args: [join(ROOT, "scripts/build.ts")] }]] },
  {
    name: "end-to-end tests",
    lanes: [[{ name: "end-to-end tests", command: bin("playwright"), args: ["test"] }]],
  },
];

/** Runs a step; beside another lane its output is held and shown whole when it ends, so the two never interleave. */
function runStep(step: Step, alone: boolean): Promise<{ ok: boolean; output: string }> {
  console.log(`\n▶ ${step.name}: ${[step.command.replace(`${ROOT}/`, ""), ...step.args].join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: ROOT,
      env: process.env,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => resolve({ ok: false, output: `${output}${String(error)}\n` }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

async function runLane(lane: Step[], alone: boolean): Promise<string | null> {
  for (const step of lane) {
    const { ok, output } = await runStep(step, alone);
    if (output) process.stdout.write(`── ${step.name} ──\n${output}`);
    if (!ok) return step.name;
  }
  return null;
}

// The end-to-end tests' browser, chosen once for the run (Playwright's workers inherit it).
process.env.E2E_CHROME_PATH = ensureTestChromium();
// The database tests run against a real Postgres as well: Debian's package, installed when missing.
ensurePostgres();

const run = markRun();
const earlier = await clearEarlierRuns(run);
if (earlier.length)
  console.log(
    `Stopped ${earlier.length} process(es) an earlier test run left:\n${earlier.map(describeProcess).join("\n")}`,
  );

// Type-checking imports the image manifest and the stylesheet the fonts' faces, so make sure they exist first.
for (const script of ["scripts/images.ts", "scripts/fonts.ts"]) {
  const { ok, output } = await runStep({ name: script, command: node, args: [join(ROOT, script)] }, false);
  process.stdout.write(output);
  if (!ok) process.exit(1);
}

const started = performance.now();
const times: [string, number][] = [];
let failed: string | null = null;
for (const phase of phases) {
  const phaseStarted = performance.now();
  const alone = phase.lanes.length === 1;
  const failures = (await Promise.all(phase.lanes.map((lane) => runLane(lane, alone)))).filter(Boolean);
  times.push([phase.name, (performance.now() - phaseStarted) / 1000]);
  if (failures.length) {
    failed = failures.join(", ");
    break;
  }
  console.log(`✓ ${phase.name} (${times.at(-1)![1].toFixed(1)}s)`);
}

// Whatever of this run is still alive now was left behind: a server, a cluster or a browser nothing stopped.
const left = markedProcesses((each) => each === run);
if (left.length) {
  console.error(
    `\n✗ The run left ${left.length} process(es) running (stopped now):\n${left.map(describeProcess).join("\n")}`,
  );
  await killAll(left);
}
removeRunFolder(run);

console.log(`\nTimes: ${times.map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join(", ")}.`);
if (failed) {
  console.error(`\n✗ ${failed} failed.`);
  process.exit(1);
}
if (left.length) process.exit(1);
console.log(`All checks passed in ${((performance.now() - started) / 1000).toFixed(0)}s.`);
