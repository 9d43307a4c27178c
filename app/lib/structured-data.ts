import { absoluteUrl } from "../config.ts";
import { company, siteSettings, tokens } from "#app/content/site.ts";
import { eventIsOver } from "#app/features/events/event-dates.ts";
import { plainText } from "./linked-text.ts";
import type { JsonLd } from "./seo.ts";

/**
 * Typed builders for the spec's structured-data records. Each returns a plain schema.org object; the seo helper adds
 * @context. What a record says must match what its page shows (Google ignores or penalises markup that does not).
 */

const BUSINESS_ID = absoluteUrl("/#business");
/** The business's one type wherever its @id appears: a travel agency, which schema.org counts as a LocalBusiness. */
const BUSINESS_TYPE = "TravelAgency";

const DAY_URL = (day: string) => `https://schema.org/${day}`;

/**
 * The address as the settings hold it: street and ZIP code only when staff have filled them in (never made up;
 * docs/decisions/122).
 */
function postalAddress(): JsonLd {
  const { street, postalCode, locality, region, country } = company.address;
  return {
    "@type": "PostalAddress",
    ...(street ? { streetAddress: street } : {}),
    addressLocality: locality,
    addressRegion: region,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: country,
  };
}

export function businessRecord(): JsonLd {
  const hours = company.openingHours;
  return {
    "@type": BUSINESS_TYPE,
    "@id": BUSINESS_ID,
    name: company.name,
    description: company.description,
    slogan: company.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/brand/logo.png"),
    image: absoluteUrl("/og/home.png"),
    email: company.email,
    ...(company.telephone ? { telephone: company.telephone } : {}),
    foundingDate: String(company.foundingYear),
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: company.geo.latitude, longitude: company.geo.longitude },
    ...(hours.length
      ? {
          openingHoursSpecification: hours.map((entry) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: DAY_URL(entry.day),
            opens: entry.opens,
            closes: entry.closes,
          })),
        }
      : {}),
    areaServed: { "@type": "City", name: "New York City" },
    priceRange: tokens.price,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: company.rating.value,
      bestRating: company.rating.best,
      worstRating: company.rating.worst,
      ratingCount: company.rating.count,
    },
    sameAs: [company.instagram.url],
  };
}

/** A reference to the business, for records that name it as provider, publisher or author: the same @id and type. */
export function businessReference(): JsonLd {
  return { "@type": BUSINESS_TYPE, "@id": BUSINESS_ID, name: company.name, url: absoluteUrl("/") };
}

/** A price per guest; a price "from" a minimum that covers a group up to a size (private tours); or none. */
export type Price = number | { from: number; upToGuests: number } | null;

export type OfferInput = { price: Price; url: string };

function priceFields(price: Price): Record<string, unknown> {
  if (price === null) return {};
  if (typeof price === "number") return { price: String(price) };
  return {
    price: String(price.from),
    priceSpecification: {
      "@type": "PriceSpecification",
      price: price.from,
      minPrice: price.from,
      priceCurrency: "USD",
      eligibleQuantity: { "@type": "QuantitativeValue", maxValue: price.upToGuests, unitText: "guests" },
    },
  };
}

/** A day as New York counts it (YYYY-MM-DD): offers start and end on New York days. */
export function newYorkDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(now);
}

/**
 * A tour's offer in USD. Its end date is the one in the site settings while that is still ahead; once it has passed
 * the offer says nothing about an end rather than a date in the past (the price stands until staff change it).
 */
function offer({ price, url }: OfferInput, now: Date): JsonLd {
  const { validFrom, validThrough } = siteSettings.offers;
  return {
    "@type": "Offer",
    ...priceFields(price),
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
    validFrom,
    ...(validThrough >= newYorkDate(now) ? { priceValidUntil: validThrough } : {}),
    url: absoluteUrl(url),
  };
}

export type TourRecordInput = {
  name: string;
  description: string;
  path: string;
  image: string;
  itemId: number;
  locality: string;
  /** ISO 8601 duration as the page shows it, such as PT2H. */
  duration: string;
  /** Dollars per guest, a minimum for a group (private tours), or null where there is no price to give. */
  price: Price;
  guide?: string;
  stops?: readonly string[];
};

