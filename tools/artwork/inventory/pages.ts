/** Page artwork: heroes, tour cards, neighborhoods, team, events, video posters, the book cover and reels. */
import { palette } from "../palette.ts";
import {
  bridgeView,
  brownstoneStreet,
  describeBrownstoneStreet,
  describePromenade,
  promenade,
} from "../scenes/brooklyn.ts";
import { describeEvent, eventScene, type EventKind } from "../scenes/events.ts";
import { bookCover, harborPoster } from "../scenes/posters.ts";
import * as fidi from "../scenes/fidi.ts";
import { cropScene } from "../scenes/frame.ts";
import * as heroes from "../scenes/heroes.ts";
import { fanScene } from "../scenes/home.ts";
import * as les from "../scenes/les.ts";
import { describePortrait, portrait, team } from "../scenes/portraits.ts";
import type { Canvas } from "../svg.ts";
import { pad2, type SceneEntry } from "./types.ts";
import * as postOffice from "../scenes/post-office.ts";
import * as lesShops from "../scenes/les-shops.ts";
import * as heroesIndoors from "../scenes/heroes-indoors.ts";

export function heroEntries(): SceneEntry[] {
  const wide = (name: string, alt: string, draw: (c: Canvas) => string): SceneEntry => ({
    name: `heroes/${name}`,
    width: 1600,
    height: 900,
    alt,
    draw,
  });
  return [
    {
      name: "heroes/home",
      width: 1200,
      height: 1500,
      alt: "Illustration: a guide leads a small tour group along a Brooklyn Heights brownstone street at golden hour while a ginger cat walks ahead down a stoop railing.",
      draw: heroes.homeHero,
    },
    wide(
      "about",
      "Illustration: a historian's archive with map shelves, an open atlas and a magnifying glass, a brown tabby loafing on the table and a tuxedo cat sitting at its end.",
      heroesIndoors.aboutHero,
    ),
    wide(
      "tours",
      "Illustration: the three tour neighborhoods side by side on one street, brownstones, the columns of Wall Street and Lower East Side tenements, with a cat in each and a walking group.",
      heroes.toursHero,
    ),
    wide(
      "gallery",
      "Illustration: a brown tabby sits on a gallery bench admiring three framed pictures: the Brooklyn Bridge at dusk, a ginger cat on a fire escape and a calico in a bookshop.",
      heroesIndoors.galleryHero,
    ),
    wide(
      "blog",
      "Illustration: a writing desk at night with a typewriter, a glowing lamp and a tortoiseshell cat asleep on the manuscript.",
      heroesIndoors.blogHero,
    ),
    wide(
      "contact",
      "Illustration: a tuxedo cat loafing on top of a street mailbox on a brownstone street at dusk as letters flutter in.",
      heroes.contactHero,
    ),
    wide(
      "press-kit",
      "Illustration: a ginger cat stretched across newspapers, a camera, a press folder and a cup of coffee on a desk, seen from above.",
      heroesIndoors.pressKitHero,
    ),
    wide(
      "in-the-news",
      "Illustration: a black cat sits on bundled stacks of newspapers in front of a corner newsstand in the morning.",
      heroes.newsstandHero,
    ),
    wide(
      "adventure-cats",
      "Illustration: a gray cat in a harness trots along the wooden promenade of the Brooklyn Bridge toward its stone tower.",
      heroes.adventureHero,
    ),
    wide(
      "booking",
      "Illustration: a calico cat sits on a desk before a wall calendar with a weekend date circled, two tour tickets beside it.",
      heroesIndoors.bookingHero,
    ),
    wide(
      "private-tours",
      "Illustration: a guide photographs a private party and their cream cat at the Brooklyn Heights Promenade railing at golden hour.",
      heroes.privateToursHero,
    ),
    wide(
      "not-found",
      "Illustration: a lost ginger cat sits under a street sign on a quiet brownstone corner at night, lit by a street lamp.",
      heroes.notFoundHero,
    ),
  ];
}

export function tourEntries(): SceneEntry[] {
  const bh = {
    time: "golden",
    season: "autumn",
    street: "Pierrepont Street",
    coat: "ginger",
    spot: "newel",
    group: "listening",
    zoom: 1.05,
    offset: 0.35,
  } as const;
  const fd = { time: "morning", coat: "ginger", group: true } as const;
  const le = {
    time: "morning",
    coat: "calico",
    spot: "windowBox",
    laundry: true,
    group: true,
    offset: 0.25,
  } as const;
  const pt = {
    time: "dusk",
    coat: "cream",
    spot: "railing",
    group: true,
    bridge: true,
    boat: "none",
  } as const;
  return [
    {
      name: "tours/brooklyn-heights",
      width: 1200,
      height: 800,
      alt: describeBrownstoneStreet(bh),
      draw: (c) => brownstoneStreet(c, bh),
    },
    {
      name: "tours/financial-district",
      width: 1200,
      height: 800,
      alt: fidi.describeCustomHouse(fd),
      draw: (c) => fidi.customHouseScene(c, fd),
    },
    {
      name: "tours/lower-east-side",
      width: 1200,
      height: 800,
      alt: les.describeTenements(le),
      draw: (c) => les.tenementRow(c, le),
    },
    {
      name: "tours/private-tours",
      width: 1200,
      height: 800,
      alt: describePromenade(pt).replace("a tour group", "a private party"),
      draw: (c) => promenade(c, pt),
    },
  ];
}

