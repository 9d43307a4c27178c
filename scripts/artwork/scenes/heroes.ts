/** Page heroes: one composition per page, each on its theme. */
import { brownstone } from "../buildings.ts";
import { drawCat } from "../cats.ts";
import { bigStoop } from "../foreground.ts";
import { poly, roundRect, type Pt } from "../geometry.ts";
import { water } from "../harbor.ts";
import { bookshelf, pendantLamp, pottedPlant, room, viewWindow } from "../interiors.ts";
import { brooklynBridge, gothicArch, portico, skyline } from "../landmarks.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { drawGroup, drawPerson, guide, randomPerson } from "../people.ts";
import { drawSky, far, lit, moods } from "../sky.ts";
import { lamp, mailbox, sidewalk, streetSign, tree } from "../street.ts";
import { circle, el, ellipse, g, path, radialGradient, rect, type Canvas } from "../svg.ts";
import { tenement, waterTower } from "../buildings.ts";
import { facadeColors } from "./brooklyn.ts";
import { catOnSlope } from "./common.ts";
import { cropScene } from "./frame.ts";
import { promenade } from "./brooklyn.ts";
import { tenementRow } from "./les.ts";
import { canyon } from "./fidi.ts";

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

/** Booking: a wall calendar with one day circled, two tickets on the desk, a cat reaching for the page. */
export function bookingHero(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const u = H / 900;
  const parts: string[] = [
    room(canvas, tint(palette.harbor, 0.6), mix(palette.marmaladeDark, palette.cream, 0.35), H * 0.7, false),
  ];
  parts.push(
    viewWindow(canvas, rng, W * 0.06, H * 0.1, W * 0.24, H * 0.44, { time: "morning", kind: "trees" }),
  );
  // Calendar.
  const cx = W * 0.42;
  const cy = H * 0.08;
  const cw = W * 0.3;
  const ch = H * 0.5;
  parts.push(rect(cx + 8 * u, cy + 8 * u, cw, ch, palette.ink, { opacity: 0.12 }));
  parts.push(rect(cx, cy, cw, ch, palette.paper), rect(cx, cy, cw, ch * 0.22, palette.brick));
  parts.push(
    circle(cx + cw * 0.3, cy + 4 * u, 8 * u, palette.ink),
    circle(cx + cw * 0.7, cy + 4 * u, 8 * u, palette.ink),
  );
  parts.push(
    rect(cx + cw * 0.25, cy + ch * 0.08, cw * 0.5, ch * 0.07, tint(palette.brick, 0.6), { rx: 4 * u }),
  );
  const cols = 7;
  const rows = 5;
  const gx = cx + cw * 0.06;
  const gy = cy + ch * 0.28;
  const cellW = (cw * 0.88) / cols;
  const cellH = (ch * 0.66) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const weekend = c >= 5;
      parts.push(
        rect(
          gx + c * cellW + 3 * u,
          gy + r * cellH + 3 * u,
          cellW - 6 * u,
          cellH - 6 * u,
          weekend ? tint(palette.harbor, 0.75) : mix(palette.cream, palette.paper, 0.5),
        ),
      );
      parts.push(
        rect(
          gx + c * cellW + 8 * u,
          gy + r * cellH + 8 * u,
          12 * u,
          6 * u,
          weekend ? palette.harbor : palette.muted,
          { opacity: 0.6 },
        ),
      );
    }
  }
  const sel: Pt = [gx + 5.5 * cellW, gy + 2.5 * cellH];
  parts.push(
    ellipse(sel[0], sel[1], cellW * 0.62, cellH * 0.6, "none", {
      stroke: palette.marmalade,
      "stroke-width": 6 * u,
    }),
  );
  parts.push(ellipse(gx + 6.5 * cellW, gy + 3.5 * cellH, cellW * 0.2, cellH * 0.2, palette.marmalade));
  // Desk with tickets and a mug.
  const deskY = H * 0.74;
  const wood = mix(palette.marmaladeDark, palette.ink, 0.15);
  parts.push(rect(0, deskY, W, 30 * u, tint(wood, 0.15)), rect(0, deskY + 30 * u, W, H, wood));
  for (const [tx, rot, c] of [
    [W * 0.66, -8, palette.marmalade],
    [W * 0.76, 6, palette.harbor],
  ] as const) {
    parts.push(
      g(
        [
          path(roundRect(-90 * u, -34 * u, 180 * u, 68 * u, 8 * u), c),
          rect(40 * u, -34 * u, 3 * u, 68 * u, palette.paper, { opacity: 0.7 }),
          rect(-70 * u, -14 * u, 90 * u, 8 * u, palette.paper, { opacity: 0.8 }),
          rect(-70 * u, 4 * u, 60 * u, 8 * u, palette.paper, { opacity: 0.6 }),
          circle(66 * u, 0, 10 * u, palette.paper, { opacity: 0.8 }),
        ],
        {
          transform: `translate(${Math.round(tx)} ${Math.round(deskY + 4 * u)}) rotate(${rot}) scale(1 0.45)`,
        },
      ),
    );
  }
  parts.push(
    rect(W * 0.88, deskY - 90 * u, 80 * u, 100 * u, palette.paper, { rx: 10 * u }),
    path(
      `M${W * 0.88 + 80 * u} ${deskY - 70 * u}q${34 * u} 0 ${34 * u} ${30 * u}q0 ${30 * u} ${-34 * u} ${30 * u}`,
      "none",
      { stroke: palette.paper, "stroke-width": 12 * u },
    ),
  );
  parts.push(
    drawCat(canvas, {
      pose: "sitFront",
      coat: "calico",
      x: W * 0.33,
      y: deskY + 8 * u,
      size: H * 0.34,
      tail: "up",
    }),
  );
  parts.push(pottedPlant(rng, W * 0.1, deskY + 8 * u, 160 * u));
  return g(parts);
}

