/**
 * One schema per content collection (content/): checked when the site is built, so a bad entry stops the build with
 * its file, its field and the reason. Types for the app are inferred from these schemas.
 */
import { z } from "zod";

const text = z.string().trim().min(1, "must not be empty");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lower-case letters, digits and hyphens");
/** The pictures in content/images, set by the reader before it checks entries (unset: names are not checked). */
let knownPictures: ReadonlySet<string> | undefined;
export function setKnownPictures(names: ReadonlySet<string> | undefined) {
  knownPictures = names;
}

/** A picture's name: its path under content/images without the extension, such as "tours/brooklyn-heights". */
export const pictureName = z
  .string()
  .regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)+$/, "name a picture as folder/name")
  .refine((name) => !knownPictures || knownPictures.has(name), {
    error: (issue) => `no picture "${String(issue.input)}" in content/images`,
  });
const isoDate = z.iso.date({ message: "write the date as YYYY-MM-DD" });

export const faqItemSchema = z.strictObject({ question: text, answer: text });
export const featureSchema = z.strictObject({ title: text, description: text });
export const testimonialSchema = z.strictObject({
  quote: text,
  author: text,
  role: text.optional(),
  /** The tour they took, as the attribution shows it. */
  tour: text,
  /** Date of the visit, for the Review record. */
  date: isoDate.optional(),
});

/** Where a testimonial is shown: a page, or every tour or neighborhood page of its tour. */
export const testimonialPlaces = ["home", "tours", "contact", "press-kit", "tour", "neighborhood"] as const;

/**
 * content/testimonials/<slug>.yaml: a guest's words about a tour (spec, "Testimonial"): always five stars, attributed
 * with the tour's name, which comes from the tour's own file.
 */
export const testimonialEntrySchema = z.strictObject({
  quote: text,
  author: text,
  role: text.optional(),
  /** The tour they took: a tour's slug, or private-tours. */
  tour: slug,
  /** Date of the visit, for the Review record. */
  date: isoDate.optional(),
  showOn: z.array(z.enum(testimonialPlaces)).min(1, "say where the testimonial is shown"),
  /** Order among the testimonials of the same place, lowest first. */
  order: z.number().int().min(0).default(0),
});

/** content/settings/company.yaml: who the company is, and what its guests say of it. */
export const companySchema = z.strictObject({
  name: text,
  tagline: text,
  description: text,
  foundingYear: z.number().int().min(1900).max(2100),
  email: z.email({ message: "write an e-mail address" }),
  instagram: z.strictObject({
    handle: z.string().regex(/^@\w[\w.]*$/, "start the handle with @"),
    url: z.url(),
  }),
  address: z.strictObject({
    locality: text,
    region: text,
    country: z.string().length(2, "a two-letter country code"),
  }),
  /** Where the most popular tour meets, for maps and structured data. */
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  rating: z
    .strictObject({
      value: z.number().min(1).max(5),
      best: z.number().int(),
      worst: z.number().int(),
      count: z.number().int().min(1, "at least one rating"),
      /** Share of guests who give five stars, in percent. */
      fiveStarShare: z.number().int().min(0).max(100),
    })
    .refine((rating) => rating.value <= rating.best && rating.value >= rating.worst, {
      message: "the rating must lie between worst and best",
      path: ["value"],
    }),
});

/** content/settings/tours.yaml: the facts every public tour shares, stated once. */
export const tourFactsSchema = z.strictObject({
  /** Dollars a guest, on every public tour (and each private guest beyond the base group). */
  price: z.number().int().min(1).max(1000),
  /** What other New York walking tours charge on average, for comparisons. */
  comparisonPrice: z.number().int().min(1).max(1000),
  durationHours: z.number().min(0.5).max(8),
  distanceMiles: z.number().min(0.1).max(10),
  /** The average New York walking tour we compare against (its price is comparisonPrice). */
  typicalTour: z.strictObject({
    name: text,
    duration: text,
    groupSize: text,
    rating: z.number().min(1).max(5),
  }),
  /** A tour runs with at least this many guests. */
  minGuests: z.number().int().min(1).max(50),
  booking: z.strictObject({
    /** The booking calendar's flow. */
    flowId: z.number().int().positive(),
  }),
  privateTour: z.strictObject({
    /** The group size the base price covers; the base is this many guests at the tour price. */
    baseGuests: z.number().int().min(1).max(50),
    minGuests: z.number().int().min(1),
    maxGuests: z.number().int().min(1).max(200),
    /** The estimate's starting group size. */
    defaultGuests: z.number().int().min(1),
    weekdayNoticeWeeks: z.number().int().min(0).max(52),
    weekendNoticeWeeks: z.strictObject({ min: z.number().int().min(0), max: z.number().int().min(0) }),
    replyHours: z.number().int().min(1).max(168),
  }),
});

