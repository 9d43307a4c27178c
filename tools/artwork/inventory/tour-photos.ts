/** The 41 "tour photos" of the gallery, interleaved Brooklyn Heights, Financial District, Lower East Side (14, 14, 13). */
import { palette } from "../palette.ts";
import {
  bridgeView,
  brownstoneStreet,
  describeBridgeView,
  describeBrownstoneStreet,
  describePromenade,
  promenade,
  type BridgeViewSpec,
  type BrownstoneStreetSpec,
  type PromenadeSpec,
} from "../scenes/brooklyn.ts";
import * as fidi from "../scenes/fidi.ts";
import { catCafe, describeCatCafe, type CatCafeSpec } from "../scenes/home.ts";
import * as les from "../scenes/les.ts";
import type { Canvas } from "../svg.ts";
import { pad2, type Neighborhood, type SceneEntry } from "./types.ts";
import * as fidiHarbor from "../scenes/fidi-harbor.ts";
import * as postOffice from "../scenes/post-office.ts";
import * as lesShops from "../scenes/les-shops.ts";

type Shot = { alt: string; draw: (c: Canvas) => string };

const street = (s: BrownstoneStreetSpec): Shot => ({
  alt: describeBrownstoneStreet(s),
  draw: (c) => brownstoneStreet(c, s),
});
const prom = (s: PromenadeSpec): Shot => ({ alt: describePromenade(s), draw: (c) => promenade(c, s) });
const bridge = (s: BridgeViewSpec): Shot => ({ alt: describeBridgeView(s), draw: (c) => bridgeView(c, s) });
const cafe = (s: CatCafeSpec): Shot => ({ alt: describeCatCafe(s), draw: (c) => catCafe(c, s) });

export const brooklynShots: Shot[] = [
  street({
    time: "golden",
    season: "summer",
    street: "Willow Street",
    coat: "ginger",
    spot: "railing",
    group: "listening",
    zoom: 1,
    offset: 0,
  }),
  prom({ time: "golden", coat: "tuxedo", spot: "railing", group: true, bridge: true, boat: "ferry" }),
  street({
    time: "morning",
    season: "spring",
    street: "Pierrepont Street",
    coat: "calico",
    spot: "stoop",
    group: "walking",
    zoom: 1.1,
    offset: 0.3,
  }),
  bridge({ time: "dusk", coat: "gray", from: "fultonFerry", pose: "sitBack" }),
  street({
    time: "dusk",
    season: "autumn",
    street: "Hicks Street",
    coat: "silverTabby",
    spot: "newel",
    group: "none",
    zoom: 1.2,
    offset: 0.6,
  }),
  prom({ time: "night", coat: "ginger", spot: "bench", group: false, bridge: true, boat: "tug" }),
  street({
    time: "night",
    season: "winter",
    street: "Remsen Street",
    coat: "black",
    spot: "window",
    group: "none",
    zoom: 1.3,
    offset: 0.1,
    secondCat: "gray",
  }),
  street({
    time: "midday",
    season: "summer",
    street: "Montague Street",
    coat: "brownTabby",
    spot: "sidewalk",
    group: "walking",
    zoom: 1,
    offset: 0.8,
  }),
  bridge({ time: "morning", coat: "cream", from: "pier", pose: "sit" }),
  street({
    time: "morning",
    season: "winter",
    street: "Cranberry Street",
    coat: "tuxedo",
    spot: "landing",
    group: "listening",
    zoom: 1.1,
    offset: 0.5,
  }),
  prom({ time: "morning", coat: "siamese", spot: "deck", group: false, bridge: false, boat: "ferry" }),
  cafe({ time: "golden", coats: ["tortie", "white", "ginger"], street: "Court Street" }),
  street({
    time: "golden",
    season: "autumn",
    street: "Orange Street",
    coat: "tortie",
    spot: "railing",
    group: "walking",
    zoom: 1.2,
    offset: 0.9,
  }),
  street({
    time: "midday",
    season: "spring",
    street: "Grace Court",
    coat: "grayWhite",
    spot: "stoop",
    group: "none",
    zoom: 1.4,
    offset: 0.2,
  }),
];

