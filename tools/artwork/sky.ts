/** Time of day: sky gradients, sun and moon, and the haze that pushes far layers back. */
import { mix, palette, shade, tint } from "./palette.ts";
import { circle, el, g, linearGradient, radialGradient, rect, type Canvas } from "./svg.ts";
import { blob } from "./geometry.ts";

export type TimeOfDay = "morning" | "midday" | "golden" | "dusk" | "night";

export type Mood = {
  time: TimeOfDay;
  skyTop: string;
  skyBottom: string;
  /** Far layers are mixed toward this color. */
  haze: string;
  /** Multiplier-like wash over foreground buildings (shade at night). */
  dim: number;
  glass: string;
  litGlass: string;
  /** Share of windows that glow. */
  litShare: number;
  ground: string;
  sun?: { color: string; glow: string };
  moon?: boolean;
};

export const moods: Record<TimeOfDay, Mood> = {
  morning: {
    time: "morning",
    skyTop: mix(palette.harbor, palette.paper, 0.62),
    skyBottom: mix(palette.cream, palette.paper, 0.4),
    haze: mix(palette.harbor, palette.paper, 0.72),
    dim: 0,
    glass: mix(palette.harbor, palette.paper, 0.35),
    litGlass: tint(palette.marmalade, 0.45),
    litShare: 0.05,
    ground: mix(palette.cream, palette.muted, 0.22),
    sun: { color: mix(palette.paper, palette.marmalade, 0.2), glow: palette.paper },
  },
  midday: {
    time: "midday",
    skyTop: mix(palette.harbor, palette.paper, 0.5),
    skyBottom: mix(palette.harbor, palette.paper, 0.82),
    haze: mix(palette.harbor, palette.paper, 0.66),
    dim: 0,
    glass: mix(palette.harbor, palette.ink, 0.15),
    litGlass: tint(palette.marmalade, 0.45),
    litShare: 0,
    ground: mix(palette.cream, palette.muted, 0.25),
  },
  golden: {
    time: "golden",
    skyTop: mix(palette.cream, palette.marmalade, 0.3),
    skyBottom: mix(palette.paper, palette.marmalade, 0.55),
    haze: mix(palette.cream, palette.marmalade, 0.5),
    dim: 0.05,
    glass: mix(palette.marmalade, palette.ink, 0.35),
    litGlass: mix(palette.marmalade, "#FFE2A8", 0.5),
    litShare: 0.15,
    ground: mix(palette.cream, palette.marmalade, 0.3),
    sun: {
      color: mix(palette.paper, palette.marmalade, 0.35),
      glow: mix(palette.paper, palette.marmalade, 0.6),
    },
  },
  dusk: {
    time: "dusk",
    skyTop: mix(palette.harbor, palette.ink, 0.35),
    skyBottom: mix(palette.brick, palette.marmalade, 0.55),
    haze: mix(mix(palette.brick, palette.harbor, 0.5), palette.paper, 0.3),
    dim: 0.28,
    glass: mix(palette.harbor, palette.ink, 0.5),
    litGlass: mix(palette.marmalade, "#FFE2A8", 0.55),
    litShare: 0.45,
    ground: mix(palette.muted, palette.brick, 0.25),
    sun: { color: mix(palette.marmalade, "#FFE2A8", 0.5), glow: palette.marmalade },
  },
  night: {
    time: "night",
    skyTop: shade(palette.ink, 0.25),
    skyBottom: mix(palette.ink, palette.harbor, 0.55),
    haze: mix(palette.ink, palette.harbor, 0.55),
    dim: 0.5,
    glass: shade(palette.harbor, 0.55),
    litGlass: mix(palette.marmalade, "#FFE2A8", 0.6),
    litShare: 0.55,
    ground: mix(palette.ink, palette.muted, 0.45),
    moon: true,
  },
};

/** Pushes a color back into the distance (0 = foreground, 1 = sky). */
export function far(mood: Mood, color: string, amount: number): string {
  return mix(color, mood.haze, amount);
}

