import type { Config } from "@react-router/dev/config";

export default {
  // Public pages are files the build renders from the content (scripts/lib/render-site.ts, docs/decisions/166); the
  // same build serves the form endpoints and the staff area at run time.
  ssr: true,
  // BUILD_DIR (default build) is also where the server looks for it.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Ship the whole (small) route manifest with the page, so navigation needs no server and works from a CDN.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
