/** Guest cats (fan photos), the home-page highlights and the quiet fallbacks. */
import { mix, palette, shade, tint } from "../palette.ts";
import {
  bridgeView,
  brownstoneStreet,
  describeBridgeView,
  describeBrownstoneStreet,
  describePromenade,
  promenade,
} from "../scenes/brooklyn.ts";
import { describeFallback, fallback, type FallbackSpec } from "../scenes/fallback.ts";
import * as fidi from "../scenes/fidi.ts";
import { catCafe, describeCatCafe, describeFan, fanScene, type FanSpec } from "../scenes/home.ts";
import { pad2, type SceneEntry } from "./types.ts";
import * as fidiHarbor from "../scenes/fidi-harbor.ts";
import * as lesShops from "../scenes/les-shops.ts";

const walls = {
  harborNight: mix(palette.harbor, palette.ink, 0.3),
  apricot: tint(palette.marmalade, 0.6),
  cream: palette.cream,
  sage: tint(palette.harbor, 0.55),
  rose: tint(palette.brick, 0.55),
  butter: mix(palette.cream, palette.marmalade, 0.3),
};

export const fans: FanSpec[] = [
  { kind: "sill", coat: "silverTabby", name: "Juniper", wall: walls.harborNight, time: "night" },
  { kind: "box", coat: "ginger", name: "Biscuit", wall: walls.apricot, time: "morning" },
  { kind: "harness", coat: "tuxedo", name: "Captain", wall: walls.cream, time: "golden" },
  { kind: "bookshelf", coat: "black", name: "Olive", wall: walls.sage, time: "morning" },
  { kind: "radiator", coat: "gray", name: "Mochi", wall: walls.rose, time: "morning" },
  { kind: "suitcase", coat: "calico", name: "Clementine", wall: walls.sage, time: "midday" },
  { kind: "quilt", coat: "cream", name: "Noodle", wall: walls.butter, time: "morning" },
  { kind: "backpack", coat: "siamese", name: "Pho", wall: walls.cream, time: "midday" },
  { kind: "plants", coat: "tortie", name: "Fern", wall: walls.sage, time: "morning" },
  { kind: "sofa", coat: "white", name: "Pearl", wall: walls.rose, time: "golden" },
  { kind: "basket", coat: "grayWhite", name: "Pepper", wall: walls.harborNight, time: "midday" },
  { kind: "bag", coat: "ginger", name: "Tofu", wall: walls.apricot, time: "midday" },
  { kind: "snowWalk", coat: "brownTabby", name: "Waffles", wall: walls.cream, time: "morning" },
  { kind: "bannister", coat: "black", name: "Inky", wall: walls.sage, time: "golden" },
  { kind: "kitchen", coat: "tuxedo", name: "Oreo", wall: walls.rose, time: "morning" },
  { kind: "boardwalk", coat: "calico", name: "Marigold", wall: walls.cream, time: "golden" },
  { kind: "ferryDeck", coat: "gray", name: "Admiral", wall: walls.cream, time: "golden" },
  { kind: "yarn", coat: "cream", name: "Butterscotch", wall: walls.butter, time: "midday" },
];

export function fanEntries(): SceneEntry[] {
  return fans.map((spec, i) => ({
    name: `gallery/fan-${pad2(i + 1)}`,
    width: 1200,
    height: 900,
    alt: describeFan(spec),
    draw: (c) => fanScene(c, spec),
  }));
}

type Highlight = { alt: string; draw: SceneEntry["draw"] };

