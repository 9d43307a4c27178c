/** Page heroes set outdoors: home, 404, contact, in the news, adventure cats, private tours, all tours. */
import { brownstone } from "../buildings.ts";
import { drawCat } from "../cats.ts";
import { bigStoop } from "../foreground.ts";
import { poly, type Pt } from "../geometry.ts";
import { water } from "../harbor.ts";
import { gothicArch, portico, skyline } from "../landmarks.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { drawGroup, drawPerson, guide, randomPerson } from "../people.ts";
import { drawSky, far, lit, moods } from "../sky.ts";
import { lamp, mailbox, sidewalk, streetSign, tree } from "../street.ts";
import { circle, el, ellipse, g, path, radialGradient, rect, type Canvas } from "../svg.ts";
import { tenement, waterTower } from "../buildings.ts";
import { facadeColors } from "./brooklyn.ts";
import { catOnSlope } from "./common.ts";

/** Home: a guide and a small group on a brownstone street; a ginger cat leads the way down a stoop railing. Golden hour. */
export function homeHero(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.golden;
  const u = W / 1200;
  const ground = H * 0.62;
  const curb = H * 0.86;
  const parts: string[] = [
    drawSky(canvas, mood, { sun: { x: W * 0.26, y: H * 0.13, r: 64 * u }, clouds: 3, horizon: ground }),
  ];
  const houseW = 430 * u;
  let x = -houseW * 0.3;
  let i = 0;
  while (x < W) {
    const b = brownstone(rng, mood, {
      x,
      ground,
      width: houseW,
      height: H * 0.46 - (i % 2) * 36 * u,
      color: facadeColors[(i + 1) % facadeColors.length] as string,
      door: i % 2 ? "left" : "right",
      doorColor: [palette.harbor, palette.brick, palette.ink][i % 3],
    });
    parts.push(b.svg);
    x += houseW;
    i++;
  }
  parts.push(sidewalk(canvas, mood, ground, curb, { slabs: 150 * u }));
  // Long golden-hour shadows across the pavement.
  for (let k = 0; k < 5; k++)
    parts.push(
      path(
        poly([
          [W * (0.1 + k * 0.22), ground + 3],
          [W * (0.16 + k * 0.22), ground + 3],
          [W * (0.34 + k * 0.22), curb],
          [W * (0.26 + k * 0.22), curb],
        ]),
        palette.ink,
        { opacity: 0.05 },
      ),
    );
  parts.push(tree(rng, mood, W * 0.08, curb - 6 * u, H * 0.56, "summer"));
  parts.push(lamp(canvas, mood, W * 0.52, curb - 4 * u, H * 0.3, "post"));
  const walkY = ground + (curb - ground) * 0.62;
  parts.push(
    drawGroup(rng, { x: W * 0.0, y: walkY, width: W * 0.3, count: 5, height: 250 * u, walking: true }),
  );
  parts.push(
    drawPerson(
      guide(rng, "point", { hairStyle: "bun", skin: tones.skin[1] }),
      W * 0.43,
      walkY + 8 * u,
      262 * u,
    ),
  );
  const stoop = bigStoop(canvas, mood, {
    side: "right",
    footX: W * 0.56,
    bottom: H * 1.0,
    topY: H * 0.66,
    color: mix(tones.brownstone, palette.ink, 0.05),
    steps: 5,
  });
  parts.push(stoop.svg);
  parts.push(
    catOnSlope(canvas, stoop.rail[1], stoop.rail[0], 0.6, {
      pose: "walk",
      coat: "ginger",
      size: H * 0.13,
      tail: "up",
    }),
  );
  return g(parts);
}

