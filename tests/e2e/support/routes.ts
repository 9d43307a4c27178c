import { auditRoutes } from "../../../scripts/lib/quality/routes.ts";

export { pagePaths, postPaths, publicPaths } from "../../../scripts/lib/quality/routes.ts";

/**
 * One page of each template: the pages whose parts (header, booking bar, forms, lists, the post layout) the other
 * pages repeat. They get the checks that look at layout alone in every way (the real Tab walk, axe at the desktop
 * width besides the phone's), where every other route gets one of each (docs/testing.md).
 */
export const TEMPLATES = [
  "/",
  "/tours",
  "/tours/brooklyn-heights",
  "/neighborhoods/lower-east-side",
  "/tours/private-tours",
  "/blog",
  auditRoutes().find((route) => route.path.startsWith("/blog/"))!.path,
  "/gallery",
  "/contact",
  "/adventure-cats",
];

/** The kinds of page with many of one template: each post, tour, neighborhood and sent letter. */
const MANY_OF_ONE_TEMPLATE = [
  /^\/blog\/[^/]+$/,
  /^\/tours\/(?!private-tours$)[^/]+$/,
  /^\/neighborhoods\/[^/]+$/,
  /^\/newsletter\/[^/]+$/,
];

/** Whether a page is one more of a template whose page in TEMPLATES stands for it (a post other than the first). */
export const repeatsATemplate = (path: string) =>
  !TEMPLATES.includes(path) && MANY_OF_ONE_TEMPLATE.some((pattern) => pattern.test(path));
