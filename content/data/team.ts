/** The four guides (spec, "Team member"): co-founders and licensed New York City sightseeing guides, and their cats. */
export type TeamCat = { name: string; coat: string };

export type TeamMember = {
  slug: string;
  name: string;
  role: string;
  bio: string;
  /** Portrait in content/images (team/<slug>). */
  image: `team/${string}`;
  cats: TeamCat[];
};

export const team: TeamMember[] = [
  {
    slug: "margo-feld",
    name: "Margo Feld",
    role: "Co-founder and lead historian",
    bio: "A former archivist, Margo kept finding cats in the margins of New York's records: mousers on the post office's books, ships' cats in harbor logs, shop cats in the papers. She researches every stop and checks every story our guides tell.",
    image: "team/margo-feld",
    cats: [
      { name: "Pickles", coat: "brown tabby" },
      { name: "Mrs. Hudson", coat: "tuxedo" },
    ],
  },
  {
    slug: "theo-alvarez",
    name: "Theo Alvarez",
    role: "Co-founder and Financial District guide",
    bio: "Theo spent years as a Wall Street paralegal before trading briefs for the streets outside. He leads the Financial District walk from Bowling Green to Stone Street and runs the business side of the company.",
    image: "team/theo-alvarez",
    cats: [{ name: "Ledger", coat: "ginger" }],
  },
  {
    slug: "priya-raman",
    name: "Priya Raman",
    role: "Lower East Side guide",
    bio: "Priya grew up on Grand Street, a few blocks from where her tour begins in Seward Park. She leads the Lower East Side walk past the tenements, the old pushcart streets and the bodega cats who still keep shop.",
    image: "team/priya-raman",
    cats: [
      { name: "Knish", coat: "calico" },
      { name: "Latke", coat: "black cat" },
    ],
  },
  {
    slug: "sam-oconnell",
    name: "Sam O'Connell",
    role: "Brooklyn Heights guide",
    bio: "A former ferry deckhand, Sam knows the East River from the water and Brooklyn Heights from every stoop. He leads our most popular walk, along the Promenade and through the city's first historic district.",
    image: "team/sam-oconnell",
    cats: [{ name: "Montague", coat: "gray shorthair" }],
  },
];

/** "Pickles and Mrs. Hudson": the names as a sentence reads them (spec field catName). */
export function catNames(member: TeamMember): string {
  const names = member.cats.map((cat) => cat.name);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
