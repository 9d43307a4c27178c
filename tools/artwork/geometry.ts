/** Curves and outlines: smooth closed shapes, tapered strokes as filled outlines. */
import { n } from "./svg.ts";

export type Pt = readonly [number, number];

/** A closed Catmull-Rom spline through the points, as cubic Bézier path data. */
export function smoothClosed(points: readonly Pt[], tension = 1): string {
  const count = points.length;
  const p = (i: number): Pt => points[((i % count) + count) % count] as Pt;
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    const k = tension / 6;
    d += `C${n(x1 + (x2 - x0) * k)} ${n(y1 + (y2 - y0) * k)} ${n(x2 - (x3 - x1) * k)} ${n(y2 - (y3 - y1) * k)} ${n(x2)} ${n(y2)}`;
  }
  return `${d}Z`;
}

/** Samples an open Catmull-Rom spline into a polyline. */
export function sampleSpline(points: readonly Pt[], perSegment = 8): Pt[] {
  const count = points.length;
  const p = (i: number): Pt => points[Math.max(0, Math.min(count - 1, i))] as Pt;
  const out: Pt[] = [];
  for (let i = 0; i < count - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    for (let s = 0; s < perSegment; s++) {
      const t = s / perSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, e: number): number =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - e) * t2 + (-a + 3 * b - 3 * c + e) * t3);
      out.push([f(x0, x1, x2, x3), f(y0, y1, y2, y3)]);
    }
  }
  out.push(p(count - 1));
  return out;
}

/**
 * A stroke along a smooth curve through the points, as a filled outline whose width goes
 * from startWidth to endWidth, with round ends. Filled outlines (unlike strokes) work in clip paths.
 */
export function taper(points: readonly Pt[], startWidth: number, endWidth: number, perSegment = 6): string {
  const line = sampleSpline(points, perSegment);
  const count = line.length;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = line[Math.max(0, i - 1)] as Pt;
    const b = line[Math.min(count - 1, i + 1)] as Pt;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const t = count === 1 ? 0 : i / (count - 1);
    const half = (startWidth + (endWidth - startWidth) * t) / 2;
    const [x, y] = line[i] as Pt;
    left.push([x - (dy / len) * half, y + (dx / len) * half]);
    right.push([x + (dy / len) * half, y - (dx / len) * half]);
  }
  const pts = (list: readonly Pt[]): string => list.map(([x, y]) => `${n(x)} ${n(y)}`).join("L");
  const endR = Math.max(0.1, endWidth / 2);
  const startR = Math.max(0.1, startWidth / 2);
  const lastRight = right[count - 1] as Pt;
  const firstLeft = left[0] as Pt;
  return (
    `M${pts(left)}` +
    `A${n(endR)} ${n(endR)} 0 0 0 ${n(lastRight[0])} ${n(lastRight[1])}` +
    `L${pts(right.slice().reverse())}` +
    `A${n(startR)} ${n(startR)} 0 0 0 ${n(firstLeft[0])} ${n(firstLeft[1])}Z`
  );
}

/** Polygon path data. */
export function poly(points: readonly Pt[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
}

/** Rounded rectangle path data. */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  const k = Math.min(r, w / 2, h / 2);
  return (
    `M${n(x + k)} ${n(y)}H${n(x + w - k)}A${n(k)} ${n(k)} 0 0 1 ${n(x + w)} ${n(y + k)}V${n(y + h - k)}` +
    `A${n(k)} ${n(k)} 0 0 1 ${n(x + w - k)} ${n(y + h)}H${n(x + k)}A${n(k)} ${n(k)} 0 0 1 ${n(x)} ${n(y + h - k)}` +
    `V${n(y + k)}A${n(k)} ${n(k)} 0 0 1 ${n(x + k)} ${n(y)}Z`
  );
}

/** Rectangle with a round top (an arched window or door). */
export function archRect(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${n(x)} ${n(y + h)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h)}Z`;
}

/** A wobbly blob around a center (patches, bushes, clouds). */
export function blob(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble: number,
  count: number,
  next: () => number,
): string {
  const pts: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + (next() - 0.5) * 2 * wobble;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}
