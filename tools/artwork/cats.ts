/**
 * Cats: the poses of cat-poses.ts painted in coats (tabby stripes, bibs, calico patches,
 * Siamese points), with eyes, noses and inner ears. Markings are masked to the silhouette.
 */
import { oval, poseShape, type Pose, type TailStyle } from "./cat-poses.ts";
import { blob, poly, sampleSpline, taper, type Pt } from "./geometry.ts";

export type { Pose, TailStyle };
import { mix, palette, shade, tint } from "./palette.ts";
import { at, el, ellipse, g, path, shapeMask, type Canvas } from "./svg.ts";

export type Coat =
  | "ginger"
  | "brownTabby"
  | "silverTabby"
  | "tuxedo"
  | "calico"
  | "black"
  | "gray"
  | "cream"
  | "tortie"
  | "white"
  | "siamese"
  | "grayWhite";

export const coatNames: Record<Coat, string> = {
  ginger: "ginger",
  brownTabby: "brown tabby",
  silverTabby: "silver tabby",
  tuxedo: "tuxedo",
  calico: "calico",
  black: "black",
  gray: "gray",
  cream: "cream",
  tortie: "tortoiseshell",
  white: "white",
  siamese: "Siamese",
  grayWhite: "gray-and-white",
};

type CoatColors = {
  base: string;
  stripe?: string;
  light?: string;
  patches?: string[];
  points?: string;
  eye: string;
  innerEar: string;
};

function coatColors(coat: Coat): CoatColors {
  const amber = mix(palette.marmalade, "#F4D35E", 0.55);
  const green = mix("#B8C24A", palette.harbor, 0.15);
  const pink = mix(palette.brick, palette.paper, 0.55);
  switch (coat) {
    case "ginger":
      return {
        base: palette.marmalade,
        stripe: mix(palette.marmaladeDark, palette.marmalade, 0.25),
        light: tint(palette.marmalade, 0.62),
        eye: green,
        innerEar: pink,
      };
    case "cream":
      return {
        base: mix(palette.cream, palette.marmalade, 0.35),
        stripe: mix(palette.cream, palette.marmalade, 0.6),
        light: palette.paper,
        eye: amber,
        innerEar: pink,
      };
    case "brownTabby":
      return {
        base: mix(palette.marmaladeDark, palette.muted, 0.5),
        stripe: shade(mix(palette.marmaladeDark, palette.muted, 0.5), 0.6),
        light: mix(palette.cream, palette.marmalade, 0.25),
        eye: green,
        innerEar: pink,
      };
    case "silverTabby":
      return {
        base: mix(palette.cream, palette.muted, 0.45),
        stripe: shade(palette.muted, 0.35),
        light: palette.paper,
        eye: green,
        innerEar: pink,
      };
    case "tuxedo":
      return {
        base: palette.ink,
        light: palette.paper,
        eye: amber,
        innerEar: mix(palette.ink, palette.brick, 0.35),
      };
    case "calico":
      return {
        base: palette.paper,
        patches: [palette.marmalade, palette.ink],
        light: palette.paper,
        eye: amber,
        innerEar: pink,
      };
    case "tortie":
      return {
        base: shade(palette.marmaladeDark, 0.6),
        patches: [palette.marmalade, palette.marmaladeDark],
        eye: amber,
        innerEar: mix(palette.ink, palette.brick, 0.35),
      };
    case "black":
      return { base: palette.ink, eye: amber, innerEar: mix(palette.ink, palette.brick, 0.35) };
    case "white":
      return { base: palette.paper, eye: mix(palette.harbor, palette.paper, 0.35), innerEar: pink };
    case "siamese":
      return {
        base: mix(palette.cream, palette.paper, 0.3),
        points: shade(mix(palette.marmaladeDark, palette.muted, 0.5), 0.35),
        eye: mix(palette.harbor, "#7FB2D0", 0.5),
        innerEar: pink,
      };
    case "grayWhite":
      return {
        base: mix(palette.muted, palette.harbor, 0.12),
        light: palette.paper,
        eye: amber,
        innerEar: pink,
      };
    case "gray":
      return {
        base: mix(palette.muted, palette.harbor, 0.18),
        stripe: shade(mix(palette.muted, palette.harbor, 0.18), 0.18),
        light: tint(palette.muted, 0.55),
        eye: amber,
        innerEar: pink,
      };
  }
}

