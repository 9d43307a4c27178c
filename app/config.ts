import type { PublicEnv } from "./config/public-env.ts";

/**
 * The one config module. Company facts are constants the company edits here; provider settings come from PUBLIC_*
 * environment variables, validated at build time by ./config/public-env.ts and baked in by vite.config.ts.
 * Node scripts that import app code set globalThis.__PUBLIC_ENV__ first (scripts/lib/public-env.ts).
 */
const env: PublicEnv = typeof __PUBLIC_ENV__ !== "undefined" ? __PUBLIC_ENV__ : readNodeEnv();

function readNodeEnv(): PublicEnv {
  const value = globalThis.__PUBLIC_ENV__;
  if (!value) throw new Error("Site settings are not loaded: import scripts/lib/public-env.ts first.");
  return value;
}

export const company = {
  name: "Whisker Walks NYC",
  tagline: "Cat-history walking tours of New York.",
  description:
    "Small-group walking tours of New York City told through the cats who lived there: Brooklyn Heights, the Financial District and the Lower East Side, $40 a guest.",
  foundingYear: 2021,
  email: "hello@whiskerwalks.nyc",
  social: {
    instagram: { handle: "@whiskerwalksnyc", url: "https://www.instagram.com/whiskerwalksnyc/" },
  },
  address: { addressLocality: "New York", addressRegion: "NY", addressCountry: "US" },
  // The Brooklyn Heights Promenade at the foot of Montague Street, where our most popular tour meets.
  geo: { latitude: 40.6955, longitude: -73.9978 },
  priceRange: "$40",
  rating: { value: 4.9, best: 5, worst: 1, count: 487, fiveStarShare: 98 },
} as const;

export const site = {
  url: env.siteUrl,
  locale: "en_US",
  language: "en",
  twitterCard: "summary_large_image",
} as const;

export const providers = {
  emailjs: env.emailjs,
  newsletterAction: env.newsletterAction,
  adventureFormAction: env.adventureFormAction,
  fareharbor: { ...env.fareharbor, origin: "https://fareharbor.com", flowId: 1219724, calendarDays: 30 },
  analyticsId: env.analyticsId,
} as const;

export const links = {
  giftCards: env.giftCardUrl,
  petition: env.petitionUrl,
  pressFolder: env.pressFolderUrl,
  email: `mailto:${company.email}`,
} as const;

export const season = {
  ...env.season,
  offerValidity: env.offerValidity,
} as const;

export const media = {
  featureVideoYoutubeId: env.featureVideoYoutubeId,
} as const;

/** An absolute URL on this site, for canonical links, Open Graph and structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).href;
}
