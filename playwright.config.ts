import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium.ts";

// One free port for the whole run: workers inherit it from the main process through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const executablePath = findChromium() ?? undefined;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    },
  ],
  // The production build, started the way a visitor's server is: npm start (which builds first if needed).
  webServer: {
    command: `"${process.execPath}" scripts/start.ts`,
    url: `${baseURL}/robots.txt`,
    env: { PORT: process.env.E2E_PORT, HOST: "127.0.0.1", LOG_REQUESTS: "0" },
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
