import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import type { PublicEnv } from "../app/config/public-env.ts";
import { readServerEnv } from "./env.ts";

/** The site's checkout: the server runs its own (docs/decisions/089), publishes there, and builds there. */
export const ROOT = resolve(import.meta.dirname, "..");

/** The server's settings, read once at start. */
export const serverEnv = readServerEnv();
/** The deploy-time build (`npm run build`), served until staff first publish (docs/decisions/093). */
export const baselineBuildDir = resolve(serverEnv.BUILD_DIR);

// The build imports the modules the server runs through the project's import map (docs/decisions/089), which Node
// finds only from inside the project.
const fromProject = relative(ROOT, baselineBuildDir);
if (fromProject.startsWith("..") || isAbsolute(fromProject)) {
  console.error(`BUILD_DIR must be a folder inside the project (${ROOT}); it is ${baselineBuildDir}.`);
  process.exit(1);
}

/** The server entry of a finished build. */
export const serverEntryOf = (buildDir: string) => join(buildDir, "server/index.js");

/** The public settings a build was made with (its public-env.json). */
export function readPublicEnv(buildDir: string): PublicEnv {
  const file = join(buildDir, "public-env.json");
  if (!existsSync(file)) throw new Error(`The build in ${buildDir} is unfinished (no public-env.json).`);
  return JSON.parse(readFileSync(file, "utf8")) as PublicEnv;
}
