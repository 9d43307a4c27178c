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

/**
 * A link out of the site: a web address (https://, or http://) on a named host, or a mailto: address. Nothing else:
 * not javascript:, data: or any other scheme, nor a web address that hides another host before an @. Written as a
 * pattern with its words (not z.url()), so the staff editor refuses, next to the field and in these words, what the
 * build refuses (cms-config.ts turns the pattern and the description into the field's check).
 */
const OUTSIDE_LINK =
  // Control characters are named to refuse them: no address holds one.
  // eslint-disable-next-line no-control-regex
  /^(?:https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?(?:[/?#][^\s\0-\x1f\x7f"<>\\^`{|}]*)?|mailto:[\w.+'-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\?[^\s\0-\x1f\x7f"<>\\^`{|}]*)?)$/;
const OUTSIDE_LINK_WORDS =
  "write a full address starting https:// (or http://), such as https://www.instagram.com/whiskerwalksnyc/, or mailto: and an e-mail address";
const outsideLink = z
  .string()
  .regex(OUTSIDE_LINK, OUTSIDE_LINK_WORDS)
  .refine((address) => URL.canParse(address), OUTSIDE_LINK_WORDS)
  .describe(OUTSIDE_LINK_WORDS);

/** content/settings/company.yaml: who the company is, and what its guests say of it. */
export const companySchema = z.strictObject({
  name: text,
  tagline: text,
  description: text,
  foundingYear: z.number().int().min(1900).max(2100),
  email: z.email({ message: "write an e-mail address" }),
  /** We answer every message within this many days ({contactReplyTime}). */
  replyDays: z.number().int().min(1).max(14),
  instagram: z.strictObject({
    handle: z.string().regex(/^@\w[\w.]*$/, "start the handle with @"),
    url: outsideLink,
  }),
  address: z.strictObject({
    /**
     * Where the company takes post (a street address or a PO box): the business record gives it, and US law
     * (CAN-SPAM) asks for it in every commercial e-mail, so the newsletter does not send without it. Left empty until
     * the company has one; never made up (docs/decisions/122).
     */
    street: z.string().trim().max(120, "at most 120 characters").optional(),
    postalCode: z
      .string()
      .trim()
      .regex(/^(\d{5}(-\d{4})?)?$/, "a ZIP code: five digits, such as 11201")
      .optional(),
    locality: text,
    region: text,
    country: z.string().length(2, "a two-letter country code"),
  }),
  /** The company's telephone number for guests, in international form; empty while there is none. */
  telephone: z
    .string()
    .trim()
    .regex(/^(\+[1-9][0-9 ()-]{6,20})?$/, "the number with its country code, such as +1 718 555 0100")
    .optional(),
  /** When the company answers guests (its office hours), day by day; none while it keeps no fixed hours. */
  openingHours: z
    .array(
      z
        .strictObject({
          day: z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
          opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time such as 09:00"),
          closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time such as 17:30"),
        })
        .refine((hours) => hours.opens < hours.closes, {
          message: "closes after it opens",
          path: ["closes"],
        }),
    )
    .default([]),
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
    giftCards: outsideLink.optional(),
    petition: outsideLink,
    pressFolder: outsideLink,
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
  /** Groups of this many guests or more pay less ({groupDiscountGuests}). */
  groupDiscountGuests: z.number().int().min(2).max(100),
  adventureCats: z.strictObject({
    /** At most this many cats join one tour ({maxCatsPerTour}). */
    maxCatsPerTour: z.number().int().min(1).max(10),
  }),
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
    /** The least notice a weekday tour needs ({weekdayNotice}). */
    weekdayNoticeWeeks: z.number().int().min(0).max(52),
    /** How far ahead we advise booking a weekday tour ({weekdayAdvice}). */
    weekdayAdviceWeeks: z.strictObject({ min: z.number().int().min(0), max: z.number().int().min(0) }),
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
  /** The social card; without a headline it shows the tour's name (or the neighborhood page's heading). */
  og: z.strictObject({ eyebrow: text, headline: text.optional() }),
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
  /** Where the walk starts, as it reads after "Meet at" (the meeting details and FAQs show it as {meetingPoint}). */
  meetingPoint: text,
  /** Where the walk ends, as it reads after "The walk ends" ({endPoint}). */
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
  /** How to find the start and where the walk ends; shows meetingPoint and endPoint through their tokens. */
  meetingDetails: text,
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
  /** What the comparison table shows for the private tour's duration and price. */
  duration: text,
  price: text,
  /** The three short facts on the private tour's card. */
  cardFacts: z.tuple([text, text, text]),
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
  /** The social card; without a headline it shows the page's heading (hero.title), so the words live in one place. */
  og: z.strictObject({ scene: z.enum(ogScenes), eyebrow: text, headline: text.optional() }),
  noindex: z.boolean().optional(),
  /** How the sitemap lists the page (a noindex page is left out). */
  sitemap: sitemapSchema,
});

/** An address on this site, such as /tours or /contact#faq. */
const sitePath = z.string().regex(/^\/[a-z0-9/#?=.-]*$/, "an address on this site, such as /tours");
/** Text that may hold links written as [words](/address). */
const linkedText = text;
export const linkSchema = z.strictObject({ label: text, to: sitePath });
/** A card that leads somewhere: a title, a line about it and the address. */
export const linkCardSchema = z.strictObject({ title: text, description: text, to: sitePath });
/** A section's heading: the small line above it, the heading itself and an optional introduction. */
export const sectionSchema = z.strictObject({
  eyebrow: text.optional(),
  title: text,
  intro: linkedText.optional(),
});
/** A section whose introduction the page always shows. */
const introducedSectionSchema = sectionSchema.extend({ intro: linkedText });
const heroSchema = z.strictObject({ eyebrow: text, title: text, subtitle: text });
const stepSchema = z.strictObject({ title: text, description: text });
/** A fact as a tile or strip shows it: "2 hours", "on foot, with stops". */
const labelledValueSchema = z.strictObject({ value: text, label: text });
const faqSectionSchema = sectionSchema.extend({ items: z.array(faqItemSchema).min(1) });

/** content/pages/tours.yaml: the tours listing. */
export const toursPageSchema = pageSchema.extend({
  hero: heroSchema,
  /** The urgency line under the hero; {month} is the month it names (spec, "Tours"). */
  urgency: text,
  trust: z.strictObject({ rating: text, fiveStars: text, groups: text, guides: text }),
  whyChoose: sectionSchema.extend({ points: z.array(featureSchema).min(1) }),
  choose: introducedSectionSchema,
  compare: sectionSchema,
  reviews: sectionSchema,
  expectations: sectionSchema.extend({ items: z.array(featureSchema).min(1) }),
  faq: faqSectionSchema,
  book: introducedSectionSchema,
});

/** The occasions a private group can name (app/features/private-tours/tour-request.ts), as the form labels them. */
const occasionLabelsSchema = z.strictObject({
  corporate: text,
  birthday: text,
  family: text,
  school: text,
  other: text,
});

/** The private-tour request form on the private tours page: its heading, labels and hints (issue 15). */
const privateTourRequestCopySchema = introducedSectionSchema.extend({
  name: text,
  email: text,
  phone: text,
  phoneHint: text,
  dates: text,
  datesHint: text,
  date1: text,
  date2: text,
  date3: text,
  occasion: text,
  /** The empty first choice of a list. */
  choose: text,
  occasions: occasionLabelsSchema,
  neighborhood: text,
  /** The choice of a custom mix of stops from several neighborhoods. */
  mix: text,
  accessibility: text,
  accessibilityHint: text,
  message: text,
  messagePlaceholder: text,
  consent: text,
  submit: text,
  sending: text,
  /** Under the button: what happens next. */
  promise: text,
});

/**
 * The page a sent request lands on: it restates the request and promises the reply; {name} is the visitor's. Its
 * title and the words for a link that is not (or no longer) valid.
 */
const privateTourConfirmationSchema = z.strictObject({
  title: text,
  eyebrow: text,
  heading: text,
  intro: text,
  summaryTitle: text,
  labels: z.strictObject({
    name: text,
    email: text,
    phone: text,
    dates: text,
    guests: text,
    estimate: text,
    occasion: text,
    neighborhood: text,
    accessibility: text,
    message: text,
  }),
  estimateNote: text,
  next: introducedSectionSchema,
  missing: z.strictObject({ title: text, text, link: text }),
});

/** content/pages/private-tours.yaml: the private tours page. */
export const privateToursPageSchema = pageSchema.extend({
  hero: heroSchema.extend({ estimate: text }),
  about: sectionSchema.extend({ paragraphs: z.array(text).min(1) }),
  details: sectionSchema.extend({ cards: z.array(featureSchema).min(1) }),
  pricing: z.strictObject({ title: text, price: text, covers: text, points: z.array(text).min(1) }),
  scheduling: sectionSchema.extend({ paragraphs: z.array(text).min(1) }),
  /** The price calculator, inside the request form: its title. */
  calculator: z.strictObject({ formTitle: text }),
  occasions: sectionSchema.extend({
    items: z.array(z.strictObject({ title: text, description: text, image: pictureName })).min(1),
  }),
  faq: faqSectionSchema,
  /** The closing band: the request form's button, and a link to the contact page for a question first. */
  contact: introducedSectionSchema.extend({ question: text }),
  request: privateTourRequestCopySchema,
  confirmation: privateTourConfirmationSchema,
});

/** content/pages/booking.yaml: the booking page; {tour} is the tour a visitor chose. */
export const bookingPageSchema = pageSchema.extend({
  hero: heroSchema,
  calendar: introducedSectionSchema.extend({ chosenTitle: text, allTours: text, questions: text }),
  estimate: introducedSectionSchema.extend({ formTitle: text }),
});

/** content/pages/contact.yaml: the contact page. */
export const contactPageSchema = pageSchema.extend({
  hero: heroSchema.extend({ faqLink: text }),
  message: introducedSectionSchema,
  form: z.strictObject({ title: text, intro: text, sentNote: text }),
  quickActions: z.array(linkCardSchema).min(1),
  inbox: z.strictObject({ title: text, note: text }),
  resources: sectionSchema.extend({ links: z.array(linkCardSchema).min(1) }),
  /** The FAQ, and the floating button that takes the visitor there. */
  faq: faqSectionSchema.extend({ intro: text, helpButton: text }),
  book: introducedSectionSchema.extend({ compare: text }),
});

/** content/pages/contact-thanks.yaml: where a contact form posted without JavaScript lands (decision 061). */
export const contactThanksPageSchema = pageSchema.extend({
  hero: heroSchema,
  next: introducedSectionSchema.extend({ another: text, anotherLink: text }),
  meanwhile: introducedSectionSchema.extend({ tours: text, home: text }),
});

const waiverSchema = z.strictObject({
  eyebrow: text,
  title: text,
  intro: text,
  sections: z.array(z.strictObject({ heading: text, paragraphs: z.array(text).min(1) })).min(1),
});

/** content/pages/adventure-cats.yaml: the Adventure Cats program and its application. */
export const adventureCatsPageSchema = pageSchema.extend({
  hero: heroSchema.extend({ apply: text }),
  intro: sectionSchema.extend({ text }),
  facts: z.array(labelledValueSchema).min(1),
  howItWorks: sectionSchema.extend({ steps: z.array(stepSchema).min(2) }),
  requirements: sectionSchema.extend({ items: z.array(featureSchema).min(1) }),
  safetyRules: z.strictObject({ title: text, rules: z.array(text).min(1) }),
  waiverSummary: z.strictObject({ title: text, text, link: text }),
  /** The liability waiver an applicant accepts with waiver_accept. */
  waiver: waiverSchema,
  apply: sectionSchema.extend({
    text,
    privacy: text,
    /** Shown above the form after five tries in a minute (spec, "Adventure rate limit"). */
    tooManyAttempts: text,
    afterYouApply: text,
    question: z.strictObject({ title: text, text }),
  }),
  faq: faqSectionSchema,
});

/** content/pages/adventure-cats-thanks.yaml: after an application is sent. */
export const adventureThanksPageSchema = pageSchema.extend({
  hero: heroSchema,
  next: sectionSchema.extend({ steps: z.array(stepSchema).min(1) }),
  meanwhile: sectionSchema.extend({ text, tours: text, home: text }),
});

/** content/pages/newsletter.yaml: the newsletter's archive, its sign-up and the words around each letter's page. */
export const newsletterArchivePageSchema = pageSchema.extend({
  hero: heroSchema,
  letters: introducedSectionSchema.extend({ empty: text, sent: text, read: text }),
  signup: introducedSectionSchema,
  /** The link to the archive's RSS feed. */
  feed: text,
  letter: z.strictObject({ eyebrow: text, sent: text, back: text, signup: text }),
});

/** content/pages/blog.yaml: the blog list's own words (the posts are content/blog). */
export const blogPageSchema = pageSchema.extend({
  hero: heroSchema,
  latest: introducedSectionSchema,
  /** The link under the posts to the newsletter's archive (/newsletter). */
  newsletterLink: text,
});

/**
 * content/settings/tour-page.yaml: what every tour page says around the tour's own copy, filled in for each tour
 * with its facts ({shortName}, {guide}, {maxGuests}, {schedule}...).
 */
export const tourPageSchema = z.strictObject({
  hero: z.strictObject({ allTours: text }),
  /** The facts strip under the hero. */
  facts: z.strictObject({
    duration: labelledValueSchema,
    distance: labelledValueSchema,
    price: labelledValueSchema,
    groupSize: labelledValueSchema,
    schedule: labelledValueSchema,
  }),
  about: sectionSchema,
  goodToKnow: z.strictObject({
    title: text,
    /** The heading over the tour's meetingDetails. */
    meeting: text,
    weather: featureSchema,
    minimumGroup: featureSchema,
    accessibility: featureSchema,
    discounts: featureSchema,
    /** Shown on tours that end at a cat cafe (endsAtCatCafe). */
    catCafe: featureSchema,
  }),
  discover: sectionSchema,
  gallery: sectionSchema.extend({ more: text }),
  reviews: sectionSchema.extend({ label: text }),
  whatToBring: sectionSchema,
  book: introducedSectionSchema,
  faq: sectionSchema.extend({ more: linkedText }),
  otherTours: sectionSchema.extend({ view: text }),
});

/**
 * content/settings/neighborhood-page.yaml: what every neighborhood page says around its own copy, filled in for each
 * neighborhood with its tour's facts; {other} is another neighborhood's name.
 */
export const neighborhoodPageSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, book: text }),
  stats: z.array(labelledValueSchema).min(1),
  highlights: sectionSchema,
  whyWalk: z.strictObject({ eyebrow: text, timeline: text }),
  guests: sectionSchema,
  faq: sectionSchema,
  more: sectionSchema.extend({
    explore: text,
    allTours: z.strictObject({ title: text, description: text, link: text }),
  }),
});

/** content/settings/navigation.yaml: the header's menu, the footer and the mobile booking bar. */
export const navigationSchema = z.strictObject({
  header: z.array(linkSchema.extend({ children: z.array(linkSchema).min(1).optional() })).min(1),
  /** The first entry of a menu with children: the parent page itself. */
  menuOverview: text,
  footer: z.strictObject({
    about: text,
    groups: z.array(z.strictObject({ heading: text, links: z.array(linkSchema).min(1) })).min(1),
    newsletter: z.strictObject({ title: text, text }),
    legal: text,
  }),
  bookBar: z.strictObject({ title: text, text }),
});

/** content/settings/not-found.yaml: the page for an address the site does not have. */
export const notFoundSchema = z.strictObject({
  title: text,
  description: text,
  heading: text,
  text,
  home: text,
  tours: text,
  popular: z.strictObject({ title: text, links: z.array(linkSchema).min(1) }),
});

export const relatedLinkSchema = z.strictObject({
  title: text,
  description: text,
  anchor: text,
  href: sitePath,
});
/** content/settings/related-tours.yaml: the three "Related NYC Walking Tours" links, by page key (spec, "Blog"). */
export const relatedToursSchema = sectionSchema.extend({
  links: z.record(slug, z.array(relatedLinkSchema).length(3, "give three links")),
});

/** An e-mail the site sends, such as content/emails/adventure-cat-welcome.yaml. */
export const emailTemplateSchema = z.strictObject({ subject: text, body: text });

/** A small page the newsletter's own server pages show (no script): a title, a heading and what it says. */
const newsletterPageSchema = z.strictObject({ title: text, heading: text, paragraphs: z.array(text).min(1) });
/** A newsletter page that asks for one click: the same, with the button's words. */
const newsletterQuestionSchema = newsletterPageSchema.extend({ button: text });

/**
 * content/settings/newsletter.yaml: the newsletter's double opt-in and unsubscribe pages, and the consent wording
 * of the home form's box (what a sign-up agreed to is stored with the wording and its version). {resendMinutes} and
 * {pendingDays} are filled in by the server.
 */
export const newsletterSettingsSchema = z.strictObject({
  homeConsent: text,
  /** The words around every newsletter issue e-mail (docs/decisions/105). */
  email: z.strictObject({
    /** Under the letter: why the reader gets it. */
    reason: text,
    unsubscribe: text,
    /** The link to the issue's page in the archive. */
    readOnline: text,
    /** The heading over the featured blog posts. */
    featured: text,
    /** The link under each featured post. */
    readPost: text,
    /** The line that links an issue started from a post back to it; {title} is the post's. */
    fromPost: text,
  }),
  /** The answer to every sign-up from either form: it never says whether the address was on the list. */
  checkInbox: newsletterPageSchema,
  problem: newsletterPageSchema,
  confirm: newsletterQuestionSchema,
  confirmed: newsletterPageSchema,
  linkUsed: newsletterPageSchema,
  unsubscribe: newsletterQuestionSchema,
  unsubscribed: newsletterPageSchema,
  invalidLink: newsletterPageSchema,
  backHome: text,
});

/** Issue slugs the newsletter's own links already use (/newsletter/confirm/..., /newsletter/unsubscribe/...). */
export const RESERVED_ISSUE_SLUGS = ["confirm", "unsubscribe", "rss", "pictures"] as const;

/**
 * content/newsletter/<slug>.md: one issue of the newsletter (frontmatter, then the letter in Markdown, pictures
 * included). The send writes sentAt; the public archive lists the issues that have it (docs/decisions/105).
 */
export const newsletterIssueSchema = z.strictObject({
  subject: z.string().trim().min(5, "at least 5 characters").max(120, "at most 120 characters"),
  /** The line mail programs show after the subject. */
  preheader: z.string().trim().min(10, "at least 10 characters").max(150, "at most 150 characters"),
  /** Blog posts shown under the letter, by their file name in content/blog. */
  featuredPosts: z.array(slug).max(4, "feature at most four posts").default([]),
  /** The blog post the issue was started from: the letter links back to it. */
  fromPost: slug.optional(),
  /**
   * When it was sent: written by the send as the moment it started (an ISO date-time in UTC), so the archive's feed
   * carries the real time; letters sent before that hold only the New York day. Never written by hand.
   */
  sentAt: z.union([isoDate, z.iso.datetime({ message: "write the moment as an ISO date-time" })]).optional(),
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
        link: outsideLink,
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
    )
    .describe("the reel's address: https://www.instagram.com/reel/<id>/"),
  caption: text,
  /** A 9:16 picture. */
  poster: pictureName,
});

