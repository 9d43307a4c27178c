/** Landmarks of the three tours: the skyline, the Brooklyn Bridge, Wall Street columns, the Custom House, Trinity Church, the Statue of Liberty. */
import { archRect, poly, type Pt } from "./geometry.ts";
import { mix, palette, shade, tint } from "./palette.ts";
import type { Rng } from "./random.ts";
import { lit, type Mood } from "./sky.ts";
import { circle, el, g, path, rect } from "./svg.ts";

export type SkylineOptions = {
  x0: number;
  x1: number;
  base: number;
  height: number;
  color: string;
  windows?: string;
  landmarks?: boolean;
  density?: number;
};

/** Lower Manhattan seen from across the river: boxy towers plus a few recognizable crowns. */
export function skyline(rng: Rng, mood: Mood, o: SkylineOptions): string {
  const parts: string[] = [];
  const span = o.x1 - o.x0;
  const towers: { x: number; w: number; h: number; kind: string }[] = [];
  let x = o.x0 - 10;
  while (x < o.x1) {
    const w = rng.range(18, 46) * (span / 1200) ** 0.3;
    const mid = 1 - Math.abs((x - (o.x0 + span * 0.45)) / span) * 1.3;
    const h = o.height * Math.max(0.12, rng.range(0.2, 0.62) * (0.55 + 0.45 * mid));
    towers.push({ x, w, h, kind: rng.pick(["flat", "flat", "flat", "step", "slant", "notch"]) });
    x += w * rng.range(0.7, 1.05) * (o.density ?? 1);
  }
  if (o.landmarks !== false) {
    towers.push({ x: o.x0 + span * 0.36, w: span * 0.05, h: o.height, kind: "wtc" });
    towers.push({ x: o.x0 + span * 0.56, w: span * 0.035, h: o.height * 0.56, kind: "woolworth" });
    towers.push({ x: o.x0 + span * 0.68, w: span * 0.03, h: o.height * 0.62, kind: "deco" });
    towers.push({ x: o.x0 + span * 0.2, w: span * 0.04, h: o.height * 0.6, kind: "pyramid" });
  }
  towers.sort((a, b) => (a.kind === "flat" ? 0 : 1) - (b.kind === "flat" ? 0 : 1));
  const winColor = o.windows ?? shade(o.color, 0.12);
  for (const t of towers) {
    const top = o.base - t.h;
    switch (t.kind) {
      case "wtc": {
        const cx = t.x + t.w / 2;
        parts.push(
          path(
            poly([
              [t.x, o.base],
              [t.x, top + t.h * 0.85],
              [cx - t.w * 0.22, top],
              [cx + t.w * 0.22, top],
              [t.x + t.w, top + t.h * 0.85],
              [t.x + t.w, o.base],
            ]),
            o.color,
          ),
        );
        parts.push(
          path(
            poly([
              [cx, o.base],
              [t.x + t.w, top + t.h * 0.85],
              [cx + t.w * 0.22, top],
            ]),
            shade(o.color, 0.08),
          ),
        );
        parts.push(rect(cx - 1.2, top - t.h * 0.16, 2.4, t.h * 0.16, o.color));
        break;
      }
      case "woolworth": {
        parts.push(rect(t.x - t.w * 0.5, top + t.h * 0.35, t.w * 2, t.h * 0.65, o.color));
        parts.push(rect(t.x, top + t.h * 0.1, t.w, t.h * 0.9, o.color));
        parts.push(rect(t.x + t.w * 0.15, top + t.h * 0.02, t.w * 0.7, t.h * 0.1, o.color));
        parts.push(
          path(
            poly([
              [t.x + t.w * 0.12, top + t.h * 0.03],
              [t.x + t.w / 2, top - t.h * 0.14],
              [t.x + t.w * 0.88, top + t.h * 0.03],
            ]),
            o.color,
          ),
        );
        for (const px of [0.02, 0.98])
          parts.push(
            path(
              poly([
                [t.x + t.w * px - 2, top + t.h * 0.1],
                [t.x + t.w * px, top + t.h * 0.02],
                [t.x + t.w * px + 2, top + t.h * 0.1],
              ]),
              o.color,
            ),
          );
        break;
      }
      case "deco": {
        parts.push(rect(t.x - t.w * 0.3, top + t.h * 0.3, t.w * 1.6, t.h * 0.7, o.color));
        parts.push(rect(t.x, top + t.h * 0.1, t.w, t.h * 0.9, o.color));
        parts.push(rect(t.x + t.w * 0.2, top + t.h * 0.02, t.w * 0.6, t.h * 0.1, o.color));
        parts.push(
          path(
            poly([
              [t.x + t.w * 0.3, top + t.h * 0.03],
              [t.x + t.w / 2, top - t.h * 0.1],
              [t.x + t.w * 0.7, top + t.h * 0.03],
            ]),
            o.color,
          ),
        );
        break;
      }
      case "pyramid": {
        parts.push(rect(t.x, top + t.h * 0.12, t.w, t.h * 0.88, o.color));
        parts.push(
          path(
            poly([
              [t.x + t.w * 0.1, top + t.h * 0.12],
              [t.x + t.w / 2, top - t.h * 0.02],
              [t.x + t.w * 0.9, top + t.h * 0.12],
            ]),
            shade(o.color, 0.05),
          ),
        );
        parts.push(rect(t.x + t.w / 2 - 1, top - t.h * 0.12, 2, t.h * 0.12, o.color));
        break;
      }
      case "step":
        parts.push(
          rect(t.x, top + 10, t.w, t.h - 10, o.color),
          rect(t.x + t.w * 0.2, top, t.w * 0.6, 12, o.color),
        );
        break;
      case "slant":
        parts.push(
          path(
            poly([
              [t.x, o.base],
              [t.x, top + 10],
              [t.x + t.w, top],
              [t.x + t.w, o.base],
            ]),
            o.color,
          ),
        );
        break;
      case "notch":
        parts.push(
          rect(t.x, top, t.w * 0.45, t.h, o.color),
          rect(t.x + t.w * 0.45, top + 8, t.w * 0.55, t.h - 8, o.color),
        );
        break;
      default:
        parts.push(rect(t.x, top, t.w, t.h, o.color));
    }
    // Window rows: a few faint bands, lit points at night.
    if (t.kind !== "wtc") {
      for (let yy = top + 12; yy < o.base - 6; yy += rng.range(10, 16)) {
        if (mood.litShare > 0.3 && rng.chance(0.55)) {
          for (let k = 0; k < 3; k++)
            if (rng.chance(0.6))
              parts.push(
                rect(t.x + 3 + rng.range(0, Math.max(1, t.w - 8)), yy, 3, 2.5, mood.litGlass, {
                  opacity: 0.85,
                }),
              );
        } else if (rng.chance(0.4)) {
          parts.push(rect(t.x + 2, yy, Math.max(0, t.w - 4), 1.6, winColor, { opacity: 0.7 }));
        }
      }
    }
  }
  return g(parts);
}

