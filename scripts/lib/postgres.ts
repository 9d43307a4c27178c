import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { installDebianPackages } from "./apt.ts";

const POSTGRES_ROOT = "/usr/lib/postgresql";
const isRoot = () => process.getuid?.() === 0;

/** The newest installed Postgres's bin folder (Debian's layout: /usr/lib/postgresql/<version>/bin). */
export function findPostgresBin(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => existsSync(join(POSTGRES_ROOT, name, "bin/pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(POSTGRES_ROOT, versions[0], "bin") : null;
}

/** Finds Postgres, installing Debian's package when we are root and it is missing (the tests' real-Postgres run). */
export function ensurePostgres(): string {
  const found = findPostgresBin();
  if (found) return found;
  if (installDebianPackages(["postgresql"], "Postgres")) {
    const installed = findPostgresBin();
    if (installed) return installed;
  }
  throw new Error(
    "The tests run the endpoints against a real Postgres too, and none was found. On Debian or Ubuntu run " +
      "`sudo apt-get install -y postgresql`.",
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type TestCluster = { url: string; port: number; stop(): void };

/**
 * A throwaway Postgres cluster in a temporary folder, on a loopback port, trusting local connections; the database
 * `whisker` is ready in it. Postgres refuses to run as root, so as root it runs as the package's `postgres` user.
 */
export function startTestCluster(port: number): TestCluster {
  const bin = ensurePostgres();
  const folder = mkdtempSync(join(tmpdir(), "ww-postgres-"));
  const asOwner = isRoot() ? ["runuser", "-u", "postgres", "--"] : [];
  if (isRoot()) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(folder, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [program = command, ...rest] = [...asOwner, join(bin, command), ...args];
    execFileSync(program, rest, { stdio: ["ignore", "ignore", "inherit"] });
  };
  const data = join(folder, "data");
  run("initdb", ["-D", data, "-U", "whisker", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    join(folder, "postgres.log"),
    "-w",
    "-o",
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
    "start",
  ]);
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "whisker", "whisker"]);
  let stopped = false;
  return {
    url: `postgres://whisker@127.0.0.1:${port}/whisker`,
    port,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } catch {
        // Already stopped (a signal to the whole process group reaches Postgres too).
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
