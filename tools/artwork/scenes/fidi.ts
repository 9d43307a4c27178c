/** The Financial District streets: Federal Hall's columns, the Custom House, the canyon to Trinity, Stone Street, Fraunces Tavern, Trinity churchyard. */
import { block } from "../buildings.ts";
import { drawCat, type Coat, type Pose } from "../cats.ts";
import { poly, type Pt } from "../geometry.ts";
import { customHouse, georgianHouse, portico, trinityChurch } from "../landmarks.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { drawGroup, drawPerson, guide } from "../people.ts";
import { drawSky, far, lit, moods, type Mood, type TimeOfDay } from "../sky.ts";
import { ironFence, lamp, sidewalk, tree } from "../street.ts";
import { circle, el, ellipse, g, path, radialGradient, rect, type Canvas } from "../svg.ts";
import { aCat, timePhrases } from "./common.ts";

export type WallStreetSpec = { time: TimeOfDay; coat: Coat; pose: Pose; group: boolean };

export function describeWallStreet(s: WallStreetSpec): string {
  return `Illustration: ${aCat(s.coat)} ${s.pose === "loaf" ? "loafing" : s.pose === "walk" ? "strolling" : "sitting"} on the steps below the columns of Federal Hall on Wall Street${s.group ? " as a tour group gathers" : ""}, ${timePhrases[s.time]}.`;
}

/** Office towers filling the background of downtown scenes. */
function towers(canvas: Canvas, time: TimeOfDay, base: number, amount: number): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[time];
  const parts: string[] = [];
  const color = far(mood, mix(palette.muted, palette.harbor, 0.3), amount);
  for (let x = -30; x < W;) {
    const w = rng.range(90, 190) * (H / 900);
    const h = rng.range(0.35, 0.8) * H;
    parts.push(
      block(rng, mood, {
        x,
        ground: base,
        width: w,
        height: h,
        color,
        windowColor: shade(color, 0.06),
        lit: mood.litShare * 0.22,
        rowH: 26 * (H / 900),
        crown: rng.pick(["flat", "flat", "step", "pyramid"]),
      }).svg,
    );
    x += w * rng.range(0.85, 1.05);
  }
  return g(parts);
}

export function wallStreet(canvas: Canvas, s: WallStreetSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const ground = H * 0.84;
  const parts: string[] = [
    drawSky(canvas, mood, {
      sun: mood.sun ? { x: W * 0.85, y: H * 0.12, r: 36 * u } : undefined,
      stars: 40,
      horizon: ground,
    }),
  ];
  parts.push(towers(canvas, s.time, ground, 0.5));
  const pw = Math.min(W * 0.72, 900 * u);
  const hall = portico({
    x: (W - pw) / 2,
    ground,
    width: pw,
    height: H * 0.8,
    columns: 6,
    stone: mix(palette.cream, palette.muted, 0.18),
    mood,
  });
  parts.push(hall.svg);
  parts.push(sidewalk(canvas, mood, ground, H * 0.95));
  parts.push(
    lamp(canvas, mood, W * 0.1, H * 0.93, H * 0.4, "crook"),
    lamp(canvas, mood, W * 0.9, H * 0.93, H * 0.4, "crook", true),
  );
  if (s.group) {
    parts.push(
      drawGroup(rng, {
        x: W * 0.56,
        y: H * 0.93,
        width: W * 0.22,
        count: 5,
        height: 150 * u,
        facing: "mixed",
      }),
    );
    parts.push(drawPerson(guide(rng, "point"), W * 0.5, H * 0.93, 155 * u));
  }
  const stepY = (hall.stepPoints[3] as Pt)[1];
  parts.push(
    drawCat(canvas, {
      pose: s.pose,
      coat: s.coat,
      x: W * (s.group ? 0.34 : 0.5),
      y: stepY,
      size: H * 0.16,
      tail: "wrap",
      flip: rng.chance(0.5),
    }),
  );
  return g(parts);
}

export type CustomHouseSpec = { time: TimeOfDay; coat: Coat; group: boolean };

export function describeCustomHouse(s: CustomHouseSpec): string {
  return `Illustration: ${aCat(s.coat)} sitting on the iron fence of Bowling Green before the Custom House${s.group ? ", where a tour group meets its guide" : ""}, ${timePhrases[s.time]}.`;
}

