/**
 * The facts a text shows (tokens.ts) in staff words, for the editor: a text box draws each as a shaded chip with
 * these words ("Price"), and a list names an item with them ("Meet at [Meeting point]"), so staff never read a word
 * in braces (issue 39, docs/decisions/164-facts-as-chips-in-the-editor.md). What is stored stays `{price}`.
 */
import { fieldWords } from "./editor-help.ts";
import { fieldLabel } from "./editor-labels.ts";
import { splitTokens } from "./tokens.ts";

/**
 * The facts every text may show (siteTokens in tokens.ts, every one of them), in the order "Add a fact" offers them.
 * The tours' own facts (their name, group, meeting point) take their field's label.
 */
export const SITE_FACTS: Readonly<Record<string, string>> = {
  price: "Price",
  duration: "Length",
  durationWords: "Length in words",
  durationAdjective: "Length before a noun",
  distance: "Distance",
  minGuests: "Fewest guests",
  largestGroup: "Largest group on any tour",
  tourGroupSizes: "Tours' largest groups",
  groupDiscountGuests: "Group discount from",
  rating: "Rating",
  ratingCount: "Number of reviews",
  fiveStarShare: "Share of five-star reviews",
  lowestTourRating: "Lowest tour rating",
  email: "Company e-mail address",
  companyName: "Company name",
  instagramHandle: "Instagram name",
  foundingYear: "Year founded",
  seasonYear: "This season's year",
  nextSeason: "Next season",
  privateBasePrice: "Private tour base price",
  privateBaseGuests: "Guests the private base price covers",
  privateMinGuests: "Fewest guests on a private tour",
  privateMaxGuests: "Largest private group",
  replyTime: "Private tour reply time",
  contactReplyTime: "Reply time to messages",
  weekdayNotice: "Weekday notice",
  weekdayAdvice: "Weekday booking advice",
  weekendNotice: "Weekend notice",
  maxCatsPerTour: "Cats a walk",
  maxCatsPerTourWords: "Cats a walk in words",
  comparisonPrice: "Other tours' average price",
  typicalGroupSize: "Typical tour's group",
  typicalDuration: "Typical tour's length",
  typicalRating: "Typical tour's rating",
};

/** "Brooklyn Heights" for brooklyn-heights, a tour's file name. */
function tourName(file: string): string {
  return file.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, letter: string) => `${dash ? " " : ""}${letter.toUpperCase()}`,
  );
}

/** One fact in staff words: "price" is "Price", "brooklyn-heights.maxGuests" "Brooklyn Heights: largest group". */
export function factWords(token: string): string {
  // A capital first letter only starts a sentence with the fact ({DurationWords}): the same fact.
  const name = token.charAt(0).toLowerCase() + token.slice(1);
  const [kind, guests] = name.split(":");
  if (kind === "privatePrice") return `Private tour price for ${guests}`;
  const dot = name.indexOf(".");
  if (dot > 0) return `${tourName(name.slice(0, dot))}: ${factWords(name.slice(dot + 1)).toLowerCase()}`;
  return SITE_FACTS[name] ?? fieldWords(name, undefined)?.label ?? fieldLabel(name);
}

/** A text as a list shows it, each fact in brackets: "Meet at {meetingPoint}" is "Meet at [Meeting point]". */
export function factsInWords(text: string): string {
  return splitTokens(text)
    .map((part) => (typeof part === "string" ? part : `[${factWords(part.token)}]`))
    .join("");
}