export const fidiShots: Shot[] = [
  {
    alt: fidi.describeWallStreet({ time: "morning", coat: "ginger", pose: "sit", group: true }),
    draw: (c) => fidi.wallStreet(c, { time: "morning", coat: "ginger", pose: "sit", group: true }),
  },
  {
    alt: fidi.describeCustomHouse({ time: "golden", coat: "tuxedo", group: true }),
    draw: (c) => fidi.customHouseScene(c, { time: "golden", coat: "tuxedo", group: true }),
  },
  {
    alt: fidi.describeCanyon({ time: "dusk", coat: "gray", group: true }),
    draw: (c) => fidi.canyon(c, { time: "dusk", coat: "gray", group: true }),
  },
  {
    alt: fidi.describeStoneStreet({ time: "night", coat: "calico", group: false }),
    draw: (c) => fidi.stoneStreet(c, { time: "night", coat: "calico", group: false }),
  },
  {
    alt: fidi.describeTavern({ time: "midday", coat: "black", group: true }),
    draw: (c) => fidi.tavern(c, { time: "midday", coat: "black", group: true }),
  },
  {
    alt: fidiHarbor.describeShipsCat({ time: "morning", coat: "brownTabby", vessel: "tug" }),
    draw: (c) => fidiHarbor.shipsCat(c, { time: "morning", coat: "brownTabby", vessel: "tug" }),
  },
  {
    alt: postOffice.describePostOffice({ coats: ["ginger", "tuxedo", "gray"], clerk: true, lamps: true }),
    draw: (c) => postOffice.postOffice(c, { coats: ["ginger", "tuxedo", "gray"], clerk: true, lamps: true }),
  },
  {
    alt: fidiHarbor.describeWarehouse({ coat: "black", time: "golden" }),
    draw: (c) => fidiHarbor.warehouse(c, { coat: "black", time: "golden" }),
  },
  {
    alt: fidi.describeChurchyard({ time: "golden", coat: "cream", season: "autumn" }),
    draw: (c) => fidi.churchyard(c, { time: "golden", coat: "cream", season: "autumn" }),
  },
  {
    alt: fidiHarbor.describeShipsCat({ time: "dusk", coat: "silverTabby", vessel: "tallShip" }),
    draw: (c) => fidiHarbor.shipsCat(c, { time: "dusk", coat: "silverTabby", vessel: "tallShip" }),
  },
  {
    alt: fidi.describeWallStreet({ time: "night", coat: "calico", pose: "loaf", group: false }),
    draw: (c) => fidi.wallStreet(c, { time: "night", coat: "calico", pose: "loaf", group: false }),
  },
  {
    alt: fidi.describeCustomHouse({ time: "morning", coat: "brownTabby", group: false }),
    draw: (c) => fidi.customHouseScene(c, { time: "morning", coat: "brownTabby", group: false }),
  },
  {
    alt: fidi.describeCanyon({ time: "morning", coat: "white", group: false }),
    draw: (c) => fidi.canyon(c, { time: "morning", coat: "white", group: false }),
  },
  {
    alt: fidi.describeStoneStreet({ time: "golden", coat: "tortie", group: true }),
    draw: (c) => fidi.stoneStreet(c, { time: "golden", coat: "tortie", group: true }),
  },
];

