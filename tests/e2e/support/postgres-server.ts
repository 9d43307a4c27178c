/**
 * The end-to-end tests' second server: the same build, on a real Postgres (a throwaway cluster made here, on
 * E2E_PG_DB_PORT) instead of PGlite. Playwright starts it (playwright.config.ts) and stops it with SIGTERM.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { startTestCluster } from "../../../scripts/lib/postgres.ts";

const root = join(import.meta.dirname, "../../..");
const cluster = startTestCluster(Number(process.env.E2E_PG_DB_PORT));
const server = spawn(process.execPath, [join(root, "server/index.ts")], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: cluster.url },
  stdio: "inherit",
});

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
server.on("exit", (code) => {
  cluster.stop();
  process.exit(stopping ? 0 : (code ?? 1));
});
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
