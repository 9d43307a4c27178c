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
// The islands' entry in the browser build (app/islands/vite-plugin.ts).
declare module "virtual:islands" {
  /** The entry's address, or "" where the build has none (development, the browser build itself). */
  export const islandsEntry: string;
}

declare module "virtual:icon-sprite" {
  /** The address of the icons' sprite (app/components/icons/vite-plugin.ts). */
  const sprite: string;
  export default sprite;
}
