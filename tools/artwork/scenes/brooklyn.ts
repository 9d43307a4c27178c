/** Brooklyn Heights: brownstone streets, stoops and railings, the Promenade, the bridge, the ferry landing. */
import { brownstone, type BuildingResult } from "../buildings.ts";
import { drawCat, type Coat, type Pose } from "../cats.ts";
import { brooklynBridge, skyline } from "../landmarks.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { drawGroup, drawPerson, guide } from "../people.ts";
import { drawSky, far, lit, moods, type TimeOfDay } from "../sky.ts";
import { bench, lamp, sidewalk, tree } from "../street.ts";
import { ellipse, g, rect, type Canvas } from "../svg.ts";
import { water, ferry, tugboat } from "../harbor.ts";
import { bigStoop } from "../foreground.ts";
import { aCat, catOnSlope, seasonPhrase, snowCap, snowfall, timePhrases, type Season } from "./common.ts";

export const facadeColors = [
  tones.brownstone,
  tones.brownstoneLight,
  mix(palette.brick, palette.marmaladeDark, 0.35),
  mix(palette.cream, palette.muted, 0.3),
  mix(palette.brick, palette.ink, 0.3),
  tones.sandstone,
] as const;
const doorColors = [
  palette.harbor,
  palette.brick,
  palette.ink,
  shade(palette.harbor, 0.3),
  palette.marmaladeDark,
] as const;

export type CatSpot = "railing" | "stoop" | "newel" | "window" | "sidewalk" | "landing";

export type BrownstoneStreetSpec = {
  time: TimeOfDay;
  season: Season;
  street: string;
  coat: Coat;
  spot: CatSpot;
  group: "walking" | "listening" | "none";
  /** 1 = wide view of a row; higher = closer. */
  zoom: number;
  /** Shift of the row, so repeated streets look different. */
  offset: number;
  secondCat?: Coat;
};

const spotPhrase: Record<CatSpot, string> = {
  railing: "walking along a stoop railing",
  stoop: "sitting on a brownstone stoop",
  newel: "perched on a stoop newel post",
  window: "peeking from a garden-level window",
  sidewalk: "crossing the sidewalk in front of the brownstones",
  landing: "loafing on the top step of a stoop",
};

export function describeBrownstoneStreet(s: BrownstoneStreetSpec): string {
  const group =
    s.group === "walking"
      ? ", as a tour group strolls past"
      : s.group === "listening"
        ? ", while a guide points it out to a small tour group"
        : "";
  const second = s.secondCat ? ` with ${aCat(s.secondCat)} nearby` : "";
  return `Illustration: ${aCat(s.coat)} ${spotPhrase[s.spot]} on ${s.street}${second}${group}, ${timePhrases[s.time]}${seasonPhrase(s.season)}.`;
}

