/** Close-up foreground pieces that frame a scene and carry the main cat: a big stoop with its railing and newel post. */
import { poly, roundRect, type Pt } from "./geometry.ts";
import { mix, palette, shade } from "./palette.ts";
import { lit, type Mood } from "./sky.ts";
import { circle, el, g, path, rect, type Canvas } from "./svg.ts";

export type BigStoop = { svg: string; rail: [Pt, Pt]; steps: Pt[]; newelTop: Pt };

/**
 * A stoop seen from the side in the foreground, rising toward one edge of the frame.
 * side = 'right': the foot of the stoop is at footX and it climbs to the right edge.
 */
export function bigStoop(
  canvas: Canvas,
  mood: Mood,
  o: { side: "left" | "right"; footX: number; bottom: number; topY: number; color: string; steps?: number },
): BigStoop {
  const { width: W } = canvas;
  const u = canvas.height / 900;
  const dir = o.side === "right" ? 1 : -1;
  const edge = o.side === "right" ? W + 20 : -20;
  const n = o.steps ?? 6;
  const rise = (o.bottom - o.topY) / n;
  const run = Math.abs(edge - o.footX) / (n + 1.2);
  const stone = lit(mood, o.color);
  const tread = lit(mood, mix(o.color, palette.cream, 0.35));
  const profile: Pt[] = [[o.footX, o.bottom + 40 * u]];
  const steps: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const x0 = o.footX + dir * run * i;
    const y = o.bottom - rise * (i + 1);
    profile.push([x0, y], [x0 + dir * run, y]);
    steps.push([x0 + (dir * run) / 2, y]);
  }
  profile.push([edge, o.bottom - rise * n], [edge, o.bottom + 40 * u]);
  const parts: string[] = [path(poly(profile), stone)];
  for (let i = 0; i < n; i++) {
    const x0 = o.footX + dir * run * i;
    const y = o.bottom - rise * (i + 1);
    parts.push(rect(Math.min(x0, x0 + dir * run) - 2, y - 3 * u, run + 4, 6 * u, tread));
    parts.push(
      rect(Math.min(x0, x0 + dir * run), y + 3 * u, run, rise - 3 * u, shade(stone, 0.12), { opacity: 0.35 }),
    );
  }
  // Railing: heavy handrail, balusters and a newel post with a ball at the foot.
  const iron = mood.time === "night" ? mix(palette.ink, palette.muted, 0.2) : palette.ink;
  const railH = rise * 3.1;
  const newelX = o.footX + dir * run * 0.45;
  const r0: Pt = [newelX, o.bottom - rise - railH * 0.9];
  const r1: Pt = [edge, o.bottom - rise * n - railH];
  parts.push(
    el("path", {
      d: `M${r0[0]} ${r0[1]}L${r1[0]} ${r1[1]}`,
      stroke: iron,
      "stroke-width": 9 * u,
      "stroke-linecap": "round",
    }),
  );
  const count = n * 3;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const bx = r0[0] + (r1[0] - r0[0]) * t;
    const by = r0[1] + (r1[1] - r0[1]) * t;
    const stepIndex = Math.max(0, Math.floor(Math.abs(bx - o.footX) / run));
    const base = o.bottom - rise * Math.min(n, stepIndex + 1);
    parts.push(rect(bx - 2 * u, by, 4 * u, base - by, iron));
    if (i % 3 === 0) parts.push(circle(bx, by + (base - by) * 0.5, 5 * u, iron));
  }
  parts.push(
    path(roundRect(newelX - 9 * u, r0[1] - 6 * u, 18 * u, o.bottom - rise - r0[1] + 6 * u, 4 * u), iron),
  );
  parts.push(rect(newelX - 13 * u, r0[1] - 10 * u, 26 * u, 8 * u, iron, { rx: 3 * u }));
  const newelTop: Pt = [newelX, r0[1] - 10 * u];
  return { svg: g(parts), rail: [r0, r1], steps, newelTop };
}