/** A band of a page that always has its line above the heading. */
const eyebrowSectionSchema = sectionSchema.extend({ eyebrow: text });
/** A call to action: its heading and words; its buttons are the spec's or named beside it. */
const callCopy = { title: text, text: text };

const missionSchema = eyebrowSectionSchema.extend({
  statement: text,
  highlights: z.array(featureSchema).length(3, "the mission has three highlights"),
});

/** content/pages/about.yaml: the story, the team's heading, the mission (the press kit tells it too). */
export const aboutPageSchema = pageSchema.extend({
  hero: heroSchema,
  story: eyebrowSectionSchema.extend({ paragraphs: z.array(text).min(1) }),
  facts: z.array(labelledValueSchema).min(1),
  team: eyebrowSectionSchema,
  mission: missionSchema,
  reserve: z.strictObject(callCopy),
});

const homeFeatureIcons = ["paw", "badge", "group", "harness"] as const;
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "write the time as HH:MM, 24-hour");

/** content/pages/home.yaml: every band of the home page, the winter talk and the book. */
export const homePageSchema = pageSchema.extend({
  hero: heroSchema.extend({ rating: text, fiveStarShare: text }),
  pressStrip: z.strictObject({ title: text, allCoverage: text }),
  video: eyebrowSectionSchema.extend({ text: text, filmNote: text, slideshowNote: text }),
  guestReview: z.strictObject({ title: text }),
  intro: eyebrowSectionSchema.extend({ text: text }),
  /** The tour comparison: each tour's card ({name}, {maxGuests} and {reviews} are the tour's), then a typical tour. */
  compare: eyebrowSectionSchema.extend({
    card: z.strictObject({ perGuest: text, reviews: text, groupSize: text, link: text }),
    typical: z.strictObject({ title: text, text: text, rating: text }),
  }),
  features: eyebrowSectionSchema.extend({
    cards: z
      .array(
        z.strictObject({
          icon: z.enum(homeFeatureIcons),
          title: text,
          description: text,
          link: z
            .strictObject({
              to: sitePath,
              text,
            })
            .optional(),
        }),
      )
      .length(4, "the home page has four feature cards"),
  }),
  benefits: eyebrowSectionSchema.extend({ items: z.array(featureSchema).min(1) }),
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
  newsletter: eyebrowSectionSchema.extend({ text: text }),
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
  gallery: eyebrowSectionSchema.extend({ pictures: z.array(pictureName).min(1), fullGallery: text }),
  contact: z.strictObject({ ...callCopy, button: text }),
  bookCta: z.strictObject({ ...callCopy, compare: text }),
});

