import { defineConfig } from "vitest/config";
import { parsePublicEnv } from "./app/config/public-env.ts";
import { iconsPlugin } from "./app/components/icons/vite-plugin.ts";
import { contentPlugin } from "./app/content/vite-plugin.ts";
import { beaconScript } from "./scripts/lib/insights-beacon.ts";

// Unit tests see the same validated settings as the build (defaults unless PUBLIC_* variables are set).
export default defineConfig({
  plugins: [contentPlugin(), iconsPlugin()],
  define: {
    __PUBLIC_ENV__: JSON.stringify(parsePublicEnv(process.env)),
    __INSIGHTS_BEACON__: JSON.stringify(beaconScript(parsePublicEnv(process.env).insightsUrl)),
  },
  test: {
    include: ["{app,server,scripts,db,tools}/**/*.test.{ts,tsx}"],
    environment: "node",
    restoreMocks: true,
    // Limits for a loaded two-core machine (CI runs the build and the browsers beside these): a test fails by its
    // assertions, not because another process had the cores for a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
