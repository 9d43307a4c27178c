/** Team portraits: illustrated busts with distinct faces, hair and clothes, each with their cat(s). */
import { drawCat, type Coat, type Pose } from "../cats.ts";
import { blob, roundRect, smoothClosed } from "../geometry.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { circle, el, ellipse, g, path, rect, type Canvas } from "../svg.ts";

export type PortraitCat = {
  coat: Coat;
  name: string;
  pose: Pose;
  x: number;
  y: number;
  size: number;
  flip?: boolean;
};

export type PortraitSpec = {
  name: string;
  role: string;
  skin: string;
  hair: string;
  hairStyle: "silverBob" | "shortCurly" | "longBraid" | "beanie";
  beard?: string;
  glasses?: boolean;
  top: string;
  collar: "cardigan" | "jacket" | "sweater" | "peacoat";
  accent: string;
  background: string;
  cats: PortraitCat[];
  earrings?: boolean;
};

export function describePortrait(s: PortraitSpec): string {
  const cats = s.cats
    .map(
      (c) =>
        `${c.name} the ${c.coat === "brownTabby" ? "brown tabby" : c.coat === "gray" ? "gray shorthair" : c.coat === "black" ? "black cat" : c.coat}`,
    )
    .join(" and ");
  return `Illustrated portrait of ${s.name}, ${s.role}, with ${cats}.`;
}

