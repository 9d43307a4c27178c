/**
 * The names the browser's code imports the content by (docs/decisions/166): the page's import map says which file of
 * the build holds each, so the scripts' own names do not change with the content.
 */
export const BROWSER_CONTENT = {
  site: "whisker-walks/content-site",
  pages: "whisker-walks/content-pages",
} as const;
