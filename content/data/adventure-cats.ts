import type { FaqItem } from "./faq-types.ts";

/**
 * The Adventure Cats programme (spec, sections 2, 3, 5 and 9): owners apply to bring a harnessed or carried cat on a
 * tour. One cat per adult, at most two cats per tour, applications reviewed weekly, and an approved cat's Adventure
 * Cat Code covers one booking and never expires.
 */
export const MAX_CATS_PER_TOUR = 2;

export type Step = { title: string; description: string };

export const adventureSteps: [Step, Step, Step] = [
  {
    title: "Apply",
    description:
      "Tell us about your cat below: a name, a temperament, harness or carrier. It takes about five minutes, and you only do it once.",
  },
  {
    title: "Review",
    description:
      "A guide reads every application in our weekly review, and may write with a question or two. Approved cats get a welcome e-mail with their Adventure Cat Code and the booking link.",
  },
  {
    title: "Book & Attend",
    description:
      "Book a tour and enter your code. Arrive 10 to 15 minutes early so your cat can take in the meeting point before the group sets off.",
  },
];

export type Requirement = { title: string; description: string };

export const adventureRequirements: Requirement[] = [
  {
    title: "A harness or an enclosed carrier, at all times",
    description:
      "A well-fitted harness with the leash in your hand, or a carrier that closes. No free roaming, not even for a minute on the Promenade.",
  },
  {
    title: "A cat who takes the city in stride",
    description:
      "People, dogs, traffic and noise: a garbage truck on Court Street, a terrier on Orchard Street. Your cat should stay calm around all of them.",
  },
  {
    title: "One cat per adult, two cats per tour",
    description: `Every cat needs its own adult, and we welcome at most ${MAX_CATS_PER_TOUR} cats on any tour, so the walk stays a walk.`,
  },
  {
    title: "The safety rules and the waiver",
    description:
      "Read both on this page. You agree to them when you apply, and they hold for every tour your cat joins.",
  },
];

/** The rules an applicant confirms with rules_accept. */
export const safetyRules: string[] = [
  "Your cat stays in its harness or its closed carrier from the meeting point to the last stop.",
  "Keep the leash short and in your hand. Never tie it to a railing, a bench or a bag.",
  "Your cat's vaccinations are up to date, including rabies, as New York State requires.",
  "Guests ask before they pet. Tell your guide at the start if your cat would rather not be touched.",
  "Give dogs a wide berth. If one comes close, pick your cat up or close the carrier.",
  "Bring water, a towel or a blanket, and whatever your cat needs for two hours outdoors.",
  "Watch for stress: flattened ears, a lashing tail, hiding. A rest, the carrier or heading home are always fine.",
  "Your guide may ask you to carry your cat, step aside or leave the tour when safety calls for it. The guide's call is final.",
];

export const adventureFaq: FaqItem[] = [
  {
    question: "What kind of cat makes a good Adventure Cat?",
    answer:
      "One that already likes the outdoors: a cat who walks around the block on a harness, or rides to the park in a carrier and watches the world with interest rather than panic. Temperament matters far more than age or breed. If your cat has never been outside, start with short walks near home and apply once a busy sidewalk feels routine.",
  },
  {
    question: "How long does the review take?",
    answer:
      "We review applications once a week, so you will hear from us within about seven days. Approved applicants get an e-mail with a welcome, their Adventure Cat Code and the booking link.",
  },
  {
    question: "How does the Adventure Cat Code work?",
    answer:
      "Enter it when you book. Each code covers one booking and never expires, so there is no rush to choose a date.",
  },
  {
    question: "Can I bring two cats?",
    answer: `Only with a second adult: the rule is one cat per adult. We also welcome at most ${MAX_CATS_PER_TOUR} cats on any one tour, so two cats from one household fill a date.`,
  },
  {
    question: "What if my cat gets nervous on the walk?",
    answer:
      "It happens, even to seasoned walkers. Step to the side, let your cat rest in its carrier and rejoin when it is ready; your guide will tell you where the group is heading next. If your cat would rather go home, that is always the right call.",
  },
  {
    question: "What if it rains?",
    answer:
      "Light rain does not cancel a tour, but think about whether your cat will enjoy it: a covered carrier is the kinder choice on a wet day. In severe weather we reschedule or refund, as we do for every guest.",
  },
];

export type WaiverSection = { heading: string; paragraphs: string[] };
export type Waiver = { eyebrow: string; title: string; intro: string; sections: WaiverSection[] };

