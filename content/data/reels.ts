/**
 * The six Instagram reels on In the News (spec, "Social-media embeds"). Each shows its poster and caption until it
 * comes near the screen; then Instagram's own embed replaces it. The posters are our artwork until the company swaps
 * in frames from its reels (docs/decisions/042-social-reels-on-demand.md).
 */
export type Reel = {
  /** The reel's address on Instagram, as the embed script expects it. */
  permalink: `https://www.instagram.com/reel/${string}/`;
  caption: string;
  /** Poster in content/images (reels/reel-NN), 9:16. */
  poster: `reels/${string}`;
};

export const reels: Reel[] = [
  {
    permalink: "https://www.instagram.com/reel/DAw7kQpNs2L/",
    caption: "The stoop cat of Willow Street comes down to say hello to the Saturday group.",
    poster: "reels/reel-01",
  },
  {
    permalink: "https://www.instagram.com/reel/DBq3VtXoM8e/",
    caption: "Night shift at the bodega: the Lower East Side's oldest job for a cat.",
    poster: "reels/reel-02",
  },
  {
    permalink: "https://www.instagram.com/reel/DCf9HrLuK1w/",
    caption: "Fire-escape loafing, Orchard Street edition.",
    poster: "reels/reel-03",
  },
  {
    permalink: "https://www.instagram.com/reel/DDk2PzYaJ5t/",
    caption: "Under the Brooklyn Bridge at the old Fulton Ferry landing.",
    poster: "reels/reel-04",
  },
  {
    permalink: "https://www.instagram.com/reel/DEn6WsQbR4y/",
    caption: "An Adventure Cat's first snow walk, harness and all.",
    poster: "reels/reel-05",
  },
  {
    permalink: "https://www.instagram.com/reel/DFr1MxKcT7u/",
    caption: "New York's post offices once kept two hundred cats on the federal payroll. Here is why.",
    poster: "reels/reel-06",
  },
];