export type BridgeOptions = {
  x: number;
  deck: number;
  towerWidth: number;
  towerHeight: number;
  spanLeft: number;
  spanRight: number;
  color: string;
  cable: string;
  water?: number;
  /** What shows through the arches (the sky). */ opening?: string;
};

/** A Brooklyn Bridge tower with its twin pointed arches, main cables, suspenders and diagonal stays. */
export function brooklynBridge(o: BridgeOptions): string {
  const parts: string[] = [];
  const { x, deck, towerWidth: tw, towerHeight: th } = o;
  const top = deck - th;
  const base = o.water ?? deck + th * 0.35;
  const cableTop = top + th * 0.1;
  const sides: [number, number][] = [
    [x - tw * 0.36, -o.spanLeft],
    [x + tw * 0.36, o.spanRight],
  ];
  // Cables behind the tower.
  const cableParts: string[] = [];
  for (const [cx, span] of sides) {
    for (const sx of [cx - tw * 0.5 * 0 - tw * 0.12, cx + tw * 0.12]) {
      const endX = sx + span;
      const sag = span > 0 ? deck - 12 : deck - 12;
      const d = `M${sx} ${cableTop}Q${sx + span * 0.5} ${sag + th * 0.18} ${endX} ${deck - th * 0.02}`;
      cableParts.push(el("path", { d, stroke: o.cable, "stroke-width": 3.2, fill: "none" }));
      // Suspenders.
      for (let i = 1; i < 22; i++) {
        const t = i / 22;
        const px = sx + span * t;
        const py =
          (1 - t) * (1 - t) * cableTop + 2 * (1 - t) * t * (sag + th * 0.18) + t * t * (deck - th * 0.02);
        cableParts.push(
          el("path", { d: `M${px} ${py}V${deck}`, stroke: o.cable, "stroke-width": 1, opacity: 0.8 }),
        );
      }
      // Diagonal stays fanning from the tower.
      for (let i = 1; i < 8; i++) {
        cableParts.push(
          el("path", {
            d: `M${sx} ${cableTop + 6}L${sx + span * 0.05 * i} ${deck}`,
            stroke: o.cable,
            "stroke-width": 0.9,
            opacity: 0.75,
          }),
        );
      }
    }
  }
  parts.push(g(cableParts));
  // Deck.
  parts.push(rect(x - o.spanLeft - 20, deck, o.spanLeft + o.spanRight + 40, th * 0.05, shade(o.color, 0.25)));
  parts.push(
    rect(
      x - o.spanLeft - 20,
      deck + th * 0.05,
      o.spanLeft + o.spanRight + 40,
      th * 0.02,
      shade(o.color, 0.45),
    ),
  );
  // Tower.
  const stone = o.color;
  const arch = o.opening ?? shade(stone, 0.4);
  parts.push(rect(x - tw / 2, top, tw, base - top, stone));
  parts.push(rect(x - tw / 2 - tw * 0.04, top, tw * 1.08, th * 0.05, shade(stone, 0.15)));
  parts.push(rect(x - tw / 2, top + th * 0.06, tw, th * 0.02, shade(stone, 0.1)));
  const aw = tw * 0.24;
  for (const ax of [x - tw * 0.3 - aw / 2 + tw * 0.05, x + tw * 0.3 - aw / 2 - tw * 0.05]) {
    const ay = top + th * 0.22;
    const ah = deck - ay + th * 0.28;
    parts.push(path(gothicArch(ax, ay, aw, ah), arch));
  }
  for (let yy = top + th * 0.12; yy < base - th * 0.1; yy += th * 0.045)
    parts.push(rect(x - tw / 2, yy, tw, 1.2, shade(stone, 0.12), { opacity: 0.5 }));
  // Pilasters.
  for (const px of [x - tw / 2, x - tw * 0.06, x + tw / 2 - tw * 0.06])
    parts.push(rect(px, top + th * 0.1, tw * 0.06, base - top - th * 0.1, shade(stone, 0.08)));
  parts.push(rect(x - tw / 2 - tw * 0.06, base - th * 0.08, tw * 1.12, th * 0.08, shade(stone, 0.12)));
  return g(parts);
}

