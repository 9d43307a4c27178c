import type { PublicEnv } from "./public-env.ts";

declare global {
  /** Replaced at build time by vite.config.ts; set on globalThis by Node scripts (scripts/lib/public-env.ts). */
  var __PUBLIC_ENV__: PublicEnv | undefined;
  /** The minified insights beacon, replaced at build time by vite.config.ts (scripts/lib/insights-beacon.ts). */
  const __INSIGHTS_BEACON__: string;
}
