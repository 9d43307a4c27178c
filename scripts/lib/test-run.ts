/**
 * What one test run starts, found again however it ended (issue 36, docs/testing.md "Bounded"). Every process a run
 * starts inherits two marks in its environment, WW_TEST_RUN (the run) and WW_TEST_ROOT (the checkout): servers,
 * builds, Postgres clusters and browsers alike, however deep, and whether or not the worker that started them lived.
 * The kernel keeps that record (/proc/PID/environ), so nothing has to be written down before a kill -9. Every
 * temporary folder of the run is under the run's own TMPDIR. Playwright's global setup clears what an earlier run
 * left; its teardown clears what a killed worker left; `npm test` fails when anything is left after that.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./build-inputs.ts";

export const RUN_MARK = "WW_TEST_RUN";
export const ROOT_MARK = "WW_TEST_ROOT";
/** Set for Playwright's web servers: they (and a Postgres cluster one of them daemonizes) are Playwright's to stop. */
export const WEB_SERVER_MARK = "WW_TEST_WEB_SERVER";
/** The system's temporary folder, before a run points TMPDIR at its own. */
const SYSTEM_TMP = process.env.WW_SYSTEM_TMPDIR || tmpdir();
/** The prefix of this checkout's run folders: one checkout's runs never touch another's. */
const runFolderPrefix = () => `ww-tests-${createHash("sha256").update(ROOT).digest("hex").slice(0, 8)}-`;

export type MarkedProcess = { pid: number; run: string; command: string; webServer: boolean };

function readProc(pid: number, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return null;
  }
}

function parentOf(pid: number): number | null {
  const stat = readProc(pid, "stat");
  // The command name (field 2) may hold spaces and parentheses: the fields after its last ")" are plain.
  const parent = stat ? Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) : NaN;
  return Number.isInteger(parent) ? parent : null;
}

function allPids(): number[] {
  try {
    return readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    // Not Linux: there is no /proc to read, and the run's processes go unlisted.
    return [];
  }
}

/** This process and everything above it: never killed by its own clean-up. */
function ancestry(): Set<number> {
  const chain = new Set<number>();
  for (let pid: number | null = process.pid; pid && !chain.has(pid); pid = parentOf(pid)) chain.add(pid);
  return chain;
}

/** Every process below `pid`, however deep. */
export function descendantsOf(pid: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const each of allPids()) {
    const parent = parentOf(each);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), each]);
  }
  const found = new Set<number>();
  const visit = (at: number) => {
    for (const child of children.get(at) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** The living processes this checkout's test runs started whose run `which` accepts, this process's line aside. */
export function markedProcesses(which: (run: string) => boolean): MarkedProcess[] {
  const mine = ancestry();
  const found: MarkedProcess[] = [];
  for (const pid of allPids()) {
    if (mine.has(pid)) continue;
    const environ = readProc(pid, "environ");
    if (!environ) continue;
    const marks = Object.fromEntries(
      environ
        .split("\0")
        .filter((entry) =>
          [RUN_MARK, ROOT_MARK, WEB_SERVER_MARK].some((mark) => entry.startsWith(`${mark}=`)),
        )
        .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
    );
    if (marks[ROOT_MARK] !== ROOT || !marks[RUN_MARK] || !which(marks[RUN_MARK])) continue;
    // A zombie has no command line and is gone once its parent reaps it.
    const command = (readProc(pid, "cmdline") ?? "").split("\0").join(" ").trim();
    if (command)
      found.push({
        pid,
        run: marks[RUN_MARK],
        command: command.slice(0, 160),
        webServer: marks[WEB_SERVER_MARK] === "1",
      });
  }
  return found;
}

/** Kills each at once and waits, a few seconds at most, until they are gone. */
export async function killAll(processes: MarkedProcess[]): Promise<void> {
  for (const { pid } of processes) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && processes.some(({ pid }) => readProc(pid, "cmdline"))) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const describeProcess = ({ pid, command }: MarkedProcess) => `  pid ${pid}: ${command}`;

/**
 * Marks this process's environment for a run (inherited by everything it starts), unless a caller already did, and
 * gives the run a temporary folder of its own as TMPDIR. Returns the run's id.
 */
export function markRun(): string {
  if (process.env[RUN_MARK] && process.env[ROOT_MARK] === ROOT) return process.env[RUN_MARK];
  // The process that owns the run starts the id: a run whose owner is gone is over, whatever it left.
  const run = `${process.pid}-${randomUUID().slice(0, 8)}`;
  process.env[RUN_MARK] = run;
  process.env[ROOT_MARK] = ROOT;
  process.env.WW_SYSTEM_TMPDIR = SYSTEM_TMP;
  const folder = join(SYSTEM_TMP, `${runFolderPrefix()}${run}`);
  // Other users must reach into it: the Postgres clusters run as the postgres user.
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  process.env.TMPDIR = folder;
  return run;
}

/** Whether the process that started a run still runs (a run in another terminal is left alone). */
function runIsOver(run: string): boolean {
  const owner = Number(run.split("-")[0]);
  if (!Number.isInteger(owner) || owner <= 0) return true;
  try {
    process.kill(owner, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "EPERM";
  }
}

/** Kills what earlier runs in this checkout left running, once they are over, and removes their temporary folders. */
export async function clearEarlierRuns(current: string): Promise<MarkedProcess[]> {
  const left = markedProcesses((run) => run !== current && runIsOver(run));
  await killAll(left);
  for (const name of readdirSync(SYSTEM_TMP)) {
    if (!name.startsWith(runFolderPrefix())) continue;
    const run = name.slice(runFolderPrefix().length);
    if (run !== current && runIsOver(run)) rmSync(join(SYSTEM_TMP, name), { recursive: true, force: true });
  }
  return left;
}

/** Removes the run's temporary folder (its servers' checkouts, clusters and data). */
export function removeRunFolder(run: string) {
  rmSync(join(SYSTEM_TMP, `${runFolderPrefix()}${run}`), { recursive: true, force: true });
}
