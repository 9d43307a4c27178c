/** Street furniture: sidewalks, lamps, trees, benches, mailboxes, street signs, pushcarts, iron fences, planters. */
import { blob, poly, roundRect, taper } from "./geometry.ts";
import { mix, palette, shade, tint, tones } from "./palette.ts";
import type { Rng } from "./random.ts";
import { lit, type Mood } from "./sky.ts";
import { circle, el, ellipse, g, path, radialGradient, rect, type Canvas } from "./svg.ts";

/** Sidewalk from ground to curb, then the street to the bottom edge. */
export function sidewalk(
  canvas: Canvas,
  mood: Mood,
  ground: number,
  curb: number,
  options: { street?: boolean; slabs?: number; cobbles?: boolean } = {},
): string {
  const { width, height } = canvas;
  const walk = lit(mood, mood.ground);
  const parts: string[] = [rect(0, ground, width, curb - ground, walk)];
  const slab = options.slabs ?? 110;
  for (let x = canvas.rng.range(0, slab); x < width; x += slab) {
    parts.push(
      path(`M${x} ${ground}L${x - (curb - ground) * 0.35} ${curb}`, "none", {
        stroke: shade(walk, 0.12),
        "stroke-width": 1.5,
      }),
    );
  }
  parts.push(rect(0, ground, width, 3, shade(walk, 0.12)));
  if (options.street !== false && curb < height) {
    parts.push(rect(0, curb, width, 7, tint(walk, 0.3)));
    const asphalt = lit(mood, mix(palette.muted, palette.ink, 0.35));
    parts.push(rect(0, curb + 7, width, height - curb - 7, asphalt));
    if (options.cobbles) {
      const stone = shade(asphalt, 0.18);
      for (let y = curb + 14, row = 0; y < height; y += 16 + row * 2, row++) {
        const cw = 34 + row * 6;
        for (let x = (row % 2) * cw * 0.5 - cw; x < width; x += cw)
          parts.push(
            rect(x + 2, y, cw - 5, 11 + row * 1.5, tint(asphalt, 0.08), {
              rx: 4,
              stroke: stone,
              "stroke-width": 1,
            }),
          );
      }
    }
  }
  return g(parts);
}

export type LampStyle = "crook" | "post";

/** A New York street lamp; glows from dusk on. */
export function lamp(
  canvas: Canvas,
  mood: Mood,
  x: number,
  ground: number,
  height: number,
  style: LampStyle = "post",
  flip = false,
): string {
  const iron = mood.time === "night" ? mix(palette.ink, palette.muted, 0.2) : palette.ink;
  const on = mood.time === "dusk" || mood.time === "night";
  const light = mood.litGlass;
  const parts: string[] = [];
  const top = ground - height;
  parts.push(
    path(`M${x - 9} ${ground}L${x - 6} ${ground - height * 0.12}H${x + 6}L${x + 9} ${ground}Z`, iron),
  );
  parts.push(rect(x - 3.2, top + height * 0.1, 6.4, height * 0.8, iron));
  parts.push(rect(x - 5, ground - height * 0.25, 10, 4, iron));
  let lx = x;
  let ly = top;
  if (style === "crook") {
    const d = flip ? -1 : 1;
    parts.push(
      el("path", {
        d: `M${x} ${top + height * 0.12}C${x} ${top - 18} ${x + d * 40} ${top - 22} ${x + d * 44} ${top + 6}`,
        stroke: iron,
        "stroke-width": 5,
        fill: "none",
      }),
    );
    lx = x + d * 44;
    ly = top + 12;
    if (on)
      parts.push(
        circle(
          lx,
          ly + 10,
          height * 0.55,
          radialGradient(canvas, [
            [0, light, 0.55],
            [1, light, 0],
          ]),
        ),
      );
    parts.push(
      path(
        `M${lx - 9} ${ly - 4}H${lx + 9}L${lx + 6} ${ly + 14}H${lx - 6}Z`,
        on ? light : mix(iron, palette.paper, 0.5),
      ),
    );
    parts.push(path(`M${lx - 11} ${ly - 4}L${lx} ${ly - 12}L${lx + 11} ${ly - 4}Z`, iron));
  } else {
    ly = top + 6;
    if (on)
      parts.push(
        circle(
          lx,
          ly + 6,
          height * 0.5,
          radialGradient(canvas, [
            [0, light, 0.55],
            [1, light, 0],
          ]),
        ),
      );
    parts.push(
      path(
        `M${lx - 12} ${ly - 16}H${lx + 12}L${lx + 8} ${ly + 12}H${lx - 8}Z`,
        on ? light : mix(iron, palette.paper, 0.55),
      ),
    );
    parts.push(rect(lx - 1, ly - 16, 2, 28, iron));
    parts.push(
      path(`M${lx - 15} ${ly - 16}L${lx} ${ly - 28}L${lx + 15} ${ly - 16}Z`, iron),
      circle(lx, ly - 31, 3.5, iron),
    );
    parts.push(rect(lx - 10, ly + 12, 20, 4, iron));
  }
  return g(parts);
}