/** content/pages/gallery.yaml: which pictures are in which gallery, and the broadcast we were featured on. */
export const galleryPageSchema = pageSchema.extend({
  hero: heroSchema,
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
  hero: heroSchema,
  intro: z.strictObject({ title: text, text: text }),
  reels: eyebrowSectionSchema.extend({ follow: text }),
  articles: eyebrowSectionSchema,
  mediaInquiries: z.strictObject({ ...callCopy, pressKit: text, contact: text }),
});

export const pressKitLinks = ["social", "giftCards", "petition"] as const;

/** content/pages/press-kit.yaml: the fact sheet, six tour highlights, the press FAQ and where else to find us. */
export const pressKitPageSchema = pageSchema.extend({
  hero: heroSchema,
  resources: z.strictObject({
    eyebrow: text,
    title: text,
    text: text,
    button: text,
    facts: z.array(z.strictObject({ term: text, detail: text })).min(1),
  }),
  about: z.strictObject({ title: text, text: text, missionTitle: text }),
  highlights: eyebrowSectionSchema.extend({
    /** Each introduced by one of the guides' cats: the guide's file in content/team and the cat's name there. */
    items: z.array(z.strictObject({ cat: text, guide: slug, stop: text, description: text })).min(1),
  }),
  mediaContact: z.strictObject(callCopy),
  faq: eyebrowSectionSchema.extend({ items: z.array(faqItemSchema).min(1) }),
  testimonials: eyebrowSectionSchema,
  more: eyebrowSectionSchema.extend({
    cards: z
      .array(z.strictObject({ link: z.enum(pressKitLinks), title: text, description: text, linkText: text }))
      .min(1),
  }),
});

