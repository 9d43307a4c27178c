import { join } from "node:path";
import type { z } from "zod";
import type { Pages } from "../../../app/content/collections.ts";
import { readContent } from "../../../app/content/read-content.ts";

/** The content as the build reads it, so the tests check the pages against it, not against a copy of it. */
export const content = readContent(join(import.meta.dirname, "../../.."));

/** A page's own copy (content/pages/<key>.yaml), its tokens filled in. */
export function pageCopy<K extends keyof Pages>(key: K): z.infer<Pages[K]> {
  return content.pages[key] as unknown as z.infer<Pages[K]>;
}

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
