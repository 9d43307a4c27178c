import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import type { PublicEnv } from "../app/config/public-env.ts";
import { readServerEnv } from "./env.ts";

/** The server's settings, and the public settings the pages were built with (the build's public-env.json). */
export const serverEnv = readServerEnv();
export const buildDir = resolve(serverEnv.BUILD_DIR);
export const serverEntry = join(buildDir, "server/index.js");

// The build imports the modules the server runs through the project's import map (docs/decisions/089), which Node
// finds only from inside the project.
const project = resolve(import.meta.dirname, "..");
const fromProject = relative(project, buildDir);
if (fromProject.startsWith("..") || isAbsolute(fromProject)) {
  console.error(`BUILD_DIR must be a folder inside the project (${project}); it is ${buildDir}.`);
  process.exit(1);
}

if (!existsSync(serverEntry)) {
  console.error(`No build at ${buildDir}. Run "npm run build" (or "npm start", which builds when needed).`);
  process.exit(1);
}

export const publicEnv = JSON.parse(readFileSync(join(buildDir, "public-env.json"), "utf8")) as PublicEnv;
