/** Buildings in flat elevation: brownstones with stoops, tenements with fire escapes, plain blocks. */
import { archRect, poly, type Pt } from "./geometry.ts";
import { mix, palette, shade, tint } from "./palette.ts";
import type { Rng } from "./random.ts";
import { lit, type Mood } from "./sky.ts";
import { circle, el, g, path, rect } from "./svg.ts";

export type Box = { x: number; y: number; w: number; h: number };

export type WindowStyle = {
  glass: string;
  frame: string;
  lintel?: string;
  sill?: string;
  lit: boolean;
  litGlass: string;
  panes?: "two" | "four" | "none";
  arch?: boolean;
  shade?: number;
};

/** One window with frame, glass (maybe lit), sash bar, lintel and sill. */
export function windowShape(b: Box, style: WindowStyle): string {
  const parts: string[] = [];
  const frame = 0.12 * Math.min(b.w, b.h * 0.6);
  const glass = style.lit ? style.litGlass : style.glass;
  const outer = style.arch ? archRect(b.x - frame, b.y - frame, b.w + frame * 2, b.h + frame * 2) : "";
  if (style.lintel)
    parts.push(rect(b.x - frame * 2.2, b.y - frame * 2.6, b.w + frame * 4.4, frame * 2.2, style.lintel));
  parts.push(
    style.arch
      ? path(outer, style.frame)
      : rect(b.x - frame, b.y - frame, b.w + frame * 2, b.h + frame * 2, style.frame),
  );
  parts.push(style.arch ? path(archRect(b.x, b.y, b.w, b.h), glass) : rect(b.x, b.y, b.w, b.h, glass));
  // A shade pulled part way down.
  if (style.shade && !style.lit)
    parts.push(rect(b.x, b.y, b.w, b.h * style.shade, mix(style.glass, palette.cream, 0.55)));
  if (style.lit && style.shade)
    parts.push(rect(b.x, b.y, b.w, b.h * style.shade, mix(style.litGlass, palette.paper, 0.35)));
  const bar = Math.max(1, frame * 0.55);
  if (style.panes !== "none") {
    parts.push(rect(b.x, b.y + b.h * 0.5 - bar / 2, b.w, bar, style.frame));
    if (style.panes === "four") parts.push(rect(b.x + b.w / 2 - bar / 2, b.y, bar, b.h, style.frame));
  }
  if (!style.lit && !style.arch)
    parts.push(
      path(
        `M${b.x} ${b.y + b.h * 0.55}L${b.x + b.w * 0.55} ${b.y}H${b.x + b.w * 0.8}L${b.x} ${b.y + b.h * 0.85}Z`,
        "#FFFFFF",
        { opacity: 0.1 },
      ),
    );
  if (style.sill)
    parts.push(rect(b.x - frame * 1.6, b.y + b.h + frame * 0.6, b.w + frame * 3.2, frame * 1.5, style.sill));
  return g(parts);
}

export type Stoop = { steps: Pt[]; landing: Pt; foot: Pt; railTop: [Pt, Pt]; newel: Pt };

export type BuildingResult = {
  svg: string;
  windows: Box[];
  door?: Box;
  stoop?: Stoop;
  roof: number;
  box: Box;
};

export type BrownstoneOptions = {
  x: number;
  ground: number;
  width: number;
  height: number;
  color: string;
  /** Door on the left or right; the stoop descends toward the middle. */
  door: "left" | "right";
  floors?: number;
  trim?: string;
  doorColor?: string;
  /** Draw the stoop and railing (skip when something is in front). */
  stoop?: boolean;
  bay?: boolean;
  planter?: boolean;
};

