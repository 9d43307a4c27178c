/**
 * The social cards' artwork, one per scene a page's card can show (content/images/social/<scene>): which drawing,
 * at what size, and which crop of it the card's window shows.
 */
import type { OgScene } from "../../../app/content/schema.ts";
import { brownstoneStreet, describeBrownstoneStreet, type BrownstoneStreetSpec } from "../scenes/brooklyn.ts";
import { canyon, describeCanyon, type CanyonSpec } from "../scenes/fidi.ts";
import { adventureHero, contactHero, homeHero, privateToursHero, toursHero } from "../scenes/heroes.ts";
import { aboutHero, blogHero, bookingHero, galleryHero, pressKitHero } from "../scenes/heroes-indoors.ts";
import { describeTenements, tenementRow, type TenementSpec } from "../scenes/les.ts";
import { SOCIAL_CARD, socialCardArt, type CroppedScene } from "../social-card.ts";
import { heroEntries } from "./pages.ts";
import type { SceneEntry } from "./types.ts";

/** A card's scene and what its window shows, as an alt text of the whole drawing. */
type SocialScene = CroppedScene & { alt: string };

/** The alt text of a page hero, for a card that shows a crop of the same drawing. */
function heroAlt(name: string): string {
  const hero = heroEntries().find((entry) => entry.name === `heroes/${name}`);
  if (!hero) throw new Error(`no hero image heroes/${name}`);
  return hero.alt;
}

const brooklynHeights: BrownstoneStreetSpec = {
  time: "golden",
  season: "summer",
  street: "Willow Street",
  coat: "ginger",
  spot: "railing",
  group: "listening",
  zoom: 1,
  offset: 0,
};
const financialDistrict: CanyonSpec = { time: "golden", coat: "ginger", group: true };
const lowerEastSide: TenementSpec = {
  time: "golden",
  coat: "ginger",
  spot: "fireEscape",
  laundry: true,
  group: true,
  offset: 0,
};

/** Crops are in source units and keep roughly the 504 x 558 window's shape. */
const socialScenes: Record<OgScene, SocialScene> = {
  home: { draw: homeHero, width: 1200, height: 1500, crop: [260, 560, 900, 940], alt: heroAlt("home") },
  tours: { draw: toursHero, width: 1600, height: 900, crop: [420, 80, 800, 820], alt: heroAlt("tours") },
  "brooklyn-heights": {
    draw: (c) => brownstoneStreet(c, brooklynHeights),
    width: 1200,
    height: 900,
    crop: [440, 40, 760, 840],
    alt: describeBrownstoneStreet(brooklynHeights),
  },
  "financial-district": {
    draw: (c) => canyon(c, financialDistrict),
    width: 1200,
    height: 900,
    crop: [200, 0, 810, 900],
    alt: describeCanyon(financialDistrict),
  },
  "lower-east-side": {
    draw: (c) => tenementRow(c, lowerEastSide),
    width: 1200,
    height: 900,
    crop: [150, 60, 760, 840],
    alt: describeTenements(lowerEastSide),
  },
  "private-tours": {
    draw: privateToursHero,
    width: 1600,
    height: 900,
    crop: [300, 40, 780, 860],
    alt: heroAlt("private-tours"),
  },
  blog: { draw: blogHero, width: 1600, height: 900, crop: [120, 40, 780, 860], alt: heroAlt("blog") },
  gallery: { draw: galleryHero, width: 1600, height: 900, crop: [440, 0, 810, 900], alt: heroAlt("gallery") },
  press: {
    draw: pressKitHero,
    width: 1600,
    height: 900,
    crop: [400, 20, 800, 880],
    alt: heroAlt("press-kit"),
  },
  contact: {
    draw: contactHero,
    width: 1600,
    height: 900,
    crop: [500, 30, 800, 870],
    alt: heroAlt("contact"),
  },
  "adventure-cats": {
    draw: adventureHero,
    width: 1600,
    height: 900,
    crop: [400, 40, 780, 860],
    alt: heroAlt("adventure-cats"),
  },
  about: { draw: aboutHero, width: 1600, height: 900, crop: [200, 40, 780, 860], alt: heroAlt("about") },
  booking: {
    draw: bookingHero,
    width: 1600,
    height: 900,
    crop: [380, 40, 780, 860],
    alt: heroAlt("booking"),
  },
};

export function socialEntries(): SceneEntry[] {
  return Object.entries(socialScenes).map(([scene, spec]) => ({
    name: `social/${scene}`,
    ...SOCIAL_CARD,
    alt: `Social card artwork: the Whisker Walks NYC logo and address on warm paper, room for a page's title, and a rounded window onto part of an illustration: ${spec.alt.replace(/^Illustration: /, "")}`,
    draw: (canvas) => socialCardArt(canvas, scene, spec),
    grain: 0.08,
  }));
}
