/**
 * The tours, as the company sells them (spec, sections 1, 3 and 9). Every page that shows a price, duration, group
 * size, schedule or booking id reads it from here.
 */
export type NeighborhoodSlug = "brooklyn-heights" | "financial-district" | "lower-east-side";
export type TourSlug = NeighborhoodSlug | "private-tours";

export const TOUR_PRICE_USD = 40;
export const COMPARISON_PRICE_USD = 55;
export const TOUR_DISTANCE_MILES = 1.5;
export const TOUR_DURATION_LABEL = "2 hours";
/** ISO 8601 form of the duration the tour pages show. */
export const TOUR_DURATION_ISO = "PT2H";
export const MIN_GUESTS = 4;

export type Stop = { title: string; description: string };

export type Tour = {
  slug: NeighborhoodSlug;
  /** Full name, as on the booking calendar. */
  name: string;
  /** The neighborhood alone, for menus, tables and badges. */
  shortName: string;
  path: `/tours/${NeighborhoodSlug}`;
  neighborhoodPath: `/neighborhoods/${NeighborhoodSlug}`;
  itemId: number;
  /** City name for structured data (Brooklyn Heights is in Brooklyn). */
  locality: string;
  maxGuests: 12 | 15;
  guide: string;
  badge?: string;
  /** A banner above the tour page's hero (the spec's "ONE TOUR LEFT THIS SEASON" on Financial District). */
  urgencyBanner?: string;
  teaser: string;
  summary: string;
  bestFor: string;
  schedule: string;
  meetingPoint: string;
  endPoint: string;
  endsAtCatCafe: boolean;
  image: string;
  imageAlt: string;
  heroImage: string;
  heroImageAlt: string;
};

export const tours: Record<NeighborhoodSlug, Tour> = {
  "brooklyn-heights": {
    slug: "brooklyn-heights",
    name: "Brooklyn Heights Cat-History Tour",
    shortName: "Brooklyn Heights",
    path: "/tours/brooklyn-heights",
    neighborhoodPath: "/neighborhoods/brooklyn-heights",
    itemId: 562630,
    locality: "Brooklyn",
    maxGuests: 12,
    guide: "Sam O'Connell",
    badge: "Most Popular",
    teaser: "Brownstone stoops, the Promenade and the parlor cats of New York's first historic district.",
    summary:
      "Walk the leafy blocks of Brooklyn Heights, the neighborhood that became New York City's first historic district in 1965, and meet the stoop cats, ferry cats and parlor cats who have watched over it for two centuries. We start with the Manhattan skyline from the Promenade and finish near Court Street, where anyone who wants can carry on to a neighborhood cat cafe.",
    bestFor: "First-timers, photographers and brownstone lovers",
    schedule: "April to December, Saturdays and Sundays at 1:15 PM",
    meetingPoint: "Brooklyn Heights Promenade entrance at the foot of Montague Street",
    endPoint: "Near Court Street, by an optional cat cafe visit (not included in the price)",
    endsAtCatCafe: true,
    image: "tours/brooklyn-heights",
    imageAlt: "Illustration: a ginger cat on a brownstone stoop in Brooklyn Heights as a small walking group passes",
    heroImage: "neighborhoods/brooklyn-heights",
    heroImageAlt: "Illustration: Brooklyn Heights brownstones and the Promenade with the Manhattan skyline across the river",
  },
  "financial-district": {
    slug: "financial-district",
    name: "Financial District Cat-History Tour",
    shortName: "Financial District",
    path: "/tours/financial-district",
    neighborhoodPath: "/neighborhoods/financial-district",
    itemId: 577800,
    locality: "New York",
    maxGuests: 15,
    guide: "Theo Alvarez",
    urgencyBanner: "ONE TOUR LEFT THIS SEASON",
    teaser: "Post-office mousers, ships' cats and the working cats of Wall Street's oldest streets.",
    summary:
      "Lower Manhattan was a port before it was a financial capital, and ports run on cats. From Bowling Green to Stone Street we follow the mousers of the mail rooms, the customs warehouses and the harbor, including the two hundred cats once kept on the federal payroll of New York's post offices.",
    bestFor: "History buffs and anyone who works downtown",
    schedule: "Weekends and select weekdays",
    meetingPoint: "Bowling Green, north end, by the subway entrance",
    endPoint: "Stone Street",
    endsAtCatCafe: false,
    image: "tours/financial-district",
    imageAlt: "Illustration: a tuxedo cat on the steps of a columned Wall Street building",
    heroImage: "neighborhoods/financial-district",
    heroImageAlt: "Illustration: the old streets of the Financial District with the Custom House and the harbor beyond",
  },
  "lower-east-side": {
    slug: "lower-east-side",
    name: "Lower East Side Cat-History Tour",
    shortName: "Lower East Side",
    path: "/tours/lower-east-side",
    neighborhoodPath: "/neighborhoods/lower-east-side",
    itemId: 604533,
    locality: "New York",
    maxGuests: 12,
    guide: "Priya Raman",
    teaser: "Tenement fire escapes, pushcart markets and the bodega cats who still keep shop.",
    summary:
      "The Lower East Side was the most crowded neighborhood on earth, and every tenement had its cat. From Seward Park we walk past fire escapes, old pushcart streets and corner stores to hear how immigrant families and their cats made a life here, ending at an optional cat cafe visit.",
    bestFor: "Food lovers, families and fans of immigrant history",
    schedule: "Weekends and select weekdays",
    meetingPoint: "Seward Park, Essex Street side",
    endPoint: "An optional cat cafe visit nearby (not included in the price)",
    endsAtCatCafe: true,
    image: "tours/lower-east-side",
    imageAlt: "Illustration: a calico cat on a tenement fire escape above an Orchard Street market",
    heroImage: "neighborhoods/lower-east-side",
    heroImageAlt: "Illustration: Lower East Side tenements with fire escapes and shop awnings",
  },
};

export const tourList: Tour[] = [tours["brooklyn-heights"], tours["financial-district"], tours["lower-east-side"]];

export const privateTour = {
  slug: "private-tours",
  name: "Private Cat-History Tours",
  shortName: "Private Tours",
  path: "/tours/private-tours",
  itemId: 562633,
  teaser: "Your date, your group, your pace: any of our routes for teams, birthdays and family gatherings.",
  summary:
    "Book one of our guides for your group alone: corporate team building, a birthday walk or a family reunion, on any of our three routes or a custom mix of stops.",
  bestFor: "Teams, celebrations and families",
  image: "tours/private-tours",
  imageAlt: "Illustration: a private group laughing with their guide while a cat watches from a window box",
} as const;

export const BOOKING_ITEM_IDS = {
  "brooklyn-heights": 562630,
  "financial-district": 577800,
  "lower-east-side": 604533,
  "private-tours": 562633,
} as const satisfies Record<TourSlug, number>;