/** 404: a lost cat under a street sign at night. */
export function notFoundHero(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.night;
  const u = H / 900;
  const ground = H * 0.8;
  const parts: string[] = [
    drawSky(canvas, mood, { sun: { x: W * 0.8, y: H * 0.16, r: 40 * u }, stars: 120, horizon: ground }),
  ];
  let x = -60 * u;
  let i = 0;
  while (x < W) {
    const b = brownstone(rng, mood, {
      x,
      ground,
      width: 300 * u,
      height: H * 0.55,
      color: facadeColors[i % facadeColors.length] as string,
      door: i % 2 ? "left" : "right",
      stoop: true,
    });
    parts.push(b.svg);
    x += 300 * u;
    i++;
  }
  parts.push(rect(0, 0, W, H, mix(palette.ink, palette.harbor, 0.3), { opacity: 0.35 }));
  parts.push(sidewalk(canvas, mood, ground, H * 0.9));
  const sx = W * 0.46;
  parts.push(
    circle(
      sx + 260 * u,
      H * 0.3,
      420 * u,
      radialGradient(canvas, [
        [0, mood.litGlass, 0.35],
        [1, mood.litGlass, 0],
      ]),
    ),
  );
  parts.push(lamp(canvas, mood, sx + 300 * u, H * 0.97, H * 0.78, "crook", true));
  parts.push(
    g(streetSign(mood, 0, 0, 300), {
      transform: `translate(${Math.round(sx)} ${Math.round(H * 0.97)}) scale(${((H * 0.82) / 300).toFixed(3)})`,
    }),
  );
  parts.push(ellipse(sx - 60 * u, H * 0.975, 220 * u, 20 * u, mood.litGlass, { opacity: 0.2 }));
  parts.push(
    drawCat(canvas, {
      pose: "sitBack",
      coat: "ginger",
      x: sx - 90 * u,
      y: H * 0.97,
      size: H * 0.24,
      tail: "wrap",
    }),
  );
  // A question-mark of paw prints leading in.
  for (let k = 0; k < 7; k++)
    parts.push(
      ellipse(W * 0.08 + k * 60 * u, H * (0.97 - (k % 2) * 0.015), 8 * u, 5 * u, palette.paper, {
        opacity: 0.25,
      }),
    );
  return g(parts);
}

/** Contact: a cat on top of a mailbox on a brownstone street at dusk. */
export function contactHero(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.dusk;
  const u = H / 900;
  const ground = H * 0.82;
  const parts: string[] = [
    drawSky(canvas, mood, { sun: { x: W * 0.15, y: H * 0.3, r: 40 * u }, clouds: 2, horizon: ground }),
  ];
  let x = -80 * u;
  let i = 0;
  while (x < W) {
    parts.push(
      brownstone(rng, mood, {
        x,
        ground,
        width: 320 * u,
        height: H * 0.62,
        color: facadeColors[(i + 2) % facadeColors.length] as string,
        door: i % 2 ? "left" : "right",
      }).svg,
    );
    x += 320 * u;
    i++;
  }
  parts.push(sidewalk(canvas, mood, ground, H * 0.93));
  parts.push(tree(rng, mood, W * 0.84, H * 0.92, H * 0.62, "autumn"));
  const mx = W * 0.55;
  parts.push(mailbox(mood, mx, H * 0.96, 300 * u));
  parts.push(
    drawCat(canvas, {
      pose: "loaf",
      coat: "tuxedo",
      x: mx,
      y: H * 0.96 - 300 * u * (84 / 90) + 6 * u,
      size: H * 0.15,
    }),
  );
  // Letters fluttering in.
  for (const [lx, ly, a] of [
    [W * 0.3, H * 0.55, -12],
    [W * 0.38, H * 0.44, 10],
    [W * 0.25, H * 0.36, -4],
  ] as const) {
    parts.push(
      g(
        [
          rect(-34 * u, -22 * u, 68 * u, 44 * u, palette.paper, { rx: 3 * u }),
          path(`M${-34 * u} ${-22 * u}L0 ${4 * u}L${34 * u} ${-22 * u}`, "none", {
            stroke: palette.muted,
            "stroke-width": 2 * u,
          }),
          rect(18 * u, -16 * u, 10 * u, 12 * u, palette.marmalade),
        ],
        { transform: `translate(${Math.round(lx)} ${Math.round(ly)}) rotate(${a})` },
      ),
    );
  }
  return g(parts);
}

