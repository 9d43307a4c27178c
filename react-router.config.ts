import type { Config } from "@react-router/dev/config";
import { readdirSync } from "node:fs";
import { pages } from "./content/data/pages.ts";

const postPaths = readdirSync("content/blog")
  .filter((file) => file.endsWith(".md"))
  .map((file) => `/blog/${file.replace(/\.md$/, "")}`);

export default {
  // Public pages are pre-rendered files; the same build serves the form endpoints and the staff inbox at run time.
  ssr: true,
  // BUILD_DIR (default build) is also where the server looks for it.
  buildDirectory: process.env.BUILD_DIR || "build",
  prerender: {
    paths: [
      ...Object.values(pages).map((page: { path: string }) => page.path),
      ...postPaths,
      "/blog/rss.xml",
      "/sitemap.xml",
      "/robots.txt",
      "/site.webmanifest",
    ],
    concurrency: 4,
  },
  // Ship the whole (small) route manifest with the page, so navigation needs no server and works from a CDN.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