export type TreeSeason = "summer" | "autumn" | "bare";

/** A street tree: London plane trunk with branches and a canopy of overlapping blobs. */
export function tree(
  rng: Rng,
  mood: Mood,
  x: number,
  ground: number,
  height: number,
  season: TreeSeason = "summer",
): string {
  const bark = lit(mood, mix(mix(palette.muted, palette.marmaladeDark, 0.3), palette.cream, 0.3));
  const barkDark = shade(bark, 0.25);
  const parts: string[] = [];
  const trunkTop = ground - height * 0.6;
  const lean = rng.range(-0.04, 0.04) * height;
  parts.push(ellipse(x, ground, height * 0.1, height * 0.012, palette.ink, { opacity: 0.18 }));
  parts.push(
    path(
      taper(
        [
          [x, ground + 2],
          [x + lean * 0.3, ground - height * 0.3],
          [x + lean, trunkTop],
        ],
        height * 0.075,
        height * 0.04,
      ),
      bark,
    ),
  );
  const branches: [number, number][] = [];
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i - 2) * 0.42 + rng.range(-0.15, 0.15);
    const len = height * rng.range(0.18, 0.3);
    const sx = x + lean * 0.8;
    const sy = trunkTop + height * rng.range(0.0, 0.1);
    const ex = sx + Math.cos(a) * len;
    const ey = sy + Math.sin(a) * len;
    branches.push([ex, ey]);
    parts.push(
      path(
        taper(
          [
            [sx, sy],
            [sx + Math.cos(a) * len * 0.5 + rng.range(-6, 6), sy + Math.sin(a) * len * 0.55],
            [ex, ey],
          ],
          height * 0.03,
          height * 0.008,
        ),
        bark,
      ),
    );
  }
  // Plane-tree camouflage bark.
  for (let i = 0; i < 7; i++) {
    const yy = ground - height * rng.range(0.05, 0.55);
    parts.push(
      path(
        blob(
          x + lean * ((ground - yy) / height) + rng.range(-height * 0.02, height * 0.02),
          yy,
          height * 0.02,
          height * 0.03,
          0.3,
          6,
          rng.next,
        ),
        rng.chance(0.5) ? barkDark : tint(bark, 0.35),
        { opacity: 0.75 },
      ),
    );
  }
  if (season === "bare") {
    for (const [bx, by] of branches) {
      for (let k = 0; k < 2; k++) {
        const a = -Math.PI / 2 + rng.range(-1, 1);
        const len = height * rng.range(0.06, 0.12);
        parts.push(
          path(
            taper(
              [
                [bx, by],
                [bx + Math.cos(a) * len, by + Math.sin(a) * len],
              ],
              height * 0.008,
              1,
            ),
            bark,
          ),
        );
      }
    }
    return g(parts);
  }
  const base =
    season === "autumn"
      ? [
          palette.marmalade,
          mix(palette.marmalade, palette.brick, 0.45),
          mix(palette.marmalade, "#F4D35E", 0.35),
        ]
      : [tones.leaf, shade(tones.leaf, 0.2), tones.leafLight];
  const cx = x + lean;
  const cy = ground - height * 0.74;
  const r = height * 0.3;
  const canopy: string[] = [];
  canopy.push(
    path(blob(cx, cy + r * 0.1, r * 1.1, r * 0.72, 0.14, 11, rng.next), lit(mood, base[1] as string)),
  );
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const bx = cx + Math.cos(a) * r * rng.range(0.45, 0.72);
    const by = cy + Math.sin(a) * r * rng.range(0.3, 0.5) - r * 0.06;
    canopy.push(
      path(
        blob(bx, by, r * rng.range(0.38, 0.52), r * rng.range(0.32, 0.44), 0.14, 9, rng.next),
        lit(mood, base[0] as string),
      ),
    );
  }
  for (let i = 0; i < 4; i++) {
    canopy.push(
      path(
        blob(
          cx + rng.range(-r * 0.7, r * 0.3),
          cy - r * rng.range(0.2, 0.5),
          r * rng.range(0.22, 0.32),
          r * 0.18,
          0.2,
          8,
          rng.next,
        ),
        lit(mood, base[2] as string),
      ),
    );
  }
  for (let i = 0; i < 26; i++) {
    canopy.push(
      ellipse(
        cx + rng.range(-r, r),
        cy + rng.range(-r * 0.6, r * 0.6),
        r * 0.035,
        r * 0.025,
        lit(mood, rng.chance(0.5) ? (base[2] as string) : shade(base[1] as string, 0.2)),
        { opacity: 0.9 },
      ),
    );
  }
  parts.push(...canopy);
  return g(parts);
}