/** content/images/<folder>/<name>.yaml, beside the picture: its one description. */
export const pictureSchema = z.strictObject({
  alt: text,
  /** A photo uploaded in the editor to replace the artwork: the file beside it, in the picture's own folder. */
  photo: z
    .string()
    .regex(/^photo\.(png|jpe?g|webp|avif)$/i, "a photo is a JPEG, PNG, WebP or AVIF file named photo")
    .optional(),
});

/** How long each kind of record is kept (content/settings/privacy.yaml): the server deletes what is older, daily. */
export const RETENTION_KEYS = [
  "messages",
  "tourRequests",
  "applications",
  "unconfirmedSignups",
  "outbox",
  "insightEvents",
] as const;
export type RetentionKey = (typeof RETENTION_KEYS)[number];
/** The forms that collect personal data. */
export const PRIVACY_FORMS = [
  "contact",
  "newsletter",
  "private-tour",
  "adventure-cats",
  "staff-accounts",
] as const;

const retentionPeriod = (max: number) =>
  z.strictObject({
    /** How many days or months. */
    length: z.number().int().min(1, "keep it at least 1").max(max, `at most ${max}`),
    unit: z.enum(["days", "months"]),
  });

/**
 * content/settings/privacy.yaml: what the site collects, form by form (the privacy notice lists it, and a unit test
 * fails when a form sends a field this list does not name), who else handles it, and how long each kind of record is
 * kept (the server enforces it daily, server/privacy/retention.ts).
 */