export function brownstone(rng: Rng, mood: Mood, o: BrownstoneOptions): BuildingResult {
  const { x, ground, width: w, height: h } = o;
  const top = ground - h;
  const color = lit(mood, o.color);
  const dark = shade(color, 0.28);
  const trim = lit(mood, o.trim ?? mix(o.color, palette.cream, 0.35));
  const parts: string[] = [];
  const windows: Box[] = [];
  const floors = o.floors ?? 3;
  const garden = h * 0.2;
  const cornice = h * 0.075;
  parts.push(rect(x, top, w, h, color));
  // Subtle rustication on the garden level.
  parts.push(rect(x, ground - garden, w, garden, shade(color, 0.1)));
  for (let i = 1; i < 4; i++)
    parts.push(rect(x, ground - garden + (garden / 4) * i, w, 1.2, shade(color, 0.22), { opacity: 0.5 }));
  parts.push(rect(x, ground - garden - 3, w, 4, trim));
  // Cornice with brackets.
  parts.push(rect(x - 6, top, w + 12, cornice, dark));
  parts.push(rect(x - 8, top - 4, w + 16, 6, shade(color, 0.4)));
  const brackets = Math.max(3, Math.round(w / 40));
  for (let i = 0; i <= brackets; i++) {
    const bx = x - 2 + (i * (w + 4)) / brackets - 3;
    parts.push(path(`M${bx} ${top + 2}h7v${cornice + 6}q-3.5 -5 -7 -5z`, shade(color, 0.45)));
  }
  for (let i = 0; i < Math.floor(w / 9); i++)
    parts.push(rect(x + 3 + i * 9, top + cornice - 5, 4.5, 4, shade(color, 0.1)));

  const doorW = Math.min(w * 0.2, 44);
  const doorX = o.door === "left" ? x + w * 0.1 : x + w * 0.9 - doorW;
  const upperBottom = ground - garden;
  const floorH = (upperBottom - (top + cornice)) / floors;
  const cols = 3;
  const colW = w / cols;
  const glassFor = (): Pick<WindowStyle, "lit" | "shade"> => ({
    lit: rng.chance(mood.litShare),
    shade: rng.chance(0.5) ? rng.range(0.15, 0.45) : 0,
  });
  for (let f = 0; f < floors; f++) {
    const parlor = f === floors - 1;
    const fy = top + cornice + f * floorH;
    const wh = floorH * (parlor ? 0.72 : 0.6);
    const wy = fy + floorH * (parlor ? 0.12 : 0.2);
    for (let c = 0; c < cols; c++) {
      const isDoorCol = parlor && ((o.door === "left" && c === 0) || (o.door === "right" && c === cols - 1));
      if (isDoorCol) continue;
      const ww = colW * 0.44;
      const wx = x + colW * c + (colW - ww) / 2;
      const box = { x: wx, y: wy, w: ww, h: wh };
      windows.push(box);
      parts.push(
        windowShape(box, {
          glass: mood.glass,
          litGlass: mood.litGlass,
          frame: trim,
          lintel: trim,
          sill: trim,
          panes: "two",
          arch: parlor && o.bay !== true,
          ...glassFor(),
        }),
      );
    }
  }
  // Door with surround and transom.
  const doorH = floorH * 0.78;
  const doorY = upperBottom - doorH;
  const door = { x: doorX, y: doorY, w: doorW, h: doorH };
  parts.push(path(archRect(doorX - 7, doorY - 9, doorW + 14, doorH + 9), trim));
  parts.push(
    path(archRect(doorX, doorY, doorW, doorH), o.doorColor ? lit(mood, o.doorColor) : shade(color, 0.5)),
  );
  parts.push(
    rect(doorX + doorW / 2 - 0.8, doorY + doorW * 0.5, 1.6, doorH - doorW * 0.5, shade(color, 0.65)),
  );
  parts.push(
    path(
      archRect(doorX + 3, doorY + 3, doorW - 6, doorW * 0.42),
      mood.litShare > 0.3 ? mood.litGlass : mood.glass,
    ),
  );
  parts.push(
    circle(doorX + (o.door === "left" ? doorW - 6 : 6), doorY + doorH * 0.58, 1.8, palette.marmalade),
  );

  // Garden level windows with iron grilles.
  const gy = ground - garden * 0.82;
  const gh = garden * 0.55;
  for (let c = 0; c < cols; c++) {
    const underStoop = (o.door === "left" && c === 1) || (o.door === "right" && c === 1);
    if (underStoop && o.stoop !== false) continue;
    const ww = colW * 0.4;
    const wx = x + colW * c + (colW - ww) / 2;
    parts.push(
      windowShape(
        { x: wx, y: gy, w: ww, h: gh },
        { glass: mood.glass, litGlass: mood.litGlass, frame: trim, panes: "none", ...glassFor() },
      ),
    );
    for (let i = 1; i < 5; i++)
      parts.push(rect(wx + (ww / 5) * i - 0.8, gy, 1.6, gh, palette.ink, { opacity: 0.85 }));
  }

  let stoop: Stoop | undefined;
  if (o.stoop !== false) {
    stoop = drawStoop(parts, mood, {
      doorX,
      doorW,
      ground,
      rise: garden,
      towardRight: o.door === "left",
      color: mix(color, palette.cream, 0.12),
    });
  }
  return { svg: g(parts), windows, door, stoop, roof: top, box: { x, y: top, w, h } };
}