export function customHouseScene(canvas: Canvas, s: CustomHouseSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const ground = H * 0.72;
  const parts: string[] = [
    drawSky(canvas, mood, {
      sun: mood.sun
        ? { x: W * 0.15, y: H * 0.12, r: 36 * u }
        : mood.moon
          ? { x: W * 0.85, y: H * 0.1, r: 24 * u }
          : undefined,
      clouds: 2,
      stars: 50,
      horizon: ground,
    }),
  ];
  parts.push(towers(canvas, s.time, ground, 0.55));
  parts.push(customHouse(mood, W * 0.08, ground, W * 0.84, H * 0.55));
  parts.push(sidewalk(canvas, mood, ground, H * 0.8));
  // Bowling Green: lawn, trees and the old iron fence in front.
  const lawn = lit(mood, mix(tones.leaf, palette.cream, 0.2));
  parts.push(rect(0, H * 0.8, W, H * 0.2, lawn));
  parts.push(tree(rng, mood, W * 0.12, H * 0.86, H * 0.5), tree(rng, mood, W * 0.88, H * 0.86, H * 0.46));
  if (s.group) {
    parts.push(
      drawGroup(rng, {
        x: W * 0.25,
        y: H * 0.79,
        width: W * 0.25,
        count: 6,
        height: 120 * u,
        facing: "mixed",
      }),
    );
    parts.push(drawPerson(guide(rng, "wave"), W * 0.55, H * 0.79, 124 * u));
  }
  const fenceTop = H * 0.86;
  parts.push(ironFence(mood, -10, W + 10, H * 0.97, H * 0.11, 14 * u));
  const postX = W * 0.68;
  parts.push(
    rect(postX - 12 * u, fenceTop - 14 * u, 24 * u, H - fenceTop + 14 * u, palette.ink),
    rect(postX - 16 * u, fenceTop - 20 * u, 32 * u, 8 * u, palette.ink),
  );
  parts.push(
    drawCat(canvas, {
      pose: "sit",
      coat: s.coat,
      x: postX,
      y: fenceTop - 20 * u,
      size: H * 0.17,
      flip: true,
      tail: "up",
    }),
  );
  return g(parts);
}

/** Bilinear point inside a quad (tl, tr, br, bl). */
export function quadPoint(q: [Pt, Pt, Pt, Pt], uu: number, vv: number): Pt {
  const [tl, tr, br, bl] = q;
  const top: Pt = [tl[0] + (tr[0] - tl[0]) * uu, tl[1] + (tr[1] - tl[1]) * uu];
  const bottom: Pt = [bl[0] + (br[0] - bl[0]) * uu, bl[1] + (br[1] - bl[1]) * uu];
  return [top[0] + (bottom[0] - top[0]) * vv, top[1] + (bottom[1] - top[1]) * vv];
}

/** A facade in one-point perspective with a grid of windows. */
export function perspectiveFacade(
  mood: Mood,
  q: [Pt, Pt, Pt, Pt],
  color: string,
  cols: number,
  rows: number,
  next: () => number,
): string {
  const parts: string[] = [path(poly(q), color)];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const u0 = (c + 0.25) / cols;
      const u1 = (c + 0.75) / cols;
      const v0 = (r + 0.2) / rows;
      const v1 = (r + 0.7) / rows;
      const litNow = next() < mood.litShare * 0.7;
      parts.push(
        path(
          poly([quadPoint(q, u0, v0), quadPoint(q, u1, v0), quadPoint(q, u1, v1), quadPoint(q, u0, v1)]),
          litNow ? mood.litGlass : shade(color, 0.3),
        ),
      );
    }
  }
  return g(parts);
}

export type CanyonSpec = { time: TimeOfDay; coat: Coat; group: boolean };

export function describeCanyon(s: CanyonSpec): string {
  return `Illustration: ${aCat(s.coat)} trotting down the middle of Wall Street toward the spire of Trinity Church${s.group ? ", a tour group following behind" : ""}, ${timePhrases[s.time]}.`;
}

