/** Rooms: walls, floors, windows with a city view, furniture and the things cats love (boxes, baskets, radiators). */
import { blob, poly, roundRect } from "./geometry.ts";
import { mix, palette, shade, tint, tones } from "./palette.ts";
import type { Rng } from "./random.ts";
import { skyline } from "./landmarks.ts";
import { drawSky, far, moods, type TimeOfDay } from "./sky.ts";
import { circle, el, ellipse, g, path, rect, type Canvas } from "./svg.ts";

/** Wall with wainscot and floorboards; returns the floor line y. */
export function room(canvas: Canvas, wall: string, floor: string, floorY: number, wainscot = true): string {
  const { width: W, height: H } = canvas;
  const u = H / 900;
  const parts = [rect(0, 0, W, floorY, wall)];
  if (wainscot) {
    parts.push(
      rect(0, floorY - 150 * u, W, 150 * u, shade(wall, 0.08)),
      rect(0, floorY - 154 * u, W, 8 * u, tint(wall, 0.25)),
    );
    for (let x = 40 * u; x < W; x += 140 * u)
      parts.push(
        rect(x, floorY - 130 * u, 100 * u, 110 * u, "none", {
          stroke: shade(wall, 0.16),
          "stroke-width": 2 * u,
        }),
      );
  }
  parts.push(rect(0, floorY, W, H - floorY, floor), rect(0, floorY, W, 10 * u, shade(floor, 0.25)));
  for (let y = floorY + 30 * u, k = 0; y < H; y += 28 * u + k * 4 * u, k++)
    parts.push(rect(0, y, W, 2 * u, shade(floor, 0.15)));
  return g(parts);
}

export type WindowView = { time: TimeOfDay; kind: "skyline" | "bricks" | "trees" | "snow" };

/** A tall window with a view outside; returns the sill y. */
export function viewWindow(
  canvas: Canvas,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  view: WindowView,
  frame: string = palette.paper,
): string {
  const u = canvas.height / 900;
  const mood = moods[view.time];
  const inner = { x: x + 12 * u, y: y + 12 * u, w: w - 24 * u, h: h - 24 * u };
  const id = canvas.uid("win");
  canvas.defs.push(el("clipPath", { id }, rect(inner.x, inner.y, inner.w, inner.h, "#000")));
  const sub = { ...canvas, width: inner.w, height: inner.h };
  const outside: string[] = [];
  outside.push(
    g(
      drawSky(sub, mood, {
        stars: 20,
        horizon: inner.h * 0.8,
        sun: mood.moon ? { x: inner.w * 0.7, y: inner.h * 0.2, r: 14 * u } : undefined,
      }),
      { transform: `translate(${inner.x} ${inner.y})` },
    ),
  );
  if (view.kind === "skyline")
    outside.push(
      skyline(rng, mood, {
        x0: inner.x - 20,
        x1: inner.x + inner.w + 20,
        base: inner.y + inner.h,
        height: inner.h * 0.7,
        color: far(mood, palette.harbor, 0.4),
      }),
    );
  if (view.kind === "bricks") {
    // The building across the street: brick, a cornice, two rows of windows with lintels.
    const brick = far(mood, palette.brick, 0.25);
    const top = inner.y + inner.h * 0.22;
    outside.push(
      rect(inner.x, top, inner.w, inner.h, brick),
      rect(inner.x, top, inner.w, inner.h * 0.05, shade(brick, 0.3)),
    );
    for (let r = 0; r < 2; r++) {
      for (let c = 0; c < 3; c++) {
        const wx = inner.x + inner.w * (0.1 + c * 0.3);
        const wy = top + inner.h * (0.16 + r * 0.34);
        outside.push(rect(wx - 3 * u, wy - 6 * u, inner.w * 0.2 + 6 * u, 5 * u, tint(brick, 0.4)));
        const glass = rng.chance(mood.litShare) ? mood.litGlass : mood.glass;
        outside.push(rect(wx, wy, inner.w * 0.2, inner.h * 0.22, glass));
      }
    }
  }
  if (view.kind === "trees" || view.kind === "snow") {
    const leaf = view.kind === "snow" ? palette.paper : far(mood, tones.leaf, 0.2);
    for (let i = 0; i < 6; i++)
      outside.push(
        path(
          blob(
            inner.x + rng.range(0, inner.w),
            inner.y + inner.h * rng.range(0.5, 0.9),
            inner.w * 0.25,
            inner.h * 0.2,
            0.15,
            8,
            rng.next,
          ),
          leaf,
        ),
      );
    if (view.kind === "snow")
      for (let i = 0; i < 40; i++)
        outside.push(
          circle(
            inner.x + rng.range(0, inner.w),
            inner.y + rng.range(0, inner.h),
            rng.range(1.5, 3.5) * u,
            palette.paper,
          ),
        );
  }
  const parts = [g(outside, { "clip-path": `url(#${id})` })];
  parts.push(
    path(
      `M${x} ${y}H${x + w}V${y + h}H${x}Z M${inner.x} ${inner.y}V${inner.y + inner.h}H${inner.x + inner.w}V${inner.y}Z`,
      frame,
      { "fill-rule": "evenodd" },
    ),
  );
  parts.push(
    rect(x + w / 2 - 4 * u, inner.y, 8 * u, inner.h, frame),
    rect(inner.x, inner.y + inner.h * 0.5 - 4 * u, inner.w, 8 * u, frame),
  );
  parts.push(
    rect(x - 16 * u, y + h, w + 32 * u, 16 * u, shade(frame, 0.06)),
    rect(x - 10 * u, y + h + 16 * u, w + 20 * u, 8 * u, shade(frame, 0.2)),
  );
  return g(parts);
}