/** A park bench seen from the front. */
export function bench(mood: Mood, x: number, ground: number, width: number): string {
  const wood = lit(mood, mix(palette.harbor, palette.ink, 0.2));
  const iron = palette.ink;
  const parts: string[] = [];
  parts.push(rect(x + 6, ground - 22, 4, 22, iron), rect(x + width - 10, ground - 22, 4, 22, iron));
  for (let i = 0; i < 3; i++) parts.push(rect(x, ground - 52 + i * 9, width, 6, wood, { rx: 2 }));
  parts.push(rect(x - 3, ground - 24, width + 6, 6, wood, { rx: 2 }));
  parts.push(rect(x + 4, ground - 54, 4, 32, iron), rect(x + width - 8, ground - 54, 4, 32, iron));
  return g(parts);
}

/** A blue-green street mailbox. */
export function mailbox(mood: Mood, x: number, ground: number, size = 90): string {
  const body = lit(mood, palette.harbor);
  const s = size / 90;
  return g(
    [
      rect(-24, -10, 8, 10, shade(body, 0.4)),
      rect(16, -10, 8, 10, shade(body, 0.4)),
      path("M-26 -10V-62Q-26 -84 0 -84Q26 -84 26 -62V-10Z", body),
      rect(-26, -62, 52, 4, shade(body, 0.25)),
      rect(-14, -54, 28, 5, shade(body, 0.45), { rx: 2 }),
      rect(-18, -40, 36, 18, tint(body, 0.15), { rx: 3 }),
      circle(0, -31, 5, palette.paper, { opacity: 0.85 }),
      path("M-3 -33l3 3 5 -6", "none", { stroke: body, "stroke-width": 1.6 }),
    ],
    { transform: `translate(${x} ${ground}) scale(${s})` },
  );
}

/** A street-name sign post at a corner (two blank blades; no lettering in scenes). */
export function streetSign(mood: Mood, x: number, ground: number, height: number): string {
  const pole = mood.time === "night" ? mix(palette.ink, palette.muted, 0.3) : palette.ink;
  const blade = lit(mood, palette.harbor);
  const top = ground - height;
  return g([
    rect(x - 3, top, 6, height, pole),
    rect(x - 70, top + 6, 140, 24, blade, { rx: 3 }),
    rect(x - 66, top + 10, 132, 16, "none", { stroke: tint(blade, 0.5), "stroke-width": 1.5, rx: 2 }),
    rect(x - 56, top + 15, 60, 6, tint(blade, 0.7), { rx: 3 }),
    rect(x + 10, top + 15, 30, 6, tint(blade, 0.7), { rx: 3 }),
    rect(x - 14, top + 34, 28, 110, blade, { rx: 3 }),
    rect(x - 7, top + 44, 14, 90, tint(blade, 0.6), { rx: 3, opacity: 0.9 }),
  ]);
}

