/**
 * Serves the checked content to the app as virtual modules: `virtual:content/site` (the light facts every page may
 * use), `virtual:content/pages` (page heads), `virtual:content/full` (everything, for loaders and server code) and
 * `virtual:content/build` (BuildFacts) and `virtual:content/images` (the pictures' sizes). In development they hold content/ itself, and an edit reloads the page; in
 * the build they hold no content but read the version the build folder holds (BUILD_CONTENT_FILE).
 */
import { relative } from "node:path";
import type { Plugin } from "vite";
import { BROWSER_CONTENT } from "./browser-content.ts";
import { contentRoot, readContent, type Page, type SiteContent, type Tour } from "./read-content.ts";

const PREFIX = "virtual:content/";
const MODULES = ["site", "pages", "full"] as const;
/** With the build's own facts and the pictures' sizes, which the build does not take from content/'s text. */
const ALL_MODULES = [...MODULES, "build", "images"] as const;
type ModuleName = (typeof MODULES)[number];

/** What a tour card, menu or button needs: the tour's facts without its page copy. */
export type TourSummary = Pick<
  Tour,
  | "slug"
  | "path"
  | "neighborhoodPath"
  | "order"
  | "name"
  | "shortName"
  | "itemId"
  | "maxGuests"
  | "guide"
  | "badge"
  | "teaser"
  | "summary"
  | "locality"
  | "bestFor"
  | "schedule"
  | "meetingPoint"
  | "endPoint"
  | "endsAtCatCafe"
>;

export function tourSummary(tour: Tour): TourSummary {
  const { slug, path, neighborhoodPath, order, name, shortName, itemId, maxGuests, guide, badge, teaser } =
    tour;
  const { summary, locality, bestFor, schedule, meetingPoint, endPoint, endsAtCatCafe } = tour;
  return {
    slug,
    path,
    neighborhoodPath,
    order,
    name,
    shortName,
    itemId,
    maxGuests,
    guide,
    ...(badge ? { badge } : {}),
    teaser,
    summary,
    locality,
    bestFor,
    schedule,
    meetingPoint,
    endPoint,
    endsAtCatCafe,
  };
}

/** What a page's meta needs in the browser: its head, not its copy. */
function pageHead(page: Page): Page {
  const { key, path, title, fullTitle, description, crumb, parent, og, noindex, sitemap } = page;
  return { key, path, title, fullTitle, description, crumb, parent, og, noindex, sitemap };
}

/** The content as the site uses it: without the list of files it was read from, whose paths name this machine's
 * folders (the build is the same wherever the checkout is, and says nothing of where that is). */
function withoutFiles(content: SiteContent & { files?: string[] }): SiteContent {
  const { files: _files, ...rest } = content;
  return rest;
}

/** The three content modules' values: what the site, the page heads and the loaders read. */
export function contentModules(content: SiteContent): Record<ModuleName, unknown> {
  return {
    site: {
      company: content.company,
      tourFacts: content.tourFacts,
      tokens: content.tokens,
      tours: content.tours.map(tourSummary),
      privateTour: content.privateTour,
      siteSettings: content.siteSettings,
    },
    pages: Object.fromEntries(Object.entries(content.pages).map(([key, page]) => [key, pageHead(page)])),
    full: withoutFiles(content),
  };
}

/**
 * A built site's content (docs/decisions/166): the code is built once, with no content in it, and each version of
 * the content is written beside it by the render (scripts/lib/render-site.ts). The server's code reads this file,
 * at the root of the build folder it was loaded from, when it starts; the browser's code imports the content modules
 * by name, which the page's import map turns into the version's own files.
 */
export const BUILD_CONTENT_FILE = "site-content.json";
export { BROWSER_CONTENT };
/** What the page frame needs to know of the build it is in: whether it is a staff preview, and its import map. */
export type BuildFacts = { preview: boolean; importMap: string | null };
/** The pictures' sizes and colours (generated/images.json, made from content/images by scripts/images.ts). */
export const IMAGE_MANIFEST = "generated/images.json";
export type BuildContent = Record<ModuleName, unknown> & { build: BuildFacts; images: unknown };

const DATA = "\0virtual:content/data";

/**
 * A content module of the build: the server's read the build's content file; the browser's `build` is what the
 * page says (a staff preview is only ever served, never hydrated, so the browser never shows its bar).
 */
function builtModuleSource(name: (typeof ALL_MODULES)[number], browser: boolean): string {
  if (!browser) return `import data from ${JSON.stringify(DATA)};\nexport default data.${name};\n`;
  const importMap = `document.querySelector('script[type="importmap"]')?.textContent ?? null`;
  return `export default { preview: false, importMap: ${importMap} };\n`;
}

/** The server build's reading of its content file, once, from the build folder its own file is in. */
const DATA_SOURCE = `import { readFileSync } from "node:fs";
const here = import.meta.url;
const root = here.slice(0, here.lastIndexOf("/server/"));
export default JSON.parse(readFileSync(new URL(\`\${root}/${BUILD_CONTENT_FILE}\`), "utf8"));
`;

export function contentPlugin(root: string = contentRoot()): Plugin {
  let cache: (SiteContent & { files: string[] }) | undefined;
  const read = () => (cache ??= readContent(root));
  return {
    name: "whisker-walks-content",
    resolveId(id) {
      if (id === DATA) return id;
      if (!id.startsWith(PREFIX)) return undefined;
      const name = id.slice(PREFIX.length);
      if (!ALL_MODULES.includes(name as (typeof ALL_MODULES)[number])) return undefined;
      // The browser build imports the content by name, from a file of the version's own (no content in the code).
      if (this.environment?.mode === "build" && this.environment.name === "client" && name !== "build") {
        if (name === "full" || name === "images")
          throw new Error(
            `virtual:content/${name} is for the server: the browser's code must not import it.`,
          );
        return { id: BROWSER_CONTENT[name as "site" | "pages"], external: true };
      }
      return `\0${id}`;
    },
    load(id) {
      if (id === DATA) return DATA_SOURCE;
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1) as (typeof ALL_MODULES)[number];
      if (this.environment?.mode === "build")
        return builtModuleSource(name, this.environment.name === "client");
      // In development (and in unit tests) the content is read from content/ and is live: no import map.
      if (name === "build") return `export default { preview: false, importMap: null };\n`;
      if (name === "images") return `export { default } from "#${IMAGE_MANIFEST}";\n`;
      const content = read();
      for (const file of content.files) this.addWatchFile(file);
      return `export default ${JSON.stringify(contentModules(content)[name])};\n`;
    },
    watchChange(file) {
      if (!relative(root, file).startsWith("content")) return;
      cache = undefined;
    },
    handleHotUpdate({ file, server }) {
      if (!relative(root, file).startsWith("content")) return;
      cache = undefined;
      for (const name of MODULES) {
        const module = server.moduleGraph.getModuleById(`\0${PREFIX}${name}`);
        if (module) server.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: "full-reload" });
      return [];
    },
  };
}