/** The full waiver an applicant accepts with waiver_accept. */
export const liabilityWaiver: Waiver = {
  eyebrow: "Adventure Cats",
  title: "Liability waiver and release",
  intro:
    "Please read this in full. We wrote it in plain English on purpose; if any part of it is unclear, write to hello@whiskerwalks.nyc before you apply. By ticking the waiver box in the application, you agree to all of it, for every tour you attend with your cat.",
  sections: [
    {
      heading: "Who this covers",
      paragraphs: [
        '"You" means the adult who applies and anyone who brings the approved cat on a tour. "We" and "us" mean Whisker Walks NYC, its owners, guides and staff. "Your cat" means the cat named in your application.',
      ],
    },
    {
      heading: "Your cat is your responsibility",
      paragraphs: [
        "Your cat stays in a well-fitted harness with the leash in your hand, or in a closed carrier, for the whole tour. You will follow the safety rules on the Adventure Cats page and any instruction your guide gives on the day.",
        "You confirm that your cat is healthy, that its vaccinations are current, including rabies as New York State requires, and that you have told us about any history of biting, scratching or aggression.",
      ],
    },
    {
      heading: "The risks you accept",
      paragraphs: [
        "A city walk carries real risks for a cat, even a calm one. They include traffic, bicycles and crowds; dogs and other animals, leashed or not; loud and sudden noise; heat, cold and rain; uneven sidewalks and steps; contact with people, surfaces and animals that may carry illness; stress; and escape or loss.",
        "We take reasonable care on every tour, but we cannot remove these risks. You choose to bring your cat knowing them.",
      ],
    },
    {
      heading: "Your guide's decisions",
      paragraphs: [
        "Your guide may ask you to carry your cat, put it in its carrier, walk apart from the group or leave the tour, whenever the guide judges it necessary for your cat, for other guests or for the tour. The guide's decision on the day is final.",
      ],
    },
    {
      heading: "Harm caused by your cat",
      paragraphs: [
        "You are responsible for any injury or damage your cat causes to a person, an animal or property during a tour, and you agree to pay for it. If anyone makes a claim against us because of something your cat did, you agree to cover our reasonable costs, including legal fees.",
      ],
    },
    {
      heading: "Release of liability",
      paragraphs: [
        "To the fullest extent the law allows, you release us from any claim for the injury, illness, loss or death of your cat, and for any injury to you, that arises from your cat taking part in a tour, and you agree not to sue us over it.",
        "This release does not cover harm caused by our gross negligence or deliberate misconduct, or anything else the law does not allow a waiver to cover.",
      ],
    },
    {
      heading: "If your cat is hurt or falls ill",
      paragraphs: [
        "Your guide will stop, help you and point you to the nearest animal hospital. Decisions about your cat's care, and its cost, are yours.",
      ],
    },
    {
      heading: "Photographs",
      paragraphs: [
        "Guides and guests take photos on tours, and a cat is usually the star of them. If you would rather your cat did not appear in ours, tell your guide at the start of the tour.",
      ],
    },
    {
      heading: "Your agreement",
      paragraphs: [
        "You confirm that you are at least 18 years old, that you own the cat or have the owner's permission to bring it, and that you have read and understood this waiver. It applies to every tour you attend with your cat.",
        "If a court finds any part of this waiver unenforceable, the rest still applies. This waiver is governed by the laws of the State of New York.",
      ],
    },
  ],
};

export const adventureCopy = {
  intro:
    "Some of the best moments on our tours come with a cat in the group: the double-take from a bodega cat on Essex Street, a stoop cat in Brooklyn Heights sizing up a visitor. If your cat walks calmly on a harness or rides happily in an enclosed carrier, and takes people, dogs, traffic and noise in stride, we would love to meet them.",
  formTitle: "Apply for your cat",
  formIntro:
    "Fields marked * are needed. Tell us as much about your cat as you like in the notes: how long they have walked on a harness, how they take dogs, what makes them nervous.",
  privacy:
    "We use these details only to review your application and write to you about it. Nothing is shared or added to a mailing list.",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
};

export const adventureThanks = {
  title: "Thank you for applying!",
  subtitle: "Your application has reached our guides.",
  next: [
    {
      title: "We review it this week",
      description:
        "A guide reads every application in our weekly review, and may write to you with a question about your cat.",
    },
    {
      title: "Approved? Check your inbox",
      description:
        "You will get a welcome e-mail with your Adventure Cat Code and the booking link, so you can pick a date.",
    },
    {
      title: "Book with your code",
      description:
        "Enter the code when you book. It covers one booking and never expires, so choose the walk and the weekend that suit your cat.",
    },
  ],
  meanwhile:
    "While you wait, look over the three routes and decide which neighborhood your cat should see first. Brooklyn Heights has the Promenade; the Lower East Side has the bodega cats.",
};
