/**
 * The company's facts, the shared tour facts and the tours' own facts, from content/ (checked at build). Safe for any
 * module, in the browser too: it holds no page copy. Loaders and server code read the rest from content.server.ts.
 */
import site from "virtual:content/site";
import { providers } from "#app/config.ts";
import { outsideLinks } from "./outside-links.ts";
// A namespace import: Tailwind reads the function's bare name in a named import as one of its classes.
import * as words from "./tokens.ts";
import type { TourSummary } from "./vite-plugin.ts";
import { mailtoHref } from "#app/lib/mailto.ts";

export type { TourSummary };
export const company = site.company;
export const tourFacts = site.tourFacts;
/** The company's address as a mailto link. */
export const emailHref = mailtoHref(site.company.email);
/** The words each site-wide token stands for, such as tokens.price ("$40"). */
export const tokens = site.tokens;
/** The neighborhood tours, in their order. */
export const tourSummaries: readonly TourSummary[] = site.tours;
export const privateTour = site.privateTour;
/** The season, its banner, the home announcement and the offer dates (content/settings/site.yaml). */
export const siteSettings = site.siteSettings;
/** The gift-card, petition and press-folder pages. */
export const links = outsideLinks(site.siteSettings.links, {
  ...providers.fareharbor,
  flowId: site.tourFacts.booking.flowId,
});

/** "two hours" at the start of a sentence. */
export function capitalize(text: string): string {
  return words.capitalize(text);
}

/** The spec's booking button ("Book Your Tour – Only $40!"), with today's price. */
export const bookTourLabel = words.bookTourLabelAt(site.tokens.price);

/** ISO 8601 form of the tours' duration, for structured data. */
export const tourDurationIso = Number.isInteger(tourFacts.durationHours)
  ? `PT${tourFacts.durationHours}H`
  : `PT${Math.round(tourFacts.durationHours * 60)}M`;

export function tourSummary(slug: string): TourSummary {
  const tour = tourSummaries.find((candidate) => candidate.slug === slug);
  if (!tour) throw new Error(`No tour "${slug}" in content/tours.`);
  return tour;
}
