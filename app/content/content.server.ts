/** Everything in content/, checked at build: for loaders and server code (never shipped to the browser). */
import content from "virtual:content/full";
import type { z } from "zod";
import type { Pages } from "./collections.ts";
import type { CollectionEntries, Neighborhood, Page, Tour } from "./read-content.ts";

export type { Neighborhood, Page, Tour };
export const tours: readonly Tour[] = content.tours;
export const neighborhoods: readonly Neighborhood[] = content.neighborhoods;
export const pictureDescriptions: Readonly<Record<string, string>> = content.pictures;

/** A collection's entries (collections.ts), in file name order. */
export function collection<K extends keyof CollectionEntries>(name: K): CollectionEntries[K] {
  return content.collections[name];
}

/** A page's entry with its own copy (content/pages/<key>.yaml). */
export function pageContent<K extends keyof Pages>(key: K): z.infer<Pages[K]> & { key: string } {
  const entry = content.pages[key];
  if (!entry) throw new Error(`No page "${key}" in content/pages.`);
  return entry as z.infer<Pages[K]> & { key: string };
}

export function tourBySlug(slug: string): Tour | undefined {
  return tours.find((tour) => tour.slug === slug);
}

export function neighborhoodBySlug(slug: string): Neighborhood | undefined {
  return neighborhoods.find((neighborhood) => neighborhood.slug === slug);
}
