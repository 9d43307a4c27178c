/** The scenes the social cards can show: which drawing, at what size, and which crop of it. */
import type { Canvas } from "../svg.ts";
import { brownstoneStreet } from "./brooklyn.ts";
import { canyon } from "./fidi.ts";
import { adventureHero, contactHero, homeHero, privateToursHero, toursHero } from "./heroes.ts";
import { aboutHero, blogHero, bookingHero, galleryHero, pressKitHero } from "./heroes-indoors.ts";
import { tenementRow } from "./les.ts";

export type { OgScene } from "../../../content/data/pages.ts";
import type { OgScene } from "../../../content/data/pages.ts";

export type CroppedScene = {
  draw: (canvas: Canvas) => string;
  width: number;
  height: number;
  crop: [number, number, number, number];
};

/** Crops are in source units and keep roughly the 504 x 558 window's shape. */
export const ogScenes: Record<OgScene, CroppedScene> = {
  home: { draw: homeHero, width: 1200, height: 1500, crop: [260, 560, 900, 940] },
  tours: { draw: toursHero, width: 1600, height: 900, crop: [420, 80, 800, 820] },
  "brooklyn-heights": {
    draw: (c) =>
      brownstoneStreet(c, {
        time: "golden",
        season: "summer",
        street: "Willow Street",
        coat: "ginger",
        spot: "railing",
        group: "listening",
        zoom: 1,
        offset: 0,
      }),
    width: 1200,
    height: 900,
    crop: [440, 40, 760, 840],
  },
  "financial-district": {
    draw: (c) => canyon(c, { time: "golden", coat: "ginger", group: true }),
    width: 1200,
    height: 900,
    crop: [200, 0, 810, 900],
  },
  "lower-east-side": {
    draw: (c) =>
      tenementRow(c, {
        time: "golden",
        coat: "ginger",
        spot: "fireEscape",
        laundry: true,
        group: true,
        offset: 0,
      }),
    width: 1200,
    height: 900,
    crop: [150, 60, 760, 840],
  },
  "private-tours": { draw: privateToursHero, width: 1600, height: 900, crop: [300, 40, 780, 860] },
  blog: { draw: blogHero, width: 1600, height: 900, crop: [120, 40, 780, 860] },
  gallery: { draw: galleryHero, width: 1600, height: 900, crop: [440, 0, 810, 900] },
  press: { draw: pressKitHero, width: 1600, height: 900, crop: [400, 20, 800, 880] },
  contact: { draw: contactHero, width: 1600, height: 900, crop: [500, 30, 800, 870] },
  "adventure-cats": { draw: adventureHero, width: 1600, height: 900, crop: [400, 40, 780, 860] },
  about: { draw: aboutHero, width: 1600, height: 900, crop: [200, 40, 780, 860] },
  booking: { draw: bookingHero, width: 1600, height: 900, crop: [380, 40, 780, 860] },
};