export function brownstoneStreet(canvas: Canvas, s: BrownstoneStreetSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const parts: string[] = [];
  const ground = H * 0.74;
  const curb = ground + H * 0.09;
  const houseW = 250 * u * s.zoom;
  const houseH = H * 0.5 * s.zoom;
  const sunX = s.offset > 0.5 ? W * 0.8 : W * 0.2;
  parts.push(
    drawSky(canvas, mood, {
      sun: mood.sun
        ? { x: sunX, y: H * 0.16, r: 40 * u }
        : mood.moon
          ? { x: W * 0.75, y: H * 0.12, r: 26 * u }
          : undefined,
      clouds: mood.time === "night" ? 0 : 2,
      stars: 60,
      horizon: ground,
    }),
  );
  // Distant rooftops behind the row, pushed back by haze.
  const backColor = far(mood, tones.brownstone, 0.6);
  for (let x = -40; x < W; x += rng.range(70, 140) * u) {
    const bh = rng.range(0.05, 0.14) * H;
    parts.push(rect(x, ground - houseH - bh, rng.range(70, 140) * u, bh + 20, backColor));
  }
  const houses: BuildingResult[] = [];
  let x = -houseW * (0.2 + s.offset);
  let i = 0;
  while (x < W) {
    const color = facadeColors[(i + Math.round(s.offset * 7)) % facadeColors.length] as string;
    const b = brownstone(rng, mood, {
      x,
      ground,
      width: houseW,
      height: houseH - (i % 3 === 1 ? 24 * u : 0),
      color,
      door: i % 2 === 0 ? "right" : "left",
      doorColor: doorColors[(i + 1) % doorColors.length],
    });
    houses.push(b);
    parts.push(b.svg);
    if (s.season === "winter") parts.push(snowCap(x - 8, b.roof - 4 * u, houseW + 16, 8 * u));
    x += houseW;
    i++;
  }
  parts.push(sidewalk(canvas, mood, ground, curb));
  if (s.season === "winter") parts.push(rect(0, ground, W, curb - ground, palette.paper, { opacity: 0.75 }));
  // Street trees along the curb, behind the people.
  const season = s.season === "winter" ? "bare" : s.season === "autumn" ? "autumn" : "summer";
  for (let tx = rng.range(0.1, 0.3) * W; tx < W; tx += rng.range(0.35, 0.5) * W)
    parts.push(tree(rng, mood, tx, curb - 4 * u, H * 0.5, season));
  parts.push(lamp(canvas, mood, rng.range(0.45, 0.6) * W, curb - 2 * u, H * 0.36, "post"));
  // People on the sidewalk.
  const walkY = ground + (curb - ground) * 0.65;
  const personH = 130 * u;
  const stoopSide: "left" | "right" = s.offset > 0.45 ? "left" : "right";
  const groupX = stoopSide === "right" ? W * 0.06 : W * 0.42;
  if (s.group === "walking") {
    parts.push(
      drawGroup(rng, {
        x: groupX,
        y: walkY,
        width: W * 0.26,
        count: 5,
        height: personH,
        walking: true,
        flip: stoopSide === "left",
      }),
    );
    parts.push(
      drawPerson(
        guide(rng, "walk"),
        stoopSide === "right" ? groupX + W * 0.33 : groupX - W * 0.06,
        walkY + 3 * u,
        personH,
        stoopSide === "left",
      ),
    );
  } else if (s.group === "listening") {
    const gx = stoopSide === "right" ? W * 0.5 : W * 0.42;
    parts.push(drawPerson(guide(rng, "point"), gx, walkY + 3 * u, personH, stoopSide === "left"));
    parts.push(
      drawGroup(rng, {
        x: stoopSide === "right" ? W * 0.08 : W * 0.5,
        y: walkY + 6 * u,
        width: W * 0.3,
        count: 6,
        height: personH,
        facing: "mixed",
      }),
    );
  }
  if (s.season === "autumn") parts.push(fallenLeaves(canvas, ground, H));
  // Foreground: a big stoop, a newel post, the window sill, or the sidewalk, with the main cat.
  const stoneColor = facadeColors[(Math.round(s.offset * 7) + 1) % facadeColors.length] as string;
  const catSize = H * 0.2;
  if (s.spot === "window") {
    const wallColor = lit(mood, stoneColor);
    const wx = stoopSide === "right" ? W * 0.6 : -W * 0.05;
    const ww = W * 0.45;
    parts.push(rect(wx, H * 0.35, ww, H * 0.65, wallColor));
    parts.push(
      rect(wx + ww * 0.16, H * 0.42, ww * 0.68, H * 0.36, lit(mood, mix(stoneColor, palette.cream, 0.4))),
    );
    parts.push(
      rect(wx + ww * 0.2, H * 0.45, ww * 0.6, H * 0.33, mood.litShare > 0.3 ? mood.litGlass : mood.glass),
    );
    parts.push(
      drawCat(canvas, { pose: "peek", coat: s.coat, x: wx + ww * 0.5, y: H * 0.785, size: H * 0.24 }),
    );
    parts.push(
      rect(wx + ww * 0.12, H * 0.78, ww * 0.76, H * 0.035, lit(mood, mix(stoneColor, palette.cream, 0.5))),
    );
  } else if (s.spot === "sidewalk") {
    parts.push(
      drawCat(canvas, {
        pose: "walk",
        coat: s.coat,
        x: W * (stoopSide === "right" ? 0.72 : 0.3),
        y: H * 0.97,
        size: catSize * 1.1,
        tail: "up",
        flip: stoopSide === "left",
      }),
    );
  } else {
    const stoop = bigStoop(canvas, mood, {
      side: stoopSide,
      footX: stoopSide === "right" ? W * 0.6 : W * 0.4,
      bottom: H * 1.0,
      topY: H * 0.6,
      color: mix(stoneColor, palette.ink, 0.1),
    });
    if (s.season === "winter")
      for (const [sx, sy] of stoop.steps)
        parts.push(rect(sx - 50 * u, sy - 7 * u, 100 * u, 8 * u, palette.paper, { rx: 3 }));
    parts.push(stoop.svg);
    if (s.spot === "railing")
      parts.push(
        catOnSlope(canvas, stoop.rail[0], stoop.rail[1], 0.42, {
          pose: "walk",
          coat: s.coat,
          size: catSize,
          tail: "up",
        }),
      );
    else if (s.spot === "newel")
      parts.push(
        drawCat(canvas, {
          pose: "sit",
          coat: s.coat,
          x: stoop.newelTop[0],
          y: stoop.newelTop[1] + 2 * u,
          size: catSize * 0.85,
          flip: stoopSide === "right",
        }),
      );
    else {
      const step = stoop.steps[s.spot === "landing" ? stoop.steps.length - 1 : 2] as [number, number];
      parts.push(
        drawCat(canvas, {
          pose: s.spot === "landing" ? "loaf" : "sitFront",
          coat: s.coat,
          x: step[0],
          y: step[1] + 2 * u,
          size: catSize,
          tail: "wrap",
          flip: stoopSide === "right",
        }),
      );
    }
  }
  if (s.secondCat) {
    const house = houses[1];
    const w = house?.windows[house.windows.length - 1];
    if (w)
      parts.push(
        drawCat(canvas, {
          pose: "loaf",
          coat: s.secondCat,
          x: w.x + w.w / 2,
          y: w.y + w.h + 2,
          size: w.w * 0.75,
        }),
      );
  }
  if (s.season === "winter") parts.push(snowfall(canvas, rng, 140));
  return g(parts);
}

