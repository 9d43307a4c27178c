/**
 * Every kind of content the company edits, in one list: where its files are and the schema they follow. The reader
 * (read-content.ts) and the staff editor are built from this list, so a new collection is one line here.
 */
import {
  aboutPageSchema,
  companySchema,
  galleryPageSchema,
  homePageSchema,
  inTheNewsPageSchema,
  neighborhoodSchema,
  pageSchema,
  pressKitPageSchema,
  pressOutletSchema,
  privateTourSchema,
  reelSchema,
  siteSettingsSchema,
  teamMemberSchema,
  testimonialEntrySchema,
  tourFactsSchema,
  tourSchema,
} from "./schema.ts";

/** One file each. */
export const singletons = {
  company: { file: "content/settings/company.yaml", schema: companySchema },
  tourFacts: { file: "content/settings/tours.yaml", schema: tourFactsSchema },
  privateTour: { file: "content/private-tour.yaml", schema: privateTourSchema },
  siteSettings: { file: "content/settings/site.yaml", schema: siteSettingsSchema },
};

/** A folder of files, one entry each, named by slug. */
export const collections = {
  tours: { folder: "content/tours", schema: tourSchema },
  neighborhoods: { folder: "content/neighborhoods", schema: neighborhoodSchema },
  testimonials: { folder: "content/testimonials", schema: testimonialEntrySchema },
  team: { folder: "content/team", schema: teamMemberSchema },
  press: { folder: "content/press", schema: pressOutletSchema },
  reels: { folder: "content/reels", schema: reelSchema },
};

/**
 * content/pages/<key>.yaml: each page's head, and the page's own copy where it has some (its schema extends
 * pageSchema). Tour and neighborhood pages are made from their entries instead.
 */
export const pages = {
  home: homePageSchema,
  about: aboutPageSchema,
  tours: pageSchema,
  "private-tours": pageSchema,
  gallery: galleryPageSchema,
  blog: pageSchema,
  contact: pageSchema,
  "press-kit": pressKitPageSchema,
  booking: pageSchema,
  "in-the-news": inTheNewsPageSchema,
  "adventure-cats": pageSchema,
  "adventure-cats-thanks": pageSchema,
};

export type Singletons = typeof singletons;
export type Collections = typeof collections;
export type Pages = typeof pages;