/** A pointed (gothic) arch opening. */
export function gothicArch(x: number, y: number, w: number, h: number): string {
  const r = w * 0.85;
  return `M${x} ${y + h}V${y + w * 0.6}A${r} ${r} 0 0 1 ${x + w / 2} ${y}A${r} ${r} 0 0 1 ${x + w} ${y + w * 0.6}V${y + h}Z`;
}

export type PorticoOptions = {
  x: number;
  ground: number;
  width: number;
  height: number;
  columns: number;
  stone: string;
  mood: Mood;
  steps?: number;
};

/** A Greek Revival portico (Federal Hall on Wall Street): steps, columns, entablature, pediment. */
export function portico(o: PorticoOptions): { svg: string; stepsTop: number; stepPoints: Pt[] } {
  const parts: string[] = [];
  const stone = lit(o.mood, o.stone);
  const shadowStone = shade(stone, 0.18);
  const steps = o.steps ?? 8;
  const stepH = o.height * 0.022;
  const stepsTop = o.ground - steps * stepH;
  const colTop = stepsTop - o.height * 0.62;
  const entH = o.height * 0.1;
  const pedH = o.height * 0.17;
  const left = o.x;
  const right = o.x + o.width;
  // Wall behind the columns.
  parts.push(rect(left + o.width * 0.04, colTop, o.width * 0.92, stepsTop - colTop, shade(stone, 0.35)));
  // Doors between columns.
  const colW = (o.width * 0.9) / (o.columns * 1.9);
  const gap = (o.width * 0.9 - colW * o.columns) / (o.columns - 1);
  const x0 = left + o.width * 0.05;
  for (let i = 0; i < o.columns - 1; i++) {
    const dx = x0 + colW + i * (colW + gap) + gap * 0.25;
    const tall = (stepsTop - colTop) * 0.55;
    parts.push(rect(dx, stepsTop - tall, gap * 0.5, tall, shade(stone, 0.55)));
    parts.push(rect(dx, stepsTop - tall * 1.45, gap * 0.5, tall * 0.32, shade(stone, 0.55)));
  }
  // Columns with fluting.
  const stepPoints: Pt[] = [];
  for (let i = 0; i < o.columns; i++) {
    const cx = x0 + i * (colW + gap);
    parts.push(rect(cx, colTop + entH * 0.2, colW, stepsTop - colTop, stone));
    for (let f = 1; f < 4; f++)
      parts.push(
        rect(
          cx + (colW / 4) * f - 0.7,
          colTop + entH * 0.4,
          1.4,
          stepsTop - colTop - entH * 0.5,
          shadowStone,
          { opacity: 0.8 },
        ),
      );
    parts.push(rect(cx - colW * 0.15, colTop + entH * 0.15, colW * 1.3, entH * 0.22, shadowStone));
    parts.push(rect(cx - colW * 0.1, stepsTop - entH * 0.2, colW * 1.2, entH * 0.2, shadowStone));
  }
  // Entablature and pediment.
  parts.push(rect(left, colTop - entH * 0.8, o.width, entH, stone));
  parts.push(rect(left, colTop - entH * 0.15, o.width, entH * 0.18, shadowStone));
  parts.push(rect(left - 6, colTop - entH * 0.95, o.width + 12, entH * 0.2, shade(stone, 0.08)));
  parts.push(
    path(
      poly([
        [left - 8, colTop - entH * 0.9],
        [o.x + o.width / 2, colTop - entH * 0.9 - pedH],
        [right + 8, colTop - entH * 0.9],
      ]),
      shade(stone, 0.06),
    ),
  );
  parts.push(
    path(
      poly([
        [left + 14, colTop - entH * 1.05],
        [o.x + o.width / 2, colTop - entH * 0.9 - pedH + 12],
        [right - 14, colTop - entH * 1.05],
      ]),
      shade(stone, 0.2),
    ),
  );
  // Steps.
  for (let s = 0; s < steps; s++) {
    const y = stepsTop + s * stepH;
    const inset = (steps - s) * 2;
    parts.push(
      rect(
        left - 20 - s * 6 + inset,
        y,
        o.width + 40 + s * 12 - inset * 2,
        stepH,
        s % 2 ? stone : tint(stone, 0.12),
      ),
    );
    stepPoints.push([o.x + o.width / 2, y]);
  }
  return { svg: g(parts), stepsTop, stepPoints };
}