export function portrait(canvas: Canvas, s: PortraitSpec): string {
  const { width: W, height: H, rng } = canvas;
  const cx = W / 2;
  const parts: string[] = [rect(0, 0, W, H, s.background)];
  // Soft arch behind the head and a few background shapes.
  parts.push(
    path(
      `M${W * 0.16} ${H}V${H * 0.36}A${W * 0.34} ${W * 0.34} 0 0 1 ${W * 0.84} ${H * 0.36}V${H}Z`,
      tint(s.accent, 0.72),
    ),
  );
  for (let i = 0; i < 14; i++)
    parts.push(
      circle(rng.range(0, W), rng.range(0, H * 0.5), rng.range(2, 5), shade(s.background, 0.1), {
        opacity: 0.6,
      }),
    );
  const headY = H * 0.415;
  const headR = W * 0.155;
  // Hair behind the head.
  if (s.hairStyle === "silverBob")
    parts.push(
      path(
        `M${cx - headR * 1.25} ${headY + headR * 0.9}C${cx - headR * 1.5} ${headY - headR * 1.6} ${cx + headR * 1.5} ${headY - headR * 1.6} ${cx + headR * 1.25} ${headY + headR * 0.9}Z`,
        s.hair,
      ),
    );
  if (s.hairStyle === "longBraid") {
    parts.push(
      path(
        `M${cx - headR * 1.1} ${headY + headR * 0.6}C${cx - headR * 1.4} ${headY - headR * 1.5} ${cx + headR * 1.4} ${headY - headR * 1.5} ${cx + headR * 1.1} ${headY + headR * 0.6}Z`,
        s.hair,
      ),
    );
    for (let k = 0; k < 6; k++)
      parts.push(
        ellipse(
          cx + headR * 1.05 + k * 4,
          headY + headR * (0.9 + k * 0.42),
          headR * 0.24,
          headR * 0.28,
          shade(s.hair, k % 2 ? 0.1 : 0),
        ),
      );
  }
  // Shoulders and clothes.
  const shoulderY = H * 0.66;
  parts.push(
    path(
      `M${cx - W * 0.39} ${H}C${cx - W * 0.39} ${shoulderY} ${cx - W * 0.2} ${shoulderY - H * 0.04} ${cx} ${shoulderY - H * 0.04}C${cx + W * 0.2} ${shoulderY - H * 0.04} ${cx + W * 0.39} ${shoulderY} ${cx + W * 0.39} ${H}Z`,
      s.top,
    ),
  );
  const neckW = headR * 0.62;
  parts.push(
    path(roundRect(cx - neckW / 2, headY + headR * 0.5, neckW, headR * 1.2, neckW * 0.3), shade(s.skin, 0.1)),
  );
  if (s.collar === "cardigan") {
    parts.push(
      path(
        `M${cx - neckW * 0.9} ${shoulderY - H * 0.035}L${cx} ${shoulderY + H * 0.12}L${cx + neckW * 0.9} ${shoulderY - H * 0.035}Z`,
        palette.paper,
      ),
    );
    parts.push(
      path(
        `M${cx - neckW * 0.5} ${shoulderY - H * 0.04}Q${cx - neckW * 1.6} ${shoulderY + H * 0.1} ${cx - neckW * 0.7} ${shoulderY + H * 0.2}L${cx - neckW * 0.2} ${shoulderY + H * 0.06}Z`,
        s.accent,
      ),
    );
    for (let k = 0; k < 4; k++)
      parts.push(circle(cx + neckW * 0.05, shoulderY + H * (0.15 + k * 0.06), 5, shade(s.top, 0.35)));
  } else if (s.collar === "jacket") {
    parts.push(
      path(
        `M${cx - neckW * 0.8} ${shoulderY - H * 0.04}L${cx} ${shoulderY + H * 0.1}L${cx + neckW * 0.8} ${shoulderY - H * 0.04}Z`,
        palette.paper,
      ),
    );
    parts.push(
      path(
        `M${cx - neckW * 0.9} ${shoulderY - H * 0.04}L${cx - neckW * 0.1} ${shoulderY + H * 0.16}L${cx - neckW * 1.6} ${shoulderY + H * 0.02}Z`,
        shade(s.top, 0.25),
      ),
    );
    parts.push(
      path(
        `M${cx + neckW * 0.9} ${shoulderY - H * 0.04}L${cx + neckW * 0.1} ${shoulderY + H * 0.16}L${cx + neckW * 1.6} ${shoulderY + H * 0.02}Z`,
        shade(s.top, 0.25),
      ),
    );
    parts.push(
      path(
        `M${cx - 10} ${shoulderY + H * 0.01}H${cx + 10}L${cx + 14} ${shoulderY + H * 0.14}L${cx} ${shoulderY + H * 0.17}L${cx - 14} ${shoulderY + H * 0.14}Z`,
        s.accent,
      ),
    );
  } else if (s.collar === "sweater") {
    parts.push(
      path(
        `M${cx - neckW * 0.9} ${shoulderY - H * 0.04}Q${cx} ${shoulderY + H * 0.04} ${cx + neckW * 0.9} ${shoulderY - H * 0.04}`,
        "none",
        { stroke: shade(s.top, 0.2), "stroke-width": 16 },
      ),
    );
  } else {
    parts.push(
      path(
        `M${cx - neckW * 0.9} ${shoulderY - H * 0.045}H${cx + neckW * 0.9}V${shoulderY + H * 0.02}H${cx - neckW * 0.9}Z`,
        palette.paper,
      ),
    );
    for (let k = 0; k < 3; k++)
      parts.push(rect(cx - neckW * 0.9, shoulderY - H * 0.035 + k * 12, neckW * 1.8, 5, palette.harbor));
    parts.push(
      path(
        `M${cx - neckW * 1.0} ${shoulderY - H * 0.05}L${cx - neckW * 0.3} ${shoulderY + H * 0.14}L${cx - neckW * 2.0} ${shoulderY + H * 0.04}Z`,
        shade(s.top, 0.3),
      ),
    );
    parts.push(
      path(
        `M${cx + neckW * 1.0} ${shoulderY - H * 0.05}L${cx + neckW * 0.3} ${shoulderY + H * 0.14}L${cx + neckW * 2.0} ${shoulderY + H * 0.04}Z`,
        shade(s.top, 0.3),
      ),
    );
    for (const bx of [-1, 1])
      for (let k = 0; k < 2; k++)
        parts.push(circle(cx + bx * neckW * 0.9, shoulderY + H * (0.12 + k * 0.08), 7, s.accent));
  }
  // Head and ears.
  parts.push(
    ellipse(cx - headR * 0.96, headY + headR * 0.08, headR * 0.16, headR * 0.24, shade(s.skin, 0.05)),
    ellipse(cx + headR * 0.96, headY + headR * 0.08, headR * 0.16, headR * 0.24, shade(s.skin, 0.05)),
  );
  parts.push(
    path(
      smoothClosed([
        [cx, headY - headR * 1.12],
        [cx + headR * 0.82, headY - headR * 0.8],
        [cx + headR * 0.95, headY + headR * 0.1],
        [cx + headR * 0.6, headY + headR * 0.85],
        [cx, headY + headR * 1.12],
        [cx - headR * 0.6, headY + headR * 0.85],
        [cx - headR * 0.95, headY + headR * 0.1],
        [cx - headR * 0.82, headY - headR * 0.8],
      ]),
      s.skin,
    ),
  );
  if (s.earrings)
    for (const side of [-1, 1])
      parts.push(circle(cx + side * headR * 0.98, headY + headR * 0.38, 6, s.accent));
  // Face.
  const ink = shade(s.skin, 0.75);
  const eyeY = headY + headR * 0.05;
  for (const side of [-1, 1]) {
    parts.push(ellipse(cx + side * headR * 0.36, eyeY, headR * 0.07, headR * 0.09, ink));
    parts.push(
      el("path", {
        d: `M${cx + side * headR * 0.22} ${eyeY - headR * 0.24}Q${cx + side * headR * 0.38} ${eyeY - headR * 0.32} ${cx + side * headR * 0.54} ${eyeY - headR * 0.22}`,
        stroke: s.hairStyle === "silverBob" ? shade(s.hair, 0.4) : shade(s.hair, 0.1),
        "stroke-width": headR * 0.07,
        "stroke-linecap": "round",
        fill: "none",
      }),
    );
    parts.push(
      ellipse(
        cx + side * headR * 0.52,
        eyeY + headR * 0.32,
        headR * 0.14,
        headR * 0.08,
        mix(s.skin, palette.brick, 0.25),
        { opacity: 0.45 },
      ),
    );
  }
  parts.push(
    el("path", {
      d: `M${cx - headR * 0.02} ${eyeY + headR * 0.06}Q${cx - headR * 0.12} ${eyeY + headR * 0.34} ${cx + headR * 0.06} ${eyeY + headR * 0.38}`,
      stroke: shade(s.skin, 0.3),
      "stroke-width": headR * 0.05,
      fill: "none",
      "stroke-linecap": "round",
    }),
  );
  if (s.beard) {
    parts.push(
      path(
        `M${cx - headR * 0.88} ${headY + headR * 0.1}Q${cx - headR * 0.8} ${headY + headR * 1.25} ${cx} ${headY + headR * 1.28}Q${cx + headR * 0.8} ${headY + headR * 1.25} ${cx + headR * 0.88} ${headY + headR * 0.1}Q${cx + headR * 0.6} ${headY + headR * 0.62} ${cx} ${headY + headR * 0.56}Q${cx - headR * 0.6} ${headY + headR * 0.62} ${cx - headR * 0.88} ${headY + headR * 0.1}Z`,
        s.beard,
      ),
    );
    parts.push(
      path(
        `M${cx - headR * 0.3} ${headY + headR * 0.56}Q${cx} ${headY + headR * 0.46} ${cx + headR * 0.3} ${headY + headR * 0.56}Q${cx} ${headY + headR * 0.62} ${cx - headR * 0.3} ${headY + headR * 0.56}Z`,
        shade(s.beard, 0.1),
      ),
    );
  }
  parts.push(
    el("path", {
      d: `M${cx - headR * 0.24} ${headY + headR * 0.62}Q${cx} ${headY + headR * 0.8} ${cx + headR * 0.24} ${headY + headR * 0.62}`,
      stroke: s.beard ? palette.paper : mix(palette.brick, s.skin, 0.3),
      "stroke-width": headR * 0.06,
      fill: "none",
      "stroke-linecap": "round",
    }),
  );
  if (s.glasses) {
    for (const side of [-1, 1])
      parts.push(
        circle(cx + side * headR * 0.36, eyeY, headR * 0.22, "none", {
          stroke: palette.ink,
          "stroke-width": headR * 0.05,
        }),
      );
    parts.push(
      el("path", {
        d: `M${cx - headR * 0.14} ${eyeY}Q${cx} ${eyeY - headR * 0.08} ${cx + headR * 0.14} ${eyeY}`,
        stroke: palette.ink,
        "stroke-width": headR * 0.05,
        fill: "none",
      }),
    );
  }
  // Hair in front.
  if (s.hairStyle === "silverBob") {
    parts.push(
      path(
        `M${cx - headR * 1.0} ${headY + headR * 0.2}C${cx - headR * 1.1} ${headY - headR * 1.5} ${cx + headR * 1.2} ${headY - headR * 1.5} ${cx + headR * 1.0} ${headY - headR * 0.1}C${cx + headR * 0.4} ${headY - headR * 0.6} ${cx - headR * 0.2} ${headY - headR * 0.7} ${cx - headR * 1.0} ${headY + headR * 0.2}Z`,
        s.hair,
      ),
    );
  } else if (s.hairStyle === "shortCurly") {
    for (let k = 0; k < 11; k++) {
      const a = Math.PI * (1.05 + (k / 10) * 0.9);
      parts.push(
        circle(
          cx + Math.cos(a) * headR * 0.88,
          headY - headR * 0.12 + Math.sin(a) * headR * 0.95,
          headR * 0.3,
          s.hair,
        ),
      );
    }
    parts.push(path(blob(cx, headY - headR * 0.75, headR * 0.8, headR * 0.38, 0.15, 9, rng.next), s.hair));
  } else if (s.hairStyle === "longBraid") {
    // Center part, hair sweeping down to both temples.
    for (const side of [-1, 1]) {
      parts.push(
        path(
          `M${cx} ${headY - headR * 1.14}C${cx + side * headR * 0.9} ${headY - headR * 1.2} ${cx + side * headR * 1.12} ${headY - headR * 0.5} ${cx + side * headR * 0.98} ${headY + headR * 0.35}C${cx + side * headR * 0.86} ${headY - headR * 0.2} ${cx + side * headR * 0.6} ${headY - headR * 0.62} ${cx} ${headY - headR * 0.78}Z`,
          s.hair,
        ),
      );
    }
  } else {
    parts.push(
      path(
        `M${cx - headR * 1.02} ${headY - headR * 0.28}C${cx - headR * 1.05} ${headY - headR * 1.55} ${cx + headR * 1.05} ${headY - headR * 1.55} ${cx + headR * 1.02} ${headY - headR * 0.28}Z`,
        s.accent,
      ),
    );
    parts.push(
      path(
        roundRect(cx - headR * 1.08, headY - headR * 0.5, headR * 2.16, headR * 0.34, headR * 0.1),
        shade(s.accent, 0.2),
      ),
    );
    for (let k = 0; k < 9; k++)
      parts.push(
        rect(
          cx - headR * 1.0 + k * headR * 0.24,
          headY - headR * 0.48,
          headR * 0.04,
          headR * 0.3,
          shade(s.accent, 0.35),
        ),
      );
  }
  for (const c of s.cats)
    parts.push(
      drawCat(canvas, {
        pose: c.pose,
        coat: c.coat,
        x: c.x * W,
        y: c.y * H,
        size: c.size * H,
        flip: c.flip,
        tail: "wrap",
      }),
    );
  return g(parts);
}

