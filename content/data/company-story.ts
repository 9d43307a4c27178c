/** Who we are and what we are for: the About page and the press kit both tell it, in the same words. */
export type MissionHighlight = { title: string; description: string };

export const story = [
  "Whisker Walks NYC began in 2021 in Brooklyn Heights, when an archivist kept finding cats in the margins of the city's records: post-office mousers on the federal payroll, ships' cats in harbor logs, shop cats who made the papers. She told the stories on walks with friends, the friends brought friends, and a company of four licensed guides grew out of it.",
  "Today we walk three neighborhoods. Brooklyn Heights, New York City's first historic district, for its stoops and parlor windows. The Financial District, where a port full of grain, mail and cargo ran on working cats. The Lower East Side, where tenement families, pushcart vendors and corner stores all kept one.",
] as const;

export const mission = {
  statement:
    "To tell New York's history through the animals who lived it: accurately, warmly and in groups small enough for a real conversation, so that every guest walks home looking at their own block a little differently.",
  highlights: [
    {
      title: "History you can check",
      description:
        "Every story starts in the records. Where a tale survives only in old newspapers or neighborhood lore, we say so on the tour.",
    },
    {
      title: "Small groups, real conversation",
      description:
        "At most 12 guests in Brooklyn Heights and on the Lower East Side, 15 in the Financial District, so you hear every word and can ask every question.",
    },
    {
      title: "Good neighbors to today's cats",
      description:
        "We never handle the cats we meet on the route, we welcome harnessed Adventure Cats, and we speak up for the bodega cats who still keep shop.",
    },
  ] satisfies MissionHighlight[],
} as const;