/** An Orchard Street pushcart piled with goods. */
export function pushcart(
  rng: Rng,
  mood: Mood,
  x: number,
  ground: number,
  width: number,
  goods: "fruit" | "fabric" | "pretzels" | "hats" = "fruit",
): string {
  const wood = lit(mood, mix(palette.marmaladeDark, palette.muted, 0.35));
  const parts: string[] = [];
  const bedY = ground - width * 0.42;
  const wheelR = width * 0.2;
  parts.push(
    el("path", {
      d: `M${x + width} ${bedY + 10}L${x + width + width * 0.35} ${bedY - 6}`,
      stroke: shade(wood, 0.3),
      "stroke-width": 5,
      "stroke-linecap": "round",
    }),
  );
  parts.push(rect(x + 10, bedY + 12, 6, ground - bedY - 12, shade(wood, 0.3)));
  parts.push(
    path(
      poly([
        [x, bedY],
        [x + width, bedY],
        [x + width - 6, bedY + 16],
        [x + 6, bedY + 16],
      ]),
      wood,
    ),
  );
  parts.push(rect(x - 4, bedY - 4, width + 8, 6, shade(wood, 0.2)));
  const colors =
    goods === "fruit"
      ? [palette.brick, palette.marmalade, mix(palette.marmalade, "#F4D35E", 0.5), tones.leafLight]
      : goods === "fabric"
        ? [palette.harbor, palette.brick, palette.cream, palette.marmalade]
        : goods === "hats"
          ? [palette.ink, palette.muted, shade(palette.harbor, 0.4)]
          : [mix(palette.marmaladeDark, palette.marmalade, 0.5)];
  if (goods === "fruit") {
    for (let row = 0; row < 4; row++) {
      for (let i = 0; i < 9 - row * 2; i++) {
        const r = width * 0.045;
        parts.push(
          circle(
            x + width * 0.12 + row * r + i * r * 2.1,
            bedY - 4 - r - row * r * 1.6,
            r,
            lit(mood, colors[(row + i) % colors.length] as string),
          ),
        );
      }
    }
  } else if (goods === "fabric") {
    for (let i = 0; i < 6; i++)
      parts.push(
        rect(
          x + 6 + i * (width / 6.5),
          bedY - 30 + (i % 2) * 6,
          width / 7,
          30 - (i % 2) * 6,
          lit(mood, colors[i % colors.length] as string),
          { rx: 3 },
        ),
      );
  } else if (goods === "hats") {
    for (let i = 0; i < 5; i++) {
      const hx = x + 14 + i * (width / 5.2);
      const c = lit(mood, colors[i % colors.length] as string);
      parts.push(
        ellipse(hx, bedY - 4, 14, 4, c),
        path(
          `M${hx - 9} ${bedY - 4}Q${hx - 9} ${bedY - 22} ${hx} ${bedY - 22}Q${hx + 9} ${bedY - 22} ${hx + 9} ${bedY - 4}Z`,
          c,
        ),
      );
    }
  } else {
    for (let i = 0; i < 5; i++) {
      const px = x + 16 + i * (width / 5.5);
      parts.push(
        el("ellipse", {
          cx: px,
          cy: bedY - 12,
          rx: 10,
          ry: 9,
          fill: "none",
          stroke: lit(mood, colors[0] as string),
          "stroke-width": 4,
        }),
      );
    }
  }
  // Canopy on poles.
  if (rng.chance(0.6)) {
    const cTop = bedY - width * 0.62;
    parts.push(
      rect(x + 2, cTop, 3, bedY - cTop, shade(wood, 0.3)),
      rect(x + width - 5, cTop, 3, bedY - cTop, shade(wood, 0.3)),
    );
    parts.push(
      path(
        `M${x - 8} ${cTop + 10}Q${x + width / 2} ${cTop - 14} ${x + width + 8} ${cTop + 10}Z`,
        lit(mood, rng.pick([palette.cream, palette.brick, palette.harbor])),
      ),
    );
  }
  parts.push(
    circle(x + width * 0.5, ground - wheelR, wheelR, "none", {
      stroke: shade(wood, 0.45),
      "stroke-width": 4,
    }),
  );
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI;
    parts.push(
      el("path", {
        d: `M${x + width * 0.5 - Math.cos(a) * wheelR} ${ground - wheelR - Math.sin(a) * wheelR}L${x + width * 0.5 + Math.cos(a) * wheelR} ${ground - wheelR + Math.sin(a) * wheelR}`,
        stroke: shade(wood, 0.45),
        "stroke-width": 2,
      }),
    );
  }
  return g(parts);
}

/** A low iron fence with finials (areaways, park edges, Bowling Green). */
export function ironFence(
  mood: Mood,
  x0: number,
  x1: number,
  ground: number,
  height: number,
  spacing = 9,
): string {
  const iron = mood.time === "night" ? mix(palette.ink, palette.muted, 0.25) : palette.ink;
  const parts: string[] = [
    rect(x0, ground - height, x1 - x0, 3, iron),
    rect(x0, ground - height * 0.2, x1 - x0, 2.5, iron),
  ];
  for (let x = x0; x <= x1; x += spacing) {
    parts.push(rect(x - 0.9, ground - height - 4, 1.8, height + 4, iron));
    parts.push(
      path(
        `M${x - 2.6} ${ground - height - 4}L${x} ${ground - height - 10}L${x + 2.6} ${ground - height - 4}Z`,
        iron,
      ),
    );
  }
  return g(parts);
}

/** A flower planter box or pot. */
export function planter(rng: Rng, mood: Mood, x: number, y: number, width: number): string {
  const box = lit(mood, palette.brick);
  const parts: string[] = [];
  for (let i = 0; i < Math.round(width / 8); i++) {
    parts.push(
      path(
        blob(x + 4 + i * 8 + rng.range(-2, 2), y - 6 - rng.range(0, 6), 7, 6, 0.2, 7, rng.next),
        lit(mood, rng.pick([tones.leaf, tones.leafLight])),
      ),
    );
  }
  for (let i = 0; i < Math.round(width / 14); i++)
    parts.push(
      circle(
        x + 6 + i * 14 + rng.range(-3, 3),
        y - 10 - rng.range(0, 6),
        3,
        lit(mood, rng.pick([palette.marmalade, palette.paper, palette.brick])),
      ),
    );
  parts.push(path(roundRect(x, y - 4, width, 16, 2), box));
  return g(parts);
}
