/**
 * Every kind of content the company edits, in one list: where its files are and the schema they follow. The reader
 * (read-content.ts) and the staff editor are built from this list, so a new collection is one line here.
 */
import {
  aboutPageSchema,
  adventureCatsPageSchema,
  adventureThanksPageSchema,
  blogPageSchema,
  bookingPageSchema,
  companySchema,
  contactPageSchema,
  contactThanksPageSchema,
  emailTemplateSchema,
  galleryPageSchema,
  homePageSchema,
  inTheNewsPageSchema,
  navigationSchema,
  newsletterArchivePageSchema,
  newsletterSettingsSchema,
  neighborhoodPageSchema,
  neighborhoodSchema,
  notFoundSchema,
  pressKitPageSchema,
  privacyPageSchema,
  privacySettingsSchema,
  pressOutletSchema,
  privateTourSchema,
  privateToursPageSchema,
  reelSchema,
  relatedToursSchema,
  siteSettingsSchema,
  teamMemberSchema,
  testimonialEntrySchema,
  tourFactsSchema,
  tourPageSchema,
  toursPageSchema,
  tourSchema,
} from "./schema.ts";

/** One file each. */
export const singletons = {
  company: { file: "content/settings/company.yaml", schema: companySchema },
  tourFacts: { file: "content/settings/tours.yaml", schema: tourFactsSchema },
  privateTour: { file: "content/private-tour.yaml", schema: privateTourSchema },
  siteSettings: { file: "content/settings/site.yaml", schema: siteSettingsSchema },
  navigation: { file: "content/settings/navigation.yaml", schema: navigationSchema },
  notFound: { file: "content/settings/not-found.yaml", schema: notFoundSchema },
  relatedTours: { file: "content/settings/related-tours.yaml", schema: relatedToursSchema },
  adventureCatWelcome: { file: "content/emails/adventure-cat-welcome.yaml", schema: emailTemplateSchema },
  newsletter: { file: "content/settings/newsletter.yaml", schema: newsletterSettingsSchema },
  newsletterConfirmation: {
    file: "content/emails/newsletter-confirmation.yaml",
    schema: emailTemplateSchema,
  },
  privateTourReply: { file: "content/emails/private-tour-reply.yaml", schema: emailTemplateSchema },
  privacy: { file: "content/settings/privacy.yaml", schema: privacySettingsSchema },
  privacyRequestConfirmation: {
    file: "content/emails/privacy-request-confirmation.yaml",
    schema: emailTemplateSchema,
  },
  contactAcknowledgement: {
    file: "content/emails/contact-acknowledgement.yaml",
    schema: emailTemplateSchema,
  },
  privateTourAcknowledgement: {
    file: "content/emails/private-tour-acknowledgement.yaml",
    schema: emailTemplateSchema,
  },
};

/**
 * One file each, filled in once for every tour with that tour's facts ({shortName}, {maxGuests}...): the copy that
 * every tour page, or every neighborhood page, shares.
 */
export const tourTemplates = {
  tourPage: { file: "content/settings/tour-page.yaml", schema: tourPageSchema },
  neighborhoodPage: { file: "content/settings/neighborhood-page.yaml", schema: neighborhoodPageSchema },
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
  tours: toursPageSchema,
  "private-tours": privateToursPageSchema,
  gallery: galleryPageSchema,
  blog: blogPageSchema,
  newsletter: newsletterArchivePageSchema,
  contact: contactPageSchema,
  "press-kit": pressKitPageSchema,
  booking: bookingPageSchema,
  "in-the-news": inTheNewsPageSchema,
  "adventure-cats": adventureCatsPageSchema,
  "adventure-cats-thanks": adventureThanksPageSchema,
  "contact-thanks": contactThanksPageSchema,
  privacy: privacyPageSchema,
};

/**
 * Tokens that only the code showing a text can fill (the visitor's month, an approved cat's code), by file: the
 * reader leaves them in place, and refuses any other unknown token as usual.
 */
export const laterTokens: Readonly<Record<string, readonly string[]>> = {
  "content/pages/tours.yaml": ["month"],
  "content/pages/home.yaml": ["name", "maxGuests", "reviews"],
  "content/pages/booking.yaml": ["tour"],
  "content/settings/neighborhood-page.yaml": ["other"],
  "content/emails/adventure-cat-welcome.yaml": ["firstName", "catName", "code", "bookingLink"],
  "content/pages/private-tours.yaml": ["name"],
  "content/settings/newsletter.yaml": ["resendMinutes", "pendingDays", "title"],
  "content/emails/newsletter-confirmation.yaml": [
    "firstName",
    "confirmLink",
    "unsubscribeLink",
    "pendingDays",
  ],
  "content/emails/privacy-request-confirmation.yaml": ["confirmLink", "request", "hours"],
  "content/emails/contact-acknowledgement.yaml": ["name", "message"],
  "content/emails/private-tour-acknowledgement.yaml": [
    "name",
    "dates",
    "guests",
    "estimate",
    "occasion",
    "neighborhood",
  ],
  "content/emails/private-tour-reply.yaml": [
    "name",
    "date",
    "guests",
    "estimate",
    "occasion",
    "neighborhood",
    "bookingLink",
  ],
};

export type Singletons = typeof singletons;
export type TourTemplates = typeof tourTemplates;
export type Collections = typeof collections;
export type Pages = typeof pages;