/** Press kit: a top-down desk with newspapers, a camera, a press folder and a cat stretched across them. */
export function pressKitHero(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const u = H / 900;
  const table = mix(palette.cream, palette.marmalade, 0.18);
  const parts: string[] = [rect(0, 0, W, H, table)];
  for (let y = 0; y < H; y += 90 * u) parts.push(rect(0, y, W, 2 * u, shade(table, 0.06)));
  const paper = (x: number, y: number, w: number, h: number, rot: number, tone: string): void => {
    const lines: string[] = [
      rect(-w / 2, -h / 2, w, h, tone),
      rect(-w / 2 + 20 * u, -h / 2 + 20 * u, w - 40 * u, 40 * u, shade(tone, 0.55)),
    ];
    lines.push(rect(-w / 2 + 20 * u, -h / 2 + 70 * u, w - 40 * u, 3 * u, shade(tone, 0.5)));
    const cols = 3;
    const colW = (w - 40 * u - (cols - 1) * 14 * u) / cols;
    for (let c = 0; c < cols; c++) {
      for (let yy = -h / 2 + 90 * u; yy < h / 2 - 20 * u; yy += 12 * u)
        lines.push(
          rect(-w / 2 + 20 * u + c * (colW + 14 * u), yy, colW * rng.range(0.7, 1), 4 * u, shade(tone, 0.22)),
        );
    }
    lines.push(rect(-w / 2 + 20 * u, -h / 2 + 90 * u, colW, colW * 0.7, shade(tone, 0.3)));
    parts.push(
      g([rect(-w / 2 + 10 * u, -h / 2 + 10 * u, w, h, palette.ink, { opacity: 0.1 }), ...lines], {
        transform: `translate(${Math.round(x)} ${Math.round(y)}) rotate(${rot})`,
      }),
    );
  };
  paper(W * 0.3, H * 0.45, 520 * u, 680 * u, -8, palette.paper);
  paper(W * 0.6, H * 0.52, 500 * u, 660 * u, 6, mix(palette.paper, palette.cream, 0.5));
  // Press folder.
  parts.push(
    g(
      [
        rect(-200 * u, -140 * u, 400 * u, 280 * u, palette.harbor, { rx: 10 * u }),
        rect(-200 * u, 40 * u, 400 * u, 100 * u, shade(palette.harbor, 0.2)),
        circle(0, -40 * u, 50 * u, palette.paper, { opacity: 0.9 }),
      ],
      { transform: `translate(${Math.round(W * 0.84)} ${Math.round(H * 0.22)}) rotate(12)` },
    ),
  );
  // Camera, top view.
  parts.push(
    g(
      [
        rect(-150 * u, -60 * u, 300 * u, 120 * u, palette.ink, { rx: 18 * u }),
        circle(30 * u, 20 * u, 70 * u, shade(palette.ink, 0.4)),
        circle(30 * u, 20 * u, 46 * u, palette.harbor),
        circle(16 * u, 6 * u, 14 * u, tint(palette.harbor, 0.6)),
        rect(-120 * u, -84 * u, 60 * u, 26 * u, palette.ink, { rx: 6 * u }),
        circle(100 * u, -40 * u, 12 * u, palette.marmalade),
      ],
      { transform: `translate(${Math.round(W * 0.13)} ${Math.round(H * 0.82)}) rotate(-14)` },
    ),
  );
  // Coffee.
  parts.push(
    circle(W * 0.86, H * 0.78, 80 * u, palette.paper),
    circle(W * 0.86, H * 0.78, 62 * u, mix(palette.marmaladeDark, palette.ink, 0.4)),
    circle(W * 0.84, H * 0.76, 20 * u, tint(palette.marmaladeDark, 0.4), { opacity: 0.5 }),
  );
  for (let k = 0; k < 3; k++)
    parts.push(
      rect(
        W * (0.5 + k * 0.03),
        H * 0.88,
        12 * u,
        160 * u,
        [palette.marmalade, palette.brick, palette.harbor][k] as string,
        {
          rx: 4 * u,
          transform: `rotate(${60 + k * 8} ${Math.round(W * (0.5 + k * 0.03))} ${Math.round(H * 0.88)})`,
        },
      ),
    );
  parts.push(
    drawCat(canvas, {
      pose: "lounge",
      coat: "ginger",
      x: W * 0.46,
      y: H * 0.72,
      size: H * 0.32,
      tail: "wrap",
    }),
  );
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

/** Gallery: framed views of the three tours on a wall, a cat admiring them from a bench. */
export function galleryHero(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const u = H / 900;
  const wall = mix(palette.cream, palette.paper, 0.3);
  const parts: string[] = [
    rect(0, 0, W, H * 0.78, wall),
    rect(0, H * 0.78, W, H * 0.22, mix(palette.marmaladeDark, palette.cream, 0.4)),
    rect(0, H * 0.78, W, 10 * u, shade(wall, 0.2)),
  ];
  const frames: [number, number, number, number, (c: Canvas) => string, number][] = [
    [
      W * 0.06,
      H * 0.12,
      W * 0.3,
      H * 0.32,
      (c) =>
        promenade(c, {
          time: "dusk",
          coat: "tuxedo",
          spot: "railing",
          group: false,
          bridge: true,
          boat: "ferry",
        }),
      11,
    ],
    [
      W * 0.4,
      H * 0.06,
      W * 0.22,
      H * 0.42,
      (c) => canyon(c, { time: "golden", coat: "ginger", group: false }),
      12,
    ],
    [
      W * 0.66,
      H * 0.14,
      W * 0.28,
      H * 0.3,
      (c) =>
        tenementRow(c, {
          time: "morning",
          coat: "calico",
          spot: "stoop",
          laundry: true,
          group: false,
          offset: 0.3,
        }),
      13,
    ],
  ];
  for (const [fx, fy, fw, fh, draw, seed] of frames) {
    parts.push(rect(fx + 10 * u, fy + 12 * u, fw, fh, palette.ink, { opacity: 0.15 }));
    parts.push(
      rect(fx - 16 * u, fy - 16 * u, fw + 32 * u, fh + 32 * u, mix(palette.marmaladeDark, palette.ink, 0.2)),
    );
    parts.push(
      cropScene(canvas, draw, { width: 1200, height: 900, seed }, [0, 0, 1200, 900], [fx, fy, fw, fh]),
    );
  }
  // Bench and cat.
  const bx = W * 0.3;
  const by = H * 0.92;
  const bw = W * 0.4;
  parts.push(
    rect(bx, by - 80 * u, bw, 26 * u, palette.ink, { rx: 6 * u }),
    rect(bx + 20 * u, by - 60 * u, 14 * u, 60 * u, palette.ink),
    rect(bx + bw - 34 * u, by - 60 * u, 14 * u, 60 * u, palette.ink),
  );
  parts.push(
    drawCat(canvas, {
      pose: "sitBack",
      coat: "brownTabby",
      x: W * 0.5,
      y: by - 80 * u,
      size: H * 0.22,
      tail: "wrap",
    }),
  );
  parts.push(pottedPlant(rng, W * 0.9, H * 0.9, 220 * u));
  return g(parts);
}

/** Blog: a writing desk at night: lamp, typewriter, stacks of notes, a cat asleep on the manuscript. */
export function blogHero(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const u = H / 900;
  const parts: string[] = [rect(0, 0, W, H, mix(palette.harbor, palette.ink, 0.45))];
  parts.push(
    viewWindow(
      canvas,
      rng,
      W * 0.56,
      H * 0.06,
      W * 0.34,
      H * 0.5,
      { time: "night", kind: "skyline" },
      mix(palette.cream, palette.muted, 0.2),
    ),
  );
  parts.push(bookshelf(rng, W * 0.04, H * 0.62, W * 0.22, H * 0.56));
  const deskY = H * 0.66;
  const wood = mix(palette.marmaladeDark, palette.ink, 0.3);
  parts.push(rect(0, deskY, W, H - deskY, wood), rect(0, deskY, W, 16 * u, tint(wood, 0.2)));
  // Lamp and its pool of light.
  parts.push(
    circle(
      W * 0.36,
      deskY,
      420 * u,
      radialGradient(canvas, [
        [0, tones.glow, 0.45],
        [1, tones.glow, 0],
      ]),
    ),
  );
  parts.push(
    rect(W * 0.3 - 50 * u, deskY - 14 * u, 100 * u, 14 * u, palette.ink),
    el("path", {
      d: `M${W * 0.3} ${deskY - 14 * u}L${W * 0.27} ${H * 0.36}L${W * 0.34} ${H * 0.28}`,
      stroke: palette.ink,
      "stroke-width": 10 * u,
      fill: "none",
      "stroke-linejoin": "round",
    }),
  );
  parts.push(
    path(`M${W * 0.32} ${H * 0.24}L${W * 0.4} ${H * 0.22}L${W * 0.42} ${H * 0.33}Z`, palette.marmalade),
    ellipse(W * 0.4, H * 0.3, 14 * u, 8 * u, tones.glow),
  );
  // Typewriter.
  const tx = W * 0.56;
  parts.push(
    path(
      `M${tx - 180 * u} ${deskY + 6 * u}L${tx - 150 * u} ${deskY - 120 * u}H${tx + 150 * u}L${tx + 180 * u} ${deskY + 6 * u}Z`,
      palette.ink,
    ),
  );
  parts.push(rect(tx - 200 * u, deskY - 170 * u, 400 * u, 40 * u, shade(palette.ink, 0.2), { rx: 20 * u }));
  parts.push(rect(tx - 110 * u, deskY - 300 * u, 220 * u, 150 * u, palette.paper));
  for (let k = 0; k < 6; k++)
    parts.push(
      rect(tx - 90 * u, deskY - 280 * u + k * 20 * u, rng.range(120, 180) * u, 5 * u, palette.muted, {
        opacity: 0.5,
      }),
    );
  for (let r = 0; r < 3; r++)
    for (let k = 0; k < 9; k++)
      parts.push(
        circle(
          tx - 120 * u + k * 30 * u + r * 10 * u,
          deskY - 90 * u + r * 28 * u,
          10 * u,
          tint(palette.ink, 0.2 + r * 0.05),
        ),
      );
  // Manuscript and sleeping cat.
  parts.push(
    rect(W * 0.06, deskY + 60 * u, 360 * u, 220 * u, palette.paper, {
      transform: `rotate(-6 ${Math.round(W * 0.06)} ${Math.round(deskY + 60 * u)})`,
    }),
  );
  parts.push(
    drawCat(canvas, { pose: "curl", coat: "tortie", x: W * 0.17, y: deskY + 230 * u, size: H * 0.26 }),
  );
  parts.push(
    rect(W * 0.82, deskY + 30 * u, 90 * u, 110 * u, palette.paper, { rx: 10 * u }),
    rect(W * 0.82, deskY + 30 * u, 90 * u, 20 * u, mix(palette.marmaladeDark, palette.ink, 0.3)),
  );
  return g(parts);
}

/** About: the historian's archive: map drawers, boxes, an open atlas and two cats. */
export function aboutHero(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const u = H / 900;
  const parts: string[] = [
    room(
      canvas,
      mix(palette.cream, palette.marmalade, 0.15),
      mix(palette.marmaladeDark, palette.cream, 0.4),
      H * 0.8,
      false,
    ),
  ];
  parts.push(
    viewWindow(canvas, rng, W * 0.62, H * 0.06, W * 0.3, H * 0.5, { time: "golden", kind: "bricks" }),
  );
  // Archive shelves with boxes.
  const shelf = mix(palette.marmaladeDark, palette.ink, 0.25);
  for (let r = 0; r < 4; r++) {
    const sy = H * (0.14 + r * 0.14);
    parts.push(rect(W * 0.04, sy, W * 0.5, 10 * u, shelf));
    for (let k = 0; k < 6; k++) {
      const bx = W * 0.05 + k * W * 0.08;
      const c = rng.pick([
        palette.cream,
        mix(palette.cream, palette.marmalade, 0.3),
        tint(palette.harbor, 0.6),
      ]);
      parts.push(
        rect(bx, sy - 90 * u, W * 0.07, 90 * u, c),
        rect(bx + W * 0.015, sy - 60 * u, W * 0.04, 20 * u, palette.paper),
        circle(bx + W * 0.035, sy - 20 * u, 6 * u, shade(c, 0.35)),
      );
    }
  }
  // Big table with an open atlas and a magnifier.
  const ty = H * 0.7;
  const wood = mix(palette.marmaladeDark, palette.ink, 0.2);
  parts.push(
    rect(W * 0.02, ty, W * 0.96, 24 * u, tint(wood, 0.15)),
    rect(W * 0.06, ty + 24 * u, 30 * u, H, wood),
    rect(W * 0.92, ty + 24 * u, 30 * u, H, wood),
  );
  const ax = W * 0.52;
  parts.push(
    path(`M${ax - 330 * u} ${ty}L${ax - 300 * u} ${ty - 50 * u}H${ax}L${ax} ${ty}Z`, palette.paper),
    path(
      `M${ax + 330 * u} ${ty}L${ax + 300 * u} ${ty - 50 * u}H${ax}L${ax} ${ty}Z`,
      mix(palette.paper, palette.cream, 0.5),
    ),
  );
  for (let k = 0; k < 4; k++)
    parts.push(
      el("path", {
        d: `M${ax - 280 * u + k * 20 * u} ${ty - 44 * u + k * 10 * u}q${60 * u} ${-10 * u} ${120 * u} ${6 * u}t${120 * u} 0`,
        stroke: tint(palette.harbor, 0.3),
        "stroke-width": 2 * u,
        fill: "none",
      }),
    );
  parts.push(
    circle(ax + 200 * u, ty - 30 * u, 34 * u, "none", {
      stroke: mix(palette.marmalade, "#F4D35E", 0.3),
      "stroke-width": 8 * u,
    }),
    rect(ax + 226 * u, ty - 12 * u, 60 * u, 12 * u, palette.ink, {
      rx: 6 * u,
      transform: `rotate(20 ${Math.round(ax + 226 * u)} ${Math.round(ty - 12 * u)})`,
    }),
  );
  parts.push(drawCat(canvas, { pose: "loaf", coat: "brownTabby", x: W * 0.26, y: ty, size: H * 0.2 }));
  parts.push(
    drawCat(canvas, { pose: "sitFront", coat: "tuxedo", x: W * 0.84, y: ty, size: H * 0.24, tail: "wrap" }),
  );
  parts.push(pendantLamp(canvas, W * 0.5, H * 0.08, 70 * u, true));
  return g(parts);
}

export type EventKind = "corporate" | "birthday" | "family" | "talk";

export function describeEvent(kind: EventKind): string {
  switch (kind) {
    case "corporate":
      return "Illustration: a team in matching lanyards follows a guide past the columns of Federal Hall while a ginger cat watches from the steps.";
    case "birthday":
      return "Illustration: a birthday group gathers at a brownstone stoop tied with balloons, where a calico cat in a paper party hat sits on the steps.";
    case "family":
      return "Illustration: three generations of a family, children in front, meet a friendly gray cat on a Seward Park path.";
    case "talk":
      return "Illustration: a small audience watches the indoor history talk, the projector screen showing a cat sitting before the Brooklyn Bridge.";
  }
}

/** Private-tour occasions and the indoor talk. */
export function eventScene(canvas: Canvas, kind: EventKind): string {
  const { width: W, height: H, rng } = canvas;
  const u = H / 900;
  if (kind === "talk") {
    const parts: string[] = [rect(0, 0, W, H, mix(palette.ink, palette.harbor, 0.3))];
    const sx = W * 0.2;
    const sy = H * 0.08;
    const sw = W * 0.6;
    const sh = H * 0.5;
    parts.push(
      path(
        poly([
          [W * 0.5 - 20 * u, H * 0.98],
          [W * 0.5 + 20 * u, H * 0.98],
          [sx + sw, sy + sh],
          [sx, sy + sh],
        ]),
        tones.glow,
        { opacity: 0.08 },
      ),
    );
    parts.push(
      rect(sx - 10 * u, sy - 10 * u, sw + 20 * u, sh + 20 * u, palette.ink),
      rect(sx, sy, sw, sh, palette.paper),
    );
    parts.push(
      cropScene(
        canvas,
        (c) => {
          const m = moods.golden;
          return g([
            drawSky(c, m, { sun: { x: 300, y: 200, r: 60 }, horizon: 600 }),
            brooklynBridge({
              x: 760,
              deck: 520,
              towerWidth: 200,
              towerHeight: 520,
              spanLeft: 700,
              spanRight: 500,
              color: mix(palette.cream, palette.muted, 0.3),
              cable: palette.ink,
              water: 700,
              opening: m.skyBottom,
            }),
            water(c, m, 640, 900),
            drawCat(c, { pose: "sitBack", coat: "ginger", x: 380, y: 880, size: 300, tail: "wrap" }),
          ]);
        },
        { width: 1200, height: 900, seed: 7 },
        [0, 0, 1200, 900],
        [sx + 10 * u, sy + 10 * u, sw - 20 * u, sh - 20 * u],
      ),
    );
    parts.push(drawPerson(guide(rng, "point", { accessory: "none" }), W * 0.88, H * 0.72, 260 * u, true));
    for (let r = 0; r < 2; r++) {
      for (let k = 0; k < 7; k++) {
        const px = W * (0.12 + k * 0.12) + (r ? 40 * u : 0);
        parts.push(
          drawPerson(
            randomPerson(rng, { pose: "back", accessory: "none" }),
            px,
            H * (1.2 + r * 0.14),
            300 * u,
          ),
        );
      }
      parts.push(rect(0, H * (0.92 + r * 0.1), W, 60 * u, mix(palette.brick, palette.ink, 0.4)));
    }
    return g(parts);
  }
  if (kind === "corporate") {
    const mood = moods.midday;
    const ground = H * 0.82;
    const parts: string[] = [drawSky(canvas, mood, { clouds: 3, horizon: ground })];
    const hall = portico({
      x: W * 0.12,
      ground,
      width: W * 0.76,
      height: H * 0.78,
      columns: 6,
      stone: mix(palette.cream, palette.muted, 0.18),
      mood,
    });
    parts.push(hall.svg, sidewalk(canvas, mood, ground, H * 0.94));
    const group: string[] = [];
    for (let k = 0; k < 9; k++) {
      const p = randomPerson(rng, {
        pose: "stand",
        top: rng.pick([palette.ink, palette.muted, palette.harbor, palette.cream]),
        accessory: "none",
      });
      const x = W * (0.14 + k * 0.07);
      const y = H * (0.9 + (k % 2) * 0.03);
      group.push(drawPerson(p, x, y, 170 * u, k % 2 === 0));
      group.push(
        rect(x - 4 * u, y - 170 * u * 0.66, 8 * u, 11 * u, palette.marmalade),
        el("path", {
          d: `M${x - 6 * u} ${y - 170 * u * 0.8}L${x} ${y - 170 * u * 0.66}L${x + 6 * u} ${y - 170 * u * 0.8}`,
          stroke: palette.marmalade,
          "stroke-width": 2 * u,
          fill: "none",
        }),
      );
    }
    parts.push(...group);
    parts.push(drawPerson(guide(rng, "point"), W * 0.82, H * 0.92, 175 * u, true));
    parts.push(
      drawCat(canvas, {
        pose: "sit",
        coat: "ginger",
        x: W * 0.5,
        y: (hall.stepPoints[2] as Pt)[1],
        size: H * 0.14,
        flip: true,
      }),
    );
    return g(parts);
  }
  if (kind === "birthday") {
    const mood = moods.golden;
    const ground = H * 0.78;
    const parts: string[] = [
      drawSky(canvas, mood, { sun: { x: W * 0.15, y: H * 0.18, r: 40 * u }, horizon: ground }),
    ];
    let x = -100 * u;
    let i = 0;
    while (x < W) {
      parts.push(
        brownstone(rng, mood, {
          x,
          ground,
          width: 380 * u,
          height: H * 0.66,
          color: facadeColors[(i + 3) % facadeColors.length] as string,
          door: i % 2 ? "left" : "right",
        }).svg,
      );
      x += 380 * u;
      i++;
    }
    parts.push(sidewalk(canvas, mood, ground, H * 0.92));
    const stoop = bigStoop(canvas, mood, {
      side: "right",
      footX: W * 0.56,
      bottom: H * 1.0,
      topY: H * 0.66,
      color: tones.brownstone,
      steps: 5,
    });
    parts.push(stoop.svg);
    const balloonColors = [
      palette.marmalade,
      palette.harbor,
      palette.brick,
      palette.cream,
      tint(palette.marmalade, 0.3),
    ];
    const [nx, ny] = stoop.newelTop;
    for (let k = 0; k < 5; k++) {
      const bx = nx + (k - 2) * 44 * u;
      const by = ny - 260 * u - (k % 2) * 50 * u;
      parts.push(
        el("path", {
          d: `M${nx} ${ny}Q${(nx + bx) / 2 + 20 * u} ${(ny + by) / 2} ${bx} ${by + 52 * u}`,
          stroke: palette.ink,
          "stroke-width": 1.5 * u,
          fill: "none",
        }),
      );
      parts.push(
        ellipse(bx, by, 40 * u, 50 * u, balloonColors[k] as string),
        ellipse(bx - 12 * u, by - 16 * u, 8 * u, 14 * u, palette.paper, { opacity: 0.4 }),
      );
    }
    const step = stoop.steps[2] as Pt;
    parts.push(
      drawCat(canvas, {
        pose: "sitFront",
        coat: "calico",
        x: step[0],
        y: step[1] + 2 * u,
        size: H * 0.2,
        tail: "wrap",
      }),
    );
    const hatX = step[0];
    const hatY = step[1] - H * 0.2 * 0.92;
    parts.push(
      path(`M${hatX - 22 * u} ${hatY}L${hatX} ${hatY - 60 * u}L${hatX + 22 * u} ${hatY}Z`, palette.harbor),
      circle(hatX, hatY - 62 * u, 8 * u, palette.marmalade),
    );
    for (let k = 0; k < 6; k++)
      parts.push(
        drawPerson(
          randomPerson(rng, { pose: k === 2 ? "wave" : "stand" }),
          W * (0.06 + k * 0.075),
          H * (0.9 + (k % 2) * 0.03),
          200 * u,
          k > 2,
        ),
      );
    return g(parts);
  }
  // Family: three generations gathered around a friendly cat on the path.
  const mood = moods.morning;
  const ground = H * 0.6;
  const parts: string[] = [drawSky(canvas, mood, { clouds: 3, horizon: ground })];
  parts.push(rect(0, ground, W, H - ground, mix(tones.leaf, palette.cream, 0.15)));
  for (const [tx, th] of [
    [W * 0.1, 0.66],
    [W * 0.5, 0.56],
    [W * 0.9, 0.64],
  ] as const)
    parts.push(tree(rng, mood, tx, ground + 40 * u, H * th, "summer"));
  parts.push(
    path(
      `M0 ${H * 0.78}Q${W * 0.5} ${H * 0.7} ${W} ${H * 0.76}V${H}H0Z`,
      mix(palette.cream, palette.muted, 0.2),
    ),
  );
  const adults = [
    randomPerson(rng, {
      hairStyle: "bald",
      hair: palette.paper,
      skin: tones.skin[2],
      top: palette.cream,
      accessory: "none",
    }),
    randomPerson(rng, {
      hairStyle: "bun",
      hair: mix(palette.muted, palette.paper, 0.5),
      skin: tones.skin[2],
      top: palette.brick,
      skirt: true,
      accessory: "none",
    }),
    randomPerson(rng, { hairStyle: "short", skin: tones.skin[2], top: palette.harbor, accessory: "camera" }),
    randomPerson(rng, { hairStyle: "long", skin: tones.skin[1], top: palette.marmalade, accessory: "tote" }),
  ];
  adults.forEach((p, k) => parts.push(drawPerson(p, W * (0.3 + k * 0.1), H * 0.84, 250 * u, k % 2 === 1)));
  const kids = [
    randomPerson(rng, { hairStyle: "curly", skin: tones.skin[2], top: tint(palette.harbor, 0.3), age: 0.58 }),
    randomPerson(rng, { hairStyle: "ponytail", skin: tones.skin[2], top: palette.brick, age: 0.55 }),
  ];
  kids.forEach((p, k) => parts.push(drawPerson(p, W * (0.4 + k * 0.13), H * 0.93, 260 * u, k === 1)));
  parts.push(drawPerson(guide(rng, "wave"), W * 0.16, H * 0.86, 252 * u));
  parts.push(
    drawCat(canvas, {
      pose: "sitFront",
      coat: "gray",
      x: W * 0.47,
      y: H * 0.985,
      size: H * 0.18,
      tail: "up",
    }),
  );
  return g(parts);
}
