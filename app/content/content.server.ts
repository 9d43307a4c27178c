/** Everything in content/, checked at build: for loaders and server code (never shipped to the browser). */
import content from "virtual:content/full";
import type { z } from "zod";
import type { Pages, TourTemplates } from "./collections.ts";
import type {
  CollectionEntries,
  Neighborhood,
  Page,
  SingletonValues,
  Tour,
  TourTemplateValues,
} from "./read-content.ts";
import type { RelatedTours, Testimonial, TestimonialPlace } from "./schema.ts";

export type { Neighborhood, Page, Tour };
export const tours: readonly Tour[] = content.tours;
export const neighborhoods: readonly Neighborhood[] = content.neighborhoods;
export const pictureDescriptions: Readonly<Record<string, string>> = content.pictures;

/** A collection's entries (collections.ts), in file name order. */
export function collection<K extends keyof CollectionEntries>(name: K): CollectionEntries[K] {
  return content.collections[name];
}

/** A settings file's entry (collections.ts, singletons), such as the navigation or an e-mail template. */
export function setting<K extends keyof SingletonValues>(name: K): SingletonValues[K] {
  return content[name];
}

/** The copy every tour (or neighborhood) page shares, filled in with one tour's facts. */
export function tourTemplate<K extends keyof TourTemplates>(
  name: K,
  slug: string,
): TourTemplateValues[K][string] {
  const byTour: Readonly<Record<string, unknown>> = content.tourTemplates[name];
  if (!Object.hasOwn(byTour, slug)) throw new Error(`No tour "${slug}" for ${name}.`);
  // The reader filled the template for every tour, so this is the same template's value.
  return byTour[slug] as TourTemplateValues[K][string];
}

/** The "Related NYC Walking Tours" block for a page key, or null for a key without links (spec, "Blog"). */
export function relatedTours(key: string): RelatedTours | null {
  const { links, ...heading } = content.relatedTours;
  return Object.hasOwn(links, key) ? { ...heading, links: links[key]! } : null;
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