export const highlights: Highlight[] = [
  {
    alt: lesShops.describeFireEscape({ time: "golden", coat: "ginger", pose: "lounge", plants: true }),
    draw: (c) =>
      lesShops.fireEscapeClose(c, { time: "golden", coat: "ginger", pose: "lounge", plants: true }),
  },
  {
    alt: describePromenade({
      time: "dusk",
      coat: "calico",
      spot: "railing",
      group: true,
      bridge: true,
      boat: "ferry",
    }),
    draw: (c) =>
      promenade(c, {
        time: "dusk",
        coat: "calico",
        spot: "railing",
        group: true,
        bridge: true,
        boat: "ferry",
      }),
  },
  {
    alt: describeBrownstoneStreet({
      time: "dusk",
      season: "winter",
      street: "Joralemon Street",
      coat: "grayWhite",
      spot: "newel",
      group: "listening",
      zoom: 1.15,
      offset: 0.7,
    }),
    draw: (c) =>
      brownstoneStreet(c, {
        time: "dusk",
        season: "winter",
        street: "Joralemon Street",
        coat: "grayWhite",
        spot: "newel",
        group: "listening",
        zoom: 1.15,
        offset: 0.7,
      }),
  },
  {
    alt: lesShops.describeMarquee({ coat: "ginger", time: "dusk" }),
    draw: (c) => lesShops.marquee(c, { coat: "ginger", time: "dusk" }),
  },
  {
    alt: fidiHarbor.describeShipsCat({ time: "golden", coat: "tuxedo", vessel: "tug" }),
    draw: (c) => fidiHarbor.shipsCat(c, { time: "golden", coat: "tuxedo", vessel: "tug" }),
  },
  {
    alt: lesShops.describeBodega({
      time: "golden",
      coat: "ginger",
      spot: "window",
      awning: palette.marmalade,
    }),
    draw: (c) =>
      lesShops.bodega(c, { time: "golden", coat: "ginger", spot: "window", awning: palette.marmalade }),
  },
  {
    alt: fidi.describeCanyon({ time: "night", coat: "calico", group: true }),
    draw: (c) => fidi.canyon(c, { time: "night", coat: "calico", group: true }),
  },
  {
    alt: describeCatCafe({ time: "dusk", coats: ["black", "siamese", "brownTabby"], street: "Essex Street" }),
    draw: (c) =>
      catCafe(c, { time: "dusk", coats: ["black", "siamese", "brownTabby"], street: "Essex Street" }),
  },
  {
    alt: describeBridgeView({ time: "night", coat: "white", from: "fultonFerry", pose: "sitBack" }),
    draw: (c) => bridgeView(c, { time: "night", coat: "white", from: "fultonFerry", pose: "sitBack" }),
  },
  {
    alt: fidi.describeTavern({ time: "dusk", coat: "ginger", group: true }),
    draw: (c) => fidi.tavern(c, { time: "dusk", coat: "ginger", group: true }),
  },
];

export function highlightEntries(): SceneEntry[] {
  return highlights.map((h, i) => ({
    name: `home/gallery-${pad2(i + 1)}`,
    width: 1200,
    height: 900,
    alt: h.alt,
    draw: h.draw,
  }));
}

const fallbackSpecs: [FallbackSpec, string][] = [
  [
    {
      background: tint(palette.marmalade, 0.55),
      cat: palette.ink,
      accent: tint(palette.marmalade, 0.3),
      pose: "sitFront",
      flip: false,
      tail: "wrap",
    },
    "apricot",
  ],
  [
    {
      background: tint(palette.harbor, 0.6),
      cat: shade(palette.harbor, 0.5),
      accent: tint(palette.harbor, 0.4),
      pose: "loaf",
      flip: false,
      tail: "wrap",
    },
    "sea-green",
  ],
  [
    {
      background: palette.cream,
      cat: palette.brick,
      accent: tint(palette.marmalade, 0.5),
      pose: "sit",
      flip: true,
      tail: "up",
    },
    "cream",
  ],
  [
    {
      background: tint(palette.brick, 0.6),
      cat: shade(palette.brick, 0.45),
      accent: tint(palette.brick, 0.4),
      pose: "walk",
      flip: false,
      tail: "up",
    },
    "rose",
  ],
  [
    {
      background: mix(palette.ink, palette.harbor, 0.3),
      cat: palette.paper,
      accent: mix(palette.ink, palette.harbor, 0.5),
      pose: "sitBack",
      flip: false,
      tail: "wrap",
    },
    "midnight blue",
  ],
  [
    {
      background: tint(palette.muted, 0.65),
      cat: palette.ink,
      accent: tint(palette.muted, 0.5),
      pose: "curl",
      flip: false,
      tail: "wrap",
    },
    "pale gray",
  ],
  [
    {
      background: mix(palette.cream, palette.marmalade, 0.4),
      cat: palette.marmaladeDark,
      accent: mix(palette.cream, palette.marmalade, 0.25),
      pose: "stretch",
      flip: false,
      tail: "up",
    },
    "honey",
  ],
  [
    {
      background: tint(palette.harbor, 0.75),
      cat: palette.harbor,
      accent: palette.paper,
      pose: "sitFront",
      flip: false,
      tail: "up",
    },
    "pale aqua",
  ],
  [
    {
      background: palette.marmalade,
      cat: palette.ink,
      accent: tint(palette.marmalade, 0.25),
      pose: "sit",
      flip: false,
      tail: "wrap",
    },
    "marmalade",
  ],
  [
    {
      background: mix(palette.paper, palette.cream, 0.5),
      cat: palette.harbor,
      accent: tint(palette.harbor, 0.8),
      pose: "lounge",
      flip: true,
      tail: "wrap",
    },
    "paper-white",
  ],
  [
    {
      background: mix(palette.brick, palette.ink, 0.2),
      cat: palette.cream,
      accent: mix(palette.brick, palette.ink, 0.05),
      pose: "loaf",
      flip: true,
      tail: "wrap",
    },
    "brick-red",
  ],
];

export function fallbackEntries(): SceneEntry[] {
  return fallbackSpecs.map(([spec, colorName], i) => ({
    name: `fallback/fallback-${pad2(i + 1)}`,
    width: 1200,
    height: 900,
    alt: describeFallback(spec, colorName),
    draw: (c) => fallback(c, spec),
  }));
}
