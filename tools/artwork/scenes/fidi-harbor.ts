/** Financial District waterfront: ships' cats on the harbor and the warehouse mousers. */
import { drawCat, type Coat } from "../cats.ts";
import { poly } from "../geometry.ts";
import { ferry, tallShip, tugboat, water } from "../harbor.ts";
import { libertySilhouette } from "../landmarks.ts";
import { mix, palette, shade, tones } from "../palette.ts";
import { drawSky, far, lit, moods, type TimeOfDay } from "../sky.ts";
import { el, ellipse, g, path, rect, type Canvas } from "../svg.ts";
import { aCat, timePhrases } from "./common.ts";

export type ShipsCatSpec = { time: TimeOfDay; coat: Coat; vessel: "tug" | "tallShip" };

export function describeShipsCat(s: ShipsCatSpec): string {
  return s.vessel === "tug"
    ? `Illustration: ${aCat(s.coat)} riding on the bow of a harbor tugboat with the Statue of Liberty in the distance, ${timePhrases[s.time]}.`
    : `Illustration: ${aCat(s.coat)} keeping watch from a barrel on the South Street pier beside a tall ship, ${timePhrases[s.time]}.`;
}

/** A ship's cat in the harbor: on a tugboat's bow, or on the South Street pier by a tall ship. */
export function shipsCat(canvas: Canvas, s: ShipsCatSpec): string {
  const { width: W, height: H } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const horizon = H * 0.55;
  const parts: string[] = [
    drawSky(canvas, mood, {
      sun: mood.sun
        ? { x: W * 0.7, y: horizon - H * 0.14, r: 44 * u }
        : mood.moon
          ? { x: W * 0.25, y: H * 0.14, r: 26 * u }
          : undefined,
      clouds: 3,
      stars: 90,
      horizon,
    }),
  ];
  parts.push(water(canvas, mood, horizon, H));
  parts.push(
    libertySilhouette(
      W * 0.82,
      horizon + 2,
      H * 0.22,
      far(mood, mix(palette.harbor, palette.cream, 0.35), 0.35),
    ),
  );
  parts.push(rect(W * 0.76, horizon - 6 * u, W * 0.12, 8 * u, far(mood, tones.leaf, 0.4), { rx: 4 }));
  parts.push(ferry(mood, W * 0.35, horizon + H * 0.04, 70 * u));
  if (s.vessel === "tug") {
    const size = W * 0.55;
    parts.push(tugboat(mood, W * 0.45, H * 0.88, size));
    const s100 = size / 100;
    parts.push(
      drawCat(canvas, {
        pose: "sit",
        coat: s.coat,
        x: W * 0.45 + 48 * s100,
        y: H * 0.88 - 20 * s100,
        size: H * 0.13,
        tail: "up",
      }),
    );
  } else {
    parts.push(tallShip(mood, W * 0.42, H * 0.78, H * 0.55));
    const pier = lit(mood, mix(palette.marmaladeDark, palette.muted, 0.5));
    parts.push(rect(0, H * 0.8, W, H * 0.2, pier));
    for (let x = 0; x < W; x += 50 * u) parts.push(rect(x, H * 0.8, 2 * u, H * 0.2, shade(pier, 0.3)));
    const bx = W * 0.78;
    const wood = lit(mood, mix(palette.marmaladeDark, palette.marmalade, 0.2));
    parts.push(
      path(
        `M${bx - 55 * u} ${H * 0.92}Q${bx - 64 * u} ${H * 0.82} ${bx - 55 * u} ${H * 0.72}H${bx + 55 * u}Q${bx + 64 * u} ${H * 0.82} ${bx + 55 * u} ${H * 0.92}Z`,
        wood,
      ),
    );
    for (const yy of [0.745, 0.82, 0.895])
      parts.push(rect(bx - 60 * u, H * yy, 120 * u, 6 * u, shade(wood, 0.45)));
    parts.push(
      drawCat(canvas, { pose: "sit", coat: s.coat, x: bx, y: H * 0.72, size: H * 0.17, flip: true }),
    );
  }
  return g(parts);
}

export type WarehouseSpec = { coat: Coat; time: TimeOfDay };

export function describeWarehouse(s: WarehouseSpec): string {
  return `Illustration: ${aCat(s.coat)} on patrol atop stacked crates and barrels in an old harbor warehouse, light slanting through the loading door ${timePhrases[s.time]}.`;
}

