/**
 * Which process `npm run backup` may signal (docs/decisions/132-backup-signals-only-its-own-server.md): the one
 * DATA_DIR/server.pid names, only when the system shows it is this checkout's server (its command runs this
 * checkout's server/index.ts or scripts/start.ts, by a path resolved from its own working folder). A stale pid file
 * naming another program, or a server of another checkout, is never signalled.
 */
import { readFileSync, readlinkSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";

/** The entry points a server of this checkout runs as (npm run serve, npm start). */
export function serverEntries(root: string): string[] {
  return [join(root, "server/index.ts"), join(root, "scripts/start.ts")];
}

/** A process's arguments and working folder, as Linux shows them in /proc; null where it shows none. */
export function processInfo(pid: number): { args: string[]; cwd: string } | null {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    return { args, cwd: readlinkSync(`/proc/${pid}/cwd`) };
  } catch {
    return null;
  }
}

/** Whether a process, as shown, runs one of this checkout's server entry points under Node. */
export function isOwnServer(info: { args: string[]; cwd: string } | null, root: string): boolean {
  if (!info || info.args.length < 2) return false;
  const [program, ...rest] = info.args;
  if (!/(^|\/)node(\d+)?$/.test(program!)) return false;
  const entries = serverEntries(resolve(root));
  return rest.some(
    (arg) => !arg.startsWith("-") && entries.includes(isAbsolute(arg) ? arg : resolve(info.cwd, arg)),
  );
}

/** The pid in DATA_DIR/server.pid when that process is alive and this checkout's server; null otherwise. */
export function runningOwnServer(
  dataDir: string,
  root: string,
  inspect: (pid: number) => { args: string[]; cwd: string } | null = processInfo,
): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(resolve(dataDir), "server.pid"), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid) return null;
  return isOwnServer(inspect(pid), root) ? pid : null;
}
