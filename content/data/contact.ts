import type { FaqItem } from "./faq-types.ts";
import type { Testimonial } from "./testimonial-types.ts";

/** The contact page (spec, "Contact"): its copy, the six questions we hear most, and one guest's words. */
export const contactCopy = {
  intro:
    "Send us a note and one of our four guides will write back, usually the same day and always within two. Planning a birthday walk, asking about a step-free route, pitching a story, or telling us about a cat we should know? All of it lands in the same inbox, and we read every word.",
  formTitle: "Send us a message",
  formIntro: "Name and e-mail are all we need. Tell us the tour and the date if you have them in mind.",
  sentNote: "Thank you for writing. One of our guides will reply to you by e-mail within two days.",
  faqIntro:
    "The questions that reach our inbox most often, answered in full. Still stuck? Write to us above.",
  bookingTitle: "Already know where you want to walk?",
  bookingText:
    "Pick a date on the live calendar: $40 a guest, about two hours and a mile and a half, with a cat story at every corner.",
};

export type ContactLink = { title: string; description: string; href: string };

/** Further reading for visitors who are still deciding. */
export const contactResources: ContactLink[] = [
  {
    title: "Read the blog",
    description: "Postal cats, ships' cats, and the 1903 Circle Theatre tale of a lion and a cat.",
    href: "/blog",
  },
  {
    title: "Compare the tours",
    description: "Three neighborhoods side by side: meeting points, routes, and who each walk suits.",
    href: "/tours",
  },
  {
    title: "See us in the news",
    description: "What reporters have written about our walks, and the reels our guests have made.",
    href: "/in-the-news",
  },
];

export const contactQuickActions: ContactLink[] = [
  { title: "Book a tour", description: "Live dates, $40 a guest.", href: "/booking" },
  { title: "Jump to the FAQ", description: "Weather, access, refunds.", href: "/contact#faq" },
];

export const contactQuote: Testimonial = {
  quote:
    "I wrote on a Thursday to ask whether my dad's cane would slow the group down. Sam answered that afternoon with the route, the two steepest blocks and where the benches are. Dad didn't miss a single stop.",
  author: "Rachel T.",
  role: "Visiting from Pittsburgh",
  tour: "Brooklyn Heights Tour",
};

export const contactFaq: FaqItem[] = [
  {
    question: "How soon will you write back?",
    answer:
      "Within two days, and usually the same day. All four guides read the inbox, so your note reaches whoever knows the answer best. If your question is about a tour this weekend, say so in the first line.",
  },
  {
    question: "How do I book, and what does it cost?",
    answer:
      "Every public tour is $40 a guest, booked on our live calendar through the Book Your Tour button; other New York walking tours average about $55. Students, seniors and groups of 10 or more pay less, so send us a note before you book.",
  },
  {
    question: "What happens if it rains?",
    answer:
      "Light rain does not stop us: the cats of old New York never carried umbrellas either, though we suggest you do. If the weather turns severe, we move you to another date or refund you in full.",
  },
  {
    question: "What if too few people book my date?",
    answer:
      "A tour runs with at least four guests. If your date falls short, you get a full refund or a move to another date, whichever suits you.",
  },
  {
    question: "Are the tours accessible?",
    answer:
      "Not fully, and we would rather say so plainly. Each walk covers about 1.5 miles in two hours, with curbs and some uneven older sidewalks, and there are restrooms at the start and the end. Tell us what you need and we will describe the route honestly, block by block.",
  },
  {
    question: "Do you run private tours?",
    answer:
      "Yes: any of our three routes, or a mix of them, on a date and at a time you choose. $320 covers up to 8 guests, and each guest beyond 8 is $40, up to 30 in all. Office teams, birthdays and family reunions are our regulars.",
  },
];
