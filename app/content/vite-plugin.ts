/**
 * Serves the checked content to the app as virtual modules: `virtual:content/site` (the light facts every page may
 * use), `virtual:content/pages` (page heads) and `virtual:content/full` (everything, for loaders and server code).
 * A content problem fails the build with its file and field; in development an edit reloads the page.
 */
import { relative } from "node:path";
import type { Plugin } from "vite";
import { contentRoot, readContent, type Page, type SiteContent, type Tour } from "./read-content.ts";

const PREFIX = "virtual:content/";
const MODULES = ["site", "pages", "full"] as const;
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

function moduleSource(name: ModuleName, content: SiteContent): string {
  const value =
    name === "site"
      ? {
          company: content.company,
          tourFacts: content.tourFacts,
          tokens: content.tokens,
          tours: content.tours.map(tourSummary),
          privateTour: content.privateTour,
          siteSettings: content.siteSettings,
        }
      : name === "pages"
        ? Object.fromEntries(Object.entries(content.pages).map(([key, page]) => [key, pageHead(page)]))
        : withoutFiles(content);
  return `export default ${JSON.stringify(value)};\n`;
}

export function contentPlugin(root: string = contentRoot()): Plugin {
  let cache: (SiteContent & { files: string[] }) | undefined;
  const read = () => (cache ??= readContent(root));
  return {
    name: "whisker-walks-content",
    resolveId(id) {
      if (id.startsWith(PREFIX) && MODULES.includes(id.slice(PREFIX.length) as ModuleName)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const content = read();
      for (const file of content.files) this.addWatchFile(file);
      return moduleSource(id.slice(PREFIX.length + 1) as ModuleName, content);
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
