/**
 * The press that has covered us (spec, "Press logo" and "Press article"). The outlets are stand-ins until the company
 * adds its real coverage, and their links use reserved `.example` hosts so nothing points at a real third-party site
 * (docs/decisions/040-press-stand-ins-on-example-hosts.md).
 */
export type PressOutlet = {
  slug: string;
  name: string;
  /** The wordmark in content/images (press/<slug>). */
  logo: `press/${string}`;
  kind: "print" | "online" | "television" | "radio";
};

export type PressCoverage = {
  outlet: PressOutlet["slug"];
  title: string;
  /** ISO date, for sorting; the page shows it long-form. */
  date: string;
  description: string;
  link: string;
  quote?: string;
};

export const pressOutlets = [
  { slug: "the-harbor-courier", name: "The Harbor Courier", logo: "press/the-harbor-courier", kind: "print" },
  { slug: "brooklyn-ledger", name: "Brooklyn Ledger", logo: "press/brooklyn-ledger", kind: "print" },
  { slug: "gotham-daily-wire", name: "Gotham Daily Wire", logo: "press/gotham-daily-wire", kind: "online" },
  {
    slug: "metro-evening-news",
    name: "Metro Evening News",
    logo: "press/metro-evening-news",
    kind: "television",
  },
  {
    slug: "five-boroughs-weekly",
    name: "Five Boroughs Weekly",
    logo: "press/five-boroughs-weekly",
    kind: "print",
  },
  { slug: "the-city-tab", name: "The City Tab", logo: "press/the-city-tab", kind: "online" },
  {
    slug: "urban-explorer-magazine",
    name: "Urban Explorer Magazine",
    logo: "press/urban-explorer-magazine",
    kind: "print",
  },
  {
    slug: "cat-fancy-quarterly",
    name: "Cat Fancy Quarterly",
    logo: "press/cat-fancy-quarterly",
    kind: "print",
  },
  { slug: "travel-notes-radio", name: "Travel Notes Radio", logo: "press/travel-notes-radio", kind: "radio" },
  { slug: "ny-history-review", name: "NY History Review", logo: "press/ny-history-review", kind: "print" },
] as const satisfies readonly PressOutlet[];

export type PressOutletSlug = (typeof pressOutlets)[number]["slug"];