/** A tour as a TouristTrip with its offer in USD. */
export function tourRecord(tour: TourRecordInput, now: Date = new Date()): JsonLd {
  return {
    "@type": "TouristTrip",
    name: tour.name,
    description: tour.description,
    url: absoluteUrl(tour.path),
    image: absoluteUrl(tour.image),
    identifier: String(tour.itemId),
    touristType: ["Cat lovers", "History enthusiasts"],
    duration: tour.duration,
    location: {
      "@type": "Place",
      name: tour.locality,
      address: {
        "@type": "PostalAddress",
        addressLocality: tour.locality,
        addressRegion: company.address.region,
      },
    },
    provider: businessReference(),
    ...(tour.guide ? { tourGuide: { "@type": "Person", name: tour.guide } } : {}),
    ...(tour.stops?.length
      ? {
          itinerary: {
            "@type": "ItemList",
            itemListElement: tour.stops.map((name, index) => ({
              "@type": "ListItem",
              position: index + 1,
              item: { "@type": "TouristAttraction", name },
            })),
          },
        }
      : {}),
    offers: offer({ price: tour.price, url: tour.path }, now),
  };
}

export type EventInput = {
  name: string;
  description: string;
  image: string;
  startDate: string;
  endDate?: string;
  location: { name: string; locality: string };
  offers: { name: string; price: number; url: string }[];
  guide?: string;
};

/**
 * A dated public event, such as the indoor history talk. Its tickets are on sale until it starts (no end date of their
 * own that could fall before it); an event already over keeps no offers. Pages leave a past event out altogether.
 */
export function eventRecord(event: EventInput, now: Date = new Date()): JsonLd {
  const over = eventIsOver(event, now);
  return {
    "@type": "Event",
    name: event.name,
    description: event.description,
    image: absoluteUrl(event.image),
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: event.location.name,
      address: {
        "@type": "PostalAddress",
        addressLocality: event.location.locality,
        addressRegion: company.address.region,
      },
    },
    organizer: businessReference(),
    ...(event.guide ? { performer: { "@type": "Person", name: event.guide } } : {}),
    ...(over
      ? {}
      : {
          offers: event.offers.map((item) => ({
            "@type": "Offer",
            name: item.name,
            price: String(item.price),
            priceCurrency: "USD",
            availability: "https://schema.org/InStock",
            url: absoluteUrl(item.url),
          })),
        }),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export type FaqInput = { question: string; answer: string };

export function faqPage(items: readonly FaqInput[]): JsonLd {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: plainText(item.answer) },
    })),
  };
}

export type BlogPostingInput = {
  title: string;
  excerpt: string;
  path: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  /** A guide who wrote the post, with the page that introduces them; the business when there is none. */
  author?: { name: string; url: string };
  articleBody: string;
  keywords: readonly string[];
  wordCount: number;
};

export function blogPosting(post: BlogPostingInput): JsonLd {
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image),
    url: absoluteUrl(post.path),
    mainEntityOfPage: absoluteUrl(post.path),
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: post.author
      ? { "@type": "Person", name: post.author.name, url: post.author.url }
      : businessReference(),
    publisher: {
      ...businessReference(),
      logo: { "@type": "ImageObject", url: absoluteUrl("/brand/logo.png") },
    },
    articleBody: post.articleBody,
    keywords: post.keywords.join(", "),
    wordCount: post.wordCount,
    inLanguage: "en-US",
  };
}

export function blogRecord(input: {
  name: string;
  description: string;
  path: string;
  posts: readonly { title: string; path: string; datePublished: string }[];
}): JsonLd {
  return {
    "@type": "Blog",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    publisher: businessReference(),
    blogPost: input.posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      url: absoluteUrl(post.path),
      datePublished: post.datePublished,
    })),
  };
}

export type ReviewInput = {
  author: string;
  quote: string;
  rating?: number;
  /** ISO date; the spec defaults a missing date to today. */
  date?: string;
  /** What was reviewed: a tour name. */
  itemName: string;
};

export function reviewRecord(review: ReviewInput, today: Date = new Date()): JsonLd {
  return {
    "@type": "Review",
    author: { "@type": "Person", name: review.author },
    reviewBody: review.quote,
    reviewRating: { "@type": "Rating", ratingValue: review.rating ?? 5, bestRating: 5, worstRating: 1 },
    datePublished: review.date ?? today.toISOString().slice(0, 10),
    itemReviewed: { "@type": "TouristTrip", name: review.itemName, provider: businessReference() },
  };
}
