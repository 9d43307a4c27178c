/**
 * Facts are stated once, in content/settings and in each tour's file; copy shows them through tokens such as
 * `{price}` or `{brooklyn-heights.maxGuests}`, filled in when the content is read. An unknown token stops the build.
 */
import type { Company, SiteSettings, TourEntry, TourFacts } from "./schema.ts";

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

/** "two hours" at the start of a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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
 * The tokens every piece of copy may use, with the words they stand for. `tours` give their group limits
 * (`{largestGroup}`, `{tourGroupSizes}`) and their comparison ratings (`{lowestTourRating}`).
 */
export function siteTokens(
  company: Company,
  facts: TourFacts,
  settings: SiteSettings,
  tours: readonly Pick<TourEntry, "maxGuests" | "comparison">[],
) {
  const tourMaxGuests = tours.map((tour) => tour.maxGuests);
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
    maxCatsPerTourWords: numberWords(facts.adventureCats.maxCatsPerTour),
    typicalGroupSize: facts.typicalTour.groupSize,
    typicalDuration: facts.typicalTour.duration,
    typicalRating: facts.typicalTour.rating.toFixed(1),
    /** "12 or 15": the tours' group limits, smallest first. */
    tourGroupSizes: [...new Set(tourMaxGuests)].sort((a, b) => a - b).join(" or "),
    lowestTourRating: Math.min(5, ...tours.map((tour) => tour.comparison.rating)).toFixed(1),
    companyName: company.name,
    instagramHandle: company.instagram.handle,
    foundingYear: String(company.foundingYear),
    seasonYear: String(settings.season.year),
    nextSeason: settings.season.next,
  } satisfies Record<string, string>;
}

export type SiteTokens = ReturnType<typeof siteTokens>;

/** A text whose tokens are all ones the reader knows (site-wide, a tour's, a private group's price), and no other braces. */
export const TOKEN_TEXT =
  /^(?:[^{}]|\{(?:[a-zA-Z]+|[a-z0-9-]+\.(?:name|shortName|maxGuests|guide|schedule|meetingPoint|endPoint|itemId|path)|privatePrice:\d+)\})*$/;

const TOKEN = /\{([a-zA-Z][\w-]*(?:[.:][\w-]+)?)\}/g;

/**
 * The tag a fact takes in the text of a post or a letter, as the editor writes it there (fact-component.tsx, docs/
 * decisions/167-facts-in-posts-and-letters.md): `{% fact name="price" /%}` says what `{price}` says elsewhere.
 */
export const FACT_TAG_NAME = "fact";
const FACT_TAG = /\{%\s*fact\s+name="([a-zA-Z][\w-]*(?:[.:][\w-]+)?)"\s*\/%\}/g;
/** A fact either way: its tag in a post's or letter's text, or its token. */
const FACT = new RegExp(`${FACT_TAG.source}|${TOKEN.source}`, "g");

/** A fact's tag, for the text of a post or a letter: `{% fact name="price" /%}`. */
export function factTag(token: string): string {
  return `{% ${FACT_TAG_NAME} name="${token}" /%}`;
}

/** The text of a post or a letter with each token written as a fact's tag (`{price}` becomes `{% fact … /%}`). */
export function tokensAsFactTags(text: string): string {
  return text.replace(TOKEN, (_, token: string) => factTag(token));
}

/** The facts a text shows, by token, as tokens or as tags: "price", "brooklyn-heights.maxGuests". */
export function factsIn(text: string): string[] {
  return [...text.matchAll(FACT)].map((match) => (match[1] ?? match[2])!);
}

/** A text cut at its tokens: "From {price}" is ["From ", { token: "price" }]. */
export function splitTokens(text: string): (string | { token: string })[] {
  const parts: (string | { token: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ token: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

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

/**
 * Fills in every fact of a text, a token (`{price}`) or, in a post's or letter's text, a fact's tag (`{% fact
 * name="price" /%}`): both read the same value. The unknown ones are returned, so the caller can name the file and
 * field.
 */
export function fillTokens(text: string, scope: TokenScope): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = text.replace(FACT, (whole, tagged: string | undefined, token: string | undefined) => {
    const name = (tagged ?? token)!;
    const value = lookup(name, scope);
    if (value === undefined) unknown.push(whole);
    return value ?? whole;
  });
  return { text: filled, unknown };
}

function lookup(name: string, scope: TokenScope): string | undefined {
  // A capital first letter asks for the token's words at the start of a sentence: {DurationWords} is "Two hours".
  if (/^[A-Z]/.test(name)) {
    const words = lookup(name.charAt(0).toLowerCase() + name.slice(1), scope);
    return words === undefined ? undefined : capitalize(words);
  }
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
  return Object.hasOwn(scope.site, name) ? scope.site[name] : undefined;
}