export const privacySettingsSchema = z.strictObject({
  /** The words of the link to the notice beside every form's button ("How we use this"). */
  formLink: text,
  retention: z.strictObject({
    /** Contact messages, from when they arrived. */
    messages: retentionPeriod(120),
    /** Private-tour requests, from the tour date (the date offered, or the last date asked for). */
    tourRequests: retentionPeriod(120),
    /** Adventure Cat applications, from the decision (approved or declined). */
    applications: retentionPeriod(120),
    /** Newsletter sign-ups whose link was never followed, from the sign-up. */
    unconfirmedSignups: retentionPeriod(120),
    /** E-mails the site sent (or withdrew), from when they were written. */
    outbox: retentionPeriod(120),
    /** Insights' single events (the daily totals hold no visitor), from the day they happened. */
    insightEvents: retentionPeriod(120),
  }),
  collected: z
    .array(
      z.strictObject({
        /** The form it describes: a unit test checks that every field that form sends is named below. */
        form: z.enum(PRIVACY_FORMS),
        /** Which form (or part of the site) collects it. */
        title: text,
        where: text,
        /** Each thing asked for: the words the notice shows, and the names the form sends it under. */
        fields: z
          .array(
            z.strictObject({
              label: text,
              sentAs: z.array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "a form field's name")).min(1),
            }),
          )
          .min(1),
        why: text,
        /** Which retention period above applies; none for what is kept while an account or a subscription lasts. */
        keptFor: z.enum(RETENTION_KEYS).optional(),
        keptNote: text,
      }),
    )
    .min(1),
  processors: z.array(z.strictObject({ name: text, what: text })).min(1),
});