export type CatOptions = {
  pose: Pose;
  coat: Coat;
  x: number;
  y: number;
  /** Drawn height in px of the 100-unit pose. */
  size: number;
  flip?: boolean;
  tail?: TailStyle;
  /** A single flat color instead of a coat (backlit silhouettes, far away cats). */
  silhouette?: string;
  /** Omit eyes and nose (very small cats). */
  plain?: boolean;
  /** Seed-like label so patches differ between cats. */
  variant?: number;
};

function tailRings(tail: Pt[], width: number): string[] {
  if (tail.length < 2) return [];
  const line = sampleSpline(tail, 8);
  const rings: string[] = [];
  for (const t of [0.42, 0.6, 0.76, 0.9]) {
    const i = Math.floor(t * (line.length - 1));
    const a = line[Math.max(0, i - 1)] as Pt;
    const b = line[Math.min(line.length - 1, i + 1)] as Pt;
    const [x, y] = line[i] as Pt;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const h = width * 0.9;
    rings.push(
      taper(
        [
          [x - (dy / len) * h, y + (dx / len) * h],
          [x + (dy / len) * h, y - (dx / len) * h],
        ],
        3.2,
        3.2,
        1,
      ),
    );
  }
  return rings;
}

/** True when the tail rises well off the ground (rings read as stripes, not as legs). */
function raisedTail(tail: Pt[]): boolean {
  const ys = tail.map((p) => p[1]);
  return Math.min(...ys) < -30;
}

