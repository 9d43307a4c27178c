/**
 * Every public page: its address, head copy, social card and place in the breadcrumb trail. Route modules read their
 * entry; the sitemap, the social-card images and the end-to-end tests read the whole list.
 */
export type OgScene =
  | "home"
  | "tours"
  | "brooklyn-heights"
  | "financial-district"
  | "lower-east-side"
  | "private-tours"
  | "blog"
  | "gallery"
  | "press"
  | "contact"
  | "adventure-cats"
  | "about"
  | "booking";

export type PageEntry = {
  path: string;
  /** The page's own title; the seo helper appends the company name unless fullTitle. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** Name in the breadcrumb trail. */
  crumb: string;
  /** Parent page key, for breadcrumbs (checked by the unit tests). */
  parent?: string;
  og: { scene: OgScene; eyebrow: string; headline: string };
  noindex?: boolean;
  sitemap?: { priority: number; changefreq: "weekly" | "monthly" | "yearly" };
};

export const pages = {
  home: {
    path: "/",
    title: "Whisker Walks NYC | Cat-History Walking Tours in New York",
    fullTitle: true,
    description:
      "Small-group walking tours of New York told through its cats: Brooklyn Heights, the Financial District and the Lower East Side. Two hours, 1.5 miles, $40.",
    crumb: "Home",
    og: { scene: "home", eyebrow: "Cat-history walking tours", headline: "New York, told by its cats" },
    sitemap: { priority: 1, changefreq: "weekly" },
  },
  about: {
    path: "/about",
    title: "About Us: Four Guides and Their Cats",
    description:
      "Meet the four licensed guides behind Whisker Walks NYC, an archivist, a paralegal, a Grand Street kid and a deckhand, and the cats who keep them honest.",
    crumb: "About",
    parent: "home",
    og: { scene: "about", eyebrow: "About us", headline: "Four guides, six cats, one city" },
    sitemap: { priority: 0.7, changefreq: "monthly" },
  },
  tours: {
    path: "/tours",
    title: "NYC Cat-History Walking Tours: Compare All Tours",
    description:
      "Compare our three neighborhood cat-history tours and private tours: two hours, about 1.5 miles, small groups, $40 a guest, rated 4.9/5 from 487 reviews.",
    crumb: "Tours",
    parent: "home",
    og: { scene: "tours", eyebrow: "Our tours", headline: "Choose your cat adventure" },
    sitemap: { priority: 0.9, changefreq: "weekly" },
  },
  "tour-brooklyn-heights": {
    path: "/tours/brooklyn-heights",
    title: "Brooklyn Heights Cat-History Walking Tour",
    description:
      "Stoop cats, the Promenade and the city's first historic district: a two-hour Brooklyn Heights walk, Saturdays and Sundays at 1:15 PM, April to December. $40.",
    crumb: "Brooklyn Heights",
    parent: "tours",
    og: { scene: "brooklyn-heights", eyebrow: "Tour · Brooklyn Heights", headline: "Brooklyn Heights Cat-History Tour" },
    sitemap: { priority: 0.9, changefreq: "weekly" },
  },
  "tour-financial-district": {
    path: "/tours/financial-district",
    title: "Financial District Cat-History Walking Tour",
    description:
      "Post-office mousers, ships' cats and the Custom House: a two-hour walk from Bowling Green to Stone Street through Wall Street's feline history. $40 a guest.",
    crumb: "Financial District",
    parent: "tours",
    og: { scene: "financial-district", eyebrow: "Tour · Financial District", headline: "Financial District Cat-History Tour" },
    sitemap: { priority: 0.9, changefreq: "weekly" },
  },
  "tour-lower-east-side": {
    path: "/tours/lower-east-side",
    title: "Lower East Side Cat-History Walking Tour",
    description:
      "Tenement fire escapes, pushcart markets and bodega cats: a two-hour Lower East Side walk from Seward Park, ending at an optional cat cafe. $40 a guest.",
    crumb: "Lower East Side",
    parent: "tours",
    og: { scene: "lower-east-side", eyebrow: "Tour · Lower East Side", headline: "Lower East Side Cat-History Tour" },
    sitemap: { priority: 0.9, changefreq: "weekly" },
  },
  "private-tours": {
    path: "/tours/private-tours",
    title: "Private Cat-History Tours for Groups and Events",
    description:
      "A private cat-history walking tour for your team, birthday or family: your date, your pace, any of our routes. $320 covers up to 8 guests, $40 per extra guest.",
    crumb: "Private Tours",
    parent: "tours",
    og: { scene: "private-tours", eyebrow: "Private tours", headline: "A private walk for your group" },
    sitemap: { priority: 0.8, changefreq: "monthly" },
  },
  "neighborhood-brooklyn-heights": {
    path: "/neighborhoods/brooklyn-heights",
    title: "Brooklyn Heights Walking Tour: History, Brownstones and Cats",
    description:
      "Why Brooklyn Heights is New York's best neighborhood for a walk: the 1965 historic district, the Promenade, literary stoops and the cats who still guard them.",
    crumb: "Brooklyn Heights",
    parent: "home",
    og: { scene: "brooklyn-heights", eyebrow: "Neighborhood guide", headline: "Brooklyn Heights on foot" },
    sitemap: { priority: 0.8, changefreq: "monthly" },
  },
  "neighborhood-financial-district": {
    path: "/neighborhoods/financial-district",
    title: "Financial District Walking Tour: Wall Street History and Cats",
    description:
      "Walk the oldest streets in Manhattan: the Dutch wall, the harbor trade, the Custom House and the working cats that guarded the mail and the warehouses.",
    crumb: "Financial District",
    parent: "home",
    og: { scene: "financial-district", eyebrow: "Neighborhood guide", headline: "The Financial District on foot" },
    sitemap: { priority: 0.8, changefreq: "monthly" },
  },
  "neighborhood-lower-east-side": {
    path: "/neighborhoods/lower-east-side",
    title: "Lower East Side Walking Tour: Tenements, Markets and Cats",
    description:
      "The Lower East Side on foot: tenement life, Orchard Street's pushcart markets, immigrant families and the shop cats and bodega cats that lived beside them.",
    crumb: "Lower East Side",
    parent: "home",
    og: { scene: "lower-east-side", eyebrow: "Neighborhood guide", headline: "The Lower East Side on foot" },
    sitemap: { priority: 0.8, changefreq: "monthly" },
  },
  gallery: {
    path: "/gallery",
    title: "Photo Gallery: Our Tours and Our Guests' Cats",
    description:
      "Scenes from our Brooklyn Heights, Financial District and Lower East Side tours, plus the feline fans our guests send us from home. Share yours with us.",
    crumb: "Gallery",
    parent: "home",
    og: { scene: "gallery", eyebrow: "Gallery", headline: "Cats, stoops and walking groups" },
    sitemap: { priority: 0.6, changefreq: "monthly" },
  },
  blog: {
    path: "/blog",
    title: "Blog: Stories From New York's Feline Past",
    description:
      "Stories, history and updates from New York's feline past and present: postal cats, ships' cats, bodega cats, walking-tour guides and tips from our guides.",
    crumb: "Blog",
    parent: "home",
    og: { scene: "blog", eyebrow: "The blog", headline: "Stories from New York's feline past" },
    sitemap: { priority: 0.8, changefreq: "weekly" },
  },
  contact: {
    path: "/contact",
    title: "Contact Us",
    description:
      "Questions about a tour, a private booking or the press? Write to the Whisker Walks NYC guides: we answer within two days, and the FAQ may answer you sooner.",
    crumb: "Contact",
    parent: "home",
    og: { scene: "contact", eyebrow: "Contact", headline: "Write to the guides" },
    sitemap: { priority: 0.6, changefreq: "yearly" },
  },
  "contact-thanks": {
    path: "/contact/thanks",
    title: "Message Sent",
    description:
      "Your message has reached the Whisker Walks NYC guides. One of us will reply by e-mail within two days, usually the same day.",
    crumb: "Message Sent",
    parent: "contact",
    og: { scene: "contact", eyebrow: "Contact", headline: "Message sent" },
    noindex: true,
  },
  "press-kit": {
    path: "/press-kit",
    title: "Press Kit",
    description:
      "Facts, photos, story ideas and contacts for journalists covering Whisker Walks NYC: our mission, six tour highlights, guest reviews and the media contact.",
    crumb: "Press Kit",
    parent: "home",
    og: { scene: "press", eyebrow: "Press kit", headline: "For journalists and producers" },
    sitemap: { priority: 0.5, changefreq: "monthly" },
  },
  booking: {
    path: "/booking",
    title: "Book Your Tour",
    description:
      "Pick a date for a Whisker Walks NYC cat-history tour: live availability for Brooklyn Heights, the Financial District and the Lower East Side. $40 a guest.",
    crumb: "Booking",
    parent: "home",
    og: { scene: "booking", eyebrow: "Booking", headline: "Pick your date" },
    sitemap: { priority: 0.9, changefreq: "weekly" },
  },
  "in-the-news": {
    path: "/in-the-news",
    title: "In the News: Press Coverage",
    description:
      "What reporters, broadcasters and cat lovers have said about our cat-history walking tours: articles, interviews and reels from the press and our guests.",
    crumb: "In the News",
    parent: "home",
    og: { scene: "press", eyebrow: "In the news", headline: "As seen in the press" },
    sitemap: { priority: 0.6, changefreq: "monthly" },
  },
  "adventure-cats": {
    path: "/adventure-cats",
    title: "Adventure Cats: Bring Your Cat on a Tour",
    description:
      "Apply to bring your harness-trained cat on a Whisker Walks NYC tour: how it works, the safety requirements, the liability waiver and the application form.",
    crumb: "Adventure Cats",
    parent: "home",
    og: { scene: "adventure-cats", eyebrow: "Adventure Cats", headline: "Bring your cat on a tour" },
    sitemap: { priority: 0.6, changefreq: "monthly" },
  },
  "adventure-cats-thanks": {
    path: "/adventure-cats/thanks",
    title: "Thank You for Applying",
    description:
      "Your Adventure Cats application has reached us. We review applications weekly and e-mail approved cats their Adventure Cat Code and booking link.",
    crumb: "Thank You",
    parent: "adventure-cats",
    og: { scene: "adventure-cats", eyebrow: "Adventure Cats", headline: "Application received" },
    noindex: true,
  },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pages;

export const pageKeys = Object.keys(pages) as PageKey[];

/** The trail from home to a page, for the BreadcrumbList record. */
export function breadcrumbTrail(key: PageKey): { name: string; path: string }[] {
  const trail: { name: string; path: string }[] = [];
  let current: string | undefined = key;
  while (current && Object.hasOwn(pages, current)) {
    const entry: PageEntry = pages[current as PageKey];
    trail.unshift({ name: entry.crumb, path: entry.path });
    current = entry.parent;
  }
  return trail;
}

/** Where a page's social card lives: one image per page, drawn at build by scripts/og-images.ts. */
export function ogImagePath(key: string): string {
  return `/og/${key}.png`;
}
