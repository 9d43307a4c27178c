/**
 * The home page's own copy: what sets the tours apart, what a ticket includes, a guest's word and the book. The
 * testimonial is a sample to replace with a real guest's review before launch (docs/decisions/009-sample-content.md).
 */
import type { Testimonial } from "#app/content/schema.ts";
import { tokens, tourSummary } from "#app/content/site.ts";

export type FeatureCard = {
  icon: "paw" | "badge" | "group" | "harness";
  title: string;
  description: string;
  link?: { to: string; text: string };
};

export const uniqueFeatures: FeatureCard[] = [
  {
    icon: "paw",
    title: "History told through its cats",
    description:
      "Every stop is a true New York story with a cat in it: post-office mousers, ships' cats, stoop cats and the bodega cats of today.",
  },
  {
    icon: "badge",
    title: "Licensed guides who live here",
    description:
      "Four licensed New York City sightseeing guides, each leading the neighborhood they know best, from a former archivist to a former ferry deckhand.",
    link: { to: "/about", text: "Meet the guides" },
  },
  {
    icon: "group",
    title: "Small groups",
    description:
      "At most 12 guests in Brooklyn Heights and on the Lower East Side, 15 in the Financial District. You hear every word and ask every question.",
  },
  {
    icon: "harness",
    title: "Bring your own cat",
    description:
      "Harness-trained or happy in a carrier? Apply to bring your cat along as an Adventure Cat: one cat per adult, two on a tour at most.",
    link: { to: "/adventure-cats", text: "Apply for Adventure Cats" },
  },
];

/** What a ticket includes, in the order a visitor weighs it. */
export const benefits: { title: string; description: string }[] = [
  {
    title: `${tokens.price} a guest`,
    description: `Other New York walking tours average ${tokens.comparisonPrice}. Ours include the stories, the stops and the cats.`,
  },
  {
    title: `About ${tokens.durationWords}, about ${tokens.distance}`,
    description: "An easy pace on city sidewalks, with stops to look, listen and take pictures.",
  },
  {
    title: `Rated ${tokens.rating} out of 5`,
    description: `From ${tokens.ratingCount} ratings, and ${tokens.fiveStarShare} of our guests give the tour five stars.`,
  },
  {
    title: "It runs, or you get your money back",
    description:
      "A tour needs at least 4 guests. If it does not reach 4, you get a full refund or a new date.",
  },
  {
    title: "Light rain? We walk",
    description: "In severe weather we reschedule or refund, your choice.",
  },
  {
    title: "Discounts",
    description: "For students, seniors and groups of 10 or more. Ask us before you book.",
  },
];

export const homeTestimonial: Testimonial = {
  quote:
    "We have lived in Brooklyn for twelve years and learned more about the Heights in two hours than in all of them. Sam knew every stoop cat by name, and the story of the ferry cats had the whole group laughing.",
  author: "Danielle R.",
  role: "Park Slope, Brooklyn",
  tour: tourSummary("brooklyn-heights").name,
};

export const book = {
  title: "The Cats Who Built New York",
  author: "Margo Feld",
  description:
    "Our lead historian's illustrated history of the city's working cats, from the mousers of the old harbor warehouses to the post office's federal cats and the bodega cats of today. Every story on our tours, and the ones that did not fit in two hours.",
  orderSubject: "Book order: The Cats Who Built New York",
  orderBody:
    "Hello! I would like to order a copy of The Cats Who Built New York.\n\nName:\nShipping address:\nNumber of copies:\nSigned by Margo (yes/no):\n",
} as const;

/** The featured film's title, on the home page's video (the slideshow shown until there is a film is the home gallery). */
export const featureVideo = { title: "A walk through cat history" } as const;