/** The Custom House at Bowling Green: a wide Beaux-Arts front with giant columns and a mansard roof. */
export function customHouse(mood: Mood, x: number, ground: number, width: number, height: number): string {
  const parts: string[] = [];
  const stone = lit(mood, mix(palette.cream, palette.muted, 0.2));
  const dark = shade(stone, 0.35);
  const roof = lit(mood, mix(palette.muted, palette.harbor, 0.4));
  const top = ground - height;
  const baseH = height * 0.3;
  const colH = height * 0.42;
  const attic = height * 0.12;
  // Mansard roof with dormers.
  parts.push(
    path(
      poly([
        [x + width * 0.04, top + height * 0.16],
        [x + width * 0.1, top],
        [x + width * 0.9, top],
        [x + width * 0.96, top + height * 0.16],
      ]),
      roof,
    ),
  );
  for (let i = 0; i < 7; i++) {
    const dx = x + width * 0.16 + i * width * 0.113;
    parts.push(
      path(archRect(dx, top + height * 0.03, width * 0.04, height * 0.1), tint(roof, 0.35)),
      path(archRect(dx + 3, top + height * 0.05, width * 0.04 - 6, height * 0.08), mood.glass),
    );
  }
  // Cartouche at the middle of the roofline.
  parts.push(
    path(
      `M${x + width / 2 - 30} ${top + 4}Q${x + width / 2} ${top - 40} ${x + width / 2 + 30} ${top + 4}Z`,
      stone,
    ),
  );
  parts.push(circle(x + width / 2, top - 8, 9, shade(stone, 0.2)));
  // Attic and cornice.
  const body = top + height * 0.16;
  parts.push(rect(x, body, width, ground - body, stone));
  parts.push(rect(x - 8, body, width + 16, attic * 0.35, shade(stone, 0.1)));
  for (let i = 0; i < 30; i++)
    parts.push(rect(x + i * (width / 30) + 2, body + attic * 0.35, width / 60, attic * 0.12, dark));
  // Giant columns across the upper floors.
  const colTop = body + attic;
  const n = 12;
  const colW = width / (n * 2.1);
  for (let i = 0; i < n; i++) {
    const cx = x + width * 0.05 + i * ((width * 0.9 - colW) / (n - 1));
    if (i > 0) {
      const px = cx - (width * 0.9 - colW) / (n - 1) + colW + 4;
      const pw = (width * 0.9 - colW) / (n - 1) - colW - 8;
      parts.push(
        rect(px, colTop + colH * 0.12, pw, colH * 0.34, mood.glass),
        rect(px, colTop + colH * 0.58, pw, colH * 0.3, mood.glass),
      );
      parts.push(rect(px, colTop + colH * 0.46, pw, colH * 0.06, dark));
    }
    parts.push(rect(cx, colTop, colW, colH, tint(stone, 0.25)));
    parts.push(rect(cx - colW * 0.2, colTop, colW * 1.4, colH * 0.06, dark));
  }
  parts.push(rect(x - 4, colTop + colH, width + 8, height * 0.03, shade(stone, 0.15)));
  // Rusticated base with arched openings and a central stair.
  const baseTop = ground - baseH;
  for (let yy = baseTop + 10; yy < ground; yy += 12) parts.push(rect(x, yy, width, 1.6, shade(stone, 0.15)));
  for (let i = 0; i < 9; i++) {
    if (i === 4) continue;
    const ax = x + width * 0.06 + i * width * 0.1;
    parts.push(path(archRect(ax, baseTop + baseH * 0.18, width * 0.05, baseH * 0.6), mood.glass));
  }
  parts.push(
    path(archRect(x + width / 2 - width * 0.05, baseTop + baseH * 0.05, width * 0.1, baseH * 0.95), dark),
  );
  // Four seated sculptures on pedestals (simplified to blocks with figures).
  for (const sx of [0.12, 0.3, 0.7, 0.88]) {
    const px = x + width * sx;
    parts.push(rect(px - 22, ground - 34, 44, 34, shade(stone, 0.1)));
    parts.push(
      path(
        `M${px - 14} ${ground - 34}V${ground - 66}Q${px - 12} ${ground - 84} ${px} ${ground - 86}Q${px + 12} ${ground - 84} ${px + 14} ${ground - 66}V${ground - 34}Z`,
        shade(stone, 0.22),
      ),
    );
    parts.push(circle(px, ground - 92, 7, shade(stone, 0.22)));
  }
  return g(parts);
}

