import { absoluteUrl } from "../config.ts";
import { company, siteSettings, tokens } from "#app/content/site.ts";
import type { JsonLd } from "./seo.ts";

/**
 * Typed builders for the spec's structured-data records. Each returns a plain schema.org object; the seo helper adds
 * @context. What a record says must match what its page shows (Google ignores or penalises markup that does not).
 */

const BUSINESS_ID = absoluteUrl("/#business");

export function businessRecord(): JsonLd {
  return {
    "@type": ["LocalBusiness", "TravelAgency"],
    "@id": BUSINESS_ID,
    name: company.name,
    description: company.description,
    slogan: company.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/brand/logo.png"),
    image: absoluteUrl("/og/home.png"),
    email: company.email,
    foundingDate: String(company.foundingYear),
    address: {
      "@type": "PostalAddress",
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      addressCountry: company.address.country,
    },
    geo: { "@type": "GeoCoordinates", ...company.geo },
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

/** A reference to the business, for records that name it as provider or publisher. */
export function businessReference(): JsonLd {
  return { "@type": "Organization", "@id": BUSINESS_ID, name: company.name, url: absoluteUrl("/") };
}

export type OfferInput = { price: number | null; url: string };

function offer({ price, url }: OfferInput): JsonLd {
  return {
    "@type": "Offer",
    ...(price === null ? {} : { price: String(price) }),
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
    validFrom: siteSettings.offers.validFrom,
    priceValidUntil: siteSettings.offers.validThrough,
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
  /** Dollars per guest; null where the price varies (private tours). */
  price: number | null;
  guide?: string;
  stops?: readonly string[];
};

/** A tour as a TouristTrip with its offer in USD. */
export function tourRecord(tour: TourRecordInput): JsonLd {
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
    offers: offer({ price: tour.price, url: tour.path }),
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

/** A dated public event, such as the indoor history talk. */
export function eventRecord(event: EventInput): JsonLd {
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
    offers: event.offers.map((item) => ({ ...offer({ price: item.price, url: item.url }), name: item.name })),
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
      acceptedAnswer: { "@type": "Answer", text: item.answer },
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
  author?: string;
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
      ? { "@type": "Person", name: post.author }
      : { "@type": "Organization", name: company.name, url: absoluteUrl("/") },
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
