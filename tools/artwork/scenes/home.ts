/** Guests' cats at home and on adventures: sills, boxes, baskets, harness walks. */
import { drawCat, type Coat } from "../cats.ts";
import { blob, roundRect } from "../geometry.ts";
import {
  basket,
  bookshelf,
  cardboardBox,
  framedPicture,
  pendantLamp,
  pottedPlant,
  radiator,
  room,
  rug,
  sofa,
  viewWindow,
} from "../interiors.ts";
import { brooklynBridge, skyline } from "../landmarks.ts";
import { ferry, water } from "../harbor.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { drawSky, far, lit, moods, type TimeOfDay } from "../sky.ts";
import { bench, tree } from "../street.ts";
import { circle, el, ellipse, g, path, rect, type Canvas } from "../svg.ts";
import { aCat, snowfall } from "./common.ts";

export type FanKind =
  | "sill"
  | "box"
  | "harness"
  | "bookshelf"
  | "radiator"
  | "suitcase"
  | "quilt"
  | "backpack"
  | "plants"
  | "sofa"
  | "basket"
  | "bag"
  | "snowWalk"
  | "bannister"
  | "kitchen"
  | "boardwalk"
  | "ferryDeck"
  | "yarn";

export type FanSpec = { kind: FanKind; coat: Coat; name: string; wall: string; time: TimeOfDay };

const fanText: Record<FanKind, string> = {
  sill: "sits on a window sill watching the city lights",
  box: "has claimed a cardboard box",
  harness: "walks on a harness and leash through a park",
  bookshelf: "surveys the room from the top of a bookshelf",
  radiator: "warms up on a radiator cover while snow falls outside",
  suitcase: "has packed itself into an open suitcase",
  quilt: "naps on a patchwork quilt",
  backpack: "rides in a bubble backpack on a subway platform",
  plants: "hides among the houseplants",
  sofa: "stretches out on a sofa",
  basket: "peeks out of a laundry basket",
  bag: "peeks out of a paper grocery bag",
  snowWalk: "explores fresh snow on a harness walk",
  bannister: "perches on a brownstone staircase bannister",
  kitchen: "sits on a kitchen window sill beside a teapot",
  boardwalk: "sits on a boardwalk bench by the ocean on a harness adventure",
  ferryDeck: "looks out from a carrier on a ferry deck with the skyline behind",
  yarn: "bats at a ball of yarn on a rug",
};

export function describeFan(s: FanSpec): string {
  return `Illustration: ${s.name}, ${aCat(s.coat)}, ${fanText[s.kind]}.`;
}

function harness(x: number, y: number, size: number, color: string): string {
  const k = size / 100;
  return g([
    rect(x + 8 * k, y - 52 * k, 8 * k, 30 * k, color, { rx: 3 * k }),
    rect(x - 22 * k, y - 50 * k, 8 * k, 28 * k, color, { rx: 3 * k }),
    rect(x - 24 * k, y - 50 * k, 42 * k, 7 * k, color, { rx: 3 * k }),
  ]);
}