/** Leaves scattered on the pavement. */
export function fallenLeaves(canvas: Canvas, top: number, bottom: number): string {
  const { rng, width } = canvas;
  const u = canvas.height / 900;
  const leaves: string[] = [];
  for (let k = 0; k < 50; k++) {
    const color = rng.pick([
      palette.marmalade,
      mix(palette.marmalade, palette.brick, 0.4),
      tint(palette.marmalade, 0.3),
    ]);
    leaves.push(
      ellipse(rng.range(0, width), rng.range(top + 6, bottom), 5 * u, 2.6 * u, color, { opacity: 0.9 }),
    );
  }
  return g(leaves);
}

export type PromenadeSpec = {
  time: TimeOfDay;
  coat: Coat;
  spot: "railing" | "bench" | "deck";
  group: boolean;
  bridge: boolean;
  boat: "ferry" | "tug" | "none";
};

export function describePromenade(s: PromenadeSpec): string {
  const where =
    s.spot === "railing"
      ? "sitting on the Promenade railing"
      : s.spot === "bench"
        ? "curled on a Promenade bench"
        : "stretching on the Promenade paving";
  const extras = [
    s.group ? "a tour group leaning on the railing" : "",
    s.bridge ? "the Brooklyn Bridge" : "",
    s.boat === "ferry" ? "a ferry" : s.boat === "tug" ? "a tugboat" : "",
  ].filter(Boolean);
  return `Illustration: ${aCat(s.coat)} ${where}, looking across the East River to the Lower Manhattan skyline${extras.length ? ` with ${extras.join(" and ")}` : ""}, ${timePhrases[s.time]}.`;
}

