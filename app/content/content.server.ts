/** Everything in content/, checked at build: for loaders and server code (never shipped to the browser). */
import content from "virtual:content/full";
import type { z } from "zod";
import type { Pages } from "./collections.ts";
import type { CollectionEntries, Neighborhood, Page, Tour } from "./read-content.ts";
import type { Testimonial, TestimonialPlace } from "./schema.ts";

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

/**
 * The testimonials shown at a place, in their order, attributed with their tour's name; for a tour or neighborhood
 * page, those of its tour.
 */
export function testimonialsFor(place: TestimonialPlace, tourSlug?: string): Testimonial[] {
  return collection("testimonials")
    .filter((entry) => entry.showOn.includes(place) && (tourSlug === undefined || entry.tour === tourSlug))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
    .map(({ quote, author, role, tour, date }) => ({
      quote,
      author,
      ...(role ? { role } : {}),
      tour: tour === content.privateTour.slug ? content.privateTour.name : (tourBySlug(tour)?.name ?? tour),
      ...(date ? { date } : {}),
    }));
}
