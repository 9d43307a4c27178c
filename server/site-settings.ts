import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { PublicEnv } from "../app/config/public-env.ts";
import { readServerEnv } from "./env.ts";

/**
 * Imported first by the server: the settings the pages were built with, made available to the app modules the
 * server shares (form schemas, the newsletter honeypot name) the way scripts/lib/public-env.ts does for scripts.
 */
export const serverEnv = readServerEnv();
export const buildDir = resolve(serverEnv.BUILD_DIR);
export const serverEntry = join(buildDir, "server/index.js");

if (!existsSync(serverEntry)) {
  console.error(`No build at ${buildDir}. Run "npm run build" (or "npm start", which builds when needed).`);
  process.exit(1);
}

export const publicEnv = JSON.parse(readFileSync(join(buildDir, "public-env.json"), "utf8")) as PublicEnv;
globalThis.__PUBLIC_ENV__ = publicEnv;