/** In the news: a corner newsstand with racks of papers and a cat on the bundled stacks. */
export function newsstandHero(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.morning;
  const u = H / 900;
  const ground = H * 0.84;
  const parts: string[] = [
    drawSky(canvas, mood, { sun: { x: W * 0.85, y: H * 0.16, r: 40 * u }, clouds: 2, horizon: ground }),
  ];
  parts.push(canyonBackdrop(canvas, ground));
  parts.push(sidewalk(canvas, mood, ground, H * 0.94));
  const kx = W * 0.2;
  const kw = W * 0.56;
  const top = H * 0.22;
  const kiosk = palette.harbor;
  parts.push(rect(kx, top, kw, ground - top, kiosk));
  parts.push(
    path(
      `M${kx - 30 * u} ${top + 10 * u}L${kx + kw / 2} ${top - 70 * u}L${kx + kw + 30 * u} ${top + 10 * u}Z`,
      shade(kiosk, 0.3),
    ),
  );
  parts.push(rect(kx - 30 * u, top, kw + 60 * u, 40 * u, palette.marmalade));
  for (let k = 0; k < 10; k++)
    parts.push(
      rect(
        kx - 20 * u + (k * (kw + 40 * u)) / 10,
        top + 8 * u,
        (kw + 40 * u) / 20,
        24 * u,
        tint(palette.marmalade, 0.5),
      ),
    );
  // Racks of magazines and papers.
  const mags = [
    palette.brick,
    palette.paper,
    palette.marmalade,
    palette.cream,
    tint(palette.harbor, 0.5),
    palette.ink,
    tint(palette.brick, 0.4),
  ];
  for (let r = 0; r < 3; r++) {
    const ry = top + 70 * u + r * 150 * u;
    parts.push(rect(kx + 20 * u, ry + 120 * u, kw - 40 * u, 8 * u, shade(kiosk, 0.4)));
    for (let mx = kx + 26 * u; mx < kx + kw - 110 * u; mx += 98 * u) {
      const c = rng.pick(mags);
      parts.push(
        rect(mx, ry, 90 * u, 122 * u, c),
        rect(mx + 10 * u, ry + 12 * u, 70 * u, 16 * u, shade(c, 0.35)),
        rect(mx + 10 * u, ry + 40 * u, 70 * u, 50 * u, shade(c, 0.15)),
      );
    }
  }
  // Bundled stacks in front.
  const stack = (x: number, bottom: number, count: number): number => {
    let y = bottom;
    for (let k = 0; k < count; k++) {
      parts.push(
        rect(
          x - 110 * u + rng.range(-6, 6) * u,
          y - 34 * u,
          220 * u,
          34 * u,
          k % 2 ? palette.paper : mix(palette.paper, palette.cream, 0.6),
        ),
      );
      for (let l = 0; l < 3; l++)
        parts.push(
          rect(x - 100 * u, y - 30 * u + l * 9 * u, 200 * u, 2 * u, palette.muted, { opacity: 0.3 }),
        );
      y -= 34 * u;
    }
    parts.push(rect(x - 4 * u, y, 8 * u, bottom - y, palette.brick));
    return y;
  };
  const topY = stack(W * 0.62, H * 0.96, 5);
  stack(W * 0.36, H * 0.97, 3);
  parts.push(
    drawCat(canvas, {
      pose: "sitFront",
      coat: "black",
      x: W * 0.62,
      y: topY + 2 * u,
      size: H * 0.2,
      tail: "wrap",
    }),
  );
  return g(parts);
}

function canyonBackdrop(canvas: Canvas, ground: number): string {
  const { width: W, height: H, rng } = canvas;
  const parts: string[] = [];
  const color = far(moods.morning, mix(palette.muted, palette.harbor, 0.3), 0.5);
  for (let x = -20; x < W;) {
    const w = rng.range(100, 180) * (H / 900);
    const h = rng.range(0.4, 0.8) * H;
    parts.push(rect(x, ground - h, w, h, color));
    for (let yy = ground - h + 20; yy < ground - 20; yy += 22)
      parts.push(rect(x + 8, yy, w - 16, 6, shade(color, 0.08)));
    x += w * 1.02;
  }
  return g(parts);
}

