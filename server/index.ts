/**
 * The production server (`npm start` builds first when needed, then runs this). One Node process: pre-rendered pages
 * and assets from memory, the redirect table, security headers, then React Router for everything dynamic.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { PublicEnv } from "../app/config/public-env.ts";
import { createApp } from "./app.ts";
import { readServerEnv } from "./env.ts";

const env = readServerEnv();
const buildDir = resolve(env.BUILD_DIR);
const serverEntry = join(buildDir, "server/index.js");
if (!existsSync(serverEntry)) {
  console.error(`No build at ${buildDir}. Run "npm run build" (or "npm start", which builds when needed).`);
  process.exit(1);
}

// The settings the pages were built with, so the security policy allows exactly the providers they call.
const publicEnv = JSON.parse(readFileSync(join(buildDir, "public-env.json"), "utf8")) as PublicEnv;
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;

const listener = createApp({
  build,
  buildDir,
  publicEnv,
  logRequests: env.LOG_REQUESTS === "1",
  dynamicPrefixes: ["/admin"],
});

const server = createServer({ keepAliveTimeout: 65_000 }, (req, res) => void listener(req, res));

function shutdown(signal: string) {
  console.log(`${signal}: finishing open requests, then stopping.`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still open after ten seconds are cut off rather than holding the deploy.
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));

server.listen({ port: env.PORT, host: env.HOST }, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(
    `Whisker Walks NYC is running at http://localhost:${port}${env.HOST ? ` (bound to ${env.HOST})` : ""}`,
  );
});