function drawStoop(
  parts: string[],
  mood: Mood,
  o: { doorX: number; doorW: number; ground: number; rise: number; towardRight: boolean; color: string },
): Stoop {
  const n = 7;
  const riseStep = o.rise / n;
  const run = riseStep * 1.55;
  const dir = o.towardRight ? 1 : -1;
  const landingNear = o.towardRight ? o.doorX + o.doorW + 10 : o.doorX - 10;
  const landingFar = o.towardRight ? o.doorX - 12 : o.doorX + o.doorW + 12;
  const top = o.ground - o.rise;
  const profile: Pt[] = [
    [landingFar, o.ground],
    [landingFar, top],
    [landingNear, top],
  ];
  const steps: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const sx = landingNear + dir * run * i;
    const sy = top + riseStep * i;
    profile.push([sx, sy + riseStep], [sx + dir * run, sy + riseStep]);
    steps.push([sx + (dir * run) / 2, sy + riseStep]);
  }
  const footX = landingNear + dir * run * n;
  profile.push([footX, o.ground]);
  parts.push(path(poly(profile), shade(o.color, 0.05)));
  // Tread highlights.
  for (let i = 0; i < n; i++) {
    const sx = landingNear + dir * run * i;
    const sy = top + riseStep * (i + 1);
    parts.push(
      rect(Math.min(sx, sx + dir * run) - 1, sy - 1.5, run + 2, 3, mix(o.color, palette.cream, 0.3)),
    );
  }
  parts.push(
    rect(
      Math.min(landingFar, landingNear) - 1,
      top - 1.5,
      Math.abs(landingNear - landingFar) + 2,
      3,
      mix(o.color, palette.cream, 0.3),
    ),
  );
  // Iron railing: top rail parallel to the steps, balusters, a volute at the foot.
  const railH = o.rise * 0.55;
  const r0: Pt = [landingNear, top - railH];
  const r1: Pt = [footX - dir * run * 0.2, o.ground - riseStep - railH * 0.8];
  const iron = mood.time === "night" ? mix(palette.ink, palette.muted, 0.3) : palette.ink;
  parts.push(
    el("path", {
      d: `M${landingFar} ${top - railH}L${r0[0]} ${r0[1]}L${r1[0]} ${r1[1]}`,
      stroke: iron,
      "stroke-width": 3,
      fill: "none",
      "stroke-linejoin": "round",
    }),
  );
  const count = n * 2;
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const bx = r0[0] + (r1[0] - r0[0]) * t;
    const by = r0[1] + (r1[1] - r0[1]) * t;
    const stepIndex = Math.min(n - 1, Math.floor(Math.abs(bx - landingNear) / run));
    const base = top + riseStep * (stepIndex + (Math.abs(bx - landingNear) > 0.5 ? 1 : 0));
    parts.push(rect(bx - 0.8, by, 1.6, base - by, iron));
  }
  for (let i = 0; i <= 4; i++) {
    const bx = landingFar + ((landingNear - landingFar) * i) / 4;
    parts.push(rect(bx - 0.8, top - railH, 1.6, railH, iron));
  }
  const newel: Pt = [r1[0] + dir * 4, o.ground - riseStep];
  parts.push(rect(newel[0] - 3, r1[1] - 6, 6, o.ground - r1[1] + 6 - riseStep * 0.2, iron));
  parts.push(circle(newel[0], r1[1] - 8, 4.5, iron));
  return {
    steps,
    landing: [(landingNear + landingFar) / 2, top],
    foot: [footX, o.ground],
    railTop: [r0, r1],
    newel: [newel[0], r1[1] - 12],
  };
}

