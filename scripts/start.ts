/**
 * `npm start`: builds when there is no build or any source or PUBLIC_ setting changed since the last one, then
 * serves the production site (PORT, default 3000; HOST, default every interface). This build is the quick one: it
 * plans the pictures and the server makes them, each when first asked for and the rest meanwhile
 * (docs/decisions/062-fast-first-start.md). `npm run build` makes everything before it ends.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { buildIsCurrent, ROOT } from "./lib/build-inputs.ts";

if (!buildIsCurrent()) {
  console.log("The build is missing or older than the sources: building first (under a minute).");
  const build = spawnSync(process.execPath, [join(ROOT, "scripts/build.ts"), "--images-later"], {
    cwd: ROOT,
    stdio: "inherit",
    env: process.env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log("The build is up to date.");
}

await import("../server/index.ts");
