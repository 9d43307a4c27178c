// Types of the content plugin's virtual modules (app/content/vite-plugin.ts).
declare module "virtual:content/site" {
  import type { Company, SiteSettings, TourFacts } from "#app/content/schema.ts";
  import type { PrivateTour } from "#app/content/read-content.ts";
  import type { SiteTokens } from "#app/content/tokens.ts";
  import type { TourSummary } from "#app/content/vite-plugin.ts";

  const site: {
    company: Company;
    tourFacts: TourFacts;
    tokens: SiteTokens;
    tours: TourSummary[];
    privateTour: PrivateTour;
    siteSettings: SiteSettings;
  };
  export default site;
}
declare module "virtual:content/pages" {
  import type { Page } from "#app/content/read-content.ts";

  const pages: Record<string, Page>;
  export default pages;
}
declare module "virtual:content/full" {
  import type { SiteContent } from "#app/content/read-content.ts";

  const content: SiteContent;
  export default content;
}
// The islands' runtime in the browser build and in development (app/islands/vite-plugin.ts).
declare module "virtual:islands" {
  /** The runtime's address, or "" in the browser build itself (whose staff pages run React Router). */
  export const islandsEntry: string;
  /** In development, the modules to load before it (Vite's client, React Refresh); none in a build. */
  export const islandsPreamble: readonly string[];
}
// The browser's registry of islands, made from the `island("name", View)` calls (app/islands/vite-plugin.ts).
declare module "virtual:island-registry" {
  /** Each island's name, and how to load its component. */
  export const islands: Record<string, () => Promise<unknown>>;
  /** The files of each island's code, for fetching it ahead (app/islands/prefetch.ts). */
  export const islandFiles: string;
}

declare module "virtual:icon-sprite" {
  /** The address of the icons' sprite (app/components/icons/vite-plugin.ts). */
  const sprite: string;
  export default sprite;
}
// React Router's React Refresh preamble in development (app/islands/dev-preamble.ts).
declare module "virtual:react-router/inject-hmr-runtime";
declare module "virtual:content/build" {
  import type { BuildFacts } from "#app/content/vite-plugin.ts";

  const build: BuildFacts;
  export default build;
}
declare module "virtual:content/images" {
  const manifest: Record<string, unknown>;
  export default manifest;
}