export type TenementOptions = {
  x: number;
  ground: number;
  width: number;
  floors: number;
  color: string;
  fireEscape?: boolean;
  storefront?: { awning: string; stripe?: string; lit?: boolean };
  cornice?: string;
  /** Height of one floor in px (58 by default); everything scales with it. */
  floorH?: number;
};

/** A walk-up tenement: brick, lintels, a fire escape, often a shop at street level. */
export function tenement(rng: Rng, mood: Mood, o: TenementOptions): BuildingResult {
  const { x, ground, width: w } = o;
  const floorH = o.floorH ?? 58;
  const k = floorH / 58;
  const shopH = o.storefront ? 74 * k : 0;
  const h = shopH + o.floors * floorH + 34 * k;
  const top = ground - h;
  const color = lit(mood, o.color);
  const trim = lit(mood, mix(palette.cream, o.color, 0.15));
  const parts: string[] = [rect(x, top, w, h, color)];
  // Brick coursing hint.
  for (let yy = top + 40 * k; yy < ground - shopH; yy += 9 * k)
    parts.push(rect(x, yy, w, k, shade(color, 0.18), { opacity: 0.35 }));
  const corniceColor = lit(mood, o.cornice ?? shade(o.color, 0.35));
  parts.push(
    rect(x - 5 * k, top, w + 10 * k, 16 * k, corniceColor),
    rect(x - 7 * k, top - 4 * k, w + 14 * k, 6 * k, shade(corniceColor, 0.3)),
  );
  for (let i = 0; i < w / (14 * k); i++)
    parts.push(rect(x + (2 + i * 14) * k, top + 16 * k, 6 * k, 7 * k, corniceColor));
  const cols = Math.max(3, Math.round(w / (52 * k)));
  const colW = w / cols;
  const windows: Box[] = [];
  for (let f = 0; f < o.floors; f++) {
    const fy = top + 34 * k + f * floorH;
    for (let c = 0; c < cols; c++) {
      const box = { x: x + c * colW + colW * 0.27, y: fy + 10 * k, w: colW * 0.46, h: floorH * 0.62 };
      windows.push(box);
      parts.push(
        windowShape(box, {
          glass: mood.glass,
          litGlass: mood.litGlass,
          frame: trim,
          lintel: trim,
          sill: trim,
          panes: "two",
          lit: rng.chance(mood.litShare),
          shade: rng.chance(0.5) ? rng.range(0.2, 0.5) : 0,
        }),
      );
    }
  }
  if (o.fireEscape)
    parts.push(
      fireEscape(mood, {
        x: x + colW * 0.15,
        width: colW * 1.7,
        top: top + 34 * k,
        floorH,
        floors: o.floors,
        bottom: ground - shopH,
      }),
    );
  if (o.storefront) parts.push(storefront(rng, mood, { x, y: ground - shopH, w, h: shopH, ...o.storefront }));
  return { svg: g(parts), windows, roof: top, box: { x, y: top, w, h } };
}

/** Zig-zag fire escape: a platform under each floor's windows and ladders between them. */
export function fireEscape(
  mood: Mood,
  o: { x: number; width: number; top: number; floorH: number; floors: number; bottom: number },
): string {
  const iron = mood.time === "night" ? mix(palette.ink, palette.muted, 0.25) : palette.ink;
  const parts: string[] = [];
  const k = Math.min(3, o.floorH / 58);
  for (let f = 0; f < o.floors; f++) {
    const py = o.top + (f + 1) * o.floorH - 6 * k;
    if (py > o.bottom - 10 * k) break;
    parts.push(rect(o.x, py, o.width, 3.5 * k, iron));
    parts.push(rect(o.x, py - 20 * k, o.width, 2 * k, iron));
    for (let i = 0; i <= 12; i++)
      parts.push(rect(o.x + (o.width / 12) * i - 0.6 * k, py - 20 * k, 1.2 * k, 20 * k, iron));
    if (f < o.floors - 1 && o.top + (f + 2) * o.floorH - 6 * k < o.bottom - 10 * k) {
      const left = f % 2 === 0;
      const lx0 = left ? o.x + o.width * 0.1 : o.x + o.width * 0.9;
      const lx1 = left ? o.x + o.width * 0.45 : o.x + o.width * 0.55;
      const y0 = py;
      const y1 = py + o.floorH;
      parts.push(
        el("path", {
          d: `M${lx0} ${y0}L${lx1} ${y1}M${lx0 + 7 * k} ${y0}L${lx1 + 7 * k} ${y1}`,
          stroke: iron,
          "stroke-width": 1.6 * k,
        }),
      );
      for (let i = 1; i < 8; i++) {
        const t = i / 8;
        parts.push(
          el("path", {
            d: `M${lx0 + (lx1 - lx0) * t} ${y0 + (y1 - y0) * t}h${7 * k}`,
            stroke: iron,
            "stroke-width": 1.2 * k,
          }),
        );
      }
    }
  }
  return g(parts);
}