export const team: Record<string, PortraitSpec> = {
  "margo-feld": {
    name: "Margo Feld",
    role: "co-founder and lead historian",
    skin: tones.skin[0],
    hair: mix(palette.muted, palette.paper, 0.55),
    hairStyle: "silverBob",
    glasses: true,
    top: palette.brick,
    collar: "cardigan",
    accent: palette.marmalade,
    background: mix(palette.cream, palette.paper, 0.4),
    earrings: false,
    cats: [
      { coat: "brownTabby", name: "Pickles", pose: "loaf", x: 0.7, y: 0.668, size: 0.24, flip: true },
      { coat: "tuxedo", name: "Mrs. Hudson", pose: "sitFront", x: 0.24, y: 1.0, size: 0.34 },
    ],
  },
  "theo-alvarez": {
    name: "Theo Alvarez",
    role: "co-founder and Financial District guide",
    skin: tones.skin[2],
    hair: palette.ink,
    hairStyle: "shortCurly",
    beard: shade(palette.ink, 0.1),
    top: palette.harbor,
    collar: "jacket",
    accent: palette.marmalade,
    background: tint(palette.harbor, 0.72),
    cats: [{ coat: "ginger", name: "Ledger", pose: "sitFront", x: 0.74, y: 1.0, size: 0.38 }],
  },
  "priya-raman": {
    name: "Priya Raman",
    role: "Lower East Side guide",
    skin: tones.skin[3],
    hair: shade(palette.ink, 0.2),
    hairStyle: "longBraid",
    top: palette.marmalade,
    collar: "sweater",
    accent: palette.harbor,
    background: tint(palette.marmalade, 0.72),
    earrings: true,
    cats: [
      { coat: "calico", name: "Knish", pose: "sitFront", x: 0.23, y: 1.0, size: 0.34 },
      { coat: "black", name: "Latke", pose: "loaf", x: 0.7, y: 0.668, size: 0.24, flip: true },
    ],
  },
  "sam-oconnell": {
    name: "Sam O'Connell",
    role: "Brooklyn Heights guide",
    skin: mix(tones.skin[0], palette.brick, 0.12),
    hair: palette.marmaladeDark,
    hairStyle: "beanie",
    beard: palette.marmaladeDark,
    top: mix(palette.ink, palette.harbor, 0.25),
    collar: "peacoat",
    accent: palette.brick,
    background: mix(palette.cream, palette.muted, 0.32),
    cats: [{ coat: "gray", name: "Montague", pose: "loaf", x: 0.3, y: 0.668, size: 0.25 }],
  },
};
