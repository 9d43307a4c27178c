import { spawn, type ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./build-inputs.ts";
import { freePort } from "./postgres.ts";

export { ROOT };

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
};

/** Every server this process started that still runs. */
const running = new Set<ChildProcess>();
/** Kills a server's whole process group (the server, and any build it started), at once. */
function killGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}
// A test that runs out of time never reaches its own clean-up, and Playwright then ends its worker: the servers that
// test started end with the worker, rather than keep a port and a core busy for the rest of the run. A worker killed
// outright runs no handler: the run's teardown finds those servers by their mark (scripts/lib/test-run.ts).
process.once("exit", () => {
  for (const child of running) killGroup(child);
});
/** How long a stop waits for the server to finish its requests and close its database before killing it. */
const STOP_GRACE_MS = 15_000;

/**
 * Our production server as its own process, on a free port unless one is given: for the tests that kill it or give
 * it settings of their own, the audit and the form benchmark. Its output is kept (`output()`) and shown if it fails
 * to start.
 */
export async function startServer(
  env: Record<string, string>,
  port?: number,
  options: {
    cwd?: string;
    /** Called once the port is open and before the server serves (a start that builds first): it answers "starting". */
    whileStarting?: (url: string) => Promise<void>;
  } = {},
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  let output = "";
  // cwd is the site's checkout (publishing edits and commits there), and the server is that checkout's own, as a
  // deployment runs it: its build loads the modules it shares with the server from there (docs/decisions/089).
  const root = options.cwd ?? ROOT;
  const child = spawn(process.execPath, [join(root, "server/index.ts")], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      LOG_REQUESTS: "0",
      TRUST_PROXY: "1",
      // The tests that want one make their backup themselves, in the run's temporary folder unless they say where.
      BACKUP_DAILY: "off",
      BACKUP_DIR: join(tmpdir(), `backups-${chosen}`),
      ...env,
      PORT: String(chosen),
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so a stop, or the worker's exit, ends what it started too.
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running.delete(child);
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${chosen}`;
  // Ready when it says so: polling the port could reach another test's server that took the same free port while
  // this one was still opening its database.
  const deadline = Date.now() + 300_000;
  let sawStarting = false;
  while (!output.includes(`is running at http://localhost:${chosen}`)) {
    if (options.whileStarting && !sawStarting && output.includes(`Starting on port ${chosen}:`)) {
      sawStarting = true;
      await options.whileStarting(url);
      continue;
    }
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port: chosen,
    child,
    output: () => output,
    /** Stops it as an operator would (SIGTERM); one that has not finished within seconds is killed. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const grace = setTimeout(() => killGroup(child), STOP_GRACE_MS);
      await exited;
      clearTimeout(grace);
    },
  };
}
