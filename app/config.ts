import type { PublicEnv } from "./config/public-env.ts";

/**
 * The one config module: provider settings from PUBLIC_* environment variables, validated at build time by
 * ./config/public-env.ts and baked in by vite.config.ts. What the company says of itself lives in content/ (read
 * through app/content/site.ts).
 * Node scripts that import app code set globalThis.__PUBLIC_ENV__ first (scripts/lib/public-env.ts).
 */
const env: PublicEnv = typeof __PUBLIC_ENV__ !== "undefined" ? __PUBLIC_ENV__ : readNodeEnv();

function readNodeEnv(): PublicEnv {
  const value = globalThis.__PUBLIC_ENV__;
  if (!value) throw new Error("Site settings are not loaded: import scripts/lib/public-env.ts first.");
  return value;
}

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
  fareharbor: { ...env.fareharbor, origin: "https://fareharbor.com" },
  analyticsId: env.analyticsId,
  insightsUrl: env.insightsUrl,
} as const;

export const media = {
  featureVideoYoutubeId: env.featureVideoYoutubeId,
} as const;

/** An absolute URL on this site, for canonical links, Open Graph and structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).href;
}
