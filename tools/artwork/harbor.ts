/** The harbor: water with flat reflections, a tugboat, the orange ferry, a tall ship. */
import { poly } from "./geometry.ts";
import { mix, palette, shade, tint } from "./palette.ts";
import { lit, type Mood } from "./sky.ts";
import { circle, el, g, linearGradient, path, rect, type Canvas } from "./svg.ts";

/** Water from the horizon y to the bottom y, with ripple dashes. */
export function water(
  canvas: Canvas,
  mood: Mood,
  top: number,
  bottom: number,
  options: { sparkle?: number } = {},
): string {
  const { width, rng } = canvas;
  const base =
    mood.time === "night"
      ? mix(palette.ink, palette.harbor, 0.45)
      : mood.time === "dusk"
        ? mix(palette.harbor, palette.brick, 0.25)
        : mood.time === "golden"
          ? mix(palette.harbor, palette.marmalade, 0.22)
          : palette.harbor;
  const fill = linearGradient(canvas, [
    [0, mix(base, mood.haze, 0.45)],
    [1, shade(base, 0.15)],
  ]);
  const parts = [rect(0, top, width, bottom - top, fill)];
  const ripple =
    mood.time === "night" || mood.time === "dusk" ? mix(mood.litGlass, base, 0.35) : tint(base, 0.45);
  const count = options.sparkle ?? Math.round(width / 14);
  for (let i = 0; i < count; i++) {
    const y = top + (bottom - top) * Math.pow(rng.next(), 1.3);
    const w = 6 + ((y - top) / (bottom - top)) * 40 * rng.range(0.4, 1);
    parts.push(
      rect(rng.range(-20, width), y, w, 1.2 + ((y - top) / (bottom - top)) * 2, ripple, {
        opacity: rng.range(0.35, 0.8),
        rx: 1,
      }),
    );
  }
  return g(parts);
}

/** A harbor tugboat facing right, waterline at y. */
export function tugboat(mood: Mood, x: number, y: number, size: number, flip = false): string {
  const s = size / 100;
  const hull = lit(mood, palette.brick);
  const cabin = lit(mood, palette.cream);
  const dark = lit(mood, palette.ink);
  const parts = [
    path("M-62 -8L-56 8H48Q60 6 66 -14H-62Z", dark),
    path("M-62 -14H66L64 -8H-62Z", hull),
    rect(-46, -20, 104, 6, hull),
    rect(-30, -44, 54, 24, cabin),
    rect(-14, -64, 32, 20, cabin),
    rect(-12, -60, 28, 8, mood.litShare > 0.3 ? mood.litGlass : lit(mood, palette.harbor)),
    rect(-26, -38, 10, 10, mood.litShare > 0.3 ? mood.litGlass : lit(mood, palette.harbor)),
    rect(-10, -38, 10, 10, mood.litShare > 0.3 ? mood.litGlass : lit(mood, palette.harbor)),
    rect(-16, -68, 36, 4, dark),
    rect(-46, -70, 12, 50, dark),
    rect(-46, -62, 12, 6, hull),
    rect(-47, -72, 14, 4, dark),
    circle(-52, -8, 4, dark),
    circle(-36, -8, 4, dark),
    circle(-20, -8, 4, dark),
    path("M60 -20Q72 -14 66 -8", "none", { stroke: dark, "stroke-width": 5 }),
  ];
  return g(parts, { transform: `translate(${x} ${y}) scale(${flip ? -s : s} ${s})` });
}

/** The orange Staten Island ferry, far away. */
export function ferry(mood: Mood, x: number, y: number, size: number, flip = false): string {
  const s = size / 100;
  const body = lit(mood, palette.marmalade);
  const white = lit(mood, palette.paper);
  const dark = lit(mood, palette.ink);
  const parts = [
    path("M-100 -10L-92 4H92L100 -10Z", dark),
    rect(-96, -26, 192, 16, body),
    rect(-80, -40, 160, 14, body),
    rect(-44, -52, 88, 12, white),
    rect(-6, -64, 12, 12, dark),
  ];
  for (let i = 0; i < 16; i++)
    parts.push(rect(-88 + i * 11, -22, 6, 6, mood.litShare > 0.3 ? mood.litGlass : shade(body, 0.35)));
  for (let i = 0; i < 12; i++)
    parts.push(rect(-72 + i * 12.5, -36, 7, 6, mood.litShare > 0.3 ? mood.litGlass : shade(body, 0.35)));
  return g(parts, { transform: `translate(${x} ${y}) scale(${flip ? -s : s} ${s})` });
}

/** A tall ship with bare masts (South Street Seaport). */
export function tallShip(mood: Mood, x: number, y: number, size: number, color?: string): string {
  const c = color ?? lit(mood, palette.ink);
  const s = size / 100;
  const parts: string[] = [path("M-60 -10L-50 6H52L64 -10Z", c)];
  for (const [mx, h] of [
    [-30, 90],
    [0, 110],
    [30, 84],
  ] as const) {
    parts.push(rect(mx - 1.5, -10 - h, 3, h, c));
    for (let k = 1; k < 4; k++) parts.push(rect(mx - 18 + k * 2, -10 - h + k * 22, 36 - k * 4, 2, c));
  }
  parts.push(
    el("path", { d: "M64 -10L96 -60M-30 -100L0 -120L30 -94", stroke: c, "stroke-width": 1.2, fill: "none" }),
  );
  parts.push(
    path(
      poly([
        [-60, -10],
        [64, -10],
        [60, -16],
        [-56, -16],
      ]),
      shade(c, 0.1),
    ),
  );
  return g(parts, { transform: `translate(${x} ${y}) scale(${s})` });
}