export type StorefrontOptions = {
  x: number;
  y: number;
  w: number;
  h: number;
  awning: string;
  stripe?: string;
  lit?: boolean;
};

/** A shop front: striped scalloped awning, big windows full of goods, a door. Details scale with the height. */
export function storefront(rng: Rng, mood: Mood, o: StorefrontOptions): string {
  const k = o.h / 74;
  const parts: string[] = [];
  const frame = lit(mood, shade(o.awning, 0.45));
  parts.push(rect(o.x, o.y, o.w, o.h, frame));
  const glowing = o.lit || mood.litShare > 0.3;
  const glass = glowing ? mix(mood.litGlass, palette.paper, 0.2) : mix(mood.glass, palette.paper, 0.3);
  const doorW = Math.min(o.w * 0.2, 30 * k);
  const doorX = o.x + o.w * 0.68;
  const winTop = o.y + 30 * k;
  const panes: [number, number][] = [
    [o.x + 6 * k, doorX - 6 * k],
    [doorX + doorW + 6 * k, o.x + o.w - 6 * k],
  ];
  parts.push(
    rect(doorX, o.y + 26 * k, doorW, o.h - 26 * k, glass),
    rect(doorX + doorW * 0.12, o.y + 32 * k, doorW * 0.76, o.h * 0.35, shade(glass, 0.08)),
  );
  const goods = [
    palette.marmalade,
    palette.brick,
    palette.cream,
    palette.harbor,
    tint(palette.marmalade, 0.4),
    palette.paper,
    tint(palette.harbor, 0.4),
  ];
  for (const [x0, x1] of panes) {
    if (x1 - x0 < 10 * k) continue;
    parts.push(rect(x0, winTop, x1 - x0, o.y + o.h - winTop - 8 * k, glass));
    // Shelves of little packages.
    const rows = Math.max(1, Math.floor((o.y + o.h - winTop - 20 * k) / (16 * k)));
    for (let r = 0; r < rows; r++) {
      const sy = winTop + 14 * k + r * 16 * k;
      parts.push(rect(x0, sy, x1 - x0, 1.6 * k, frame));
      for (let bx = x0 + 3 * k; bx < x1 - 6 * k;) {
        const bw = rng.range(3.5, 6) * k;
        const bh = rng.range(5, 11) * k;
        parts.push(rect(bx, sy - bh, bw, bh, lit(mood, rng.pick(goods))));
        bx += bw + 1.4 * k;
      }
    }
    parts.push(rect(x0, o.y + o.h - 10 * k, x1 - x0, 2.5 * k, frame));
  }
  // Awning.
  const aw = o.w + 10 * k;
  const ax = o.x - 5 * k;
  const ay = o.y;
  const depth = 26 * k;
  const stripes = Math.max(8, Math.round(o.w / (26 * k)) * 2);
  const awning = lit(mood, o.awning);
  const stripe = lit(mood, o.stripe ?? palette.paper);
  const sk = 6 * k;
  parts.push(path(`M${ax} ${ay}H${ax + aw}L${ax + aw + sk} ${ay + depth}H${ax - sk}Z`, awning));
  for (let i = 0; i < stripes; i += 2) {
    const sx0 = ax + (aw / stripes) * i;
    const sx1 = ax + (aw / stripes) * (i + 1);
    const m = (v: number): number => ax - sk + ((v - ax) / aw) * (aw + 2 * sk);
    parts.push(path(`M${sx0} ${ay}H${sx1}L${m(sx1)} ${ay + depth}H${m(sx0)}Z`, stripe));
  }
  let scallop = `M${ax - sk} ${ay + depth}`;
  const sw = (aw + 2 * sk) / stripes;
  for (let i = 0; i < stripes; i++) scallop += `q${sw / 2} ${sw * 0.6} ${sw} 0`;
  parts.push(path(`${scallop}Z`, awning));
  parts.push(path(`M${ax} ${ay}H${ax + aw}V${ay + 3 * k}H${ax}Z`, shade(awning, 0.3)));
  return g(parts);
}