export function fanScene(canvas: Canvas, s: FanSpec): string {
  const { width: W, height: H, rng } = canvas;
  const u = H / 900;
  const mood = moods[s.time];
  const wall = s.wall;
  const floor = mix(palette.marmaladeDark, palette.cream, 0.35);
  const parts: string[] = [];
  const size = H * 0.4;
  switch (s.kind) {
    case "sill": {
      parts.push(rect(0, 0, W, H, wall));
      parts.push(
        viewWindow(canvas, rng, W * 0.18, H * 0.08, W * 0.64, H * 0.64, { time: s.time, kind: "skyline" }),
      );
      parts.push(pottedPlant(rng, W * 0.74, H * 0.72, 140 * u));
      parts.push(
        drawCat(canvas, {
          pose: "sitBack",
          coat: s.coat,
          x: W * 0.42,
          y: H * 0.72,
          size: size * 0.95,
          tail: "wrap",
        }),
      );
      parts.push(rect(0, H * 0.76, W, H * 0.24, shade(wall, 0.1)));
      break;
    }
    case "box": {
      parts.push(room(canvas, wall, floor, H * 0.7));
      parts.push(framedPicture(W * 0.62, H * 0.14, 180 * u, 140 * u, ""));
      parts.push(rug(W * 0.5, H * 0.9, W * 0.7, tint(palette.harbor, 0.3)));
      parts.push(
        drawCat(canvas, { pose: "peek", coat: s.coat, x: W * 0.45, y: H * 0.66, size: size * 0.95 }),
      );
      parts.push(cardboardBox(W * 0.45, H * 0.92, 380 * u, 240 * u));
      break;
    }
    case "basket":
    case "bag": {
      parts.push(room(canvas, wall, floor, H * 0.7));
      parts.push(
        viewWindow(canvas, rng, W * 0.62, H * 0.08, W * 0.28, H * 0.44, { time: s.time, kind: "bricks" }),
      );
      if (s.kind === "basket") {
        parts.push(rug(W * 0.4, H * 0.93, W * 0.6, tint(palette.harbor, 0.35)));
        parts.push(drawCat(canvas, { pose: "peek", coat: s.coat, x: W * 0.4, y: H * 0.66, size: size }));
        parts.push(basket(W * 0.4, H * 0.93, 460 * u, 260 * u));
        for (const [cx, c] of [
          [W * 0.27, palette.harbor],
          [W * 0.54, palette.paper],
        ] as const)
          parts.push(path(blob(cx, H * 0.66, 60 * u, 22 * u, 0.3, 7, rng.next), c));
      } else {
        parts.push(rect(0, H * 0.62, W, 20 * u, shade(floor, 0.1)));
        const bag = mix(palette.marmalade, palette.cream, 0.5);
        parts.push(
          drawCat(canvas, { pose: "peek", coat: s.coat, x: W * 0.4, y: H * 0.44, size: size * 0.85 }),
        );
        parts.push(
          path(
            `M${W * 0.4 - 150 * u} ${H * 0.44}L${W * 0.4 - 170 * u} ${H * 0.95}H${W * 0.4 + 170 * u}L${W * 0.4 + 150 * u} ${H * 0.44}Z`,
            bag,
          ),
        );
        parts.push(
          path(
            `M${W * 0.4 - 150 * u} ${H * 0.44}l${20 * u} ${16 * u}l${20 * u} ${-16 * u}l${20 * u} ${16 * u}l${20 * u} ${-16 * u}l${20 * u} ${16 * u}l${20 * u} ${-16 * u}l${20 * u} ${16 * u}l${20 * u} ${-16 * u}l${20 * u} ${16 * u}l${20 * u} ${-16 * u}l${20 * u} ${16 * u}l${20 * u} ${-16 * u}l${20 * u} ${16 * u}l${20 * u} ${-16 * u}l${20 * u} ${16 * u}V${H * 0.5}H${W * 0.4 - 150 * u}Z`,
            shade(bag, 0.12),
          ),
        );
        parts.push(
          circle(W * 0.72, H * 0.86, 60 * u, palette.marmalade),
          rect(W * 0.8, H * 0.74, 60 * u, 170 * u, tint(palette.harbor, 0.4), { rx: 10 * u }),
          path(blob(W * 0.68, H * 0.74, 50 * u, 40 * u, 0.2, 8, rng.next), tones.leafLight),
        );
      }
      break;
    }
    case "harness":
    case "snowWalk": {
      const snow = s.kind === "snowWalk";
      parts.push(drawSky(canvas, mood, { clouds: snow ? 0 : 2, horizon: H * 0.6 }));
      parts.push(
        skyline(rng, mood, {
          x0: -20,
          x1: W + 20,
          base: H * 0.62,
          height: H * 0.3,
          color: far(mood, palette.harbor, 0.6),
          landmarks: false,
        }),
      );
      const lawn = snow ? palette.paper : lit(mood, mix(tones.leaf, palette.cream, 0.2));
      parts.push(rect(0, H * 0.6, W, H * 0.4, lawn));
      parts.push(
        tree(rng, mood, W * 0.12, H * 0.7, H * 0.55, snow ? "bare" : "summer"),
        tree(rng, mood, W * 0.86, H * 0.68, H * 0.5, snow ? "bare" : "autumn"),
      );
      const pathC = snow
        ? mix(palette.paper, palette.muted, 0.12)
        : lit(mood, mix(palette.cream, palette.muted, 0.2));
      parts.push(
        path(
          `M${W * 0.3} ${H * 0.6}Q${W * 0.2} ${H * 0.8} ${W * 0.1} ${H}H${W * 0.9}Q${W * 0.7} ${H * 0.8} ${W * 0.5} ${H * 0.6}Z`,
          pathC,
        ),
      );
      if (snow) {
        parts.push(snowfall(canvas, rng, 160));
        for (let k = 0; k < 6; k++)
          parts.push(
            ellipse(W * (0.5 + k * 0.05), H * (0.95 - k * 0.03), 6 * u, 4 * u, shade(palette.paper, 0.12)),
          );
      }
      const cx = W * 0.45;
      const cy = H * 0.92;
      parts.push(drawCat(canvas, { pose: "walk", coat: s.coat, x: cx, y: cy, size, tail: "up" }));
      parts.push(harness(cx, cy, size, snow ? palette.brick : palette.marmalade));
      parts.push(
        el("path", {
          d: `M${cx + size * 0.12} ${cy - size * 0.5}Q${W * 0.72} ${H * 0.45} ${W * 1.02} ${H * 0.2}`,
          stroke: snow ? palette.brick : palette.harbor,
          "stroke-width": 5 * u,
          fill: "none",
        }),
      );
      break;
    }
    case "bookshelf": {
      parts.push(room(canvas, wall, floor, H * 0.86, false));
      parts.push(bookshelf(rng, W * 0.3, H * 0.9, W * 0.4, H * 0.62));
      parts.push(
        drawCat(canvas, {
          pose: "lounge",
          coat: s.coat,
          x: W * 0.46,
          y: H * 0.28,
          size: size * 0.85,
          tail: "hang",
        }),
      );
      parts.push(
        pottedPlant(rng, W * 0.14, H * 0.9, 200 * u),
        pendantLamp(canvas, W * 0.82, H * 0.2, 80 * u, true),
      );
      break;
    }
    case "radiator":
    case "kitchen": {
      parts.push(rect(0, 0, W, H, wall));
      parts.push(
        viewWindow(canvas, rng, W * 0.25, H * 0.08, W * 0.5, H * 0.5, {
          time: s.time,
          kind: s.kind === "radiator" ? "snow" : "trees",
        }),
      );
      if (s.kind === "radiator") {
        parts.push(radiator(W * 0.28, H * 0.92, W * 0.44, H * 0.28));
        parts.push(
          rect(W * 0.26, H * 0.62, W * 0.48, 20 * u, mix(palette.marmaladeDark, palette.cream, 0.3), {
            rx: 4 * u,
          }),
        );
        parts.push(
          drawCat(canvas, { pose: "loaf", coat: s.coat, x: W * 0.48, y: H * 0.62, size: size * 0.9 }),
        );
      } else {
        parts.push(
          rect(0, H * 0.66, W, H * 0.34, mix(palette.cream, palette.harbor, 0.25)),
          rect(0, H * 0.66, W, 24 * u, palette.paper),
        );
        parts.push(
          path(
            `M${W * 0.66} ${H * 0.66}q0 ${-80 * u} ${60 * u} ${-80 * u}q${60 * u} 0 ${60 * u} ${80 * u}z`,
            palette.brick,
          ),
          rect(W * 0.66 + 52 * u, H * 0.66 - 96 * u, 16 * u, 12 * u, palette.ink),
          path(`M${W * 0.66 + 110 * u} ${H * 0.66 - 50 * u}l${36 * u} ${-24 * u}`, "none", {
            stroke: palette.brick,
            "stroke-width": 10 * u,
            "stroke-linecap": "round",
          }),
        );
        parts.push(
          drawCat(canvas, {
            pose: "sitFront",
            coat: s.coat,
            x: W * 0.42,
            y: H * 0.66,
            size: size * 0.95,
            tail: "wrap",
          }),
        );
      }
      break;
    }
    case "suitcase": {
      parts.push(room(canvas, wall, floor, H * 0.7));
      const shell = palette.harbor;
      const lining = mix(palette.cream, palette.marmalade, 0.25);
      // Lid standing open behind, the base in front, the cat curled inside.
      parts.push(path(roundRect(W * 0.2, H * 0.22, W * 0.6, H * 0.42, 30 * u), shell));
      parts.push(path(roundRect(W * 0.23, H * 0.26, W * 0.54, H * 0.36, 22 * u), lining));
      parts.push(rect(W * 0.23, H * 0.44, W * 0.54, 8 * u, shade(lining, 0.15)));
      parts.push(
        path(blob(W * 0.34, H * 0.66, 90 * u, 30 * u, 0.3, 8, rng.next), palette.paper),
        path(blob(W * 0.66, H * 0.66, 80 * u, 28 * u, 0.3, 8, rng.next), palette.marmalade),
      );
      parts.push(path(roundRect(W * 0.18, H * 0.68, W * 0.64, H * 0.24, 26 * u), shell));
      parts.push(rect(W * 0.18, H * 0.68, W * 0.64, 12 * u, shade(shell, 0.25)));
      parts.push(drawCat(canvas, { pose: "peek", coat: s.coat, x: W * 0.5, y: H * 0.7, size: size * 0.95 }));
      for (const x of [W * 0.24, W * 0.72])
        parts.push(rect(x, H * 0.665, 44 * u, 40 * u, palette.marmalade, { rx: 6 * u }));
      break;
    }
    case "quilt": {
      parts.push(rect(0, 0, W, H, wall));
      parts.push(framedPicture(W * 0.4, H * 0.08, 240 * u, 170 * u, ""));
      const colors = [
        palette.marmalade,
        palette.harbor,
        palette.cream,
        palette.brick,
        tint(palette.harbor, 0.4),
        palette.paper,
        tint(palette.marmalade, 0.45),
      ];
      const qy = H * 0.42;
      const cell = 90 * u;
      for (let r = 0; qy + r * cell < H; r++)
        for (let c = 0; c * cell < W; c++)
          parts.push(
            rect(c * cell, qy + r * cell, cell, cell, rng.pick(colors)),
            rect(c * cell, qy + r * cell, cell, cell, "none", {
              stroke: palette.paper,
              "stroke-width": 2 * u,
              "stroke-dasharray": `${6 * u} ${5 * u}`,
            }),
          );
      parts.push(path(roundRect(W * 0.08, H * 0.3, W * 0.3, H * 0.16, 30 * u), palette.paper));
      parts.push(drawCat(canvas, { pose: "curl", coat: s.coat, x: W * 0.58, y: H * 0.8, size: size * 1.1 }));
      break;
    }
    case "backpack": {
      const tile = mix(palette.cream, palette.paper, 0.4);
      parts.push(rect(0, 0, W, H, tile));
      for (let y = 0; y < H * 0.7; y += 30 * u)
        for (let x = (Math.round(y / (30 * u)) % 2) * 30 * u; x < W; x += 60 * u)
          parts.push(rect(x + 2, y + 2, 56 * u, 26 * u, shade(tile, 0.06), { rx: 4 * u }));
      parts.push(
        rect(0, H * 0.22, W, 60 * u, palette.harbor),
        rect(W * 0.35, H * 0.22 + 12 * u, W * 0.3, 36 * u, palette.paper),
      );
      parts.push(
        circle(W * 0.3, H * 0.22 + 30 * u, 20 * u, palette.marmalade),
        circle(W * 0.7, H * 0.22 + 30 * u, 20 * u, palette.brick),
      );
      parts.push(
        rect(0, H * 0.74, W, H * 0.26, mix(palette.muted, palette.cream, 0.3)),
        rect(0, H * 0.74, W, 14 * u, palette.marmalade),
      );
      const bx = W * 0.5;
      const by = H * 0.55;
      const pack = palette.marmaladeDark;
      parts.push(path(roundRect(bx - 190 * u, by - 190 * u, 380 * u, 400 * u, 120 * u), pack));
      parts.push(circle(bx, by, 150 * u, mix(palette.paper, palette.harbor, 0.15)));
      parts.push(
        drawCat(canvas, {
          pose: "sitFront",
          coat: s.coat,
          x: bx,
          y: by + 130 * u,
          size: size * 0.95,
          tail: "wrap",
        }),
      );
      parts.push(
        circle(bx, by, 150 * u, "#FFFFFF", { opacity: 0.18 }),
        circle(bx, by, 150 * u, "none", { stroke: shade(pack, 0.3), "stroke-width": 14 * u }),
      );
      parts.push(
        path(`M${bx - 150 * u} ${by - 170 * u}a${40 * u} ${40 * u} 0 0 1 ${80 * u} 0`, "none", {
          stroke: shade(pack, 0.3),
          "stroke-width": 10 * u,
        }),
      );
      break;
    }
    case "plants": {
      parts.push(room(canvas, wall, floor, H * 0.8, false));
      parts.push(
        viewWindow(canvas, rng, W * 0.3, H * 0.06, W * 0.4, H * 0.5, { time: s.time, kind: "trees" }),
      );
      parts.push(rect(W * 0.05, H * 0.62, W * 0.9, 20 * u, shade(floor, 0.2)));
      parts.push(
        drawCat(canvas, {
          pose: "sitFront",
          coat: s.coat,
          x: W * 0.5,
          y: H * 0.62,
          size: size * 0.9,
          tail: "wrap",
        }),
      );
      for (const [px, sz] of [
        [W * 0.2, 260],
        [W * 0.34, 180],
        [W * 0.68, 220],
        [W * 0.82, 280],
      ] as const)
        parts.push(
          pottedPlant(rng, px, H * 0.62, sz * u, rng.pick([palette.brick, palette.cream, palette.harbor])),
        );
      break;
    }
    case "sofa": {
      parts.push(room(canvas, wall, floor, H * 0.78));
      parts.push(
        framedPicture(W * 0.2, H * 0.1, 160 * u, 200 * u, ""),
        framedPicture(W * 0.66, H * 0.14, 200 * u, 150 * u, ""),
      );
      parts.push(sofa(W * 0.14, H * 0.86, W * 0.72, H * 0.42, palette.harbor));
      parts.push(
        drawCat(canvas, {
          pose: "lounge",
          coat: s.coat,
          x: W * 0.46,
          y: H * 0.68,
          size: size * 0.9,
          tail: "hang",
        }),
      );
      break;
    }
    case "yarn": {
      parts.push(room(canvas, wall, floor, H * 0.62));
      parts.push(rug(W * 0.5, H * 0.84, W * 0.9, tint(palette.brick, 0.35)));
      parts.push(
        drawCat(canvas, { pose: "stretch", coat: s.coat, x: W * 0.42, y: H * 0.88, size: size * 1.1 }),
      );
      parts.push(circle(W * 0.72, H * 0.84, 50 * u, palette.marmalade));
      for (let k = 0; k < 5; k++)
        parts.push(
          path(
            `M${W * 0.72 - 45 * u} ${H * 0.84 + (k - 2) * 16 * u}Q${W * 0.72} ${H * 0.84 + (k - 2) * 16 * u - 20 * u} ${W * 0.72 + 45 * u} ${H * 0.84 + (k - 2) * 16 * u}`,
            "none",
            { stroke: shade(palette.marmalade, 0.2), "stroke-width": 3 * u },
          ),
        );
      parts.push(
        el("path", {
          d: `M${W * 0.72 - 40 * u} ${H * 0.87}C${W * 0.6} ${H * 0.95} ${W * 0.9} ${H * 0.98} ${W * 0.95} ${H * 0.9}`,
          stroke: palette.marmalade,
          "stroke-width": 4 * u,
          fill: "none",
        }),
      );
      break;
    }
    case "bannister": {
      parts.push(rect(0, 0, W, H, wall));
      parts.push(
        framedPicture(W * 0.1, H * 0.12, 150 * u, 190 * u, ""),
        framedPicture(W * 0.3, H * 0.04, 150 * u, 120 * u, ""),
      );
      const wood = mix(palette.marmaladeDark, palette.ink, 0.3);
      const stairs = mix(palette.marmaladeDark, palette.cream, 0.3);
      parts.push(path(`M0 ${H}L${W} ${H * 0.35}V${H}Z`, stairs));
      for (let k = 0; k < 12; k++) {
        const t = k / 12;
        parts.push(rect(W * t, H - H * 0.65 * t - 6 * u, W / 12, 6 * u, shade(stairs, 0.2)));
      }
      const r0: [number, number] = [W * 0.08, H * 0.7];
      const r1: [number, number] = [W * 1.02, H * 0.1];
      for (let k = 0; k < 14; k++) {
        const t = k / 14;
        const bx = r0[0] + (r1[0] - r0[0]) * t;
        const by = r0[1] + (r1[1] - r0[1]) * t;
        parts.push(rect(bx - 5 * u, by, 10 * u, H - by - H * 0.65 * (bx / W) + 10 * u, tint(wood, 0.55)));
      }
      parts.push(
        el("path", {
          d: `M${r0[0]} ${r0[1]}L${r1[0]} ${r1[1]}`,
          stroke: wood,
          "stroke-width": 24 * u,
          "stroke-linecap": "round",
        }),
      );
      parts.push(
        rect(r0[0] - 26 * u, r0[1] - 10 * u, 52 * u, H, wood),
        circle(r0[0], r0[1] - 20 * u, 30 * u, wood),
      );
      parts.push(
        g(
          drawCat(canvas, {
            pose: "loaf",
            coat: s.coat,
            x: W * 0.5,
            y: H * 0.405 - 8 * u,
            size: size * 0.75,
          }),
          { transform: `rotate(-33.5 ${Math.round(W * 0.5)} ${Math.round(H * 0.4)})` },
        ),
      );
      break;
    }
    case "boardwalk": {
      parts.push(
        drawSky(canvas, mood, {
          sun: mood.sun ? { x: W * 0.7, y: H * 0.3, r: 50 * u } : undefined,
          clouds: 3,
          horizon: H * 0.5,
        }),
      );
      parts.push(water(canvas, mood, H * 0.5, H * 0.64));
      parts.push(rect(0, H * 0.64, W, H * 0.1, mix(palette.cream, palette.marmalade, 0.3)));
      const wood = mix(palette.marmaladeDark, palette.cream, 0.35);
      parts.push(rect(0, H * 0.74, W, H * 0.26, wood));
      for (let x = 0; x < W; x += 40 * u) parts.push(rect(x, H * 0.74, 3 * u, H * 0.26, shade(wood, 0.25)));
      parts.push(rect(0, H * 0.7, W, 10 * u, palette.ink));
      for (let x = 20 * u; x < W; x += 120 * u) parts.push(rect(x, H * 0.62, 10 * u, H * 0.1, palette.ink));
      parts.push(rect(0, H * 0.62, W, 8 * u, palette.ink));
      parts.push(bench(mood, W * 0.28, H * 0.96, 420 * u));
      parts.push(
        drawCat(canvas, {
          pose: "sitBack",
          coat: s.coat,
          x: W * 0.48,
          y: H * 0.96 - 24 * u,
          size: size * 0.85,
          tail: "wrap",
        }),
      );
      parts.push(harnessBack(W * 0.48, H * 0.96 - 24 * u, size * 0.85, palette.harbor));
      break;
    }
    case "ferryDeck": {
      parts.push(
        drawSky(canvas, mood, {
          sun: mood.sun ? { x: W * 0.2, y: H * 0.3, r: 44 * u } : undefined,
          clouds: 2,
          horizon: H * 0.55,
        }),
      );
      parts.push(
        skyline(rng, mood, {
          x0: W * 0.3,
          x1: W * 1.1,
          base: H * 0.56,
          height: H * 0.34,
          color: far(mood, palette.harbor, 0.45),
        }),
      );
      parts.push(
        brooklynBridge({
          x: W * 0.12,
          deck: H * 0.5,
          towerWidth: 60 * u,
          towerHeight: H * 0.18,
          spanLeft: W * 0.2,
          spanRight: W * 0.3,
          color: far(mood, palette.cream, 0.3),
          cable: far(mood, palette.ink, 0.4),
          opening: mood.skyBottom,
        }),
      );
      parts.push(water(canvas, mood, H * 0.56, H * 0.8));
      parts.push(ferry(mood, W * 0.7, H * 0.64, 60 * u));
      const deck = palette.marmalade;
      parts.push(rect(0, H * 0.72, W, 16 * u, palette.paper), rect(0, H * 0.74, W, H * 0.26, deck));
      for (let x = 10 * u; x < W; x += 60 * u) parts.push(rect(x, H * 0.6, 8 * u, H * 0.14, palette.paper));
      parts.push(rect(0, H * 0.6, W, 10 * u, palette.paper));
      const cx = W * 0.42;
      const cy = H * 0.95;
      const carrier = palette.harbor;
      parts.push(path(roundRect(cx - 220 * u, cy - 300 * u, 440 * u, 300 * u, 40 * u), carrier));
      parts.push(path(roundRect(cx - 170 * u, cy - 260 * u, 340 * u, 220 * u, 30 * u), shade(carrier, 0.45)));
      parts.push(drawCat(canvas, { pose: "peek", coat: s.coat, x: cx, y: cy - 40 * u, size: size * 0.9 }));
      for (let k = 0; k < 9; k++)
        parts.push(
          rect(cx - 170 * u + k * 40 * u, cy - 260 * u, 5 * u, 220 * u, tint(carrier, 0.3), {
            opacity: 0.55,
          }),
        );
      parts.push(
        path(`M${cx - 80 * u} ${cy - 300 * u}q${80 * u} ${-70 * u} ${160 * u} 0`, "none", {
          stroke: shade(carrier, 0.3),
          "stroke-width": 14 * u,
        }),
      );
      break;
    }
  }
  return g(parts);
}