/** A cardboard box, open flaps up; the cat sits at (x, y - h*0.55). */
export function cardboardBox(x: number, bottom: number, w: number, h: number): string {
  const card = mix(palette.marmalade, palette.cream, 0.45);
  const dark = shade(card, 0.2);
  return g([
    path(
      poly([
        [x - w / 2, bottom - h],
        [x - w / 2 - w * 0.18, bottom - h - h * 0.35],
        [x - w / 2 + w * 0.1, bottom - h - h * 0.3],
        [x - w / 2 + w * 0.2, bottom - h],
      ]),
      dark,
    ),
    path(
      poly([
        [x + w / 2, bottom - h],
        [x + w / 2 + w * 0.2, bottom - h - h * 0.3],
        [x + w / 2 - w * 0.1, bottom - h - h * 0.34],
        [x + w / 2 - w * 0.2, bottom - h],
      ]),
      dark,
    ),
    rect(x - w / 2, bottom - h, w, h, card),
    rect(x - w * 0.08, bottom - h, w * 0.16, h * 0.5, tint(card, 0.35), { opacity: 0.8 }),
    rect(x - w / 2, bottom - h, w, h * 0.06, dark),
  ]);
}

/** A woven laundry basket. */
export function basket(x: number, bottom: number, w: number, h: number): string {
  const wicker = mix(palette.marmaladeDark, palette.cream, 0.4);
  const parts = [
    path(`M${x - w / 2} ${bottom - h}H${x + w / 2}L${x + w * 0.42} ${bottom}H${x - w * 0.42}Z`, wicker),
  ];
  for (let k = 1; k < 5; k++)
    parts.push(rect(x - w / 2 + k * 2, bottom - h + (h / 5) * k, w - k * 4, 3, shade(wicker, 0.2)));
  parts.push(rect(x - w / 2 - 4, bottom - h - 6, w + 8, 12, shade(wicker, 0.12), { rx: 6 }));
  return g(parts);
}

/** A cast-iron radiator under a window. */
export function radiator(
  x: number,
  bottom: number,
  w: number,
  h: number,
  color: string = mix(palette.cream, palette.muted, 0.25),
): string {
  const parts: string[] = [];
  const fins = Math.round(w / 18);
  for (let i = 0; i < fins; i++)
    parts.push(rect(x + i * (w / fins) + 2, bottom - h, w / fins - 4, h - 10, color, { rx: 6 }));
  parts.push(
    rect(x, bottom - h * 0.5, w, 8, shade(color, 0.2)),
    rect(x + 6, bottom - 12, 8, 12, shade(color, 0.3)),
    rect(x + w - 14, bottom - 12, 8, 12, shade(color, 0.3)),
  );
  return g(parts);
}

