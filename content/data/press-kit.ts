/**
 * What journalists and producers need from us: facts, story ideas, answers and two guests' words. The testimonials are
 * samples to replace with real guests' reviews before launch (docs/decisions/009-sample-content.md).
 */
import type { FaqItem } from "#app/content/schema.ts";
import type { Testimonial } from "#app/content/schema.ts";
import { tourSummary } from "#app/content/site.ts";

/** A tour highlight (spec, "Tour highlight"): each introduced by one of the guides' six cats. */
export type TourHighlight = { name: string; guide: string; coat: string; stop: string; description: string };

export const tourHighlights: TourHighlight[] = [
  {
    name: "Montague",
    guide: "Sam O'Connell",
    coat: "gray shorthair",
    stop: "The Promenade and the stoops of Brooklyn Heights",
    description:
      "Named for the street where the Brooklyn Heights walk begins. The tour opens with the skyline from the Promenade and winds through New York City's first historic district, designated in 1965.",
  },
  {
    name: "Mrs. Hudson",
    guide: "Margo Feld",
    coat: "tuxedo",
    stop: "Parlor cats of the literary Heights",
    description:
      "Brooklyn Heights drew writers for generations, and its parlor windows drew cats. The stop on Pierrepont and Willow Streets is about who lived behind those windows and who watched from them.",
  },
  {
    name: "Ledger",
    guide: "Theo Alvarez",
    coat: "ginger",
    stop: "Mousers on the federal payroll",
    description:
      "New York's post offices kept about two hundred cats to guard the mail from rats. The Financial District walk tells how they earned their keep.",
  },
  {
    name: "Pickles",
    guide: "Margo Feld",
    coat: "brown tabby",
    stop: "Ships' cats of the harbor",
    description:
      "From Bowling Green and the Custom House, the story of the port's working cats: aboard the ships, in the warehouses and along the old waterfront of Lower Manhattan.",
  },
  {
    name: "Knish",
    guide: "Priya Raman",
    coat: "calico",
    stop: "Pushcarts and tenement cats on Orchard Street",
    description:
      "The Lower East Side was once among the most crowded places on earth. Its tenement families and pushcart vendors kept cats for the same reason the post office did: rats.",
  },
  {
    name: "Latke",
    guide: "Priya Raman",
    coat: "black cat",
    stop: "Bodega cats of today",
    description:
      "The shop cats of Essex Street carry on the tradition, although the rules for food stores say they should not be there. The walk ends with how New Yorkers have stood up for them.",
  },
];

export const pressFaq: FaqItem[] = [
  {
    question: "Can journalists join a tour?",
    answer:
      "Yes. Write to us with your outlet and the dates that suit you, and we will hold places on a public tour or arrange a walk for you and your crew.",
  },
  {
    question: "Can we film or take photographs on a tour?",
    answer:
      "Yes, with a few days' notice so that we can tell the group beforehand. Guests who prefer not to appear are kept out of frame. We never pick up or handle the cats we meet on the route, so please film them from a respectful distance.",
  },
  {
    question: "Are the guides available for interviews?",
    answer:
      "All four are. Margo Feld speaks to the history and the archives, Theo Alvarez to the company and the Financial District, Priya Raman to the Lower East Side and Sam O'Connell to Brooklyn Heights.",
  },
  {
    question: "Do you have images we can use?",
    answer:
      'The press folder holds our logo, illustrations and photographs, free to use in coverage of Whisker Walks NYC with the credit "Whisker Walks NYC".',
  },
  {
    question: "How do you check the history you tell?",
    answer:
      "Every story starts in the records: city archives, newspapers of the day and published histories. Where a tale survives only as lore, the guide says so. We are happy to share sources with any journalist who asks.",
  },
  {
    question: "Do real cats come on the tours?",
    answer:
      "Neighborhood cats often appear on their own terms. Guests may also bring their own cat through the Adventure Cats program: harnessed or in a carrier, one cat per adult and two cats at most on a tour.",
  },
];

export const pressKitTestimonials: Testimonial[] = [
  {
    quote:
      "Theo turned Wall Street into a story about mail sacks, mousers and ships' cats. My teenagers put their phones away for two hours, which is the highest praise I can give.",
    author: "Mark T.",
    role: "Visiting from Chicago",
    tour: tourSummary("financial-district").name,
  },
  {
    quote:
      "Priya's walk was funny, moving and full of things I had passed a hundred times without seeing. We carried on to the cat cafe afterwards and stayed an hour.",
    author: "Aisha K.",
    role: "Astoria, Queens",
    tour: tourSummary("lower-east-side").name,
  },
];
