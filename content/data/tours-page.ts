// The testimonials below are samples for the demo company: replace them with real guest reviews before launch
// (docs/decisions/009-sample-content.md). Review records in the structured data are built from them.
import type { FaqItem } from "./faq-types.ts";
import type { Testimonial } from "./testimonial-types.ts";
import type { Feature } from "#app/content/schema.ts";

/** The /tours listing page: why choose us, card teasers, the comparison table, testimonials, expectations and FAQ. */

/** The three points of "Why Choose Our Cat Tours?". */
export const whyChooseUs: Feature[] = [
  {
    title: "History with the sources showing",
    description:
      "Our stories come from archives, old newspapers and city records, checked by Margo Feld, our lead historian and a former archivist. Each one is labeled: documented, reported in the papers of the day, or lore. We never invent a cat to fill a gap.",
  },
  {
    title: "Small groups you can hear",
    description:
      "No more than 12 guests in Brooklyn Heights and on the Lower East Side, and 15 in the Financial District. Many walking tours take 15 to 20. With us, everyone hears the guide and everyone gets to ask questions.",
  },
  {
    title: "$40 for two hours on foot",
    description:
      "Less than the $55 average for a New York walking tour, for about two hours and about 1.5 miles at an easy pace. Guests rate us 4.9 out of 5 across 487 ratings, and 98% give us five stars.",
  },
];

/** Three five-star testimonials, one per public tour. */
export const toursPageTestimonials: Testimonial[] = [
  {
    quote:
      "I've done the double-decker bus and two food tours. This was the one I described at dinner: the ferry from Montague Street to Wall Street, the fruit streets, and a tabby who watched from a parlor window the whole time Sam talked about parlor cats.",
    author: "Nicole D.",
    role: "Visiting from Austin",
    tour: "Brooklyn Heights Cat-History Tour",
    date: "2025-08-23",
  },
  {
    quote:
      "Theo turned a neighborhood I'd only ever hurried through into the oldest, strangest part of the city: the landfill, the postal cats, the peppercorn rent. I left Stone Street with a new respect for mice.",
    author: "Owen H.",
    role: "Visiting from Dublin",
    tour: "Financial District Cat-History Tour",
    date: "2025-07-26",
  },
  {
    quote:
      "Priya knows every shop cat by name and every tenement law by year. We brought a twelve-year-old who was still explaining fire escapes to us at dinner.",
    author: "Sofia M.",
    role: "Visiting from Philadelphia with family",
    tour: "Lower East Side Cat-History Tour",
    date: "2025-10-11",
  },
];

/** The FAQ accordion on /tours. */
export const toursPageFaqs: FaqItem[] = [
  {
    question: "How do I book a tour?",
    answer:
      "Pick a tour and press Reserve Your Spot, or go straight to our booking calendar. Choose a date, reserve your places and pay securely there. Private tours are arranged by writing to us through the contact page or at hello@whiskerwalks.nyc.",
  },
  {
    question: "What happens if it rains?",
    answer:
      "Light rain doesn't stop us, so bring an umbrella or a rain jacket. In severe weather we'll reschedule you or give you a refund.",
  },
  {
    question: "Are the tours wheelchair accessible?",
    answer:
      "Not fully. Each route covers about 1.5 miles of city sidewalk, with curbs, uneven old paving in Brooklyn Heights and stone blocks on Stone Street. There are restrooms at the start and end of every tour. If you have a specific need, write to us before you book and we'll tell you honestly what the route involves; a private tour can sometimes be planned around it.",
  },
  {
    question: "Do you offer discounts?",
    answer:
      "Yes, for students, seniors and groups of 10 or more. Write to hello@whiskerwalks.nyc with your tour and date before you book, and we'll set it up.",
  },
  {
    question: "Is there a minimum group size?",
    answer:
      "A tour needs at least 4 guests to run. If a date doesn't reach 4, we'll offer you a full refund or a place on another date, whichever you prefer.",
  },
  {
    question: "Can I bring children?",
    answer:
      "Yes, children are welcome with an adult, and young cat-spotters often have the sharpest eyes in the group. The walk takes about two hours and covers about 1.5 miles with stops along the way, so it suits kids who are happy to walk and listen for that long. If you have questions about a very young child, write to us before you book.",
  },
  {
    question: "What should I bring?",
    answer:
      "Comfortable walking shoes, water, and an umbrella or rain jacket if the sky looks doubtful. Add sunscreen in summer and a warm layer in late fall. Bring a phone or camera for the cats, and a card if you plan to stop at the cat cafe at the end of the Brooklyn Heights or Lower East Side walk. Please arrive 10 to 15 minutes early.",
  },
];

/** The lazily loaded "What to expect on every tour" section. */
export const tourExpectations: Feature[] = [
  {
    title: "An easy pace",
    description:
      "About 1.5 miles in about two hours, with a stop every few blocks. Nobody is racing: if you're comfortable on your feet for two hours with a pause at each stop, you'll be fine.",
  },
  {
    title: "Six stops, six stories",
    description:
      "Each route has six main stops at real places: a park, a church, a tenement, a market street. At every one you hear what happened there, and who kept the mice down.",
  },
  {
    title: "Guides who did the reading",
    description:
      "Sam, Theo and Priya are licensed New York City guides, and Margo Feld, our lead historian, checks every story. You'll always know whether a tale is documented, reported by the papers of the day or told as lore.",
  },
  {
    title: "Small groups",
    description:
      "At most 12 guests in Brooklyn Heights and on the Lower East Side, and 15 in the Financial District. A tour needs 4 guests to run; if a date falls short, you get a full refund or a new date.",
  },
  {
    title: "An optional cat cafe",
    description:
      "The Brooklyn Heights and Lower East Side walks end by a neighborhood cat cafe. Going in is up to you, and it isn't included in the price. The Financial District walk ends on Stone Street instead.",
  },
  {
    title: "Photos welcome",
    description:
      "Take as many as you like. Ask before photographing people, and let stoop cats and shop cats come to you: they belong to someone, and they know it.",
  },
];
