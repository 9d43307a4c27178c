/**
 * The "Related NYC Walking Tours" block (spec, "Blog"): three internal links per page key, each with a title, a
 * description and its link text. An unknown key shows nothing.
 */
export type RelatedLink = { title: string; description: string; anchor: string; href: string };

export const RELATED_PAGE_KEYS = [
  "home",
  "tours",
  "brooklyn-heights",
  "financial-district",
  "lower-east-side",
  "blog",
] as const;
export type RelatedPageKey = (typeof RELATED_PAGE_KEYS)[number];

export const relatedTours: Record<RelatedPageKey, [RelatedLink, RelatedLink, RelatedLink]> = {
  home: [
    {
      title: "Brooklyn Heights walking tour",
      description:
        "Our most popular walk: brownstone stoops, the Promenade and New York City's first historic district.",
      anchor: "Explore the Brooklyn Heights tour",
      href: "/tours/brooklyn-heights",
    },
    {
      title: "Financial District history walk",
      description:
        "Post-office mousers, ships' cats and the oldest streets in Manhattan, from Bowling Green to Stone Street.",
      anchor: "See the Financial District tour",
      href: "/tours/financial-district",
    },
    {
      title: "Lower East Side walking tour",
      description: "Tenement fire escapes, pushcart markets and the bodega cats who still keep shop.",
      anchor: "Walk the Lower East Side",
      href: "/tours/lower-east-side",
    },
  ],
  tours: [
    {
      title: "Brooklyn Heights neighborhood guide",
      description:
        "Why the Heights is the best neighborhood in the city for a slow walk, and what to look for on the way.",
      anchor: "Read the Brooklyn Heights guide",
      href: "/neighborhoods/brooklyn-heights",
    },
    {
      title: "The best NYC walking tours, compared",
      description:
        "History, food, architecture and niche walks side by side, with prices, lengths and who each suits.",
      anchor: "Compare NYC walking tours",
      href: "/blog/best-nyc-walking-tours",
    },
    {
      title: "Private tours for groups",
      description:
        "Team outings, birthdays and family gatherings on any of our routes, at your date and pace.",
      anchor: "Plan a private tour",
      href: "/tours/private-tours",
    },
  ],
  "brooklyn-heights": [
    {
      title: "A walking guide to Brooklyn Heights",
      description:
        "The streets, the Promenade and the history of the 1965 historic district, from our Brooklyn Heights guide.",
      anchor: "Read the walking guide",
      href: "/blog/brooklyn-heights-walking-tour-guide",
    },
    {
      title: "Brooklyn Heights neighborhood page",
      description:
        "The neighborhood at a glance: what makes it special, and why it is worth two hours on foot.",
      anchor: "Discover Brooklyn Heights",
      href: "/neighborhoods/brooklyn-heights",
    },
    {
      title: "Lower East Side walking tour",
      description: "Another side of old New York: tenements, pushcarts and the cats of Orchard Street.",
      anchor: "See the Lower East Side tour",
      href: "/tours/lower-east-side",
    },
  ],
  "financial-district": [
    {
      title: "7 hidden cat stories of the Financial District",
      description: "Seven stories from the streets you will walk, told by the guide who leads this tour.",
      anchor: "Read the seven stories",
      href: "/blog/financial-district-stories",
    },
    {
      title: "The postal cats of Wall Street",
      description: "How two hundred cats came to be on the federal payroll of New York's post offices.",
      anchor: "Meet the postal cats",
      href: "/blog/postal-cats-wall-street",
    },
    {
      title: "Financial District neighborhood page",
      description: "From the Dutch wall to the Custom House: the neighborhood at a glance.",
      anchor: "Discover the Financial District",
      href: "/neighborhoods/financial-district",
    },
  ],
  "lower-east-side": [
    {
      title: "The bodega cats of the Lower East Side",
      description: "Why corner stores keep cats, and a few of the shop cats our tour stops to greet.",
      anchor: "Meet the bodega cats",
      href: "/blog/bodega-cats-of-the-lower-east-side",
    },
    {
      title: "Lower East Side neighborhood page",
      description: "Tenements, markets and immigrant history: the neighborhood at a glance.",
      anchor: "Discover the Lower East Side",
      href: "/neighborhoods/lower-east-side",
    },
    {
      title: "Brooklyn Heights walking tour",
      description: "Cross the river for brownstones, the Promenade and the city's first historic district.",
      anchor: "See the Brooklyn Heights tour",
      href: "/tours/brooklyn-heights",
    },
  ],
  blog: [
    {
      title: "All our cat-history tours",
      description: "Three neighborhoods, two hours each, $40 a guest: compare them side by side.",
      anchor: "Compare our tours",
      href: "/tours",
    },
    {
      title: "Financial District cat-history tour",
      description:
        "Walk the streets of the postal cats and the harbor's ships' cats with the guide who researched them.",
      anchor: "See the Financial District tour",
      href: "/tours/financial-district",
    },
    {
      title: "12 tips for your first NYC walking tour",
      description: "What to wear, when to arrive, how much to tip and how to get the most from your guide.",
      anchor: "Read the tips",
      href: "/blog/nyc-walking-tour-tips",
    },
  ],
};

/** The three links for a page key, or null for an unknown key. */
export function relatedLinksFor(key: string): readonly RelatedLink[] | null {
  return Object.hasOwn(relatedTours, key) ? relatedTours[key as RelatedPageKey] : null;
}