/** A potted plant with big leaves. */
export function pottedPlant(
  rng: Rng,
  x: number,
  bottom: number,
  size: number,
  pot: string = palette.brick,
): string {
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.38;
    const len = size * rng.range(0.6, 0.95);
    const ex = x + Math.cos(a) * len;
    const ey = bottom - size * 0.45 + Math.sin(a) * len;
    parts.push(
      el("path", {
        d: `M${x} ${bottom - size * 0.4}Q${(x + ex) / 2} ${ey + size * 0.1} ${ex} ${ey}`,
        stroke: shade(tones.leaf, 0.2),
        "stroke-width": 2,
        fill: "none",
      }),
    );
    parts.push(
      ellipse(ex, ey, size * 0.16, size * 0.08, i % 2 ? tones.leaf : tones.leafLight, {
        transform: `rotate(${Math.round((a * 180) / Math.PI)} ${Math.round(ex)} ${Math.round(ey)})`,
      }),
    );
  }
  parts.push(
    path(
      `M${x - size * 0.26} ${bottom - size * 0.45}H${x + size * 0.26}L${x + size * 0.2} ${bottom}H${x - size * 0.2}Z`,
      pot,
    ),
    rect(x - size * 0.29, bottom - size * 0.48, size * 0.58, size * 0.08, shade(pot, 0.2)),
  );
  return g(parts);
}

/** A bookshelf with colored spines. */
export function bookshelf(rng: Rng, x: number, bottom: number, w: number, h: number): string {
  const wood = mix(palette.marmaladeDark, palette.ink, 0.3);
  const parts = [rect(x, bottom - h, w, h, wood)];
  const shelves = 4;
  const spines = [
    palette.brick,
    palette.harbor,
    palette.marmalade,
    palette.cream,
    palette.muted,
    tint(palette.harbor, 0.3),
    palette.paper,
  ];
  for (let s = 0; s < shelves; s++) {
    const sy = bottom - h + 10 + s * ((h - 20) / shelves);
    const sh = (h - 20) / shelves - 10;
    parts.push(rect(x + 8, sy, w - 16, sh, shade(wood, 0.35)));
    for (let bx = x + 10; bx < x + w - 22;) {
      const bw = rng.range(8, 16);
      const bh = sh * rng.range(0.65, 0.95);
      parts.push(rect(bx, sy + sh - bh, bw, bh, rng.pick(spines)));
      bx += bw + 1.5;
    }
  }
  return g(parts);
}

/** A sofa seen from the front. */
export function sofa(x: number, bottom: number, w: number, h: number, color: string): string {
  return g([
    path(roundRect(x, bottom - h, w, h * 0.6, 20), shade(color, 0.1)),
    path(roundRect(x - 16, bottom - h * 0.62, 46, h * 0.55, 16), color),
    path(roundRect(x + w - 30, bottom - h * 0.62, 46, h * 0.55, 16), color),
    path(roundRect(x + 24, bottom - h * 0.48, w - 48, h * 0.3, 12), tint(color, 0.12)),
    rect(x, bottom - h * 0.2, w, h * 0.14, shade(color, 0.15)),
    rect(x + 10, bottom - h * 0.08, 10, h * 0.08, palette.ink),
    rect(x + w - 20, bottom - h * 0.08, 10, h * 0.08, palette.ink),
  ]);
}

/** A round rug on the floor. */
export function rug(x: number, y: number, w: number, color: string): string {
  return g([
    ellipse(x, y, w / 2, w * 0.09, color),
    ellipse(x, y, w * 0.4, w * 0.07, "none", { stroke: tint(color, 0.4), "stroke-width": 3 }),
    ellipse(x, y, w * 0.26, w * 0.045, "none", { stroke: tint(color, 0.4), "stroke-width": 3 }),
  ]);
}

/** A framed picture on the wall (abstract: a small cat or a bridge, no text). */
export function framedPicture(
  x: number,
  y: number,
  w: number,
  h: number,
  art: string,
  frame: string = palette.marmaladeDark,
): string {
  return g([rect(x, y, w, h, frame), rect(x + 6, y + 6, w - 12, h - 12, palette.paper), g(art)]);
}

/** A pendant lamp hanging from the ceiling. */
export function pendantLamp(canvas: Canvas, x: number, y: number, size: number, on: boolean): string {
  const parts = [
    rect(x - 1, 0, 2, y, palette.ink),
    path(
      `M${x - size / 2} ${y + size * 0.45}Q${x} ${y - size * 0.35} ${x + size / 2} ${y + size * 0.45}Z`,
      palette.harbor,
    ),
  ];
  if (on) {
    const id = canvas.uid("glow");
    canvas.defs.push(
      el("radialGradient", { id }, [
        el("stop", { offset: 0, "stop-color": tones.glow, "stop-opacity": 0.55 }),
        el("stop", { offset: 1, "stop-color": tones.glow, "stop-opacity": 0 }),
      ]),
    );
    parts.unshift(circle(x, y + size * 0.6, size * 2.2, `url(#${id})`));
    parts.push(ellipse(x, y + size * 0.45, size * 0.18, size * 0.08, tones.glow));
  }
  return g(parts);
}
