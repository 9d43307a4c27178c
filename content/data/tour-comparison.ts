/**
 * The home page's comparison of our three neighborhood tours (spec, "Tour comparison card": reviews 200, 150 and 175;
 * ratings 5 and 4.2 "for the others"). Read as: each of our tours is rated 5 by its reviewers, compared against a
 * typical New York walking tour rated 4.2 (docs/decisions/043-tour-comparison-reading.md). Tour facts come from
 * tours.ts; only what a comparison adds lives here.
 */
import {
  COMPARISON_PRICE_USD,
  TOUR_DURATION_LABEL,
  TOUR_PRICE_USD,
  tours,
  type NeighborhoodSlug,
} from "./tours.ts";

export type TourComparisonCard = {
  name: string;
  description: string;
  /** Dollars per guest. */
  price: number;
  duration: string;
  /** Where the walk goes. */
  neighborhoods: string[];
  rating: number;
  reviews: number;
  uniqueFeatures: string[];
  /** Group size as a visitor reads it, such as "Max 12 guests". */
  groupSize: string;
  link?: string;
};

type ComparisonExtras = Pick<TourComparisonCard, "neighborhoods" | "rating" | "reviews" | "uniqueFeatures">;

const extras: Record<NeighborhoodSlug, ComparisonExtras> = {
  "brooklyn-heights": {
    neighborhoods: ["Brooklyn Heights Promenade", "Montague Street", "Pierrepont and Willow Streets", "Court Street"],
    rating: 5,
    reviews: 200,
    uniqueFeatures: [
      "New York City's first historic district, designated in 1965",
      "The Manhattan skyline from the Promenade",
      "Saturdays and Sundays at 1:15 PM, April to December",
      "Ends by an optional cat cafe visit",
    ],
  },
  "financial-district": {
    neighborhoods: ["Bowling Green", "Wall Street", "Trinity Church yard", "Stone Street"],
    rating: 5,
    reviews: 150,
    uniqueFeatures: [
      "The post office's two hundred federal cats",
      "Ships' cats and warehouse mousers of the old port",
      "The Custom House and Fraunces Tavern",
      "Room for groups of up to 15",
    ],
  },
  "lower-east-side": {
    neighborhoods: ["Seward Park", "Essex Street", "Orchard Street"],
    rating: 5,
    reviews: 175,
    uniqueFeatures: [
      "Tenement fire escapes and the old pushcart market",
      "The bodega cats who still keep shop",
      "Led by a guide who grew up on Grand Street",
      "Ends by an optional cat cafe visit",
    ],
  },
};

const ORDER: NeighborhoodSlug[] = ["brooklyn-heights", "financial-district", "lower-east-side"];

export const tourComparison: TourComparisonCard[] = ORDER.map((slug) => {
  const tour = tours[slug];
  return {
    name: tour.shortName,
    description: tour.teaser,
    price: TOUR_PRICE_USD,
    duration: TOUR_DURATION_LABEL,
    groupSize: `Max ${tour.maxGuests} guests`,
    link: tour.path,
    ...extras[slug],
  };
});

/** What a visitor would otherwise book: the average New York walking tour, for the comparison's last column. */
export const typicalWalkingTour = {
  name: "Typical NYC walking tour",
  price: COMPARISON_PRICE_USD,
  duration: "2 to 3 hours",
  groupSize: "15 to 20 guests",
  rating: 4.2,
} as const;
