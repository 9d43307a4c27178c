/**
 * The home page's comparison of the neighborhood tours (spec, "Tour comparison card"): each tour's own facts and its
 * comparison entry (content/tours/<slug>.yaml), set against a typical New York walking tour
 * (content/settings/tours.yaml; docs/decisions/043-tour-comparison-reading.md). Its words are the home page's.
 */
import { tours } from "#app/content/content.server.ts";
import { tokens, tourFacts } from "#app/content/site.ts";
import type { z } from "zod";
import type { homePageSchema } from "#app/content/schema.ts";
import { fillLaterTokens } from "#app/content/tokens.ts";

type CompareCopy = z.infer<typeof homePageSchema>["compare"];

export type TourComparisonCard = {
  name: string;
  description: string;
  /** Dollars per guest. */
  price: number;
  duration: string;
  /** Where the walk goes. */
  places: string[];
  rating: number;
  reviews: number;
  /** The review count as the card says it: "200 reviews". */
  reviewsLabel: string;
  highlights: string[];
  /** Group size as a visitor reads it, such as "Max 12 guests". */
  groupSize: string;
  link: string;
  linkLabel: string;
};

export type TypicalTour = {
  rating: number;
  title: string;
  text: string;
  /** "Typical tour: 4.2". */
  ratingLabel: string;
};

export function tourComparison(copy: CompareCopy): {
  cards: TourComparisonCard[];
  typical: TypicalTour;
  perGuest: string;
} {
  return {
    cards: tours.map((tour) => ({
      name: tour.shortName,
      description: tour.teaser,
      price: tourFacts.price,
      duration: tokens.duration,
      link: tour.path,
      ...tour.comparison,
      reviewsLabel: fillLaterTokens(copy.card.reviews, { reviews: tour.comparison.reviews }),
      groupSize: fillLaterTokens(copy.card.groupSize, { maxGuests: tour.maxGuests }),
      linkLabel: fillLaterTokens(copy.card.link, { name: tour.shortName }),
    })),
    typical: { ...copy.typical, rating: tourFacts.typicalTour.rating, ratingLabel: copy.typical.rating },
    perGuest: copy.card.perGuest,
  };
}
