/** The old post office and its mousers (the Wall Street area's federal cats). */
import { drawCat, type Coat, type Pose } from "../cats.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { drawPerson } from "../people.ts";
import { circle, ellipse, g, path, radialGradient, rect, type Canvas } from "../svg.ts";
import { aCat } from "./common.ts";

export type PostOfficeSpec = { coats: Coat[]; clerk: boolean; lamps: boolean };

export function describePostOffice(s: PostOfficeSpec): string {
  const cats = s.coats.map((c) => aCat(c).replace(/^an? /, "")).join(" and ");
  return `Illustration: ${s.coats.length === 1 ? "a" : s.coats.length === 2 ? "two" : "three"} post-office mouser${s.coats.length > 1 ? "s" : ""} (${cats}) ${s.coats.length > 1 ? "nap" : "naps"} on canvas mail sacks below an old brass-grilled counter and a wall of pigeonholes.`;
}

/** An old New York post office: pigeonholes, brass counter grilles, mail sacks and its mousers. */
export function postOffice(canvas: Canvas, s: PostOfficeSpec): string {
  const { width: W, height: H, rng } = canvas;
  const u = H / 900;
  const floorY = H * 0.78;
  const wall = mix(palette.harbor, palette.cream, 0.55);
  const parts: string[] = [rect(0, 0, W, floorY, wall)];
  // Pigeonhole wall.
  const px = W * 0.08;
  const pw = W * 0.84;
  const py = H * 0.08;
  const ph = H * 0.36;
  const wood = mix(palette.marmaladeDark, palette.ink, 0.25);
  parts.push(rect(px - 10 * u, py - 10 * u, pw + 20 * u, ph + 20 * u, wood));
  const cols = Math.round(pw / (44 * u));
  const rows = 6;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = px + (pw / cols) * c + 3 * u;
      const cy = py + (ph / rows) * r + 3 * u;
      const cw = pw / cols - 6 * u;
      const ch = ph / rows - 6 * u;
      parts.push(rect(cx, cy, cw, ch, shade(wood, 0.45)));
      if (rng.chance(0.55))
        parts.push(
          rect(
            cx + 3 * u,
            cy + ch * rng.range(0.3, 0.6),
            cw - 6 * u,
            ch * 0.5,
            rng.pick([palette.paper, palette.cream, tint(palette.marmalade, 0.6)]),
          ),
        );
    }
  }
  // Counter with brass grilles.
  const counterTop = H * 0.5;
  const counter = mix(palette.marmaladeDark, palette.ink, 0.2);
  parts.push(
    rect(0, counterTop, W, floorY - counterTop, counter),
    rect(0, counterTop - 12 * u, W, 14 * u, shade(counter, 0.3)),
  );
  for (let x = 30 * u; x < W; x += 70 * u)
    parts.push(
      rect(x, counterTop + 30 * u, 50 * u, floorY - counterTop - 50 * u, "none", {
        stroke: shade(counter, 0.3),
        "stroke-width": 3 * u,
      }),
    );
  const brass = mix(palette.marmalade, "#F4D35E", 0.3);
  for (const gx of [W * 0.2, W * 0.5, W * 0.8]) {
    const gw = 150 * u;
    parts.push(
      rect(gx - gw / 2, counterTop - 150 * u, gw, 140 * u, "none", { stroke: brass, "stroke-width": 6 * u }),
    );
    for (let k = 1; k < 8; k++)
      parts.push(rect(gx - gw / 2 + (gw / 8) * k - 1.5 * u, counterTop - 150 * u, 3 * u, 140 * u, brass));
    parts.push(
      path(
        `M${gx - gw / 2} ${counterTop - 150 * u}Q${gx} ${counterTop - 200 * u} ${gx + gw / 2} ${counterTop - 150 * u}Z`,
        brass,
      ),
    );
    parts.push(rect(gx - 36 * u, counterTop - 42 * u, 72 * u, 30 * u, shade(wall, 0.5)));
  }
  if (s.clerk)
    parts.push(
      drawPerson(
        {
          pose: "stand",
          skin: tones.skin[2],
          hair: palette.ink,
          hairStyle: "short",
          top: palette.paper,
          bottom: palette.ink,
          accessory: "none",
          age: 1,
          coatLength: 0,
        },
        W * 0.5,
        counterTop + 40 * u,
        190 * u,
      ),
    );
  if (s.clerk)
    parts.push(
      rect(0, counterTop, W, 8 * u, shade(counter, 0.1)),
      rect(0, counterTop + 8 * u, W, floorY - counterTop - 8 * u, counter),
    );
  if (s.lamps)
    for (const lx of [W * 0.2, W * 0.8]) parts.push(pendantLampInline(canvas, lx, H * 0.05, 60 * u));
  // Floor and mail sacks.
  const floor = mix(palette.muted, palette.cream, 0.3);
  parts.push(rect(0, floorY, W, H - floorY, floor));
  for (let x = 0; x < W; x += 60 * u) parts.push(rect(x, floorY, 2 * u, H - floorY, shade(floor, 0.15)));
  const sack = mix(palette.cream, palette.marmalade, 0.15);
  const sacks: [number, number, number][] = [
    [W * 0.16, H * 0.97, 1],
    [W * 0.34, H * 0.99, 1.15],
    [W * 0.56, H * 0.97, 1.05],
    [W * 0.26, H * 0.86, 0.9],
    [W * 0.46, H * 0.87, 0.95],
    [W * 0.78, H * 0.98, 1.1],
  ];
  const tops: [number, number][] = [];
  for (const [sx, sy, k] of sacks) {
    const w = 120 * u * k;
    const h = 130 * u * k;
    parts.push(
      path(
        `M${sx - w / 2} ${sy}Q${sx - w * 0.62} ${sy - h * 0.7} ${sx - w * 0.18} ${sy - h * 0.86}L${sx - w * 0.1} ${sy - h}H${sx + w * 0.1}L${sx + w * 0.18} ${sy - h * 0.86}Q${sx + w * 0.62} ${sy - h * 0.7} ${sx + w / 2} ${sy}Z`,
        rng.chance(0.3) ? shade(sack, 0.1) : sack,
      ),
    );
    parts.push(rect(sx - w * 0.2, sy - h * 0.88, w * 0.4, 6 * u, palette.brick, { rx: 3 * u }));
    parts.push(rect(sx - w * 0.22, sy - h * 0.5, w * 0.44, h * 0.2, shade(sack, 0.08), { rx: 4 * u }));
    tops.push([sx, sy - h * 0.55]);
  }
  const spots: [number, number, Pose][] = [
    [W * 0.34, H * 0.99 - 150 * u * 0.8, "curl"],
    [W * 0.78, H * 0.98 - 143 * u * 0.8, "loaf"],
    [W * 0.16, H * 0.97 - 130 * u * 0.75, "sitFront"],
  ];
  s.coats.forEach((coat, i) => {
    const [cx, cy, pose] = spots[i] as [number, number, Pose];
    parts.push(drawCat(canvas, { pose, coat, x: cx, y: cy, size: H * 0.21, flip: i === 1, tail: "wrap" }));
  });
  return g(parts);
}

function pendantLampInline(canvas: Canvas, x: number, y: number, size: number): string {
  const glow = radialGradient(canvas, [
    [0, tones.glow, 0.5],
    [1, tones.glow, 0],
  ]);
  return g([
    circle(x, y + size * 0.7, size * 2, glow),
    rect(x - 1, 0, 2, y, palette.ink),
    path(
      `M${x - size / 2} ${y + size * 0.5}Q${x} ${y - size * 0.3} ${x + size / 2} ${y + size * 0.5}Z`,
      palette.harbor,
    ),
    ellipse(x, y + size * 0.5, size * 0.2, size * 0.08, tones.glow),
  ]);
}