function harnessBack(x: number, y: number, size: number, color: string): string {
  const k = size / 100;
  return g([
    rect(x - 18 * k, y - 56 * k, 36 * k, 8 * k, color, { rx: 3 * k }),
    rect(x - 20 * k, y - 36 * k, 40 * k, 8 * k, color, { rx: 3 * k }),
    rect(x - 4 * k, y - 56 * k, 8 * k, 28 * k, color),
    circle(x, y - 58 * k, 4 * k, palette.marmalade),
  ]);
}

export type CatCafeSpec = {
  time: TimeOfDay;
  coats: [Coat, Coat, Coat];
  street: "Court Street" | "Essex Street";
};

export function describeCatCafe(s: CatCafeSpec): string {
  return `Illustration: three cats (${s.coats.map((c) => aCat(c).replace(/^an? /, "")).join(", ")}) lounging on a cat tree and cushions inside a cat cafe near ${s.street}, where the tour ends, ${s.time === "night" || s.time === "dusk" ? "in the evening" : "in the afternoon"}.`;
}

/** The optional cat-cafe stop at the end of a tour: a cat tree, cushions, coffee cups, a street window. */
export function catCafe(canvas: Canvas, s: CatCafeSpec): string {
  const { width: W, height: H, rng } = canvas;
  const u = H / 900;
  const parts: string[] = [
    room(canvas, tint(palette.marmalade, 0.55), mix(palette.marmaladeDark, palette.cream, 0.45), H * 0.74),
  ];
  parts.push(
    viewWindow(
      canvas,
      rng,
      W * 0.4,
      H * 0.08,
      W * 0.42,
      H * 0.46,
      { time: s.time, kind: "trees" },
      palette.harbor,
    ),
  );
  // Cat tree.
  const post = mix(palette.cream, palette.marmalade, 0.4);
  const deck = palette.harbor;
  parts.push(rect(W * 0.14 - 16 * u, H * 0.2, 32 * u, H * 0.72, post));
  for (let y = H * 0.24; y < H * 0.9; y += 26 * u)
    parts.push(rect(W * 0.14 - 16 * u, y, 32 * u, 4 * u, shade(post, 0.2)));
  const platforms: [number, number, number][] = [
    [W * 0.14, H * 0.22, 220],
    [W * 0.2, H * 0.52, 200],
    [W * 0.1, H * 0.9, 260],
  ];
  for (const [px, py, pw] of platforms)
    parts.push(path(roundRect(px - (pw / 2) * u, py, pw * u, 26 * u, 10 * u), deck));
  parts.push(drawCat(canvas, { pose: "loaf", coat: s.coats[0], x: W * 0.14, y: H * 0.22, size: H * 0.15 }));
  parts.push(
    drawCat(canvas, {
      pose: "lounge",
      coat: s.coats[1],
      x: W * 0.2,
      y: H * 0.52,
      size: H * 0.14,
      tail: "hang",
    }),
  );
  // Cafe table with cups.
  const tx = W * 0.62;
  const ty = H * 0.74;
  parts.push(
    ellipse(tx, ty - 120 * u, 170 * u, 26 * u, palette.paper),
    rect(tx - 8 * u, ty - 120 * u, 16 * u, 120 * u, palette.ink),
    ellipse(tx, ty, 70 * u, 10 * u, palette.ink),
  );
  for (const cx of [tx - 70 * u, tx + 60 * u])
    parts.push(
      rect(cx - 24 * u, ty - 170 * u, 48 * u, 46 * u, palette.cream, { rx: 6 * u }),
      path(
        `M${cx + 24 * u} ${ty - 160 * u}q${20 * u} 0 ${20 * u} ${16 * u}q0 ${16 * u} ${-20 * u} ${16 * u}`,
        "none",
        { stroke: palette.cream, "stroke-width": 6 * u },
      ),
    );
  parts.push(path(roundRect(W * 0.7, H * 0.84, 280 * u, 80 * u, 40 * u), palette.brick));
  parts.push(
    drawCat(canvas, { pose: "curl", coat: s.coats[2], x: W * 0.7 + 140 * u, y: H * 0.86, size: H * 0.16 }),
  );
  parts.push(pendantLamp(canvas, W * 0.62, H * 0.06, 70 * u, s.time === "dusk" || s.time === "night"));
  return g(parts);
}