const stopSchema = z.strictObject({ title: text, description: text });

/** The head of a page that a tour or neighborhood entry makes: its address and crumb come from the entry. */
/** How the sitemap lists a page (a noindex page is left out). */
const sitemapSchema = z.strictObject({
  priority: z.number().min(0).max(1),
  changefreq: z.enum(["weekly", "monthly", "yearly"]),
});

const entryPageSchema = z.strictObject({
  title: text,
  description: text,
  og: z.strictObject({ eyebrow: text, headline: text }),
  sitemap: sitemapSchema,
});

/** content/tours/<slug>.yaml: one neighborhood tour, everything its pages say about it. */
export const tourSchema = z.strictObject({
  /** Where the tour sits in lists and menus. */
  order: z.number().int().min(1),
  page: entryPageSchema,
  name: text,
  shortName: text,
  /** The booking calendar's item. */
  itemId: z.number().int().positive(),
  /** City name for structured data (Brooklyn Heights is in Brooklyn). */
  locality: text,
  maxGuests: z.number().int().min(1).max(50),
  guide: text,
  badge: text.optional(),
  /** A banner above the tour page's hero, such as "ONE TOUR LEFT THIS SEASON". */
  urgencyBanner: text.optional(),
  teaser: text,
  /** The longer teaser on the /tours cards. */
  cardTeaser: text,
  summary: text,
  bestFor: text,
  schedule: text,
  meetingPoint: text,
  endPoint: text,
  endsAtCatCafe: z.boolean(),
  image: pictureName,
  heroImage: pictureName,
  comparison: z.strictObject({
    places: z.array(text).min(1),
    rating: z.number().min(1).max(5),
    reviews: z.number().int().min(0),
    highlights: z.array(text).min(1),
  }),
  description: z.array(text).min(1),
  stops: z.array(stopSchema).min(1),
  whatToBring: z.array(text).min(1),
  meetingDetails: text,
  testimonials: z.array(testimonialSchema),
  faqs: z.array(faqItemSchema),
});

/** content/private-tour.yaml: the private tour's facts; its page copy lives with its page. */
export const privateTourSchema = z.strictObject({
  name: text,
  shortName: text,
  /** The booking calendar's item for private requests. */
  itemId: z.number().int().positive(),
  teaser: text,
  /** The longer teaser on the /tours cards. */
  cardTeaser: text,
  summary: text,
  bestFor: text,
  image: pictureName,
});

/** content/neighborhoods/<slug>.yaml: the landing page of the neighborhood a tour of the same slug walks. */
export const neighborhoodSchema = z.strictObject({
  page: entryPageSchema,
  title: text,
  subtitle: text,
  features: z.array(featureSchema).min(1),
  whyChoose: z.strictObject({ heading: text, paragraphs: z.array(text).min(1) }),
  timeline: z.array(z.strictObject({ year: text, event: text })).min(1),
  faqs: z.array(faqItemSchema),
  testimonials: z.array(testimonialSchema),
});

export const ogScenes = [
  "home",
  "tours",
  "brooklyn-heights",
  "financial-district",
  "lower-east-side",
  "private-tours",
  "blog",
  "gallery",
  "press",
  "contact",
  "adventure-cats",
  "about",
  "booking",
] as const;

/** content/pages/<key>.yaml: a page's address, head, social card and place in the breadcrumb trail. */
export const pageSchema = z.strictObject({
  path: z.string().regex(/^\/[a-z0-9/-]*$/, "an address on this site, such as /tours"),
  /** The page's own title; the company name is appended unless fullTitle. */
  title: text,
  fullTitle: z.boolean().optional(),
  description: text,
  crumb: text,
  /** The parent page's key, for breadcrumbs. */
  parent: slug.optional(),
  og: z.strictObject({ scene: z.enum(ogScenes), eyebrow: text, headline: text }),
  noindex: z.boolean().optional(),
  /** How the sitemap lists the page (a noindex page is left out). */
  sitemap: sitemapSchema,
});

/** content/images/<folder>/<name>.yaml, beside the picture: its one description. */
export const pictureSchema = z.strictObject({ alt: text });

export type Company = z.infer<typeof companySchema>;
export type TourFacts = z.infer<typeof tourFactsSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type Feature = z.infer<typeof featureSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type TestimonialPlace = (typeof testimonialPlaces)[number];
export type TourEntry = z.infer<typeof tourSchema>;
export type PrivateTourEntry = z.infer<typeof privateTourSchema>;
export type NeighborhoodEntry = z.infer<typeof neighborhoodSchema>;
export type PageEntry = z.infer<typeof pageSchema>;
export type OgScene = (typeof ogScenes)[number];
