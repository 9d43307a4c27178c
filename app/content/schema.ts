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

const webAddress = z.url({ protocol: /^https?$/, error: "write a full web address, starting https://" });

/**
 * content/settings/site.yaml: what staff change from season to season: the season and its banner, the home page's
 * announcement bar, the outside links and the dates the offers in structured data are valid.
 */
export const siteSettingsSchema = z.strictObject({
  season: z.strictObject({
    /** The season now ending: the banner names it, and the winter talk is in the January after it. */
    year: z.number().int().min(2020).max(2100),
    /** When the next season starts, as the banner says it ("spring 2026"). */
    next: text,
  }),
  /** The home page's season-ending banner, pointing to the winter talk. */
  seasonBanner: z.strictObject({ title: text, text: text, link: text }),
  /** The home page's announcement bar (spec: a gift-card promotion); its link goes to the gift-card page. */
  announcement: z.strictObject({ text: text, link: text }),
  links: z.strictObject({
    /** Where gift cards are sold; leave it out for the booking provider's own gift-card page. */
    giftCards: webAddress.optional(),
    petition: webAddress,
    pressFolder: webAddress,
  }),
  /** The dates every offer in structured data is valid. */
  offers: z
    .strictObject({ validFrom: isoDate, validThrough: isoDate })
    .refine((offers) => offers.validFrom <= offers.validThrough, {
      message: "validThrough must not come before validFrom",
      path: ["validThrough"],
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
const entryPageSchema = z.strictObject({
  title: text,
  description: text,
  og: z.strictObject({ eyebrow: text, headline: text }),
  sitemap: z.strictObject({
    priority: z.number().min(0).max(1),
    changefreq: z.enum(["weekly", "monthly", "yearly"]),
  }),
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
  sitemap: z
    .strictObject({ priority: z.number().min(0).max(1), changefreq: z.enum(["weekly", "monthly", "yearly"]) })
    .optional(),
});

/** The order of an entry in its lists, lowest first. */
const order = z.number().int().min(1);

/** content/team/<slug>.yaml: one guide (spec, "Team member"): portrait, role, bio and the cats at home. */
export const teamMemberSchema = z.strictObject({
  order,
  name: text,
  role: text,
  bio: text,
  portrait: pictureName,
  cats: z.array(z.strictObject({ name: text, coat: text })).min(1, "name at least one cat"),
});

export const pressKinds = ["print", "online", "television", "radio"] as const;

/**
 * content/press/<outlet>.yaml: an outlet that covered us (spec, "Press logo") and its stories ("Press article").
 * Written stories (print, online) are listed on In the News; the home page's logo links to the newest story.
 */
export const pressOutletSchema = z.strictObject({
  /** Place on the home page's logo strip. */
  order,
  name: text,
  logo: pictureName,
  kind: z.enum(pressKinds),
  coverage: z
    .array(
      z.strictObject({
        title: text,
        date: isoDate,
        description: text,
        link: webAddress,
        quote: text.optional(),
      }),
    )
    .min(1, "add the outlet's story"),
});

/** content/reels/<slug>.yaml: an Instagram reel on In the News, shown as its poster until it comes near. */
export const reelSchema = z.strictObject({
  order,
  permalink: z
    .string()
    .regex(
      /^https:\/\/www\.instagram\.com\/reel\/[\w-]+\/$/,
      "the reel's address: https://www.instagram.com/reel/<id>/",
    ),
  caption: text,
  /** A 9:16 picture. */
  poster: pictureName,
});

/** A page's hero: the line above the title, the title (the page's h1) and one line of support. */
const heroCopySchema = z.strictObject({ eyebrow: text, title: text, subtitle: text });
/** A band of a page: its heading, the line above it and an introduction. */
const sectionCopy = { eyebrow: text, title: text, intro: text.optional() };
/** A call to action: its heading and words; its buttons are the spec's or named beside it. */
const callCopy = { title: text, text: text };

const missionSchema = z.strictObject({
  ...sectionCopy,
  statement: text,
  highlights: z.array(featureSchema).length(3, "the mission has three highlights"),
});

/** content/pages/about.yaml: the story, the team's heading, the mission (the press kit tells it too). */
export const aboutPageSchema = pageSchema.extend({
  hero: heroCopySchema,
  story: z.strictObject({ ...sectionCopy, paragraphs: z.array(text).min(1) }),
  facts: z.array(z.strictObject({ value: text, label: text })).min(1),
  team: z.strictObject(sectionCopy),
  mission: missionSchema,
  reserve: z.strictObject(callCopy),
});

const homeFeatureIcons = ["paw", "badge", "group", "harness"] as const;
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "write the time as HH:MM, 24-hour");

/** content/pages/home.yaml: every band of the home page, the winter talk and the book. */
export const homePageSchema = pageSchema.extend({
  hero: heroCopySchema.extend({ rating: text, fiveStarShare: text }),
  pressStrip: z.strictObject({ title: text, allCoverage: text }),
  video: z.strictObject({ ...sectionCopy, text: text, filmNote: text, slideshowNote: text }),
  guestReview: z.strictObject({ title: text }),
  intro: z.strictObject({ ...sectionCopy, text: text }),
  compare: z.strictObject(sectionCopy),
  features: z.strictObject({
    ...sectionCopy,
    cards: z
      .array(
        z.strictObject({
          icon: z.enum(homeFeatureIcons),
          title: text,
          description: text,
          link: z
            .strictObject({
              to: z.string().regex(/^\/[a-z0-9/-]*$/, "a page of this site, such as /about"),
              text,
            })
            .optional(),
        }),
      )
      .length(4, "the home page has four feature cards"),
  }),
  benefits: z.strictObject({ ...sectionCopy, items: z.array(featureSchema).min(1) }),
  /** The indoor talk between seasons: held on the third Saturday of the January after the season (site settings). */
  indoorTalk: z.strictObject({
    eyebrow: text,
    name: text,
    speaker: text,
    description: text,
    venue: z.strictObject({ name: text, locality: text, note: text }),
    image: pictureName,
    /** New York time. */
    startTime: timeOfDay,
    endTime: timeOfDay,
    tickets: z
      .array(z.strictObject({ name: text, price: z.number().int().min(0), description: text }))
      .min(1),
    button: text,
  }),
  newsletter: z.strictObject({ ...sectionCopy, text: text }),
  book: z.strictObject({
    eyebrow: text,
    title: text,
    author: text,
    description: text,
    orderNote: text,
    order: z.strictObject({
      button: text,
      subject: text,
      /** Kept as written, trailing line break included: the reader types below the last line. */
      body: z.string().regex(/\S/, "must not be empty"),
    }),
  }),
  gallery: z.strictObject({ ...sectionCopy, pictures: z.array(pictureName).min(1), fullGallery: text }),
  contact: z.strictObject({ ...callCopy, button: text }),
  bookCta: z.strictObject({ ...callCopy, compare: text }),
});

/** content/pages/gallery.yaml: which pictures are in which gallery, and the broadcast we were featured on. */
export const galleryPageSchema = pageSchema.extend({
  hero: heroCopySchema,
  intro: z.strictObject({ title: text, text: text }),
  featured: z.strictObject({
    /** The outlet's file in content/press (a television outlet); its newest story is the segment. */
    outlet: slug,
    broadcastNote: text,
    segmentLink: text,
    /** The scenes the segment covered, for the slideshow shown until the film is added. */
    slideshow: z.array(pictureName).min(1),
  }),
  tourPhotos: z.strictObject({
    eyebrow: text,
    /** Shown after the number of photos: "41 scenes from...". */
    intro: text,
    /** Each photo with the tour it was taken on (a tour's slug): its tour page shows it too. */
    pictures: z.array(z.strictObject({ picture: pictureName, tour: slug })).min(1),
  }),
  fanPhotos: z.strictObject({
    eyebrow: text,
    /** Shown after the number of photos: "18 cats our guests...". */
    intro: text,
    pictures: z.array(pictureName).min(1),
  }),
  share: z.strictObject({ text: text }),
});

/** content/pages/in-the-news.yaml. */
export const inTheNewsPageSchema = pageSchema.extend({
  hero: heroCopySchema,
  intro: z.strictObject({ title: text, text: text }),
  reels: z.strictObject({ ...sectionCopy, follow: text }),
  articles: z.strictObject(sectionCopy),
  mediaInquiries: z.strictObject({ ...callCopy, pressKit: text, contact: text }),
});

export const pressKitLinks = ["social", "giftCards", "petition"] as const;

/** content/pages/press-kit.yaml: the fact sheet, six tour highlights, the press FAQ and where else to find us. */
export const pressKitPageSchema = pageSchema.extend({
  hero: heroCopySchema,
  resources: z.strictObject({
    eyebrow: text,
    title: text,
    text: text,
    button: text,
    facts: z.array(z.strictObject({ term: text, detail: text })).min(1),
  }),
  about: z.strictObject({ title: text, text: text, missionTitle: text }),
  highlights: z.strictObject({
    ...sectionCopy,
    /** Each introduced by one of the guides' cats: the guide's file in content/team and the cat's name there. */
    items: z.array(z.strictObject({ cat: text, guide: slug, stop: text, description: text })).min(1),
  }),
  mediaContact: z.strictObject(callCopy),
  faq: z.strictObject({ ...sectionCopy, items: z.array(faqItemSchema).min(1) }),
  testimonials: z.strictObject(sectionCopy),
  more: z.strictObject({
    ...sectionCopy,
    cards: z
      .array(z.strictObject({ link: z.enum(pressKitLinks), title: text, description: text, linkText: text }))
      .min(1),
  }),
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
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type TeamMemberEntry = z.infer<typeof teamMemberSchema>;