export type BlockOptions = {
  x: number;
  ground: number;
  width: number;
  height: number;
  color: string;
  windowColor?: string;
  cols?: number;
  rowH?: number;
  lit?: number;
  crown?: "flat" | "step" | "spire" | "pyramid" | "tank";
};

/** A simple mid-distance block with a grid of windows and an optional crown. */
export function block(rng: Rng, mood: Mood, o: BlockOptions): BuildingResult {
  const { x, ground, width: w, height: h } = o;
  const top = ground - h;
  const parts: string[] = [rect(x, top, w, h, o.color)];
  const cols = o.cols ?? Math.max(2, Math.round(w / 22));
  const rowH = o.rowH ?? 22;
  const win = o.windowColor ?? shade(o.color, 0.25);
  const cw = w / cols;
  for (let yy = top + 14; yy < ground - 18; yy += rowH) {
    for (let c = 0; c < cols; c++) {
      const litNow = rng.chance(o.lit ?? mood.litShare * 0.6);
      parts.push(rect(x + c * cw + cw * 0.28, yy, cw * 0.44, rowH * 0.5, litNow ? mood.litGlass : win));
    }
  }
  const crownColor = shade(o.color, 0.08);
  if (o.crown === "step") {
    parts.push(
      rect(x + w * 0.15, top - h * 0.06, w * 0.7, h * 0.06, crownColor),
      rect(x + w * 0.3, top - h * 0.11, w * 0.4, h * 0.05, crownColor),
    );
  } else if (o.crown === "spire") {
    parts.push(
      path(
        poly([
          [x + w * 0.2, top],
          [x + w * 0.5, top - h * 0.35],
          [x + w * 0.8, top],
        ]),
        crownColor,
      ),
      rect(x + w * 0.49, top - h * 0.45, w * 0.02, h * 0.1, crownColor),
    );
  } else if (o.crown === "pyramid") {
    parts.push(
      path(
        poly([
          [x + w * 0.1, top],
          [x + w * 0.5, top - h * 0.18],
          [x + w * 0.9, top],
        ]),
        crownColor,
      ),
    );
  } else if (o.crown === "tank") {
    parts.push(waterTower(mood, x + w * rng.range(0.2, 0.6), top, Math.min(34, w * 0.3), crownColor));
  }
  return { svg: g(parts), windows: [], roof: top, box: { x, y: top, w, h } };
}

/** A rooftop wooden water tower on stilts. */
export function waterTower(mood: Mood, x: number, roof: number, size: number, color?: string): string {
  const wood = color ?? lit(mood, mix(palette.marmaladeDark, palette.muted, 0.45));
  const iron = color ? shade(color, 0.2) : palette.ink;
  const legH = size * 0.55;
  const tankH = size * 0.9;
  const parts: string[] = [];
  parts.push(
    el("path", {
      d: `M${x + 3} ${roof}L${x + 6} ${roof - legH}M${x + size - 3} ${roof}L${x + size - 6} ${roof - legH}M${x + size / 2} ${roof}V${roof - legH}M${x + 4} ${roof - legH * 0.3}L${x + size - 4} ${roof - legH * 0.75}`,
      stroke: iron,
      "stroke-width": 2,
    }),
  );
  parts.push(rect(x, roof - legH - 3, size, 3, iron));
  parts.push(rect(x + 2, roof - legH - tankH, size - 4, tankH, wood));
  for (let i = 1; i < 3; i++)
    parts.push(rect(x + 2, roof - legH - tankH * (i / 3), size - 4, 1.6, shade(wood, 0.35)));
  parts.push(
    path(
      poly([
        [x - 1, roof - legH - tankH],
        [x + size / 2, roof - legH - tankH - size * 0.42],
        [x + size + 1, roof - legH - tankH],
      ]),
      shade(wood, 0.25),
    ),
  );
  return g(parts);
}