/** Looking down Wall Street between towers to Trinity Church. */
export function canyon(canvas: Canvas, s: CanyonSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const vp: Pt = [W * 0.5, H * 0.56];
  const parts: string[] = [
    drawSky(canvas, mood, {
      sun: mood.sun
        ? { x: W * 0.5, y: H * 0.3, r: 40 * u }
        : mood.moon
          ? { x: W * 0.55, y: H * 0.16, r: 22 * u }
          : undefined,
      stars: 40,
      horizon: vp[1],
    }),
  ];
  const endGround = vp[1] + H * 0.06;
  parts.push(trinityChurch(mood, W * 0.5, endGround, H * 0.5));
  const fill = (x0: number, x1: number): void => {
    for (let x = x0; x < x1;) {
      const w = rng.range(40, 70) * u;
      parts.push(rect(x, endGround - rng.range(0.25, 0.45) * H, w, H, far(mood, palette.muted, 0.45)));
      x += w;
    }
  };
  fill(W * 0.3, W * 0.43);
  fill(W * 0.57, W * 0.7);
  // Street and sidewalks converging.
  const road = lit(mood, mix(palette.muted, palette.ink, 0.25));
  parts.push(
    path(
      poly([
        [W * 0.44, endGround],
        [W * 0.56, endGround],
        [W * 1.2, H],
        [-W * 0.2, H],
      ]),
      road,
    ),
  );
  const walk = lit(mood, mood.ground);
  parts.push(
    path(
      poly([
        [W * 0.38, endGround],
        [W * 0.44, endGround],
        [W * 0.12, H],
        [-W * 0.2, H],
      ]),
      walk,
    ),
  );
  parts.push(
    path(
      poly([
        [W * 0.56, endGround],
        [W * 0.62, endGround],
        [W * 1.2, H],
        [W * 0.88, H],
      ]),
      walk,
    ),
  );
  for (let k = 0; k < 6; k++) {
    const t = k / 6;
    const y0 = endGround + (H - endGround) * t * t;
    const y1 = endGround + (H - endGround) * (t + 0.07) * (t + 0.07);
    const hw0 = 2 + t * t * 6;
    parts.push(
      path(
        poly([
          [W * 0.5 - hw0 * u, y0],
          [W * 0.5 + hw0 * u, y0],
          [W * 0.5 + (hw0 + 3) * u, y1],
          [W * 0.5 - (hw0 + 3) * u, y1],
        ]),
        tint(road, 0.45),
      ),
    );
  }
  // Towers on both sides.
  const leftColors = [
    mix(palette.cream, palette.muted, 0.3),
    mix(palette.muted, palette.harbor, 0.3),
    tones.limestone,
  ];
  parts.push(
    perspectiveFacade(
      mood,
      [
        [-W * 0.02, -H * 0.1],
        [W * 0.38, H * 0.06],
        [W * 0.38, endGround],
        [-W * 0.02, H * 0.96],
      ],
      lit(mood, leftColors[0] as string),
      7,
      12,
      rng.next,
    ),
  );
  parts.push(
    perspectiveFacade(
      mood,
      [
        [W * 0.62, H * 0.1],
        [W * 1.02, -H * 0.1],
        [W * 1.02, H * 0.96],
        [W * 0.62, endGround],
      ],
      lit(mood, leftColors[1] as string),
      7,
      11,
      rng.next,
    ),
  );
  // Flags on poles over the street.
  for (const [fx, fy, dir] of [
    [W * 0.3, H * 0.32, 1],
    [W * 0.7, H * 0.34, -1],
  ] as const) {
    parts.push(
      el("path", {
        d: `M${fx} ${fy}l${dir * 40 * u} ${-6 * u}`,
        stroke: palette.ink,
        "stroke-width": 2.5 * u,
      }),
    );
    parts.push(
      path(
        `M${fx + dir * 38 * u} ${fy - 6 * u}v${40 * u}l${dir * 40 * u} ${-4 * u}v${-40 * u}z`,
        lit(mood, dir > 0 ? palette.brick : palette.harbor),
      ),
    );
  }
  if (s.group)
    parts.push(
      drawGroup(rng, { x: W * 0.42, y: H * 0.8, width: W * 0.16, count: 6, height: 90 * u, facing: "back" }),
    );
  parts.push(lamp(canvas, mood, W * 0.16, H * 0.98, H * 0.5, "crook"));
  parts.push(
    drawCat(canvas, {
      pose: "walk",
      coat: s.coat,
      x: W * 0.56,
      y: H * 0.97,
      size: H * 0.2,
      tail: "up",
      flip: rng.chance(0.5),
    }),
  );
  return g(parts);
}

