import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium.ts";
import { STAFF_PASSWORD } from "./tests/e2e/support/staff.ts";

const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
// Free ports for the whole run: workers inherit them from the main process through the environment.
process.env.E2E_PORT ??= freePort();
process.env.E2E_PG_PORT ??= freePort();
process.env.E2E_PG_DB_PORT ??= freePort();
/**
 * E2E_SITE_URL: test a server that is already running instead of starting this checkout's (the page specs run again
 * on a checkout whose staff published edits: tests/e2e/staff-edits.spec.ts). Its content is at E2E_CONTENT_ROOT.
 */
const siteUnderTest = process.env.E2E_SITE_URL;
const baseURL = siteUnderTest ?? `http://127.0.0.1:${process.env.E2E_PORT}`;
const postgresURL = `http://127.0.0.1:${process.env.E2E_PG_PORT}`;
const executablePath = findChromium() ?? undefined;
const browser = { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: CHROMIUM_ARGS } };

// Both servers: the inbox on, and X-Forwarded-For trusted so each test can be its own client (rate limits). No daily
// backup a minute after start: the backup tests make theirs.
const serverEnv = {
  HOST: "127.0.0.1",
  LOG_REQUESTS: "0",
  ADMIN_PASSWORD: STAFF_PASSWORD,
  TRUST_PROXY: "1",
  BACKUP_DAILY: "off",
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // A minute a test: a page-by-page check (axe, a form's every state) takes 10-25 s on two busy cores, so no test
  // sits near its limit (issue 26). Tests that publish, restart or send set their own.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [
    { name: "chromium", use: browser, ...(siteUnderTest ? { testIgnore: /staff-edits\.spec\.ts/ } : {}) },
    // The endpoint, inbox, staff-account, bad-input and newsletter-sending tests again, against a real Postgres server
    // instead of the embedded PGlite.
    {
      name: "postgres",
      testMatch:
        /(form-endpoints|staff-inbox|staff-accounts|durability|bad-input|insights|backups|upgrade|several-servers|newsletter-sending)\.spec\.ts/,
      use: { ...browser, baseURL: postgresURL },
    },
  ],
  webServer: siteUnderTest
    ? []
    : [
        // The production build, started the way a visitor's server is: npm start (which builds first if needed), with
        // the embedded database in a folder Playwright empties at each run. --complete: every picture is made before it
        // serves, so a test never waits for one (docs/decisions/062-fast-first-start.md).
        {
          command: `"${process.execPath}" scripts/start.ts --complete`,
          url: `${baseURL}/robots.txt`,
          env: { ...serverEnv, PORT: process.env.E2E_PORT, DATA_DIR: join("test-results", "e2e-data") },
          reuseExistingServer: false,
          timeout: 600_000,
          stdout: "ignore",
          stderr: "pipe",
          gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
        },
        // The same build on a throwaway Postgres cluster.
        {
          command: `"${process.execPath}" tests/e2e/support/postgres-server.ts`,
          url: `${postgresURL}/robots.txt`,
          env: { ...serverEnv, PORT: process.env.E2E_PG_PORT },
          reuseExistingServer: false,
          timeout: 300_000,
          stdout: "ignore",
          stderr: "pipe",
          gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
        },
      ],
});
