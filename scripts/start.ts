/**
 * `npm start`: builds when there is no build or any source or PUBLIC_ setting changed since the last one, then
 * serves the production site (PORT, default 3000; HOST, default every interface).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { buildIsCurrent, ROOT } from "./lib/build-inputs.ts";

if (!buildIsCurrent()) {
  console.log("The build is missing or older than the sources: building first (a minute or two).");
  const build = spawnSync(process.execPath, [join(ROOT, "scripts/build.ts")], {
    cwd: ROOT,
    stdio: "inherit",
    env: process.env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log("The build is up to date.");
}

await import("../server/index.ts");