export type StoneStreetSpec = { time: TimeOfDay; coat: Coat; group: boolean };

export function describeStoneStreet(s: StoneStreetSpec): string {
  return `Illustration: ${aCat(s.coat)} curled under a cafe table on cobbled Stone Street${s.time === "dusk" || s.time === "night" ? " beneath strings of lights" : ""}${s.group ? ", where the tour ends" : ""}, ${timePhrases[s.time]}.`;
}

/** Stone Street: cobbles, low old buildings, cafe tables, string lights. */
export function stoneStreet(canvas: Canvas, s: StoneStreetSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const ground = H * 0.68;
  const parts: string[] = [drawSky(canvas, mood, { stars: 50, clouds: 1, horizon: ground })];
  parts.push(towers(canvas, s.time, ground - H * 0.25, 0.55));
  const colors = [
    palette.brick,
    mix(palette.brick, palette.marmaladeDark, 0.4),
    mix(palette.cream, palette.marmalade, 0.3),
    mix(palette.brick, palette.ink, 0.3),
    tones.sandstone,
  ];
  const floorH = 96 * u;
  let x = -40 * u;
  let i = 0;
  while (x < W) {
    const w = rng.range(280, 340) * u;
    const floors = rng.int(3, 4);
    const h = floors * floorH + 130 * u;
    const c = lit(mood, colors[i % colors.length] as string);
    parts.push(rect(x, ground - h, w, h, c), rect(x - 4 * u, ground - h, w + 8 * u, 16 * u, shade(c, 0.3)));
    for (let f = 0; f < floors; f++) {
      for (let k = 0; k < 3; k++) {
        const wx = x + w * (0.12 + k * 0.29);
        const wy = ground - h + 34 * u + f * floorH;
        parts.push(
          rect(wx - 4 * u, wy - 7 * u, w * 0.18 + 8 * u, 7 * u, tint(c, 0.4)),
          rect(wx, wy, w * 0.18, floorH * 0.62, rng.chance(mood.litShare) ? mood.litGlass : mood.glass),
        );
        parts.push(rect(wx, wy + floorH * 0.3, w * 0.18, 3 * u, tint(c, 0.4)));
      }
    }
    // Ground-floor restaurant with an awning.
    const shop = lit(mood, rng.pick([palette.harbor, palette.ink, palette.brick]));
    parts.push(
      rect(x + 10 * u, ground - 120 * u, w - 20 * u, 120 * u, shop),
      rect(
        x + 24 * u,
        ground - 100 * u,
        w - 48 * u,
        84 * u,
        mood.litShare > 0.1 ? mood.litGlass : tint(mood.glass, 0.2),
      ),
    );
    const awn = lit(mood, rng.pick([palette.marmalade, palette.cream, palette.harbor]));
    parts.push(
      path(
        `M${x + 6 * u} ${ground - 132 * u}H${x + w - 6 * u}L${x + w + 8 * u} ${ground - 96 * u}H${x - 8 * u}Z`,
        awn,
      ),
    );
    x += w;
    i++;
  }
  // Cobbles.
  const cobble = lit(mood, mix(palette.muted, palette.cream, 0.35));
  parts.push(rect(0, ground, W, H - ground, cobble));
  for (let y = ground + 6 * u, row = 0; y < H; y += (9 + row * 2) * u, row++) {
    const cw = (22 + row * 5) * u;
    for (let cx = (row % 2) * cw * 0.5 - cw; cx < W; cx += cw)
      parts.push(rect(cx + 1.5, y, cw - 3, (7 + row * 1.8) * u, shade(cobble, 0.1), { rx: 3 * u }));
  }
  // String lights at dusk and night.
  if (mood.litShare > 0.3) {
    for (let k = 0; k < 2; k++) {
      const y0 = ground - (330 + k * 60) * u;
      const d = `M0 ${y0}Q${W / 2} ${y0 + 110 * u} ${W} ${y0 - 20 * u}`;
      parts.push(el("path", { d, stroke: palette.ink, "stroke-width": 1.5, fill: "none", opacity: 0.7 }));
      for (let t = 0.02; t < 1; t += 0.045) {
        const bx = 2 * (1 - t) * t * (W / 2) + t * t * W;
        const by = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + 110 * u) + t * t * (y0 - 20 * u);
        parts.push(
          circle(
            bx,
            by + 5 * u,
            14 * u,
            radialGradient(canvas, [
              [0, mood.litGlass, 0.6],
              [1, mood.litGlass, 0],
            ]),
          ),
          circle(bx, by + 4 * u, 4 * u, mood.litGlass),
        );
      }
    }
  }
  if (s.group)
    parts.push(
      drawGroup(rng, { x: W * 0.62, y: H * 0.8, width: W * 0.3, count: 4, height: 170 * u, facing: "front" }),
    );
  // Cafe tables with umbrellas, big in the foreground.
  const k = 1.45 * u;
  const tables: number[] = [W * 0.16, W * 0.52, W * 0.9];
  tables.forEach((tx, n) => {
    const ty = H * 0.99;
    const cloth = lit(mood, palette.paper);
    parts.push(rect(tx - 4 * k, ty - 150 * k, 8 * k, 150 * k, palette.ink));
    parts.push(
      path(
        `M${tx - 120 * k} ${ty - 140 * k}Q${tx} ${ty - 210 * k} ${tx + 120 * k} ${ty - 140 * k}Z`,
        lit(mood, n % 2 ? palette.marmalade : palette.harbor),
      ),
    );
    parts.push(
      ellipse(tx, ty - 70 * k, 70 * k, 12 * k, cloth),
      path(`M${tx - 70 * k} ${ty - 70 * k}V${ty - 40 * k}H${tx + 70 * k}V${ty - 70 * k}Z`, cloth),
    );
    parts.push(rect(tx - 3 * k, ty - 40 * k, 6 * k, 40 * k, palette.ink));
    for (const cx of [tx - 95 * k, tx + 95 * k])
      parts.push(
        rect(cx - 16 * k, ty - 46 * k, 32 * k, 6 * k, palette.ink),
        rect(cx - 14 * k, ty - 46 * k, 4 * k, 46 * k, palette.ink),
        rect(cx + 10 * k, ty - 46 * k, 4 * k, 46 * k, palette.ink),
        rect(cx + (cx < tx ? -16 : 12) * k, ty - 90 * k, 4 * k, 46 * k, palette.ink),
      );
    parts.push(
      circle(tx - 30 * k, ty - 82 * k, 10 * k, lit(mood, palette.cream)),
      rect(tx + 20 * k, ty - 100 * k, 12 * k, 28 * k, lit(mood, tint(palette.marmalade, 0.3)), { rx: 3 * k }),
    );
  });
  parts.push(drawCat(canvas, { pose: "loaf", coat: s.coat, x: W * 0.52, y: H * 0.99, size: H * 0.2 }));
  return g(parts);
}

