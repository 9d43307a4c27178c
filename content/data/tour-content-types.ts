import type { FaqItem } from "./faq-types.ts";
import type { Testimonial } from "./testimonial-types.ts";
import type { NeighborhoodSlug, Stop } from "./tours.ts";

/** What a tour detail page says beyond the tour's facts (content/data/tour-details.ts). */
export type TourDetails = {
  /** Two or three paragraphs for the "About this tour" description. */
  description: string[];
  /** Six "What You'll Discover" stops, in walking order. */
  stops: Stop[];
  /** What to bring, as short list items. */
  whatToBring: string[];
  /** Where to meet, how to find the guide (landmark, what the guide carries), and where the walk ends. */
  meetingDetails: string;
  /** Four guest testimonials for the carousel, each naming this tour. */
  testimonials: Testimonial[];
  /** Seven or eight questions for the tour's FAQ. */
  faqs: FaqItem[];
};

/** A feature card on a neighborhood page. */
export type Feature = { title: string; description: string };

/** What a neighborhood landing page says (content/data/neighborhoods.ts): substantial, distinct copy per page. */
export type NeighborhoodContent = {
  /** Four feature cards: what you will see and hear. */
  features: Feature[];
  /** "Why choose" section: a heading and three or four paragraphs. */
  whyChoose: { heading: string; paragraphs: string[] };
  /** A short history timeline of the neighborhood: year and event. */
  timeline: { year: string; event: string }[];
  /** Five questions for the page's FAQ. */
  faqs: FaqItem[];
  /** Two testimonials from guests on this neighborhood's tour. */
  testimonials: Testimonial[];
};

export type NeighborhoodContentMap = Record<NeighborhoodSlug, NeighborhoodContent>;