/** Draws one cat; returns a group positioned at (x, y) = the middle of its feet. */
export function drawCat(canvas: Canvas, options: CatOptions): string {
  const shape = poseShape(options.pose, options.tail);
  const tail = shape.tail.length ? taper(shape.tail, shape.tailWidth[0], shape.tailWidth[1]) : "";
  const ears = shape.ears.map((e) => poly(e));
  const silhouetteParts = [...shape.body, ...ears, ...shape.paws.map(oval), tail].filter(Boolean);
  const transform = at(options.x, options.y, options.size / 100, options.flip ?? false);

  if (options.silhouette) {
    return g(
      silhouetteParts.map((d) => path(d, options.silhouette as string)),
      { transform },
    );
  }

  const colors = coatColors(options.coat);
  const parts: string[] = silhouetteParts.map((d) => path(d, colors.base));
  const marks: string[] = [];
  const rng = canvas.rng.fork(`cat-${options.variant ?? 0}-${options.pose}`);

  if (colors.stripe) {
    for (const s of shape.stripes) marks.push(path(taper(s, 4.2, 2.4, 4), colors.stripe));
    if (tail && raisedTail(shape.tail))
      for (const r of tailRings(shape.tail, shape.tailWidth[0])) marks.push(path(r, colors.stripe));
  }
  if (colors.patches) {
    const [c1, c2] = colors.patches as [string, string];
    const box = { x0: -40, x1: 40, y0: -95, y1: 0 };
    const spots: [number, number, number, string][] = [
      [shape.head.cx - shape.head.rx * 0.5, shape.head.cy - shape.head.ry * 0.45, shape.head.rx * 0.75, c1],
      [shape.head.cx + shape.head.rx * 0.6, shape.head.cy - shape.head.ry * 0.5, shape.head.rx * 0.6, c2],
    ];
    for (let i = 0; i < 5; i++) {
      spots.push([rng.range(box.x0, box.x1), rng.range(-60, -10), rng.range(9, 16), i % 2 === 0 ? c1 : c2]);
    }
    if (tail) {
      const end = shape.tail[shape.tail.length - 1] as Pt;
      spots.push([end[0], end[1], 9, c2]);
    }
    for (const [x, y, r, c] of spots) marks.push(path(blob(x, y, r, r * 0.85, 0.25, 7, rng.next), c));
  }
  const bicolor = options.coat === "tuxedo" || options.coat === "grayWhite";
  if (colors.light && options.coat !== "calico") {
    const bib =
      bicolor || options.coat === "ginger" || options.coat === "gray" || options.coat === "brownTabby";
    if (shape.chest && bib)
      marks.push(
        path(
          oval(
            bicolor ? { ...shape.chest, rx: shape.chest.rx * 1.25, ry: shape.chest.ry * 1.1 } : shape.chest,
          ),
          colors.light,
        ),
      );
    if (shape.muzzle && (bicolor || shape.face === "front"))
      marks.push(path(oval(shape.muzzle), colors.light));
    if (bicolor)
      for (const p of shape.paws)
        marks.push(path(oval({ ...p, rx: p.rx + 1, ry: p.ry + 1.5, cy: p.cy - 1 }), colors.light));
  }
  if (colors.points) {
    for (const e of ears) marks.push(path(e, colors.points));
    if (tail)
      marks.push(
        path(
          taper(
            shape.tail.slice(Math.floor(shape.tail.length / 3)),
            shape.tailWidth[0] + 2,
            shape.tailWidth[1] + 2,
          ),
          colors.points,
        ),
      );
    for (const p of shape.paws)
      marks.push(path(oval({ ...p, rx: p.rx + 1.5, ry: p.ry + 3, cy: p.cy - 2 }), colors.points));
    if (shape.face !== "back")
      marks.push(
        path(
          oval(
            shape.muzzle
              ? {
                  ...shape.muzzle,
                  rx: shape.muzzle.rx * 1.3,
                  ry: shape.muzzle.ry * 1.6,
                  cy: shape.muzzle.cy - 2,
                }
              : { ...shape.head, rx: shape.head.rx * 0.6, ry: shape.head.ry * 0.6 },
          ),
          colors.points,
        ),
      );
  }
  if (options.coat === "calico" && shape.chest) marks.push(path(oval(shape.chest), palette.paper));

  let body = parts.join("");
  if (marks.length) {
    body += g(marks, { mask: shapeMask(canvas, silhouetteParts, [-90, -120, 170, 160]) });
  }

  // Face details.
  const details: string[] = [];
  if (!options.plain && shape.face !== "back") {
    const pupil =
      options.coat === "black" || options.coat === "tuxedo" ? shade(palette.ink, 0.6) : palette.ink;
    const darkFace = options.coat === "black" || options.coat === "tuxedo" || options.coat === "siamese";
    if (shape.face === "front") {
      for (const e of shape.ears) {
        const [a, tip, b] = e as [Pt, Pt, Pt];
        const inner: Pt[] = [
          [a[0] + (tip[0] - a[0]) * 0.25 + 2.2, a[1] + (tip[1] - a[1]) * 0.25],
          [tip[0] + (a[0] + b[0] - 2 * tip[0]) * 0.18, tip[1] + 3.5],
          [b[0] + (tip[0] - b[0]) * 0.25 - 2.2, b[1] + (tip[1] - b[1]) * 0.25],
        ];
        details.push(path(poly(inner), colors.innerEar));
      }
    }
    for (const [ex, ey] of shape.eyes) {
      if (shape.eyesClosed) {
        details.push(
          el("path", {
            d: `M${ex - 3.2} ${ey}q3.2 2.6 6.4 0`,
            fill: "none",
            stroke: darkFace ? tint(palette.ink, 0.5) : palette.ink,
            "stroke-width": 1.4,
            "stroke-linecap": "round",
          }),
        );
      } else {
        const rx = shape.face === "front" ? 3.6 : 2.8;
        details.push(ellipse(ex, ey, rx, rx * 0.82, colors.eye));
        details.push(ellipse(ex + (shape.face === "side" ? 0.6 : 0), ey, rx * 0.32, rx * 0.74, pupil));
      }
    }
    if (options.pose === "sitFront") {
      const gap =
        options.coat === "black" || options.coat === "tuxedo"
          ? tint(palette.ink, 0.25)
          : shade(colors.base, 0.25);
      details.push(
        el("path", {
          d: "M0 -24L0 -3",
          stroke: gap,
          "stroke-width": 1.3,
          "stroke-linecap": "round",
          fill: "none",
        }),
      );
    }
    if (shape.nose) {
      const [nx, ny] = shape.nose;
      const noseColor = mix(palette.brick, palette.paper, options.coat === "black" ? 0.2 : 0.35);
      details.push(path(`M${nx - 2.4} ${ny - 1.6}h4.8l-2.4 2.8z`, noseColor));
    }
  }
  return g([body, ...details], { transform });
}
