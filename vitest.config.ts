import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { parsePublicEnv } from "./app/config/public-env.ts";
import { iconsPlugin } from "./app/components/icons/vite-plugin.ts";
import { contentPlugin } from "./app/content/vite-plugin.ts";
import { beaconScript } from "./scripts/lib/insights-beacon.ts";

/** The tests of code that reads and writes the database: run on PGlite and again on a real Postgres. */
const DATABASE_TESTS = [
  "server/forms/rate-limit.test.ts",
  "server/inbox/acknowledgements.test.ts",
  "server/inbox/inbox.test.ts",
  "server/inbox/leads.test.ts",
  "server/insights/collector-endpoint.test.ts",
  "server/insights/insights.test.ts",
  "server/mail/mail-settings.test.ts",
  "server/newsletter/sender.test.ts",
  "server/privacy/personal-data.test.ts",
  "server/privacy/retention.test.ts",
  "server/privacy/requests.test.ts",
  "server/staff/accounts.test.ts",
];

/** Tests that start many server processes: on Postgres only, where a start opens its database in milliseconds. */
const POSTGRES_ONLY = ["server/publishing/crash.test.ts", "server/database-connection-lost.test.ts"];

// Unit tests see the same validated settings as the build (defaults unless PUBLIC_* variables are set).
export default defineConfig({
  plugins: [contentPlugin(), iconsPlugin()],
  define: {
    __PUBLIC_ENV__: JSON.stringify(parsePublicEnv(process.env)),
    __INSIGHTS_BEACON__: JSON.stringify(beaconScript(parsePublicEnv(process.env).insightsUrl)),
  },
  test: {
    environment: "node",
    restoreMocks: true,
    // Limits for a loaded two-core machine (CI runs the build and the browsers beside these): a test fails by its
    // assertions, not because another process had the cores for a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Both cores: vitest's default leaves one for the watcher it does not run here.
    maxWorkers: 2,
    // Each test file's process finds drizzle-orm's files as the server does, seconds of CPU sooner (decision 169).
    execArgv: ["--import", fileURLToPath(new URL("server/module-loading.ts", import.meta.url))],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,server,scripts,db,tools}/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, ...POSTGRES_ONLY],
          // Every new embedded database starts as a copy of one made and migrated once (scripts/lib/vitest-pglite.ts).
          globalSetup: ["scripts/lib/vitest-pglite.ts"],
        },
      },
      // The database tests again, each on a database of its own in one throwaway Postgres cluster (Debian's
      // package), where the end-to-end suite once ran ten spec files a second time (issue 36).
      {
        extends: true,
        test: {
          name: "postgres",
          include: [...DATABASE_TESTS, ...POSTGRES_ONLY],
          globalSetup: ["scripts/lib/vitest-postgres.ts"],
        },
      },
    ],
  },
});