export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** content/pages/privacy.yaml: the privacy notice's own words; the lists come from the privacy settings. */
export const privacyPageSchema = pageSchema.extend({
  hero: heroSchema,
  summary: z.array(text).min(1),
  collected: introducedSectionSchema,
  insights: introducedSectionSchema.extend({ points: z.array(text).min(1) }),
  processors: introducedSectionSchema,
  retention: introducedSectionSchema,
  rights: introducedSectionSchema.extend({ points: z.array(text).min(1), deadline: text }),
  request: introducedSectionSchema.extend({
    emailLabel: text,
    see: text,
    erase: text,
    submit: text,
    /** What the visitor reads once the form is sent, whatever the address (no one learns whether we hold it). */
    sent: text,
    /** The page the e-mailed link opens: one button, so a mail program's link check confirms nothing. */
    confirmTitle: text,
    confirmText: text,
    confirmButton: text,
    confirmed: text,
    /** A link that was changed, or is not ours. */
    badLink: text,
    /** A link already used, or older than its lifetime. */
    usedLink: text,
  }),
  changes: text,
});

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
export type Section = z.infer<typeof sectionSchema>;
/** The block a page shows: its heading and its three links. */
export type RelatedTours = Section & { links: readonly z.infer<typeof relatedLinkSchema>[] };
export type Step = z.infer<typeof stepSchema>;
export type Waiver = z.infer<typeof waiverSchema>;
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;
export type NewsletterSettings = z.infer<typeof newsletterSettingsSchema>;
export type NewsletterIssueMeta = z.infer<typeof newsletterIssueSchema>;
export type PrivateToursPage = z.infer<typeof privateToursPageSchema>;
export type BookingPage = z.infer<typeof bookingPageSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
export type NotFoundCopy = z.infer<typeof notFoundSchema>;
export type OgScene = (typeof ogScenes)[number];
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type TeamMemberEntry = z.infer<typeof teamMemberSchema>;
