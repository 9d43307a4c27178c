/**
 * `npm start`: builds when there is no build or any source or PUBLIC_ setting changed since the last one, then
 * serves the production site (PORT, default 3000; HOST, default every interface). The build is the quick one: the
 * pages are built with every picture's name and size, and the server makes the pictures, each when first asked for
 * and the rest meanwhile (docs/decisions/062-fast-first-start.md). `--complete` makes every picture before serving,
 * as `npm run build` does: the end-to-end tests start the server that way.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { IMAGES_TO_MAKE } from "../server/late-images.ts";
import { BUILD_DIR, buildIsCurrent, ROOT } from "./lib/build-inputs.ts";

const complete = process.argv.includes("--complete");
const current = buildIsCurrent();
const picturesOwed = existsSync(join(BUILD_DIR, IMAGES_TO_MAKE));

if (!current || (complete && picturesOwed)) {
  console.log(
    !current
      ? "The build is missing or older than the sources: building first."
      : "The build still lacks pictures: making them first.",
  );
  const build = spawnSync(
    process.execPath,
    [join(ROOT, "scripts/build.ts"), ...(complete ? [] : ["--images-later"])],
    { cwd: ROOT, stdio: "inherit", env: process.env },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log("The build is up to date.");
}

await import("../server/index.ts");