/** Trinity Church: a dark brownstone Gothic tower and spire. */
export function trinityChurch(
  mood: Mood,
  x: number,
  ground: number,
  height: number,
  color = mix(palette.brick, palette.ink, 0.55),
): string {
  const stone = lit(mood, color);
  const dark = shade(stone, 0.4);
  const w = height * 0.16;
  const towerTop = ground - height * 0.5;
  const parts: string[] = [];
  // Nave behind.
  parts.push(
    path(
      poly([
        [x - w * 1.6, ground],
        [x - w * 1.6, ground - height * 0.26],
        [x - w * 0.9, ground - height * 0.36],
        [x + w * 1.9, ground - height * 0.36],
        [x + w * 2.6, ground - height * 0.26],
        [x + w * 2.6, ground],
      ]),
      shade(stone, 0.12),
    ),
  );
  for (let i = 0; i < 3; i++)
    parts.push(
      path(
        gothicArch(x + w * (0.9 + i * 0.55), ground - height * 0.24, w * 0.24, height * 0.16),
        mood.litShare > 0.3 ? mood.litGlass : dark,
      ),
    );
  // Tower.
  parts.push(rect(x - w / 2, towerTop, w, ground - towerTop, stone));
  parts.push(path(gothicArch(x - w * 0.22, ground - height * 0.16, w * 0.44, height * 0.16), dark));
  parts.push(path(gothicArch(x - w * 0.16, towerTop + height * 0.06, w * 0.32, height * 0.14), dark));
  parts.push(circle(x, towerTop + height * 0.25, w * 0.14, mix(palette.cream, palette.marmalade, 0.3)));
  // Pinnacles and spire.
  parts.push(rect(x - w * 0.55, towerTop - 6, w * 1.1, 8, shade(stone, 0.15)));
  for (const px of [-0.5, 0.5])
    parts.push(
      path(
        poly([
          [x + w * px - 6, towerTop - 4],
          [x + w * px, towerTop - height * 0.1],
          [x + w * px + 6, towerTop - 4],
        ]),
        stone,
      ),
    );
  parts.push(
    path(
      poly([
        [x - w * 0.42, towerTop - 4],
        [x, ground - height],
        [x + w * 0.42, towerTop - 4],
      ]),
      stone,
    ),
  );
  parts.push(
    path(
      poly([
        [x, towerTop - 4],
        [x, ground - height],
        [x + w * 0.42, towerTop - 4],
      ]),
      shade(stone, 0.15),
    ),
  );
  parts.push(
    rect(x - 1.2, ground - height - 16, 2.4, 16, stone),
    rect(x - 6, ground - height - 11, 12, 2.4, stone),
  );
  return g(parts);
}

