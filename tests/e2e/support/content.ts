import "../../../scripts/lib/public-env.ts";
import { join } from "node:path";
import type { z } from "zod";
import { providers } from "../../../app/config.ts";
import type { Pages } from "../../../app/content/collections.ts";
import { outsideLinks } from "../../../app/content/outside-links.ts";
import { readContent } from "../../../app/content/read-content.ts";

/**
 * The content the build under test was made from, read as the build reads it: tests compare pages with it. That is
 * this checkout's, or (E2E_CONTENT_ROOT) another checkout's whose server the run tests (tests/e2e/staff-edits.spec.ts).
 */
export const content = readContent(process.env.E2E_CONTENT_ROOT || join(import.meta.dirname, "../../.."));

/** A page's own copy (content/pages/<key>.yaml), tokens filled in. */
export function pageCopy<K extends keyof Pages>(key: K): z.infer<Pages[K]> {
  return content.pages[key] as unknown as z.infer<Pages[K]>;
}

/** The gift-card, petition and press-folder pages, as the site resolves them. */
export const links = outsideLinks(content.siteSettings.links, {
  ...providers.fareharbor,
  flowId: content.tourFacts.booking.flowId,
});

/** The copy every tour (or neighborhood) page shares, filled in for one tour. */
export function tourPageCopy(slug: string) {
  return content.tourTemplates.tourPage[slug]!;
}

export function neighborhoodPageCopy(slug: string) {
  return content.tourTemplates.neighborhoodPage[slug]!;
}

export function tour(slug: string) {
  return content.tours.find((each) => each.slug === slug)!;
}