export type TavernSpec = { time: TimeOfDay; coat: Coat; group: boolean };

export function describeTavern(s: TavernSpec): string {
  return `Illustration: ${aCat(s.coat)} waiting on the doorstep of Fraunces Tavern's red brick house${s.group ? " while a guide tells its story to a small group" : ""}, ${timePhrases[s.time]}.`;
}

export function tavern(canvas: Canvas, s: TavernSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const ground = H * 0.8;
  const parts: string[] = [
    drawSky(canvas, mood, {
      sun: mood.sun
        ? { x: W * 0.82, y: H * 0.16, r: 36 * u }
        : mood.moon
          ? { x: W * 0.15, y: H * 0.12, r: 24 * u }
          : undefined,
      clouds: 2,
      stars: 50,
      horizon: ground,
    }),
  ];
  parts.push(towers(canvas, s.time, ground, 0.5));
  const hw = W * 0.56;
  const hx = (W - hw) / 2;
  parts.push(georgianHouse(mood, hx, ground, hw, H * 0.68));
  parts.push(sidewalk(canvas, mood, ground, H * 0.92));
  parts.push(lamp(canvas, mood, hx - 60 * u, H * 0.9, H * 0.44, "crook"));
  parts.push(tree(rng, mood, W * 0.9, H * 0.92, H * 0.55, s.time === "golden" ? "autumn" : "summer"));
  if (s.group) {
    parts.push(drawPerson(guide(rng, "point"), W * 0.24, H * 0.9, 150 * u));
    parts.push(
      drawGroup(rng, {
        x: W * 0.02,
        y: H * 0.92,
        width: W * 0.16,
        count: 4,
        height: 150 * u,
        facing: "mixed",
      }),
    );
  }
  // Doorstep and cat.
  parts.push(rect(W / 2 - 50 * u, ground - 14 * u, 100 * u, 14 * u, lit(mood, tint(palette.muted, 0.4))));
  parts.push(
    drawCat(canvas, {
      pose: "sitFront",
      coat: s.coat,
      x: W / 2,
      y: ground - 14 * u,
      size: H * 0.15,
      tail: "wrap",
    }),
  );
  return g(parts);
}

