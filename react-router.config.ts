import type { Config } from "@react-router/dev/config";
import { readContent } from "./app/content/read-content.ts";

// The same reader as the build's: every page of content/pages, tours and neighborhoods, and every post.
const content = readContent();

export default {
  // Public pages are pre-rendered files; the same build serves the form endpoints and the staff inbox at run time.
  ssr: true,
  // BUILD_DIR (default build) is also where the server looks for it.
  buildDirectory: process.env.BUILD_DIR || "build",
  prerender: {
    paths: [
      ...Object.values(content.pages).map((page) => page.path),
      ...content.posts.map((post) => `/blog/${post.meta.slug}`),
      "/blog/rss.xml",
      // The newsletter's sent letters (the archive's list is a page of content/pages).
      ...content.newsletterIssues
        .filter((issue) => issue.meta.sentAt)
        .map((issue) => `/newsletter/${issue.slug}`),
      "/newsletter/rss.xml",
      "/sitemap.xml",
      "/robots.txt",
      "/site.webmanifest",
    ],
    // Two at a time, one a core: each page must render within React Router's fixed 10 s, also on a busy machine.
    concurrency: 2,
  },
  // Ship the whole (small) route manifest with the page, so navigation needs no server and works from a CDN.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
