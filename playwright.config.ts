import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { CHROMIUM_ARGS, findTestChromium } from "./scripts/lib/chromium.ts";
import { markRun } from "./scripts/lib/test-run.ts";
import { STAFF_PASSWORD } from "./tests/e2e/support/staff.ts";

const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
// Everything this run starts carries its mark and keeps its temporary files in the run's folder, so the teardown and
// the next run find what a killed worker left (scripts/lib/test-run.ts). Workers inherit both.
markRun();
// Free ports for the whole run: workers inherit them from the main process through the environment.
process.env.E2E_PORT ??= freePort();
process.env.E2E_PG_PORT ??= freePort();
process.env.E2E_PG_DB_PORT ??= freePort();
/**
 * E2E_SITE_URL: test a server that is already running instead of starting this checkout's (the page specs against a
 * checkout whose staff published edits, say). Its content is at E2E_CONTENT_ROOT.
 */
const siteUnderTest = process.env.E2E_SITE_URL;
const baseURL = siteUnderTest ?? `http://127.0.0.1:${process.env.E2E_PORT}`;
const postgresURL = `http://127.0.0.1:${process.env.E2E_PG_PORT}`;
// Chromium's headless shell where it is installed (scripts/lib/chromium.ts): the same engine, quicker to open a page.
const executablePath = findTestChromium() ?? undefined;
const browser = { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: CHROMIUM_ARGS } };
/** The chromium specs whose tests take a minute or more (servers of their own, builds, publishes): started first. */
const LONG_SPECS =
  /(publishing|publishing-crash|newsletter-sending|editor|durability|backups|provider-settings|upgrade|staff-accessibility)\.spec\.ts/;

// Both servers: the inbox on, and X-Forwarded-For trusted so each test can be its own client (rate limits). No daily
// backup a minute after start: the backup tests make theirs.
const serverEnv = {
  // Playwright's to stop, after the global teardown (scripts/lib/test-run.ts).
  WW_TEST_WEB_SERVER: "1",
  HOST: "127.0.0.1",
  LOG_REQUESTS: "0",
  ADMIN_PASSWORD: STAFF_PASSWORD,
  TRUST_PROXY: "1",
  BACKUP_DAILY: "off",
  // Backups are encrypted with the operator's key (decision 130): the staff pages' sweeps make one with Back up now.
  BACKUP_KEY: "d2hpc2tlci13YWxrcy1lMmUtdGVzdHMta2V5LTAwMDE=",
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // E2E_REPORT=FILE also writes every test's time as JSON there, to see where a run's time goes (docs/testing.md).
  reporter: process.env.E2E_REPORT
    ? [["list"], ["json", { outputFile: process.env.E2E_REPORT }]]
    : [["list"]],
  // The files that took longest, at the end of every run (CI's output included).
  reportSlowTests: { max: 12, threshold: 120_000 },
  globalSetup: "./tests/e2e/support/global-setup.ts",
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  // The whole run is bounded, with room for a loaded CI machine (37-41 min measured, docs/performance.md) inside CI's
  // 90 minutes.
  globalTimeout: 60 * 60_000,
  // A minute a test: a page-by-page check (axe, a form's every state) takes 10-25 s on two busy cores, so no test
  // sits near its limit (issue 26). Tests that publish, restart or send set their own, never past MAX_TEST_TIME
  // (tests/e2e/fixtures.ts fails a test that asks for more).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // No trace by default: recording one costs every test a share of two busy cores, and CI keeps none. To look at
    // a failure: npx playwright test FILE --trace retain-on-failure.
    trace: "off",
  },
  // Playwright hands tests out in the order of these projects, then of their files: the longest first, so that no
  // worker is left with a five-minute test while the other has nothing to do (issue 36).
  projects: [
    // Again on a real Postgres instead of the embedded PGlite, for what only Postgres changes: several servers sharing
    // one database, backups of a Postgres database, and a database made by an older release. The database layer's
    // own tests run on Postgres in the unit tests' postgres project (vitest.config.ts, docs/testing.md).
    {
      name: "postgres",
      testMatch: /(backups|upgrade|several-servers|operator-drill)\.spec\.ts/,
      use: { ...browser, baseURL: postgresURL },
    },
    // The specs that start servers of their own, build or publish: a minute or more a test.
    { name: "chromium-long", use: browser, testMatch: LONG_SPECS },
    // Several servers share one database, and the operator drill follows the README on Postgres: only the postgres
    // project runs those specs.
    {
      name: "chromium",
      use: browser,
      testIgnore: [LONG_SPECS, /(several-servers|operator-drill)\.spec\.ts/],
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
          env: {
            ...serverEnv,
            PORT: process.env.E2E_PORT,
            DATA_DIR: join("test-results", "e2e-data"),
            BACKUP_DIR: join("test-results", "e2e-backups"),
          },
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
          env: {
            ...serverEnv,
            PORT: process.env.E2E_PG_PORT,
            DATA_DIR: join("test-results", "e2e-pg-data"),
            BACKUP_DIR: join("test-results", "e2e-pg-backups"),
          },
          reuseExistingServer: false,
          timeout: 300_000,
          stdout: "ignore",
          stderr: "pipe",
          gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
        },
      ],
});