export type ChurchyardSpec = { time: TimeOfDay; coat: Coat; season: "summer" | "autumn" };

export function describeChurchyard(s: ChurchyardSpec): string {
  return `Illustration: ${aCat(s.coat)} sitting on an old headstone in Trinity Church's churchyard${s.season === "autumn" ? " among fallen leaves" : ""}, ${timePhrases[s.time]}.`;
}

/** Trinity churchyard: leaning headstones, trees, the church behind. */
export function churchyard(canvas: Canvas, s: ChurchyardSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const ground = H * 0.7;
  const parts: string[] = [
    drawSky(canvas, mood, {
      sun: mood.sun
        ? { x: W * 0.2, y: H * 0.2, r: 40 * u }
        : mood.moon
          ? { x: W * 0.2, y: H * 0.14, r: 24 * u }
          : undefined,
      clouds: 2,
      stars: 50,
      horizon: ground,
    }),
  ];
  parts.push(towers(canvas, s.time, ground, 0.55));
  parts.push(trinityChurch(mood, W * 0.62, ground + 10 * u, H * 0.78));
  const grass = lit(mood, mix(tones.leaf, palette.cream, 0.25));
  parts.push(rect(0, ground, W, H - ground, grass));
  parts.push(
    tree(rng, mood, W * 0.1, H * 0.85, H * 0.7, s.season),
    tree(rng, mood, W * 0.92, H * 0.88, H * 0.6, s.season),
  );
  const stone = lit(mood, mix(palette.cream, palette.muted, 0.45));
  const stones: [number, number, number][] = [];
  for (let i = 0; i < 9; i++)
    stones.push([
      W * (0.05 + i * 0.11) + rng.range(-20, 20) * u,
      H * rng.range(0.78, 0.86),
      rng.range(0.7, 1),
    ]);
  stones.sort((a, b) => a[1] - b[1]);
  for (const [sx, sy, k] of stones) {
    const w = 56 * u * k;
    const h = 80 * u * k;
    parts.push(
      g(
        path(
          `M${sx - w / 2} ${sy}V${sy - h + w / 2}A${w / 2} ${w / 2} 0 0 1 ${sx + w / 2} ${sy - h + w / 2}V${sy}Z`,
          shade(stone, rng.range(0, 0.2)),
        ),
        { transform: `rotate(${rng.range(-6, 6).toFixed(1)} ${sx.toFixed(0)} ${sy.toFixed(0)})` },
      ),
    );
  }
  const bx = W * 0.4;
  const by = H * 0.97;
  const w = 110 * u;
  const h = 150 * u;
  parts.push(
    path(
      `M${bx - w / 2} ${by}V${by - h + w / 2}A${w / 2} ${w / 2} 0 0 1 ${bx + w / 2} ${by - h + w / 2}V${by}Z`,
      stone,
    ),
  );
  parts.push(
    rect(bx - w * 0.3, by - h * 0.55, w * 0.6, 4 * u, shade(stone, 0.2)),
    rect(bx - w * 0.22, by - h * 0.45, w * 0.44, 4 * u, shade(stone, 0.2)),
  );
  parts.push(drawCat(canvas, { pose: "loaf", coat: s.coat, x: bx, y: by - h + 6 * u, size: H * 0.15 }));
  if (s.season === "autumn")
    for (let k = 0; k < 40; k++)
      parts.push(
        ellipse(
          rng.range(0, W),
          rng.range(ground + 20 * u, H),
          5 * u,
          2.6 * u,
          lit(mood, rng.pick([palette.marmalade, palette.brick])),
          { opacity: 0.9 },
        ),
      );
  return g(parts);
}