/** Adventure Cats: a harnessed cat trotting along the Brooklyn Bridge's wooden promenade. */
export function adventureHero(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.morning;
  const u = H / 900;
  const vp: Pt = [W * 0.5, H * 0.46];
  const parts: string[] = [
    drawSky(canvas, mood, { sun: { x: W * 0.7, y: H * 0.2, r: 44 * u }, clouds: 3, horizon: vp[1] }),
  ];
  parts.push(
    skyline(rng, mood, {
      x0: -20,
      x1: W + 20,
      base: vp[1] + 10 * u,
      height: H * 0.24,
      color: far(mood, palette.harbor, 0.6),
      landmarks: true,
    }),
  );
  // The tower ahead.
  const stone = mix(palette.cream, palette.muted, 0.3);
  const tw = 300 * u;
  const tTop = H * 0.08;
  parts.push(rect(vp[0] - tw / 2, tTop, tw, vp[1] - tTop + 40 * u, stone));
  parts.push(rect(vp[0] - tw / 2 - 8 * u, tTop, tw + 16 * u, 16 * u, shade(stone, 0.15)));
  for (const ax of [vp[0] - tw * 0.38, vp[0] + tw * 0.1])
    parts.push(
      path(gothicArch(ax, tTop + 60 * u, tw * 0.28, vp[1] - tTop), mix(mood.skyBottom, mood.skyTop, 0.3)),
    );
  // Cables converging.
  const cable = palette.ink;
  for (const side of [-1, 1]) {
    for (let k = 0; k < 3; k++)
      parts.push(
        el("path", {
          d: `M${vp[0] + side * tw * (0.2 + k * 0.06)} ${tTop + 30 * u}Q${vp[0] + side * W * 0.4} ${H * 0.5} ${vp[0] + side * W * 0.8} ${-H * 0.1}`,
          stroke: cable,
          "stroke-width": (3 + k) * u,
          fill: "none",
        }),
      );
    for (let k = 0; k < 14; k++) {
      const t = k / 14;
      const x0 = vp[0] + side * (tw * 0.25 + W * 0.55 * t);
      parts.push(
        el("path", {
          d: `M${x0} ${vp[1] + (H - vp[1]) * t * 0.9}L${vp[0] + side * tw * 0.22} ${tTop + 36 * u}`,
          stroke: cable,
          "stroke-width": 1.2 * u,
          opacity: 0.7,
        }),
      );
    }
  }
  // Plank walkway in perspective.
  const wood = mix(palette.marmaladeDark, palette.cream, 0.35);
  parts.push(
    path(
      poly([
        [vp[0] - 60 * u, vp[1] + 40 * u],
        [vp[0] + 60 * u, vp[1] + 40 * u],
        [W * 1.1, H],
        [-W * 0.1, H],
      ]),
      wood,
    ),
  );
  for (let k = 0; k < 22; k++) {
    const t = Math.pow(k / 22, 1.6);
    const y = vp[1] + 40 * u + (H - vp[1] - 40 * u) * t;
    const half = 60 * u + (W * 0.6 - 60 * u) * t;
    parts.push(rect(vp[0] - half, y, half * 2, (1 + t * 3) * u, shade(wood, 0.3)));
  }
  for (const side of [-1, 1])
    parts.push(
      path(
        poly([
          [vp[0] + side * 60 * u, vp[1] + 40 * u],
          [vp[0] + side * 64 * u, vp[1] + 10 * u],
          [vp[0] + side * W * 0.7, H * 0.6],
          [vp[0] + side * W * 0.62, H],
        ]),
        palette.ink,
        { opacity: 0.85 },
      ),
    );
  parts.push(
    drawGroup(rng, { x: W * 0.44, y: H * 0.58, width: W * 0.1, count: 3, height: 70 * u, facing: "back" }),
  );
  const cx = W * 0.5;
  const cy = H * 0.95;
  const size = H * 0.3;
  parts.push(drawCat(canvas, { pose: "walk", coat: "gray", x: cx, y: cy, size, tail: "up" }));
  const k = size / 100;
  parts.push(
    rect(cx + 8 * k, cy - 52 * k, 8 * k, 30 * k, palette.marmalade, { rx: 3 * k }),
    rect(cx - 22 * k, cy - 50 * k, 8 * k, 28 * k, palette.marmalade, { rx: 3 * k }),
    rect(cx - 24 * k, cy - 50 * k, 42 * k, 7 * k, palette.marmalade, { rx: 3 * k }),
  );
  parts.push(
    el("path", {
      d: `M${cx + 12 * k} ${cy - 52 * k}Q${W * 0.7} ${H * 0.5} ${W * 1.02} ${H * 0.55}`,
      stroke: palette.brick,
      "stroke-width": 5 * u,
      fill: "none",
    }),
  );
  return g(parts);
}

/** Private tours: a guide photographs a small private party and their cat at the Promenade railing. */
export function privateToursHero(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.golden;
  const u = H / 900;
  const horizon = H * 0.5;
  const deck = H * 0.72;
  const parts: string[] = [
    drawSky(canvas, mood, { sun: { x: W * 0.72, y: H * 0.3, r: 50 * u }, clouds: 3, horizon }),
  ];
  parts.push(
    skyline(rng, mood, {
      x0: 0,
      x1: W,
      base: horizon,
      height: H * 0.36,
      color: far(mood, palette.harbor, 0.45),
    }),
  );
  parts.push(water(canvas, mood, horizon, deck));
  parts.push(rect(0, deck, W, H - deck, lit(mood, mix(palette.muted, palette.cream, 0.35))));
  const railTop = deck - H * 0.12;
  parts.push(rect(0, railTop, W, 9 * u, palette.ink), rect(0, deck - 12 * u, W, 5 * u, palette.ink));
  for (let x = 6 * u; x < W; x += 16 * u) parts.push(rect(x, railTop, 3.5 * u, deck - railTop, palette.ink));
  // The party, posing in two rows, the cat in front; the guide takes the picture from the side.
  const back = [0, 1, 2, 3].map((k) =>
    randomPerson(rng, { pose: k === 1 ? "wave" : "stand", accessory: rng.pick(["none", "scarf", "none"]) }),
  );
  const front = [0, 1, 2].map(() =>
    randomPerson(rng, { pose: "stand", accessory: rng.pick(["none", "tote", "scarf"]) }),
  );
  back.forEach((p, k) => parts.push(drawPerson(p, W * (0.26 + k * 0.09), deck + 40 * u, 220 * u, k > 1)));
  front.forEach((p, k) => parts.push(drawPerson(p, W * (0.3 + k * 0.11), deck + 110 * u, 245 * u, k === 2)));
  parts.push(
    drawCat(canvas, {
      pose: "sitFront",
      coat: "cream",
      x: W * 0.46,
      y: H * 0.97,
      size: H * 0.2,
      tail: "wrap",
    }),
  );
  const gp = guide(rng, "stand", { accessory: "camera" });
  parts.push(drawPerson(gp, W * 0.85, H * 0.97, 300 * u, true));
  parts.push(
    rect(W * 0.85 - 50 * u, H * 0.97 - 300 * u * 0.72, 44 * u, 30 * u, palette.ink, { rx: 5 * u }),
    circle(W * 0.85 - 50 * u, H * 0.97 - 300 * u * 0.72 + 15 * u, 11 * u, shade(palette.ink, 0.4)),
  );
  return g(parts);
}

