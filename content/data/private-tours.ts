import type { FaqItem } from "./faq-types.ts";
import type { Feature } from "#app/content/schema.ts";

/** The /tours/private-tours page: description, details, scheduling, occasions and FAQ. */

/** The description, two or three paragraphs. */
export const privateTourDescription: string[] = [
  "A private tour is one of our guides and your group, nobody else. Choose any of our three routes, Brooklyn Heights, the Financial District or the Lower East Side, or ask for a mix of stops, and we'll plan the walk around your date, your start time and your pace.",
  "Groups book them for team outings, birthdays, family reunions and the relative who has been sending cat facts to the family chat for years. The history is the same research you get on our public tours, with every story labeled as documented, reported in the papers of the day, or lore. What changes is the emphasis: more postal-cat paperwork for a team of accountants, more kittens for a nine-year-old's birthday.",
  "Pricing is simple. $320 covers a group of up to 8 guests, and each guest beyond 8 adds $40, up to 30 guests in all. A group of 12 pays $480; a group of 20 pays $800.",
];

/** The four detail cards: routes, timing, group size and what is included. */
export const privateTourDetails: Feature[] = [
  {
    title: "Routes",
    description:
      "Brooklyn Heights, the Financial District, the Lower East Side or a custom mix of stops. Tell us what your group loves, from the Revolution to bodega cats, and we'll suggest a route.",
  },
  {
    title: "Timing",
    description:
      "You choose the date, the start time and how long you'd like to walk; our public tours take about two hours. Weekdays and weekends are both possible with enough notice.",
  },
  {
    title: "Group size and price",
    description:
      "From 1 to 30 guests. $320 covers up to 8, and each additional guest is $40. The price calculator on this page shows your group's total.",
  },
  {
    title: "What's included",
    description:
      "A licensed guide for your group alone, a route planned with you, and the stories, with their sources labeled. Food, drinks and any cat cafe visit are paid separately.",
  },
];

/** The scheduling text, with the booking-notice facts exactly as the company sets them. */
export const privateTourScheduling: string[] = [
  "Book 2 to 3 weeks ahead for a weekday tour and 4 to 6 weeks ahead for a weekend. Weekday tours need at least 2 weeks' notice.",
  "Send us your preferred dates, your group size and the route you have in mind through our contact page or at hello@whiskerwalks.nyc. We reply within 48 hours.",
  "Private tours are in English only.",
];

/** The three special-event occasions, in this order. */
export const privateTourOccasions: {
  slug: "corporate-team-building" | "birthday-celebrations" | "family-gatherings";
  title: string;
  description: string;
  imageAlt: string;
}[] = [
  {
    slug: "corporate-team-building",
    title: "Corporate Team Building",
    description:
      "Two hours outdoors and off screens, with a story at every corner and plenty to talk about afterward. The Financial District route suits teams who work downtown: we can start near your office and finish near wherever you've booked lunch or drinks.",
    imageAlt:
      "Illustration: a team in matching lanyards follows a guide past the columns of Federal Hall while a ginger cat watches from the steps.",
  },
  {
    slug: "birthday-celebrations",
    title: "Birthday Celebrations",
    description:
      "A birthday walk for a cat lover of any age: their favorite neighborhood, their favorite kind of story, and a finish near a cat cafe if that's the dream. Tell us who it's for, and we'll plan around them.",
    imageAlt:
      "Illustration: a birthday group gathers at a brownstone stoop tied with balloons, where a calico cat in a paper party hat sits on the steps.",
  },
  {
    slug: "family-gatherings",
    title: "Family Gatherings",
    description:
      "Reunions, visiting relatives, three generations with three walking speeds. We set the pace and the stops for your slowest walker and your youngest listener, and keep everyone together.",
    imageAlt:
      "Illustration: three generations of a family, children in front, meet a friendly gray cat on a Seward Park path.",
  },
];

/** The FAQ accordion on the private tours page. */
export const privateTourFaqs: FaqItem[] = [
  {
    question: "How much does a private tour cost?",
    answer:
      "$320 covers up to 8 guests, and each guest beyond 8 adds $40, for groups of 1 to 30. So 5 guests pay $320, 12 pay $480 and 30 pay $1,200. The price calculator on this page works it out for your group.",
  },
  {
    question: "How far ahead should we book?",
    answer:
      "2 to 3 weeks ahead for a weekday and 4 to 6 weeks ahead for a weekend. Weekday tours need at least 2 weeks' notice. Write to us with your dates and group size, and we'll reply within 48 hours.",
  },
  {
    question: "Can we choose our own route and start time?",
    answer:
      "Yes. Take any of our three routes as it is, or mix stops from them, and pick the date and start time that suit your group. Tell us about the occasion and your group's interests, and we'll suggest a plan.",
  },
  {
    question: "Which languages are private tours offered in?",
    answer: "English only.",
  },
  {
    question: "Can you plan around older relatives, young children or access needs?",
    answer:
      "We'll do our best. A private tour can take a shorter route, with more stops and a slower pace. Our routes are city sidewalks with curbs and some uneven paving, so they are not fully wheelchair accessible; tell us about your group when you write, and we'll be honest about what's possible.",
  },
  {
    question: "Can we bring our own cats?",
    answer:
      "Yes, through our Adventure Cats program. Apply on the Adventure Cats page; cats come in a harness or an enclosed carrier, with one cat per adult and no more than 2 cats on any tour.",
  },
];
