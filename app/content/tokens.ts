/**
 * Facts are stated once, in content/settings and in each tour's file; copy shows them through tokens such as
 * `{price}` or `{brooklyn-heights.maxGuests}`, filled in when the content is read. An unknown token stops the build.
 */
import type { Company, TourFacts } from "./schema.ts";

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

export function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

/** "two" for 2, "2.5" for 2.5: small whole numbers read better as words in prose. */
export function numberWords(value: number): string {
  return Number.isInteger(value) && value >= 0 && value < NUMBER_WORDS.length
    ? NUMBER_WORDS[value]!
    : String(value);
}

/** "2 hours" as a stat tile shows it: "2 Hours". */
export function titleCase(words: string): string {
  return words.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
}

function plural(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? "" : "s"}`;
}

/** What a private group of this size pays: the base covers the base group, each guest beyond adds the tour price. */
export function privateTourTotal(facts: Pick<TourFacts, "price" | "privateTour">, guests: number): number {
  const extra = Math.max(0, guests - facts.privateTour.baseGuests);
  return facts.privateTour.baseGuests * facts.price + extra * facts.price;
}

/**
 * The tokens every piece of copy may use, with the words they stand for. `tourMaxGuests` are the tours' own group
 * limits, for `{largestGroup}`.
 */
export function siteTokens(company: Company, facts: TourFacts, tourMaxGuests: readonly number[]) {
  const hours = facts.durationHours;
  const notice = facts.privateTour.weekendNoticeWeeks;
  const advice = facts.privateTour.weekdayAdviceWeeks;
  const replyDays = company.replyDays;
  return {
    price: dollars(facts.price),
    comparisonPrice: dollars(facts.comparisonPrice),
    duration: plural(hours, "hour"),
    durationWords: `${numberWords(hours)} hour${hours === 1 ? "" : "s"}`,
    durationAdjective: `${numberWords(hours)}-hour`,
    distance: `${facts.distanceMiles} miles`,
    minGuests: String(facts.minGuests),
    rating: String(company.rating.value),
    ratingCount: company.rating.count.toLocaleString("en-US"),
    fiveStarShare: `${company.rating.fiveStarShare}%`,
    email: company.email,
    privateBasePrice: dollars(privateTourTotal(facts, facts.privateTour.baseGuests)),
    privateBaseGuests: String(facts.privateTour.baseGuests),
    privateMinGuests: String(facts.privateTour.minGuests),
    privateMaxGuests: String(facts.privateTour.maxGuests),
    weekdayNotice: plural(facts.privateTour.weekdayNoticeWeeks, "week"),
    weekdayAdvice: `${advice.min} to ${advice.max} weeks`,
    weekendNotice: `${notice.min} to ${notice.max} weeks`,
    replyTime: plural(facts.privateTour.replyHours, "hour"),
    contactReplyTime: `${numberWords(replyDays)} day${replyDays === 1 ? "" : "s"}`,
    largestGroup: String(Math.max(facts.minGuests, ...tourMaxGuests)),
    groupDiscountGuests: String(facts.groupDiscountGuests),
    maxCatsPerTour: String(facts.adventureCats.maxCatsPerTour),
    typicalGroupSize: facts.typicalTour.groupSize,
  } satisfies Record<string, string>;
}

export type SiteTokens = ReturnType<typeof siteTokens>;

const TOKEN = /\{([a-zA-Z][\w-]*(?:[.:][\w-]+)?)\}/g;

export type TokenScope = {
  /** Site-wide tokens (siteTokens). */
  site: Record<string, string>;
  /** Facts of each tour by slug, for `{slug.field}`. */
  tours: Record<string, Record<string, string>>;
  /** The entry's own facts (a tour file may say `{maxGuests}` for its own). */
  own?: Record<string, string>;
  /** `{privatePrice:12}`: what a private group of 12 pays. */
  privatePrice: (guests: number) => string;
};

/** Fills in every token of a text; the unknown ones are returned, so the caller can name the file and field. */
/** The spec's booking button, "Book Your Tour – Only $40!", at a price. */
export function bookTourLabelAt(price: string): string {
  return `Book Your Tour – Only ${price}!`;
}

/**
 * Fills the tokens that only the code showing a text knows (the visitor's month, an approved cat's code), which the
 * reader left in place for it (collections.ts, laterTokens). A token without a value stays as it is.
 */
export function fillLaterTokens(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(TOKEN, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

export function fillTokens(text: string, scope: TokenScope): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = text.replace(TOKEN, (whole, name: string) => {
    const value = lookup(name, scope);
    if (value === undefined) unknown.push(whole);
    return value ?? whole;
  });
  return { text: filled, unknown };
}

function lookup(name: string, scope: TokenScope): string | undefined {
  if (name.startsWith("privatePrice:")) {
    const guests = Number(name.slice("privatePrice:".length));
    return Number.isInteger(guests) && guests > 0 ? scope.privatePrice(guests) : undefined;
  }
  const dot = name.indexOf(".");
  if (dot > 0) {
    const tour = scope.tours[name.slice(0, dot)];
    return tour && Object.hasOwn(tour, name.slice(dot + 1)) ? tour[name.slice(dot + 1)] : undefined;
  }
  if (scope.own && Object.hasOwn(scope.own, name)) return scope.own[name];
  if (Object.hasOwn(scope.site, name)) return scope.site[name];
  // {DurationWords} at the start of a sentence: the token's words with a capital letter.
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  if (lower === name) return undefined;
  const value = lookup(lower, scope);
  return value === undefined ? undefined : value.charAt(0).toUpperCase() + value.slice(1);
}
