/**
 * The home page's comparison of the neighborhood tours (spec, "Tour comparison card"): each tour's own facts and its
 * comparison entry (content/tours/<slug>.yaml), set against a typical New York walking tour
 * (content/settings/tours.yaml; docs/decisions/043-tour-comparison-reading.md).
 */
import { tours } from "#app/content/content.server.ts";
import { tokens, tourFacts } from "#app/content/site.ts";

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
  highlights: string[];
  /** Group size as a visitor reads it, such as "Max 12 guests". */
  groupSize: string;
  link: string;
};

export type TypicalTour = {
  name: string;
  price: number;
  duration: string;
  groupSize: string;
  rating: number;
};

export function tourComparison(): { cards: TourComparisonCard[]; typical: TypicalTour } {
  return {
    cards: tours.map((tour) => ({
      name: tour.shortName,
      description: tour.teaser,
      price: tourFacts.price,
      duration: tokens.duration,
      groupSize: `Max ${tour.maxGuests} guests`,
      link: tour.path,
      ...tour.comparison,
    })),
    typical: { ...tourFacts.typicalTour, price: tourFacts.comparisonPrice },
  };
}