/** The Brooklyn Heights Promenade: railing, benches and lamps before the river and the skyline. */
export function promenade(canvas: Canvas, s: PromenadeSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const horizon = H * 0.5;
  const deck = H * 0.8;
  const parts: string[] = [];
  parts.push(
    drawSky(canvas, mood, {
      sun: mood.sun
        ? { x: W * 0.3, y: horizon - H * 0.16, r: 44 * u }
        : mood.moon
          ? { x: W * 0.82, y: H * 0.14, r: 26 * u }
          : undefined,
      clouds: 3,
      stars: 90,
      horizon,
    }),
  );
  const skyColor = far(
    mood,
    mood.time === "night" ? palette.ink : palette.harbor,
    mood.time === "night" ? 0.2 : 0.45,
  );
  parts.push(
    skyline(rng.fork("far"), mood, {
      x0: W * 0.02,
      x1: W * 0.82,
      base: horizon,
      height: H * 0.36,
      color: far(mood, skyColor, 0.35),
      landmarks: false,
      density: 1.2,
    }),
  );
  parts.push(
    skyline(rng, mood, { x0: 0, x1: W * 0.78, base: horizon + 2, height: H * 0.42, color: skyColor }),
  );
  parts.push(water(canvas, mood, horizon, deck));
  if (s.bridge) {
    parts.push(
      brooklynBridge({
        x: W * 0.9,
        deck: horizon - H * 0.02,
        towerWidth: 120 * u,
        towerHeight: H * 0.34,
        spanLeft: W * 0.5,
        spanRight: W * 0.4,
        color: far(mood, mix(palette.cream, palette.muted, 0.3), 0.3),
        cable: far(mood, palette.ink, 0.4),
        water: horizon + H * 0.05,
        opening: mix(mood.skyBottom, mood.skyTop, 0.3),
      }),
    );
  }
  if (s.boat === "ferry") parts.push(ferry(mood, W * 0.42, horizon + H * 0.1, 110 * u, true));
  if (s.boat === "tug") parts.push(tugboat(mood, W * 0.3, horizon + H * 0.14, 120 * u));
  // The Promenade deck with its hexagonal pavers.
  const paving = lit(mood, mix(palette.muted, palette.cream, 0.35));
  parts.push(rect(0, deck, W, H - deck, paving));
  for (let y = deck + 14 * u, row = 0; y < H; y += 22 * u, row++) {
    for (let x = (row % 2) * 20 * u - 20 * u; x < W; x += 40 * u)
      parts.push(rect(x, y, 34 * u, 3 * u, shade(paving, 0.12), { rx: 1.5 }));
  }
  // Railing.
  const iron = mood.time === "night" ? mix(palette.ink, palette.muted, 0.2) : palette.ink;
  const railTop = deck - H * 0.13;
  parts.push(rect(0, railTop, W, 10 * u, iron), rect(0, deck - 14 * u, W, 5 * u, iron));
  for (let x = 6 * u; x < W; x += 16 * u) parts.push(rect(x, railTop, 3.5 * u, deck - railTop, iron));
  for (let x = 90 * u; x < W; x += 300 * u)
    parts.push(rect(x - 6 * u, railTop - 6 * u, 12 * u, deck - railTop + 6 * u, iron));
  parts.push(lamp(canvas, mood, W * 0.08, deck + 6 * u, H * 0.52, "post"));
  if (s.group) {
    parts.push(
      drawGroup(rng, {
        x: W * 0.5,
        y: deck + 70 * u,
        width: W * 0.3,
        count: 6,
        height: 200 * u,
        facing: "back",
      }),
    );
    parts.push(drawPerson(guide(rng, "point"), W * 0.88, deck + 80 * u, 205 * u, true));
  }
  const catSize = H * 0.2;
  if (s.spot === "railing")
    parts.push(
      drawCat(canvas, {
        pose: "sitBack",
        coat: s.coat,
        x: W * 0.3,
        y: railTop + 1,
        size: catSize,
        tail: "up",
      }),
    );
  else if (s.spot === "bench") {
    parts.push(bench(mood, W * 0.16, H * 0.97, 260 * u));
    parts.push(
      drawCat(canvas, {
        pose: "curl",
        coat: s.coat,
        x: W * 0.16 + 130 * u,
        y: H * 0.97 - 24 * u,
        size: catSize * 0.9,
      }),
    );
  } else
    parts.push(drawCat(canvas, { pose: "stretch", coat: s.coat, x: W * 0.3, y: H * 0.95, size: catSize }));
  return g(parts);
}