/** Tours: the three neighborhoods side by side on one long street, a cat in each. */
export function toursHero(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.morning;
  const u = H / 900;
  const ground = H * 0.78;
  const parts: string[] = [
    drawSky(canvas, mood, { sun: { x: W * 0.5, y: H * 0.14, r: 40 * u }, clouds: 4, horizon: ground }),
  ];
  parts.push(
    skyline(rng, mood, {
      x0: W * 0.3,
      x1: W * 0.72,
      base: ground - H * 0.3,
      height: H * 0.35,
      color: far(mood, palette.harbor, 0.55),
    }),
  );
  // Brooklyn Heights on the left.
  parts.push(
    brownstone(rng, mood, {
      x: -40 * u,
      ground,
      width: 300 * u,
      height: H * 0.5,
      color: tones.brownstone,
      door: "right",
    }).svg,
  );
  parts.push(
    brownstone(rng, mood, {
      x: 260 * u,
      ground,
      width: 270 * u,
      height: H * 0.46,
      color: tones.brownstoneLight,
      door: "left",
    }).svg,
  );
  // The Financial District in the middle.
  const hall = portico({
    x: W * 0.36,
    ground,
    width: W * 0.27,
    height: H * 0.58,
    columns: 5,
    stone: mix(palette.cream, palette.muted, 0.18),
    mood,
    steps: 6,
  });
  parts.push(hall.svg);
  // The Lower East Side on the right.
  parts.push(
    tenement(rng, mood, {
      x: W * 0.65,
      ground,
      width: 300 * u,
      floors: 5,
      floorH: 72 * u,
      color: palette.brick,
      fireEscape: true,
      storefront: { awning: palette.harbor },
    }).svg,
  );
  const t2 = tenement(rng, mood, {
    x: W * 0.65 + 300 * u,
    ground,
    width: 300 * u,
    floors: 4,
    floorH: 72 * u,
    color: mix(palette.cream, palette.marmalade, 0.3),
    fireEscape: true,
    storefront: { awning: palette.brick },
  });
  parts.push(t2.svg, waterTower(mood, W * 0.65 + 380 * u, t2.roof, 70 * u));
  parts.push(sidewalk(canvas, mood, ground, H * 0.9));
  parts.push(tree(rng, mood, W * 0.3, H * 0.9, H * 0.5, "summer"));
  parts.push(lamp(canvas, mood, W * 0.64, H * 0.9, H * 0.38, "crook"));
  parts.push(
    drawCat(canvas, {
      pose: "sitFront",
      coat: "gray",
      x: W * 0.12,
      y: H * 0.88,
      size: H * 0.13,
      tail: "wrap",
    }),
  );
  parts.push(
    drawCat(canvas, {
      pose: "walk",
      coat: "ginger",
      x: W * 0.49,
      y: (hall.stepPoints[2] as Pt)[1],
      size: H * 0.12,
      tail: "up",
    }),
  );
  parts.push(
    drawCat(canvas, {
      pose: "sitFront",
      coat: "calico",
      x: W * 0.86,
      y: H * 0.88,
      size: H * 0.13,
      tail: "wrap",
    }),
  );
  parts.push(
    drawGroup(rng, { x: W * 0.18, y: H * 0.87, width: W * 0.2, count: 4, height: 120 * u, walking: true }),
  );
  parts.push(drawPerson(guide(rng, "walk"), W * 0.41, H * 0.88, 124 * u));
  return g(parts);
}