/** Applies the light of the hour to a foreground color. */
export function lit(mood: Mood, color: string): string {
  if (mood.time === "golden") return mix(color, palette.marmalade, 0.1);
  if (mood.time === "dusk") return mix(shade(color, mood.dim), palette.brick, 0.08);
  if (mood.time === "night") return mix(shade(color, mood.dim), palette.harbor, 0.12);
  return color;
}

export type SkyOptions = {
  /** Horizon y used for the gradient end (defaults to the canvas height). */
  horizon?: number;
  sun?: { x: number; y: number; r: number };
  clouds?: number;
  stars?: number;
};

export function drawSky(canvas: Canvas, mood: Mood, options: SkyOptions = {}): string {
  const { width, height, rng } = canvas;
  const horizon = options.horizon ?? height;
  const fill = linearGradient(canvas, [
    [0, mood.skyTop],
    [Math.min(1, horizon / height), mood.skyBottom],
    [1, mood.skyBottom],
  ]);
  const parts = [rect(0, 0, width, height, fill)];
  if (options.stars && mood.time === "night") {
    for (let i = 0; i < options.stars; i++) {
      const r = rng.range(0.8, 2.2);
      parts.push(
        circle(rng.range(0, width), rng.range(0, horizon * 0.7), r, palette.paper, {
          opacity: rng.range(0.35, 0.9),
        }),
      );
    }
  }
  if (options.sun) {
    const { x, y, r } = options.sun;
    if (mood.moon) {
      const glow = radialGradient(canvas, [
        [0, palette.cream, 0.35],
        [1, palette.cream, 0],
      ]);
      parts.push(circle(x, y, r * 3.2, glow));
      parts.push(circle(x, y, r, mix(palette.cream, palette.paper, 0.5)));
      parts.push(
        circle(x + r * 0.32, y - r * 0.2, r * 0.18, mix(palette.cream, palette.muted, 0.15), {
          opacity: 0.6,
        }),
      );
      parts.push(
        circle(x - r * 0.3, y + r * 0.3, r * 0.12, mix(palette.cream, palette.muted, 0.15), { opacity: 0.6 }),
      );
    } else if (mood.sun) {
      const glow = radialGradient(canvas, [
        [0, mood.sun.glow, 0.7],
        [1, mood.sun.glow, 0],
      ]);
      parts.push(circle(x, y, r * 3.5, glow));
      parts.push(circle(x, y, r, mood.sun.color));
    }
  }
  if (options.clouds) {
    const cloudColor =
      mood.time === "night"
        ? mix(palette.ink, palette.harbor, 0.4)
        : mood.time === "dusk"
          ? mix(mood.skyTop, mood.skyBottom, 0.55)
          : mix(mood.skyBottom, palette.paper, 0.6);
    for (let i = 0; i < options.clouds; i++) {
      const cx = rng.range(width * 0.05, width * 0.95);
      const cy = rng.range(horizon * 0.12, horizon * 0.42);
      if (
        options.sun &&
        Math.abs(cx - options.sun.x) < width * 0.14 &&
        Math.abs(cy - options.sun.y) < options.sun.r * 2.5
      )
        continue;
      const w = rng.range(width * 0.08, width * 0.16);
      parts.push(cloud(cx, cy, w, cloudColor, rng.next));
    }
  }
  return g(parts);
}

/** A flat, long cloud: a few overlapping blobs on a flat base. */
export function cloud(cx: number, cy: number, w: number, color: string, next: () => number): string {
  const h = w * 0.22;
  const puffs = [
    blob(cx - w * 0.22, cy, w * 0.24, h * 0.9, 0.08, 8, next),
    blob(cx + w * 0.05, cy - h * 0.35, w * 0.22, h * 1.2, 0.08, 8, next),
    blob(cx + w * 0.28, cy + h * 0.05, w * 0.2, h * 0.8, 0.08, 8, next),
  ];
  const base = `M${cx - w * 0.48} ${cy + h * 0.5}H${cx + w * 0.5}`;
  return g(
    [
      ...puffs.map((d) => el("path", { d, fill: color })),
      el("path", { d: base, stroke: color, "stroke-width": h * 0.6, "stroke-linecap": "round" }),
    ],
    { opacity: 0.9 },
  );
}