export function neighborhoodEntries(): SceneEntry[] {
  const bh = {
    time: "morning",
    coat: "gray",
    spot: "bench",
    group: true,
    bridge: true,
    boat: "ferry",
  } as const;
  const fd = { time: "dusk", coat: "tuxedo", pose: "sit", group: true } as const;
  const le = { time: "dusk", coat: "black", spot: "stoop", laundry: true, group: true, offset: 0.8 } as const;
  return [
    {
      name: "neighborhoods/brooklyn-heights",
      width: 1600,
      height: 900,
      alt: describePromenade(bh),
      draw: (c) => promenade(c, bh),
    },
    {
      name: "neighborhoods/financial-district",
      width: 1600,
      height: 900,
      alt: fidi.describeWallStreet(fd),
      draw: (c) => fidi.wallStreet(c, fd),
    },
    {
      name: "neighborhoods/lower-east-side",
      width: 1600,
      height: 900,
      alt: les.describeTenements(le),
      draw: (c) => les.tenementRow(c, le),
    },
  ];
}

export function teamEntries(): SceneEntry[] {
  return Object.entries(team).map(([slug, spec]) => ({
    name: `team/${slug}`,
    width: 800,
    height: 1000,
    alt: describePortrait(spec),
    draw: (c) => portrait(c, spec),
  }));
}

export function eventEntries(): SceneEntry[] {
  const kinds: [string, EventKind][] = [
    ["corporate-team-building", "corporate"],
    ["birthday-celebrations", "birthday"],
    ["family-gatherings", "family"],
    ["indoor-talk", "talk"],
  ];
  return kinds.map(([slug, kind]) => ({
    name: `events/${slug}`,
    width: 1200,
    height: 800,
    alt: describeEvent(kind),
    draw: (c) => eventScene(c, kind),
  }));
}

export function videoEntries(): SceneEntry[] {
  const home = {
    time: "dusk",
    coat: "ginger",
    spot: "railing",
    group: false,
    bridge: true,
    boat: "none",
  } as const;
  return [
    {
      name: "video/home-poster",
      width: 1280,
      height: 720,
      alt: describePromenade(home),
      draw: (c) => promenade(c, home),
    },
    {
      name: "video/gallery-poster",
      width: 1280,
      height: 720,
      alt: "Illustration: a calico cat watches the harbor from a pier post in the morning, the orange ferry and the Statue of Liberty across the water.",
      draw: harborPoster,
    },
  ];
}

export function bookEntries(): SceneEntry[] {
  return [
    {
      name: "book/cover",
      width: 800,
      height: 1200,
      alt: 'Cover of "The Cats Who Built New York" by Margo Feld: a cat silhouette watching the Brooklyn Bridge and the skyline at dusk under the title.',
      draw: bookCover,
      grain: 0.08,
    },
  ];
}

type Reel = { alt: string; draw: (c: Canvas) => string; cropX: number };

const reels: Reel[] = [
  {
    alt: "Illustration: a close view of a ginger cat walking along a stoop railing on Willow Street at golden hour.",
    draw: (c) =>
      brownstoneStreet(c, {
        time: "golden",
        season: "summer",
        street: "Willow Street",
        coat: "ginger",
        spot: "railing",
        group: "none",
        zoom: 1.2,
        offset: 0.1,
      }),
    cropX: 960,
  },
  {
    alt: "Illustration: a black cat keeps watch from a glowing bodega doorway at night.",
    draw: (c) => lesShops.bodega(c, { time: "night", coat: "black", spot: "doorway", awning: palette.brick }),
    cropX: 1010,
  },
  {
    alt: "Illustration: a Siamese cat loafs on a tenement fire escape in the morning among potted plants.",
    draw: (c) =>
      lesShops.fireEscapeClose(c, { time: "morning", coat: "siamese", pose: "loaf", plants: true }),
    cropX: 547,
  },
  {
    alt: "Illustration: a white cat gazes up at the Brooklyn Bridge from the Fulton Ferry landing at night.",
    draw: (c) => bridgeView(c, { time: "night", coat: "white", from: "fultonFerry", pose: "sitBack" }),
    cropX: 180,
  },
  {
    alt: "Illustration: a tuxedo cat on a harness explores fresh snow in a city park.",
    draw: (c) =>
      fanScene(c, { kind: "snowWalk", coat: "tuxedo", name: "Reel", wall: palette.cream, time: "morning" }),
    cropX: 430,
  },
  {
    alt: "Illustration: post-office mousers, a ginger and a gray cat, napping on canvas mail sacks.",
    draw: (c) => postOffice.postOffice(c, { coats: ["gray", "ginger"], clerk: false, lamps: true }),
    cropX: 290,
  },
];

export function reelEntries(): SceneEntry[] {
  return reels.map((r, i) => ({
    name: `reels/reel-${pad2(i + 1)}`,
    width: 540,
    height: 960,
    alt: r.alt,
    draw: (c: Canvas) =>
      cropScene(
        c,
        r.draw,
        { width: 1600, height: 900, seed: 900 + i },
        [r.cropX, 0, 506, 900],
        [0, 0, 540, 960],
      ),
  }));
}