/** A waterfront warehouse interior with crates, barrels and its mouser. */
export function warehouse(canvas: Canvas, s: WarehouseSpec): string {
  const { width: W, height: H } = canvas;
  const u = H / 900;
  const mood = moods[s.time];
  const floorY = H * 0.8;
  const brick = mix(palette.brick, palette.ink, 0.35);
  const parts: string[] = [rect(0, 0, W, floorY, brick)];
  for (let y = 10 * u; y < floorY; y += 14 * u)
    parts.push(rect(0, y, W, 1.5 * u, shade(brick, 0.25), { opacity: 0.6 }));
  // Loading door with the harbor beyond.
  const dx = W * 0.56;
  const dw = W * 0.3;
  const dy = H * 0.16;
  const id = canvas.uid("door");
  canvas.defs.push(el("clipPath", { id }, rect(dx, dy, dw, floorY - dy, "#000")));
  const outside = [
    rect(dx, dy, dw, floorY - dy, mood.skyBottom),
    rect(dx, dy + (floorY - dy) * 0.55, dw, floorY, mix(palette.harbor, mood.haze, 0.3)),
    tallShip(mood, dx + dw * 0.5, dy + (floorY - dy) * 0.6, (floorY - dy) * 0.5, far(mood, palette.ink, 0.4)),
  ];
  parts.push(g(outside, { "clip-path": `url(#${id})` }));
  parts.push(
    rect(dx - 14 * u, dy - 14 * u, dw + 28 * u, 14 * u, shade(brick, 0.4)),
    rect(dx - 14 * u, dy, 14 * u, floorY - dy, shade(brick, 0.4)),
    rect(dx + dw, dy, 14 * u, floorY - dy, shade(brick, 0.4)),
  );
  // Light beam on the floor.
  parts.push(
    path(
      poly([
        [dx, floorY],
        [dx + dw, floorY],
        [dx + dw - W * 0.3, H],
        [dx - W * 0.42, H],
      ]),
      tones.glow,
      { opacity: 0.25 },
    ),
  );
  const floor = mix(palette.marmaladeDark, palette.muted, 0.55);
  parts.push(rect(0, floorY, W, H - floorY, floor));
  parts.push(
    path(
      poly([
        [dx, floorY],
        [dx + dw, floorY],
        [dx + dw - W * 0.3, H],
        [dx - W * 0.42, H],
      ]),
      tones.glow,
      { opacity: 0.22 },
    ),
  );
  // Crates and barrels.
  const crate = mix(palette.marmalade, palette.marmaladeDark, 0.5);
  const crateAt = (x: number, y: number, w: number): string =>
    g([
      rect(x, y - w, w, w, crate),
      rect(x + 6, y - w + 6, w - 12, w - 12, "none", { stroke: shade(crate, 0.3), "stroke-width": 5 * u }),
      el("path", {
        d: `M${x + 6} ${y - 6}L${x + w - 6} ${y - w + 6}`,
        stroke: shade(crate, 0.3),
        "stroke-width": 5 * u,
      }),
    ]);
  parts.push(
    crateAt(W * 0.04, H * 0.97, 210 * u),
    crateAt(W * 0.04 + 215 * u, H * 0.97, 210 * u),
    crateAt(W * 0.04 + 110 * u, H * 0.97 - 212 * u, 200 * u),
  );
  const barrel = mix(palette.marmaladeDark, palette.ink, 0.15);
  for (const [bx, by] of [
    [W * 0.46, H * 0.96],
    [W * 0.9, H * 0.94],
  ] as const) {
    parts.push(
      path(
        `M${bx - 60 * u} ${by}Q${bx - 74 * u} ${by - 90 * u} ${bx - 60 * u} ${by - 180 * u}H${bx + 60 * u}Q${bx + 74 * u} ${by - 90 * u} ${bx + 60 * u} ${by}Z`,
        barrel,
      ),
    );
    for (const k of [0.15, 0.5, 0.85])
      parts.push(rect(bx - 68 * u, by - 180 * u * k - 5 * u, 136 * u, 10 * u, palette.ink));
  }
  // Coiled rope.
  parts.push(
    ellipse(W * 0.66, H * 0.95, 70 * u, 20 * u, "none", { stroke: palette.cream, "stroke-width": 10 * u }),
    ellipse(W * 0.66, H * 0.95, 40 * u, 12 * u, "none", { stroke: palette.cream, "stroke-width": 10 * u }),
  );
  parts.push(
    drawCat(canvas, {
      pose: "walk",
      coat: s.coat,
      x: W * 0.04 + 210 * u,
      y: H * 0.97 - 412 * u,
      size: H * 0.22,
      tail: "up",
    }),
  );
  return g(parts);
}
