/** Shared pieces for scene compositions: phrases for alt texts, snow, cats on slopes. */
import { coatNames, drawCat, type CatOptions, type Coat } from "../cats.ts";
import { palette } from "../palette.ts";
import type { Rng } from "../random.ts";
import type { TimeOfDay } from "../sky.ts";
import { circle, g, rect, type Canvas } from "../svg.ts";
import type { Pt } from "../geometry.ts";

export type Season = "summer" | "autumn" | "winter" | "spring";

export const timePhrases: Record<TimeOfDay, string> = {
  morning: "in the early morning",
  midday: "on a bright afternoon",
  golden: "at golden hour",
  dusk: "at dusk",
  night: "at night",
};

export function seasonPhrase(season: Season | undefined): string {
  if (season === "autumn") return " among autumn leaves";
  if (season === "winter") return " in fresh snow";
  if (season === "spring") return " in spring";
  return "";
}

/** "a ginger cat", "an orange ..." */
export function aCat(coat: Coat): string {
  const name = coatNames[coat];
  return `${/^[aeiou]/.test(name) ? "an" : "a"} ${name} cat`;
}

/** A cat standing or walking on a sloped line from a to b, at t along it. */
export function catOnSlope(
  canvas: Canvas,
  a: Pt,
  b: Pt,
  t: number,
  options: Omit<CatOptions, "x" | "y" | "flip">,
): string {
  const x = a[0] + (b[0] - a[0]) * t;
  const y = a[1] + (b[1] - a[1]) * t;
  const goingRight = b[0] > a[0];
  const angle = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  const rotation = goingRight ? angle : angle - 180;
  return g(drawCat(canvas, { ...options, x, y: y - 1.5, flip: !goingRight }), {
    transform: `rotate(${Math.round(rotation * 10) / 10} ${Math.round(x)} ${Math.round(y)})`,
  });
}

/** Falling snow flakes across the frame. */
export function snowfall(canvas: Canvas, rng: Rng, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(
      circle(
        rng.range(0, canvas.width),
        rng.range(0, canvas.height),
        rng.range(1.5, 4.5) * (canvas.height / 900),
        palette.paper,
        { opacity: rng.range(0.5, 0.95) },
      ),
    );
  }
  return g(parts);
}

/** A soft snow cap on a horizontal ledge. */
export function snowCap(x: number, y: number, w: number, thickness: number): string {
  return rect(x - 2, y - thickness, w + 4, thickness + 1, palette.paper, { rx: thickness / 2 });
}