export type BridgeViewSpec = { time: TimeOfDay; coat: Coat; from: "fultonFerry" | "pier"; pose: Pose };

export function describeBridgeView(s: BridgeViewSpec): string {
  const where =
    s.from === "fultonFerry" ? "on a bollard at the old Fulton Ferry landing" : "on a pier below the bridge";
  return `Illustration: ${aCat(s.coat)} ${s.pose === "sitBack" ? "gazing up at" : "resting below"} the Brooklyn Bridge ${where}, ${timePhrases[s.time]}.`;
}

/** The Brooklyn Bridge up close from the water's edge, a cat on a bollard in front. */
export function bridgeView(canvas: Canvas, s: BridgeViewSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const horizon = H * 0.66;
  const parts: string[] = [];
  parts.push(
    drawSky(canvas, mood, {
      sun: mood.sun
        ? { x: W * 0.78, y: H * 0.28, r: 50 * u }
        : mood.moon
          ? { x: W * 0.2, y: H * 0.16, r: 28 * u }
          : undefined,
      clouds: 2,
      stars: 80,
      horizon,
    }),
  );
  parts.push(
    skyline(rng, mood, {
      x0: W * 0.45,
      x1: W * 1.2,
      base: horizon,
      height: H * 0.3,
      color: far(mood, palette.harbor, 0.5),
      landmarks: true,
    }),
  );
  parts.push(water(canvas, mood, horizon, H));
  const stone = lit(mood, mix(palette.cream, palette.muted, 0.28));
  parts.push(
    brooklynBridge({
      x: W * (s.from === "pier" ? 0.3 : 0.62),
      deck: H * 0.42,
      towerWidth: 260 * u,
      towerHeight: H * 0.62,
      spanLeft: W * 0.8,
      spanRight: W * 0.8,
      color: stone,
      cable: lit(mood, palette.ink),
      water: horizon + H * 0.06,
      opening: mix(mood.skyBottom, mood.skyTop, 0.35),
    }),
  );
  // The landing: wooden deck and a bollard.
  const deckY = H * 0.86;
  const wood = lit(mood, mix(palette.marmaladeDark, palette.muted, 0.5));
  parts.push(rect(0, deckY, W, H - deckY, wood));
  for (let x = 0; x < W; x += 46 * u) parts.push(rect(x, deckY, 2 * u, H - deckY, shade(wood, 0.3)));
  parts.push(rect(0, deckY, W, 8 * u, tint(wood, 0.2)));
  const bx = s.from === "pier" ? W * 0.68 : W * 0.22;
  const iron = lit(mood, palette.ink);
  parts.push(
    rect(bx - 34 * u, deckY - 70 * u, 68 * u, 80 * u, iron, { rx: 14 * u }),
    rect(bx - 46 * u, deckY - 78 * u, 92 * u, 16 * u, iron, { rx: 8 * u }),
  );
  parts.push(
    drawCat(canvas, {
      pose: s.pose,
      coat: s.coat,
      x: bx,
      y: deckY - 78 * u,
      size: H * 0.2,
      flip: s.from !== "pier",
      tail: "wrap",
    }),
  );
  return g(parts);
}