/** The Statue of Liberty as a small distant silhouette. */
export function libertySilhouette(x: number, base: number, height: number, color: string): string {
  const s = height / 100;
  return g(
    [
      path("M-16 0L-12 -34H12L16 0Z", color),
      path("M-9 -34L-6 -46H6L9 -34Z", color),
      path("M-6 -46Q-8 -70 -3 -80L3 -80Q7 -68 6 -46Z", color),
      circle(0, -84, 4, color),
      path("M-4 -87L-7 -93M0 -88V-95M4 -87L7 -93", "none", { stroke: color, "stroke-width": 1.6 }),
      path("M3 -78L9 -97L12 -96L7 -77Z", color),
      path("M8 -97L13 -99L12 -103L9 -104Z", color),
      path("M-6 -70L-12 -64L-9 -62L-4 -66Z", color),
    ],
    { transform: `translate(${x} ${base}) scale(${s})` },
  );
}

/** Fraunces Tavern: a three-story Georgian brick house with a hipped roof and dormers. */
export function georgianHouse(mood: Mood, x: number, ground: number, width: number, height: number): string {
  const brick = lit(mood, palette.brick);
  const trim = lit(mood, palette.paper);
  const roofColor = lit(mood, mix(palette.muted, palette.ink, 0.35));
  const parts: string[] = [];
  const roofH = height * 0.22;
  const top = ground - height + roofH;
  parts.push(
    path(
      poly([
        [x - 6, top],
        [x + width * 0.08, top - roofH],
        [x + width * 0.92, top - roofH],
        [x + width + 6, top],
      ]),
      roofColor,
    ),
  );
  for (const cx of [0.16, 0.84])
    parts.push(
      rect(x + width * cx - 9, top - roofH - 22, 18, 30, brick),
      rect(x + width * cx - 11, top - roofH - 24, 22, 5, shade(brick, 0.2)),
    );
  for (let i = 0; i < 3; i++) {
    const dx = x + width * (0.28 + i * 0.22) - 14;
    parts.push(
      path(
        `M${dx} ${top}V${top - roofH * 0.65}L${dx + 14} ${top - roofH * 0.95}L${dx + 28} ${top - roofH * 0.65}V${top}Z`,
        trim,
      ),
    );
    parts.push(rect(dx + 6, top - roofH * 0.6, 16, roofH * 0.5, mood.glass));
  }
  parts.push(rect(x, top, width, ground - top, brick));
  parts.push(rect(x - 4, top, width + 8, 7, trim));
  for (let yy = top + 14; yy < ground; yy += 7)
    parts.push(rect(x, yy, width, 0.8, shade(brick, 0.2), { opacity: 0.4 }));
  const floors = 3;
  const fh = (ground - top - 10) / floors;
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < 5; c++) {
      if (f === floors - 1 && c === 2) continue;
      const wx = x + width * (0.08 + c * 0.19);
      const wy = top + 14 + f * fh;
      parts.push(
        rect(wx - 3, wy - 6, width * 0.11 + 6, 6, trim),
        rect(wx, wy, width * 0.11, fh * 0.62, trim),
        rect(
          wx + 2,
          wy + 2,
          width * 0.11 - 4,
          fh * 0.62 - 4,
          mood.litShare > 0.3 ? mood.litGlass : mood.glass,
        ),
      );
      parts.push(rect(wx + 2, wy + fh * 0.31 - 1, width * 0.11 - 4, 2, trim));
    }
  }
  const dw = width * 0.11;
  parts.push(
    path(archRect(x + width / 2 - dw / 2 - 6, ground - fh * 0.85 - 6, dw + 12, fh * 0.85 + 6), trim),
  );
  parts.push(
    path(archRect(x + width / 2 - dw / 2, ground - fh * 0.85, dw, fh * 0.85), shade(palette.harbor, 0.3)),
  );
  return g(parts);
}