export const lesShots: Shot[] = [
  {
    alt: les.describeTenements({
      time: "golden",
      coat: "ginger",
      spot: "fireEscape",
      laundry: true,
      group: true,
      offset: 0,
    }),
    draw: (c) =>
      les.tenementRow(c, {
        time: "golden",
        coat: "ginger",
        spot: "fireEscape",
        laundry: true,
        group: true,
        offset: 0,
      }),
  },
  {
    alt: les.describePushcarts({ time: "morning", coat: "tuxedo", goods: ["fruit", "fabric", "hats"] }),
    draw: (c) => les.pushcarts(c, { time: "morning", coat: "tuxedo", goods: ["fruit", "fabric", "hats"] }),
  },
  {
    alt: lesShops.describeBodega({ time: "night", coat: "black", spot: "doorway", awning: palette.harbor }),
    draw: (c) =>
      lesShops.bodega(c, { time: "night", coat: "black", spot: "doorway", awning: palette.harbor }),
  },
  {
    alt: lesShops.describeShopCat({ time: "midday", coat: "calico", shop: "hats" }),
    draw: (c) => lesShops.shopCat(c, { time: "midday", coat: "calico", shop: "hats" }),
  },
  {
    alt: les.describePark({ time: "morning", coat: "gray", season: "spring", group: true, spot: "bench" }),
    draw: (c) =>
      les.sewardPark(c, { time: "morning", coat: "gray", season: "spring", group: true, spot: "bench" }),
  },
  {
    alt: les.describeRooftops({ time: "dusk", coats: ["black", "ginger"] }),
    draw: (c) => les.rooftops(c, { time: "dusk", coats: ["black", "ginger"] }),
  },
  {
    alt: lesShops.describeMarquee({ coat: "tuxedo", time: "night" }),
    draw: (c) => lesShops.marquee(c, { coat: "tuxedo", time: "night" }),
  },
  {
    alt: lesShops.describeBodega({ time: "morning", coat: "tortie", spot: "crates", awning: palette.brick }),
    draw: (c) =>
      lesShops.bodega(c, { time: "morning", coat: "tortie", spot: "crates", awning: palette.brick }),
  },
  {
    alt: lesShops.describeShopCat({ time: "golden", coat: "brownTabby", shop: "books" }),
    draw: (c) => lesShops.shopCat(c, { time: "golden", coat: "brownTabby", shop: "books" }),
  },
  {
    alt: les.describeTenements({
      time: "midday",
      coat: "silverTabby",
      spot: "windowBox",
      laundry: true,
      group: false,
      offset: 0.5,
    }),
    draw: (c) =>
      les.tenementRow(c, {
        time: "midday",
        coat: "silverTabby",
        spot: "windowBox",
        laundry: true,
        group: false,
        offset: 0.5,
      }),
  },
  {
    alt: les.describePark({ time: "golden", coat: "cream", season: "autumn", group: false, spot: "path" }),
    draw: (c) =>
      les.sewardPark(c, { time: "golden", coat: "cream", season: "autumn", group: false, spot: "path" }),
  },
  {
    alt: les.describePushcarts({ time: "golden", coat: "siamese", goods: ["pretzels", "fruit"] }),
    draw: (c) => les.pushcarts(c, { time: "golden", coat: "siamese", goods: ["pretzels", "fruit"] }),
  },
  {
    alt: lesShops.describeShopCat({ time: "dusk", coat: "grayWhite", shop: "pickles" }),
    draw: (c) => lesShops.shopCat(c, { time: "dusk", coat: "grayWhite", shop: "pickles" }),
  },
];

export function tourPhotoEntries(): SceneEntry[] {
  const lists: [Neighborhood, Shot[]][] = [
    ["brooklyn-heights", brooklynShots],
    ["financial-district", fidiShots],
    ["lower-east-side", lesShots],
  ];
  const entries: SceneEntry[] = [];
  for (let i = 0; i < 41; i++) {
    const [neighborhood, shots] = lists[i % 3] as [Neighborhood, Shot[]];
    const shot = shots[Math.floor(i / 3)];
    if (!shot) throw new Error(`missing tour photo ${i + 1}`);
    entries.push({
      name: `gallery/tour-${pad2(i + 1)}`,
      width: 1200,
      height: 900,
      alt: shot.alt,
      neighborhood,
      draw: shot.draw,
    });
  }
  return entries;
}