/** One story per outlet: the home page's logo strip links each logo to its story. */
export const pressCoverage: (PressCoverage & { outlet: PressOutletSlug })[] = [
  {
    outlet: "ny-history-review",
    title: "Mousers on the payroll: the post-office cats of Lower Manhattan",
    date: "2025-09-18",
    description:
      "A review of the Financial District walk and the archival work behind it, from the post office's two hundred federal cats to the warehouse mousers of the old harbor.",
    link: "https://ny-history-review.example/2025/09/mousers-on-the-payroll",
    quote:
      "Margo Feld's tour is careful to separate what the records show from what the newspapers of the day liked to say.",
  },
  {
    outlet: "cat-fancy-quarterly",
    title: "The walking tour that lets your cat come along",
    date: "2025-06-02",
    description:
      "How the Adventure Cats program works: one harnessed or carried cat per adult, two cats at most on a tour, and a single-use code for every approved cat.",
    link: "https://cat-fancy-quarterly.example/summer-2025/adventure-cats-walking-tour",
    quote: "The only tour in the city where the guide asks your cat's name before yours.",
  },
  {
    outlet: "urban-explorer-magazine",
    title: "A slow afternoon in Brooklyn Heights, led by its cats",
    date: "2025-04-24",
    description:
      "A travel writer joins the Saturday 1:15 PM walk from the Promenade to Court Street through New York City's first historic district, designated in 1965.",
    link: "https://urban-explorer-magazine.example/features/brooklyn-heights-cat-history-walk",
    quote: "Two hours, a mile and a half, and I looked at every stoop on the way home differently.",
  },
  {
    outlet: "travel-notes-radio",
    title: "A city history told by its cats",
    date: "2025-03-11",
    description:
      "Co-founder Margo Feld talks about finding cats in the margins of the city's records, and why a walking tour beats a bus for stories like these.",
    link: "https://travel-notes-radio.example/episodes/a-city-history-told-by-its-cats",
  },
  {
    outlet: "gotham-daily-wire",
    title: "Five offbeat walking tours for New Yorkers who think they have seen it all",
    date: "2025-02-07",
    description:
      "A round-up of small-group walks for locals, with the Financial District cat-history tour as the pick for anyone who works downtown.",
    link: "https://gotham-daily-wire.example/2025/02/offbeat-walking-tours-for-new-yorkers",
    quote: "Forty dollars for two hours of stories you will repeat at every dinner party this year.",
  },
  {
    outlet: "metro-evening-news",
    title: "Cat history on the streets of Lower Manhattan",
    date: "2024-11-14",
    description:
      "The national evening news followed Theo Alvarez and a Saturday group from Bowling Green to Stone Street for a segment on the working cats of the old port.",
    link: "https://metro-evening-news.example/segments/cat-history-lower-manhattan",
  },
  {
    outlet: "five-boroughs-weekly",
    title: "Bodega cats and pushcart history on the Lower East Side",
    date: "2024-10-03",
    description:
      "Guide Priya Raman, who grew up on Grand Street, walks readers from Seward Park past the tenements and old pushcart streets to the shop cats of Essex Street.",
    link: "https://five-boroughs-weekly.example/2024/10/bodega-cats-lower-east-side",
    quote: "Priya Raman grew up a few blocks away, and every corner of the tour shows it.",
  },
  {
    outlet: "the-harbor-courier",
    title: "The ships' cats of New York harbor get a walking tour of their own",
    date: "2024-08-21",
    description:
      "Why the port needed its cats, told from Bowling Green and the Custom House to the warehouses of Stone Street, on the Financial District walk.",
    link: "https://harbor-courier.example/2024/08/ships-cats-walking-tour",
    quote: "Part history lecture, part cat appreciation society, and entirely charming.",
  },
  {
    outlet: "the-city-tab",
    title: "Meet the four guides who turned cat history into a business",
    date: "2023-11-09",
    description:
      "A profile of Whisker Walks NYC: an archivist, a paralegal, a Grand Street kid and a former ferry deckhand, and the six cats who share their homes.",
    link: "https://the-city-tab.example/2023/11/whisker-walks-nyc-guides",
  },
  {
    outlet: "brooklyn-ledger",
    title: "On Willow Street, the stoop cats have a guide",
    date: "2023-06-15",
    description:
      "The Brooklyn Heights walk in its second season: the Promenade, Pierrepont and Willow Streets, and the parlor-window cats who watch the group go by.",
    link: "https://brooklyn-ledger.example/2023/06/willow-street-stoop-cats",
    quote: "Sam O'Connell knows which stoop every cat on the block prefers.",
  },
];

/** The In the News page lists the written articles; the two broadcasts are on the home strip and the gallery. */
export function pressArticles() {
  const written = new Set<PressOutletSlug>(
    pressOutlets.filter((outlet) => outlet.kind === "print" || outlet.kind === "online").map((o) => o.slug),
  );
  return pressCoverage
    .filter((item) => written.has(item.outlet))
    .toSorted((a, b) => b.date.localeCompare(a.date));
}

export function outletBySlug(slug: PressOutletSlug): PressOutlet {
  const outlet = pressOutlets.find((candidate) => candidate.slug === slug);
  if (!outlet) throw new Error(`No press outlet "${slug}".`);
  return outlet;
}

export function coverageFor(slug: PressOutletSlug): PressCoverage {
  const item = pressCoverage.find((candidate) => candidate.outlet === slug);
  if (!item) throw new Error(`No coverage from "${slug}".`);
  return item;
}

/** The national broadcaster the gallery page says we were featured on. */
export const FEATURED_BROADCAST: PressOutletSlug = "metro-evening-news";
