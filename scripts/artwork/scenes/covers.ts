/** Blog covers on their subjects, the book cover, the quiet fallbacks. */
import { brownstone } from "../buildings.ts";
import { drawCat, type Coat, type Pose } from "../cats.ts";
import { blob, poly, roundRect, type Pt } from "../geometry.ts";
import { brooklynBridge, skyline } from "../landmarks.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { drawGroup, drawPerson, guide, randomPerson } from "../people.ts";
import { drawSky, far, lit, moods, type TimeOfDay } from "../sky.ts";
import { bench, lamp, sidewalk, tree, type TreeSeason } from "../street.ts";
import { ferry, water } from "../harbor.ts";
import { libertySilhouette } from "../landmarks.ts";
import { circle, el, ellipse, g, path, radialGradient, rect, type Canvas } from "../svg.ts";
import { facadeColors } from "./brooklyn.ts";
import { snowfall } from "./common.ts";
import { setTextCentered } from "../wordmarks.ts";
import { wrapText } from "../fonts.ts";

/** A street map seen from above with pins on the three tours, a cat's paw reaching in. */
export function mapFlatlay(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const u = H / 675;
  const parts: string[] = [rect(0, 0, W, H, mix(palette.marmaladeDark, palette.ink, 0.25))];
  const mx = W * 0.08;
  const my = H * 0.08;
  const mw = W * 0.84;
  const mh = H * 0.84;
  parts.push(
    g(
      [
        rect(mx + 10 * u, my + 12 * u, mw, mh, palette.ink, { opacity: 0.25 }),
        rect(mx, my, mw, mh, palette.paper),
      ],
      { transform: `rotate(-3 ${W / 2} ${H / 2})` },
    ),
  );
  const map: string[] = [];
  // Water, parks, street grid.
  map.push(
    path(
      `M${mx + mw * 0.46} ${my}C${mx + mw * 0.52} ${my + mh * 0.3} ${mx + mw * 0.4} ${my + mh * 0.6} ${mx + mw * 0.5} ${my + mh}H${mx + mw * 0.62}C${mx + mw * 0.54} ${my + mh * 0.6} ${mx + mw * 0.64} ${my + mh * 0.3} ${mx + mw * 0.58} ${my}Z`,
      tint(palette.harbor, 0.55),
    ),
  );
  map.push(
    rect(mx + mw * 0.2, my + mh * 0.2, mw * 0.1, mh * 0.12, tint(tones.leaf, 0.5)),
    rect(mx + mw * 0.7, my + mh * 0.6, mw * 0.12, mh * 0.14, tint(tones.leaf, 0.5)),
  );
  for (let k = 1; k < 12; k++)
    map.push(
      rect(mx, my + (mh / 12) * k, mw * 0.46, 2 * u, palette.cream),
      rect(mx + mw * 0.6, my + (mh / 12) * k + 10 * u, mw * 0.4, 2 * u, palette.cream),
    );
  for (let k = 1; k < 8; k++)
    map.push(
      rect(mx + ((mw * 0.46) / 8) * k, my, 2 * u, mh, palette.cream),
      rect(mx + mw * 0.6 + ((mw * 0.4) / 6) * k, my, 2 * u, mh, palette.cream),
    );
  // Dashed walking routes and pins.
  const routes: [Pt[], string][] = [
    [
      [
        [mx + mw * 0.66, my + mh * 0.2],
        [mx + mw * 0.74, my + mh * 0.32],
        [mx + mw * 0.7, my + mh * 0.48],
        [mx + mw * 0.82, my + mh * 0.5],
      ],
      palette.harbor,
    ],
    [
      [
        [mx + mw * 0.3, my + mh * 0.7],
        [mx + mw * 0.36, my + mh * 0.56],
        [mx + mw * 0.26, my + mh * 0.46],
        [mx + mw * 0.34, my + mh * 0.36],
      ],
      palette.brick,
    ],
    [
      [
        [mx + mw * 0.14, my + mh * 0.12],
        [mx + mw * 0.26, my + mh * 0.1],
        [mx + mw * 0.36, my + mh * 0.16],
      ],
      palette.marmaladeDark,
    ],
  ];
  for (const [pts, c] of routes) {
    map.push(
      el("path", {
        d: `M${pts.map((p) => `${Math.round(p[0])} ${Math.round(p[1])}`).join("L")}`,
        stroke: c,
        "stroke-width": 5 * u,
        fill: "none",
        "stroke-dasharray": `${12 * u} ${8 * u}`,
        "stroke-linecap": "round",
      }),
    );
    const end = pts[pts.length - 1] as Pt;
    map.push(
      path(
        `M${end[0]} ${end[1]}c${-14 * u} ${-18 * u} ${-18 * u} ${-26 * u} ${-18 * u} ${-34 * u}a${18 * u} ${18 * u} 0 1 1 ${36 * u} 0c0 ${8 * u} ${-4 * u} ${16 * u} ${-18 * u} ${34 * u}z`,
        c,
      ),
      circle(end[0], end[1] - 34 * u, 7 * u, palette.paper),
    );
  }
  parts.push(g(map, { transform: `rotate(-3 ${W / 2} ${H / 2})` }));
  // Compass, pencil, the cat peeking over the edge.
  parts.push(
    circle(W * 0.86, H * 0.8, 60 * u, palette.paper),
    circle(W * 0.86, H * 0.8, 52 * u, "none", { stroke: palette.ink, "stroke-width": 3 * u }),
    path(
      `M${W * 0.86} ${H * 0.8 - 44 * u}L${W * 0.86 + 10 * u} ${H * 0.8}L${W * 0.86} ${H * 0.8 + 44 * u}L${W * 0.86 - 10 * u} ${H * 0.8}Z`,
      palette.brick,
    ),
  );
  parts.push(
    rect(W * 0.1, H * 0.84, 260 * u, 16 * u, palette.marmalade, {
      rx: 4 * u,
      transform: `rotate(-20 ${Math.round(W * 0.1)} ${Math.round(H * 0.84)})`,
    }),
  );
  parts.push(drawCat(canvas, { pose: "peek", coat: "ginger", x: W * 0.3, y: H * 1.02, size: H * 0.42 }));
  void rng;
  return g(parts);
}

/** A signpost with blank arrows at a park crossing, a cat deciding where to go. */
export function signpost(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.morning;
  const u = H / 675;
  const ground = H * 0.72;
  const parts: string[] = [
    drawSky(canvas, mood, { sun: { x: W * 0.8, y: H * 0.2, r: 36 * u }, clouds: 3, horizon: ground }),
  ];
  parts.push(
    skyline(rng, mood, {
      x0: -20,
      x1: W + 20,
      base: ground,
      height: H * 0.4,
      color: far(mood, palette.harbor, 0.55),
    }),
  );
  parts.push(rect(0, ground, W, H - ground, mix(tones.leaf, palette.cream, 0.2)));
  parts.push(
    path(
      `M${W * 0.2} ${H}L${W * 0.46} ${ground}H${W * 0.54}L${W * 0.8} ${H}Z`,
      mix(palette.cream, palette.muted, 0.2),
    ),
  );
  parts.push(
    path(
      `M0 ${H * 0.84}L${W * 0.46} ${ground + 10 * u}L${W * 0.5} ${ground + 30 * u}L0 ${H * 0.96}Z`,
      mix(palette.cream, palette.muted, 0.2),
    ),
  );
  parts.push(
    tree(rng, mood, W * 0.12, ground + 20 * u, H * 0.6, "summer"),
    tree(rng, mood, W * 0.9, ground + 24 * u, H * 0.66, "autumn"),
  );
  const px = W * 0.62;
  const post = mix(palette.marmaladeDark, palette.ink, 0.3);
  parts.push(rect(px - 8 * u, H * 0.16, 16 * u, H * 0.8, post));
  const arrows: [number, number, string][] = [
    [H * 0.2, 1, palette.harbor],
    [H * 0.32, -1, palette.brick],
    [H * 0.44, 1, palette.marmalade],
  ];
  for (const [ay, dir, c] of arrows) {
    const x0 = dir > 0 ? px - 20 * u : px + 20 * u;
    const x1 = x0 + dir * 220 * u;
    parts.push(
      path(
        poly([
          [x0, ay],
          [x1, ay],
          [x1 + dir * 30 * u, ay + 28 * u],
          [x1, ay + 56 * u],
          [x0, ay + 56 * u],
        ]),
        c,
      ),
    );
    parts.push(
      rect(Math.min(x0, x1) + 30 * u, ay + 22 * u, 140 * u, 10 * u, palette.paper, {
        opacity: 0.7,
        rx: 5 * u,
      }),
    );
  }
  parts.push(
    drawCat(canvas, {
      pose: "sitBack",
      coat: "tuxedo",
      x: W * 0.5,
      y: H * 0.95,
      size: H * 0.26,
      tail: "wrap",
    }),
  );
  return g(parts);
}

/** The same stoop in four seasons, side by side. */
export function seasonsStrip(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const u = H / 675;
  const parts: string[] = [];
  const panels: [TimeOfDay, TreeSeason, Coat, Pose, boolean][] = [
    ["morning", "summer", "ginger", "sitFront", false],
    ["midday", "summer", "tuxedo", "loaf", false],
    ["golden", "autumn", "calico", "sitFront", false],
    ["dusk", "bare", "gray", "loaf", true],
  ];
  const pw = W / 4;
  panels.forEach(([time, season, coat, pose, snow], k) => {
    const mood = moods[time];
    const id = canvas.uid("season");
    canvas.defs.push(el("clipPath", { id }, rect(k * pw, 0, pw, H, "#000")));
    const sub: string[] = [];
    const sky = drawSky({ ...canvas, width: pw }, mood, {
      horizon: H * 0.8,
      sun: mood.sun ? { x: pw * 0.7, y: H * 0.2, r: 26 * u } : undefined,
    });
    sub.push(g(sky, { transform: `translate(${k * pw} 0)` }));
    const b = brownstone(rng, mood, {
      x: k * pw - pw * 0.1,
      ground: H * 0.84,
      width: pw * 1.2,
      height: H * 0.7,
      color: facadeColors[k] as string,
      door: "right",
    });
    sub.push(b.svg, rect(k * pw, H * 0.84, pw, H * 0.16, snow ? palette.paper : lit(mood, mood.ground)));
    sub.push(tree(rng, mood, k * pw + pw * 0.15, H * 0.96, H * 0.62, season));
    const step = b.stoop?.steps[3] ?? ([k * pw + pw / 2, H * 0.8] as Pt);
    sub.push(drawCat(canvas, { pose, coat, x: step[0], y: step[1], size: H * 0.17, tail: "wrap" }));
    if (snow)
      sub.push(g(snowfall({ ...canvas, width: pw }, rng, 40), { transform: `translate(${k * pw} 0)` }));
    parts.push(g(sub, { "clip-path": `url(#${id})` }));
    if (k > 0) parts.push(rect(k * pw - 4 * u, 0, 8 * u, H, palette.paper));
  });
  return g(parts);
}

/** A double-decker sightseeing bus rolls by while a walking group and a cat stroll the sidewalk. */
export function busVsWalk(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.midday;
  const u = H / 675;
  const ground = H * 0.62;
  const curb = H * 0.7;
  const parts: string[] = [drawSky(canvas, mood, { clouds: 3, horizon: ground })];
  let x = -60 * u;
  let i = 0;
  while (x < W) {
    parts.push(
      brownstone(rng, mood, {
        x,
        ground,
        width: 260 * u,
        height: H * 0.5,
        color: facadeColors[i % facadeColors.length] as string,
        door: i % 2 ? "left" : "right",
      }).svg,
    );
    x += 260 * u;
    i++;
  }
  parts.push(sidewalk(canvas, mood, ground, curb));
  parts.push(
    drawGroup(rng, {
      x: W * 0.1,
      y: ground + 50 * u,
      width: W * 0.22,
      count: 4,
      height: 120 * u,
      walking: true,
    }),
  );
  parts.push(drawPerson(guide(rng, "walk"), W * 0.38, ground + 54 * u, 124 * u));
  parts.push(
    drawCat(canvas, {
      pose: "walk",
      coat: "ginger",
      x: W * 0.46,
      y: ground + 62 * u,
      size: 60 * u,
      tail: "up",
    }),
  );
  // The bus.
  const bx = W * 0.5;
  const by = H * 0.96;
  const bw = W * 0.48;
  const bh = H * 0.36;
  const body = palette.brick;
  parts.push(path(roundRect(bx, by - bh, bw, bh * 0.9, 18 * u), body));
  parts.push(rect(bx, by - bh - 10 * u, bw, 14 * u, shade(body, 0.2)));
  for (let k = 0; k < 4; k++)
    parts.push(rect(bx + 10 * u + k * 60 * u, by - bh - 60 * u, 6 * u, 50 * u, palette.ink));
  parts.push(rect(bx, by - bh - 64 * u, bw * 0.9, 8 * u, palette.ink));
  for (let k = 0; k < 6; k++)
    parts.push(
      drawPerson(randomPerson(rng, { pose: "stand" }), bx + 40 * u + k * 70 * u, by - bh - 4 * u, 70 * u),
    );
  for (let r = 0; r < 1; r++)
    for (let k = 0; k < 6; k++)
      parts.push(
        rect(bx + 20 * u + (k * (bw - 40 * u)) / 6, by - bh * 0.78, (bw - 60 * u) / 6, bh * 0.3, mood.glass, {
          rx: 6 * u,
        }),
      );
  parts.push(rect(bx, by - bh * 0.38, bw, 10 * u, palette.marmalade));
  for (const wx of [bx + bw * 0.2, bx + bw * 0.8])
    parts.push(circle(wx, by - 8 * u, 40 * u, palette.ink), circle(wx, by - 8 * u, 16 * u, palette.muted));
  return g(parts);
}

/** A Halloween stage: a lion and a cat face each other under a harvest moon. */
export function lionAndCat(canvas: Canvas): string {
  const { width: W, height: H } = canvas;
  const u = H / 675;
  const parts: string[] = [rect(0, 0, W, H, shade(palette.ink, 0.3))];
  parts.push(
    circle(
      W * 0.5,
      H * 0.3,
      160 * u,
      radialGradient(canvas, [
        [0, palette.marmalade, 0.55],
        [1, palette.marmalade, 0],
      ]),
    ),
  );
  parts.push(circle(W * 0.5, H * 0.3, 90 * u, mix(palette.marmalade, "#FFE2A8", 0.5)));
  // Curtains.
  const curtain = palette.brick;
  parts.push(
    path(`M0 0H${W * 0.24}Q${W * 0.16} ${H * 0.5} ${W * 0.2} ${H}H0Z`, curtain),
    path(`M${W} 0H${W * 0.76}Q${W * 0.84} ${H * 0.5} ${W * 0.8} ${H}H${W}Z`, curtain),
  );
  for (let k = 0; k < 5; k++)
    parts.push(
      rect(k * W * 0.045, 0, 6 * u, H, shade(curtain, 0.25)),
      rect(W - k * W * 0.045 - 6 * u, 0, 6 * u, H, shade(curtain, 0.25)),
    );
  let valance = `M0 0H${W}V${H * 0.1}`;
  for (let k = 12; k > 0; k--)
    valance += `Q${(W / 12) * (k - 0.5)} ${H * 0.18} ${(W / 12) * (k - 1)} ${H * 0.1}`;
  parts.push(path(`${valance}Z`, shade(curtain, 0.15)));
  for (let k = 0; k < 12; k++) parts.push(circle((W / 12) * (k + 0.5), H * 0.16, 5 * u, palette.marmalade));
  // Stage floor with footlights.
  parts.push(rect(0, H * 0.82, W, H * 0.18, mix(palette.marmaladeDark, palette.ink, 0.35)));
  for (let k = 0; k < 14; k++) parts.push(ellipse((W / 14) * (k + 0.5), H * 0.83, 14 * u, 6 * u, tones.glow));
  // The lion, facing right: tawny body, a dark spiky mane, a tufted tail.
  const lionBody = mix(palette.marmalade, palette.cream, 0.35);
  const mane = palette.marmaladeDark;
  const lx = W * 0.36;
  const ly = H * 0.82;
  const maneSpikes: string[] = [];
  for (let k = 0; k < 18; k++) {
    const a = (k / 18) * Math.PI * 2;
    const r0 = 58;
    const r1 = 92;
    const a0 = a - 0.2;
    const a1 = a + 0.2;
    maneSpikes.push(
      path(
        poly([
          [60 + Math.cos(a0) * r0, -170 + Math.sin(a0) * r0],
          [60 + Math.cos(a) * r1, -170 + Math.sin(a) * r1],
          [60 + Math.cos(a1) * r0, -170 + Math.sin(a1) * r0],
        ]),
        mane,
      ),
    );
  }
  parts.push(
    g(
      [
        path("M-150 -100C-230 -110 -250 -40 -236 -20", "none", {
          stroke: lionBody,
          "stroke-width": 12,
          "stroke-linecap": "round",
        }),
        path(
          blob(-238, -22, 14, 18, 0.2, 7, () => 0.5),
          mane,
        ),
        path(
          "M-160 -150Q-180 -60 -150 -60L-146 0H-118L-112 -60H20L26 0H54L58 -70Q100 -120 60 -160Q-40 -180 -160 -150Z",
          lionBody,
        ),
        rect(-100, -60, 26, 60, shade(lionBody, 0.12), { rx: 10 }),
        rect(0, -60, 26, 60, shade(lionBody, 0.12), { rx: 10 }),
        circle(60, -170, 66, mane),
        ...maneSpikes,
        circle(66, -166, 44, lionBody),
        ellipse(98, -150, 24, 18, mix(lionBody, palette.paper, 0.3)),
        path("M112 -160l8 4 -8 4z", palette.ink),
        ellipse(80, -180, 5, 7, palette.ink),
        path("M40 -204l10 -16 12 14z", lionBody),
      ],
      { transform: `translate(${lx} ${ly}) scale(${u})` },
    ),
  );
  parts.push(
    drawCat(canvas, {
      pose: "sitFront",
      coat: "ginger",
      x: W * 0.68,
      y: H * 0.82,
      size: H * 0.3,
      tail: "up",
    }),
  );
  // Pumpkins.
  for (const [px, s] of [
    [W * 0.22, 1],
    [W * 0.8, 0.8],
  ] as const) {
    parts.push(
      ellipse(px, H * 0.86, 40 * u * s, 30 * u * s, palette.marmalade),
      ellipse(px, H * 0.86, 14 * u * s, 30 * u * s, "none", {
        stroke: palette.marmaladeDark,
        "stroke-width": 3 * u,
      }),
      rect(px - 4 * u, H * 0.86 - 38 * u * s, 8 * u, 12 * u, tones.leaf),
    );
  }
  return g(parts);
}

/** Walking-tour kit from above: sneakers, water bottle, map, camera, a cat among them. */
export function tipsFlatlay(canvas: Canvas): string {
  const { width: W, height: H } = canvas;
  const u = H / 675;
  const parts: string[] = [rect(0, 0, W, H, tint(palette.harbor, 0.62))];
  for (let y = 0; y < H; y += 70 * u) parts.push(rect(0, y, W, 2 * u, tint(palette.harbor, 0.55)));
  const at = (x: number, y: number, rot: number, body: string[]): string =>
    g(body, { transform: `translate(${Math.round(x)} ${Math.round(y)}) rotate(${rot})` });
  const shoe = (x: number, y: number, rot: number): string =>
    at(x, y, rot, [
      path(roundRect(-60 * u, -150 * u, 120 * u, 300 * u, 60 * u), palette.paper),
      path(roundRect(-46 * u, -130 * u, 92 * u, 140 * u, 40 * u), palette.brick),
      ...[0, 1, 2, 3].map((k) => rect(-30 * u, -110 * u + k * 26 * u, 60 * u, 6 * u, palette.paper)),
      rect(-60 * u, 100 * u, 120 * u, 40 * u, palette.marmalade, { rx: 20 * u }),
    ]);
  parts.push(shoe(W * 0.12, H * 0.5, -12), shoe(W * 0.24, H * 0.55, -4));
  parts.push(
    at(W * 0.4, H * 0.25, 70, [
      path(roundRect(-40 * u, -140 * u, 80 * u, 280 * u, 30 * u), palette.harbor),
      rect(-30 * u, -170 * u, 60 * u, 40 * u, palette.ink, { rx: 8 * u }),
      rect(-40 * u, -20 * u, 80 * u, 60 * u, tint(palette.harbor, 0.4)),
    ]),
  );
  parts.push(
    at(W * 0.62, H * 0.3, 6, [
      rect(-150 * u, -110 * u, 300 * u, 220 * u, palette.paper),
      rect(-150 * u, -110 * u, 100 * u, 220 * u, palette.cream),
      rect(-50 * u, -110 * u, 100 * u, 220 * u, palette.paper),
      rect(50 * u, -110 * u, 100 * u, 220 * u, palette.cream),
      el("path", {
        d: `M${-120 * u} ${60 * u}Q${-40 * u} ${-40 * u} ${40 * u} ${20 * u}T${120 * u} ${-60 * u}`,
        stroke: palette.brick,
        "stroke-width": 5 * u,
        fill: "none",
        "stroke-dasharray": `${10 * u} ${8 * u}`,
      }),
    ]),
  );
  parts.push(
    at(W * 0.86, H * 0.24, -10, [
      rect(-110 * u, -60 * u, 220 * u, 120 * u, palette.ink, { rx: 16 * u }),
      circle(20 * u, 10 * u, 50 * u, shade(palette.ink, 0.4)),
      circle(20 * u, 10 * u, 32 * u, palette.harbor),
      rect(-90 * u, -80 * u, 50 * u, 24 * u, palette.ink, { rx: 6 * u }),
    ]),
  );
  parts.push(
    at(W * 0.86, H * 0.72, 0, [
      circle(0, 0, 70 * u, palette.cream),
      circle(0, 0, 56 * u, palette.paper),
      el("path", {
        d: `M0 ${-40 * u}V0L${26 * u} ${18 * u}`,
        stroke: palette.ink,
        "stroke-width": 6 * u,
        fill: "none",
        "stroke-linecap": "round",
      }),
    ]),
  );
  parts.push(
    at(W * 0.44, H * 0.78, 20, [
      path(roundRect(-80 * u, -50 * u, 160 * u, 100 * u, 20 * u), palette.marmalade),
      path(`M${-60 * u} ${-50 * u}Q0 ${-110 * u} ${60 * u} ${-50 * u}`, "none", {
        stroke: palette.marmaladeDark,
        "stroke-width": 10 * u,
      }),
    ]),
  );
  parts.push(
    drawCat(canvas, { pose: "curl", coat: "silverTabby", x: W * 0.64, y: H * 0.95, size: H * 0.36 }),
  );
  return g(parts);
}

/** A caretaker feeding a colony of community cats beside their winter shelters. */
export function colony(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.morning;
  const u = H / 675;
  const ground = H * 0.7;
  const brick = mix(palette.brick, palette.ink, 0.15);
  const parts: string[] = [rect(0, 0, W, ground, brick)];
  for (let y = 10 * u; y < ground; y += 16 * u)
    parts.push(rect(0, y, W, 2 * u, shade(brick, 0.25), { opacity: 0.5 }));
  parts.push(
    rect(W * 0.05, H * 0.08, W * 0.2, H * 0.3, mood.glass),
    rect(W * 0.7, H * 0.08, W * 0.2, H * 0.3, mood.glass),
  );
  parts.push(rect(0, ground, W, H - ground, mix(palette.muted, palette.cream, 0.3)));
  // Shelters: insulated bins with round doors.
  for (const sx of [W * 0.08, W * 0.78]) {
    parts.push(
      path(roundRect(sx, ground - 150 * u, 220 * u, 170 * u, 16 * u), palette.harbor),
      rect(sx - 8 * u, ground - 160 * u, 236 * u, 24 * u, shade(palette.harbor, 0.25), { rx: 8 * u }),
      circle(sx + 110 * u, ground - 50 * u, 40 * u, palette.ink),
    );
  }
  parts.push(
    drawPerson(
      randomPerson(rng, {
        pose: "stand",
        hairStyle: "beanie",
        top: palette.marmalade,
        bottom: palette.ink,
        accessory: "tote",
      }),
      W * 0.52,
      H * 0.86,
      380 * u,
      true,
    ),
  );
  const bowls: Pt[] = [
    [W * 0.36, H * 0.93],
    [W * 0.62, H * 0.94],
  ];
  for (const [bx, by] of bowls)
    parts.push(
      ellipse(bx, by, 50 * u, 14 * u, palette.muted),
      path(`M${bx - 50 * u} ${by}Q${bx} ${by + 30 * u} ${bx + 50 * u} ${by}Z`, palette.paper),
    );
  const cats: [Coat, Pose, number, number, boolean][] = [
    ["black", "sit", W * 0.3, H * 0.95, false],
    ["tortie", "loaf", W * 0.72, H * 0.97, true],
    ["gray", "walk", W * 0.18, H * 0.97, false],
    ["white", "sitFront", W * 0.85, H * 0.98, false],
    ["ginger", "sit", W * 0.68, H * 0.9, true],
  ];
  for (const [coat, pose, x, y, flip] of cats)
    parts.push(drawCat(canvas, { pose, coat, x, y, size: H * 0.2, flip, tail: "up" }));
  return g(parts);
}

/** An old newspaper page spread on a desk, a magnifying glass, and a cat reading along. */
export function oldNewspapers(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const u = H / 675;
  const parts: string[] = [rect(0, 0, W, H, mix(palette.marmaladeDark, palette.ink, 0.35))];
  const px = W * 0.12;
  const py = H * 0.08;
  const pw = W * 0.62;
  const ph = H * 0.9;
  const paper = mix(palette.cream, palette.marmalade, 0.15);
  const page: string[] = [
    rect(px, py, pw, ph, paper),
    rect(px + 30 * u, py + 24 * u, pw - 60 * u, 54 * u, shade(paper, 0.5)),
    rect(px + 30 * u, py + 88 * u, pw - 60 * u, 3 * u, shade(paper, 0.5)),
    rect(px + 30 * u, py + 94 * u, pw - 60 * u, 1.5 * u, shade(paper, 0.5)),
  ];
  const cols = 5;
  const cw = (pw - 60 * u - (cols - 1) * 12 * u) / cols;
  for (let c = 0; c < cols; c++) {
    const cx = px + 30 * u + c * (cw + 12 * u);
    for (let y = py + 110 * u; y < py + ph - 20 * u; y += 9 * u)
      page.push(rect(cx, y, cw * rng.range(0.75, 1), 3.5 * u, shade(paper, 0.3)));
  }
  // A woodcut-style cat illustration in the paper.
  page.push(
    rect(px + 30 * u + cw + 12 * u, py + 130 * u, cw * 2 + 12 * u, 170 * u, paper),
    rect(px + 30 * u + cw + 12 * u, py + 130 * u, cw * 2 + 12 * u, 170 * u, "none", {
      stroke: shade(paper, 0.5),
      "stroke-width": 2 * u,
    }),
  );
  page.push(
    drawCat(canvas, {
      pose: "sit",
      coat: "black",
      x: px + 30 * u + cw * 2 + 18 * u,
      y: py + 290 * u,
      size: 140 * u,
      silhouette: shade(paper, 0.55),
    }),
  );
  parts.push(g(page, { transform: `rotate(-4 ${W / 2} ${H / 2})` }));
  parts.push(
    circle(W * 0.5, H * 0.62, 90 * u, "#FFFFFF", { opacity: 0.2 }),
    circle(W * 0.5, H * 0.62, 90 * u, "none", {
      stroke: mix(palette.marmalade, "#F4D35E", 0.3),
      "stroke-width": 12 * u,
    }),
    rect(W * 0.5 + 60 * u, H * 0.62 + 60 * u, 130 * u, 26 * u, palette.ink, {
      rx: 12 * u,
      transform: `rotate(40 ${Math.round(W * 0.5 + 60 * u)} ${Math.round(H * 0.62 + 60 * u)})`,
    }),
  );
  parts.push(
    drawCat(canvas, {
      pose: "loaf",
      coat: "brownTabby",
      x: W * 0.84,
      y: H * 0.9,
      size: H * 0.34,
      flip: true,
    }),
  );
  return g(parts);
}

/** The 1895 Madison Square Garden cat show: arches, show pens, ribbons and proud cats. */
export function catShow(canvas: Canvas): string {
  const { width: W, height: H } = canvas;
  const u = H / 675;
  const hall = mix(palette.cream, palette.marmalade, 0.2);
  const parts: string[] = [rect(0, 0, W, H, hall)];
  for (let k = 0; k < 5; k++) {
    const ax = (W / 5) * k;
    parts.push(
      path(
        `M${ax + 20 * u} ${H * 0.6}V${H * 0.3}A${W / 10 - 20 * u} ${W / 10 - 20 * u} 0 0 1 ${ax + W / 5 - 20 * u} ${H * 0.3}V${H * 0.6}Z`,
        tint(palette.harbor, 0.55),
      ),
    );
    parts.push(rect(ax - 10 * u, H * 0.08, 20 * u, H * 0.6, mix(palette.marmaladeDark, palette.cream, 0.3)));
  }
  for (let k = 0; k < 20; k++)
    parts.push(
      path(
        `M${(W / 20) * k} ${H * 0.04}l${W / 40} ${30 * u}l${W / 40} ${-30 * u}z`,
        k % 2 ? palette.brick : palette.harbor,
      ),
    );
  parts.push(rect(0, 0, W, H * 0.04, palette.ink));
  // Show pens on a long table.
  const tableY = H * 0.78;
  parts.push(
    rect(0, tableY, W, 24 * u, palette.brick),
    rect(0, tableY + 24 * u, W, H, mix(palette.brick, palette.ink, 0.4)),
  );
  const entries: [Coat, Pose][] = [
    ["white", "sitFront"],
    ["siamese", "loaf"],
    ["brownTabby", "sitFront"],
    ["black", "sit"],
  ];
  entries.forEach(([coat, pose], k) => {
    const cx = W * (0.14 + k * 0.24);
    const cw = W * 0.2;
    const top = H * 0.36;
    parts.push(rect(cx - cw / 2, top, cw, tableY - top, shade(hall, 0.06)));
    parts.push(
      drawCat(canvas, { pose, coat, x: cx, y: tableY, size: H * 0.26, tail: "wrap", flip: k % 2 === 1 }),
    );
    for (let b = 0; b <= 8; b++)
      parts.push(
        rect(
          cx - cw / 2 + (cw / 8) * b - 2 * u,
          top,
          4 * u,
          tableY - top,
          mix(palette.marmalade, "#F4D35E", 0.3),
        ),
      );
    parts.push(
      rect(cx - cw / 2 - 6 * u, top - 12 * u, cw + 12 * u, 14 * u, mix(palette.marmalade, "#F4D35E", 0.3)),
    );
    const ribbon = k === 0 ? palette.harbor : k === 2 ? palette.brick : palette.marmalade;
    parts.push(
      circle(cx + cw / 2 - 30 * u, top + 40 * u, 22 * u, ribbon),
      circle(cx + cw / 2 - 30 * u, top + 40 * u, 12 * u, palette.paper),
      path(
        `M${cx + cw / 2 - 44 * u} ${top + 56 * u}l${-8 * u} ${40 * u}l${14 * u} ${-8 * u}l${8 * u} ${12 * u}l${4 * u} ${-44 * u}z`,
        ribbon,
      ),
    );
  });
  return g(parts);
}

/** Thank-you for the season: a cat in a knitted scarf on a stoop, leaves falling, a gift box. */
export function seasonWrap(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.dusk;
  const u = H / 675;
  const ground = H * 0.82;
  const parts: string[] = [
    drawSky(canvas, mood, { sun: { x: W * 0.16, y: H * 0.3, r: 34 * u }, horizon: ground }),
  ];
  let x = -120 * u;
  let i = 0;
  while (x < W) {
    parts.push(
      brownstone(rng, mood, {
        x,
        ground,
        width: 340 * u,
        height: H * 0.7,
        color: facadeColors[(i + 4) % facadeColors.length] as string,
        door: i % 2 ? "left" : "right",
      }).svg,
    );
    x += 340 * u;
    i++;
  }
  parts.push(sidewalk(canvas, mood, ground, H * 0.92));
  // String of lights across.
  const y0 = H * 0.12;
  parts.push(
    el("path", {
      d: `M0 ${y0}Q${W / 2} ${y0 + 80 * u} ${W} ${y0}`,
      stroke: palette.ink,
      "stroke-width": 1.5,
      fill: "none",
    }),
  );
  for (let t = 0.03; t < 1; t += 0.06) {
    const bx = W * t;
    const by = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + 80 * u) + t * t * y0;
    parts.push(
      circle(
        bx,
        by + 6 * u,
        12 * u,
        radialGradient(canvas, [
          [0, tones.glow, 0.6],
          [1, tones.glow, 0],
        ]),
      ),
      circle(bx, by + 5 * u, 4 * u, tones.glow),
    );
  }
  parts.push(tree(rng, mood, W * 0.86, H * 0.92, H * 0.7, "autumn"));
  for (let k = 0; k < 30; k++)
    parts.push(
      ellipse(rng.range(0, W), rng.range(0, H), 6 * u, 3 * u, rng.pick([palette.marmalade, palette.brick]), {
        opacity: 0.85,
      }),
    );
  const cx = W * 0.46;
  parts.push(
    drawCat(canvas, { pose: "sitFront", coat: "ginger", x: cx, y: H * 0.95, size: H * 0.36, tail: "wrap" }),
  );
  const sy = H * 0.95 - H * 0.36 * 0.6;
  parts.push(
    path(roundRect(cx - 30 * u, sy - 8 * u, 60 * u, 16 * u, 8 * u), palette.harbor),
    path(`M${cx + 12 * u} ${sy}l${6 * u} ${60 * u}h${16 * u}l${-8 * u} ${-60 * u}z`, palette.harbor),
  );
  for (let k = 0; k < 3; k++)
    parts.push(rect(cx - 26 * u + k * 20 * u, sy - 8 * u, 6 * u, 16 * u, tint(palette.harbor, 0.4)));
  parts.push(
    rect(cx + 90 * u, H * 0.95 - 110 * u, 130 * u, 110 * u, palette.brick),
    rect(cx + 145 * u, H * 0.95 - 110 * u, 20 * u, 110 * u, palette.marmalade),
    rect(cx + 80 * u, H * 0.95 - 126 * u, 150 * u, 24 * u, shade(palette.brick, 0.15)),
    path(
      `M${cx + 155 * u} ${H * 0.95 - 126 * u}q${-40 * u} ${-50 * u} ${-10 * u} ${-40 * u}z M${cx + 155 * u} ${H * 0.95 - 126 * u}q${40 * u} ${-50 * u} ${10 * u} ${-40 * u}z`,
      palette.marmalade,
    ),
  );
  return g(parts);
}

/** Two harnessed cats on the Promenade with their people. */
export function adventureDuo(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.golden;
  const u = H / 675;
  const horizon = H * 0.48;
  const deck = H * 0.72;
  const parts: string[] = [
    drawSky(canvas, mood, { sun: { x: W * 0.2, y: H * 0.24, r: 40 * u }, clouds: 2, horizon }),
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
  parts.push(rect(0, horizon, W, deck - horizon, mix(palette.harbor, mood.haze, 0.3)));
  parts.push(rect(0, deck, W, H - deck, lit(mood, mix(palette.muted, palette.cream, 0.35))));
  const railTop = deck - H * 0.13;
  parts.push(rect(0, railTop, W, 8 * u, palette.ink));
  for (let x = 6 * u; x < W; x += 16 * u) parts.push(rect(x, railTop, 3 * u, deck - railTop, palette.ink));
  const cats: [Coat, number, string][] = [
    ["siamese", W * 0.3, palette.marmalade],
    ["black", W * 0.62, palette.harbor],
  ];
  for (const [coat, cx, color] of cats) {
    const cy = H * 0.95;
    const size = H * 0.26;
    const k = size / 100;
    parts.push(drawCat(canvas, { pose: "walk", coat, x: cx, y: cy, size, tail: "up" }));
    parts.push(
      rect(cx + 8 * k, cy - 52 * k, 8 * k, 30 * k, color, { rx: 3 * k }),
      rect(cx - 22 * k, cy - 50 * k, 8 * k, 28 * k, color, { rx: 3 * k }),
      rect(cx - 24 * k, cy - 50 * k, 42 * k, 7 * k, color, { rx: 3 * k }),
    );
    parts.push(
      el("path", {
        d: `M${cx + 12 * k} ${cy - 52 * k}Q${cx + 120 * u} ${H * 0.5} ${cx + 160 * u} ${H * 0.2}`,
        stroke: color,
        "stroke-width": 4 * u,
        fill: "none",
      }),
    );
  }
  return g(parts);
}

/** The Brooklyn Heights 1965 landmark story: a brownstone row in morning light with a plaque by the door. */
export function landmarkRow(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.morning;
  const u = H / 675;
  const ground = H * 0.84;
  const parts: string[] = [
    drawSky(canvas, mood, { sun: { x: W * 0.85, y: H * 0.14, r: 30 * u }, clouds: 2, horizon: ground }),
  ];
  let x = -80 * u;
  let i = 0;
  let plaque: Pt = [0, 0];
  while (x < W) {
    const b = brownstone(rng, mood, {
      x,
      ground,
      width: 300 * u,
      height: H * 0.76 - (i % 2) * 20 * u,
      color: facadeColors[(i + 1) % facadeColors.length] as string,
      door: i % 2 ? "left" : "right",
    });
    parts.push(b.svg);
    if (i === 2 && b.door) plaque = [b.door.x - 40 * u, b.door.y + b.door.h * 0.3];
    x += 300 * u;
    i++;
  }
  parts.push(
    rect(plaque[0] - 22 * u, plaque[1] - 16 * u, 44 * u, 32 * u, mix(palette.harbor, palette.ink, 0.2), {
      rx: 3 * u,
    }),
    rect(plaque[0] - 16 * u, plaque[1] - 10 * u, 32 * u, 4 * u, palette.paper),
    rect(plaque[0] - 16 * u, plaque[1] - 2 * u, 26 * u, 3 * u, palette.paper, { opacity: 0.7 }),
    rect(plaque[0] - 16 * u, plaque[1] + 5 * u, 30 * u, 3 * u, palette.paper, { opacity: 0.7 }),
  );
  parts.push(sidewalk(canvas, mood, ground, H * 0.95));
  parts.push(tree(rng, mood, W * 0.14, H * 0.95, H * 0.7, "summer"));
  parts.push(lamp(canvas, mood, W * 0.92, H * 0.95, H * 0.48, "post"));
  parts.push(
    drawCat(canvas, {
      pose: "sitFront",
      coat: "gray",
      x: plaque[0] + 10 * u,
      y: ground + 20 * u,
      size: H * 0.2,
      tail: "wrap",
    }),
  );
  return g(parts);
}

/** A stray kitten under a park bench with a guest crouching nearby. */
export function kittenRescue(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.morning;
  const u = H / 675;
  const ground = H * 0.6;
  const parts: string[] = [drawSky(canvas, mood, { clouds: 2, horizon: ground })];
  for (const [tx, th] of [
    [W * 0.15, 0.8],
    [W * 0.5, 0.7],
    [W * 0.85, 0.78],
  ] as const)
    parts.push(tree(rng, mood, tx, ground + 30 * u, H * th, "summer"));
  parts.push(rect(0, ground, W, H - ground, mix(tones.leaf, palette.cream, 0.2)));
  parts.push(rect(0, H * 0.72, W, H * 0.28, mix(palette.cream, palette.muted, 0.2)));
  const bx = W * 0.18;
  const by = H * 0.97;
  const scale = 520 / 240;
  parts.push(ellipse(bx + 260 * u, by, 230 * u, 16 * u, palette.ink, { opacity: 0.15 }));
  parts.push(
    g(bench(mood, 0, 0, 240), {
      transform: `translate(${Math.round(bx)} ${Math.round(by)}) scale(${(scale * u).toFixed(3)})`,
    }),
  );
  parts.push(
    drawCat(canvas, { pose: "peek", coat: "calico", x: bx + 260 * u, y: by + 4 * u, size: H * 0.34 }),
  );
  // A guest kneels nearby with a carrier, the guide beside them.
  parts.push(
    drawPerson(
      randomPerson(rng, {
        pose: "stand",
        hairStyle: "ponytail",
        top: palette.marmalade,
        bottom: palette.ink,
        accessory: "none",
      }),
      W * 0.8,
      H * 0.96,
      300 * u,
      true,
    ),
  );
  parts.push(drawPerson(guide(rng, "stand", { accessory: "none" }), W * 0.92, H * 0.94, 300 * u, true));
  parts.push(
    rect(W * 0.66, H * 0.84, 130 * u, 95 * u, palette.harbor, { rx: 12 * u }),
    circle(W * 0.66 + 65 * u, H * 0.84 + 48 * u, 28 * u, shade(palette.harbor, 0.45)),
    path(`M${W * 0.66 + 30 * u} ${H * 0.84}q${35 * u} ${-40 * u} ${70 * u} 0`, "none", {
      stroke: shade(palette.harbor, 0.3),
      "stroke-width": 8 * u,
    }),
  );
  return g(parts);
}

export type FallbackSpec = {
  background: string;
  cat: string;
  pose: Pose;
  accent: string;
  flip: boolean;
  tail: "wrap" | "up";
};

export function describeFallback(s: FallbackSpec, colorName: string): string {
  const pose =
    s.pose === "sitFront" || s.pose === "sit"
      ? "sitting"
      : s.pose === "sitBack"
        ? "sitting with its back turned"
        : s.pose === "loaf"
          ? "loafing"
          : s.pose === "walk"
            ? "walking"
            : s.pose === "curl"
              ? "curled up"
              : s.pose === "stretch"
                ? "stretching"
                : "lounging";
  return `Illustration: a simple cat silhouette ${pose} on a soft ${colorName} background.`;
}

/** A quiet fallback: one cat silhouette on a soft background with a sun-like circle. */
export function fallback(canvas: Canvas, s: FallbackSpec): string {
  const { width: W, height: H } = canvas;
  const u = H / 900;
  return g([
    rect(0, 0, W, H, s.background),
    circle(W * 0.5, H * 0.5, H * 0.34, s.accent),
    rect(0, H * 0.78, W, H * 0.22, mix(s.background, s.cat, 0.12)),
    drawCat(canvas, {
      pose: s.pose,
      coat: "black",
      x: W * 0.5,
      y: H * 0.78,
      size: H * 0.4,
      silhouette: s.cat,
      flip: s.flip,
      tail: s.tail,
    }),
    rect(0, H * 0.78, W, 4 * u, mix(s.background, s.cat, 0.2)),
  ]);
}

/** The book cover: "The Cats Who Built New York" by Margo Feld. */
export function bookCover(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.dusk;
  const parts: string[] = [rect(0, 0, W, H, shade(palette.harbor, 0.55))];
  // Illustration panel in the lower two thirds.
  const top = H * 0.42;
  const id = canvas.uid("book");
  canvas.defs.push(
    el(
      "clipPath",
      { id },
      path(
        `M${W * 0.08} ${H * 0.92}V${top + W * 0.42}A${W * 0.42} ${W * 0.42} 0 0 1 ${W * 0.92} ${top + W * 0.42}V${H * 0.92}Z`,
        "#000",
      ),
    ),
  );
  const art: string[] = [];
  const sub = { ...canvas, height: H * 0.92 };
  art.push(drawSky(sub, mood, { sun: { x: W * 0.5, y: H * 0.66, r: 70 }, stars: 40, horizon: H * 0.74 }));
  art.push(
    skyline(rng, mood, {
      x0: W * 0.02,
      x1: W * 1.05,
      base: H * 0.76,
      height: H * 0.3,
      color: far(mood, palette.ink, 0.3),
    }),
  );
  art.push(
    brooklynBridge({
      x: W * 0.22,
      deck: H * 0.7,
      towerWidth: 120,
      towerHeight: H * 0.28,
      spanLeft: W * 0.4,
      spanRight: W * 0.8,
      color: mix(palette.cream, palette.muted, 0.3),
      cable: palette.ink,
      water: H * 0.8,
      opening: mix(mood.skyBottom, mood.skyTop, 0.3),
    }),
  );
  art.push(rect(0, H * 0.8, W, H * 0.2, mix(palette.harbor, palette.ink, 0.3)));
  art.push(rect(0, H * 0.84, W, H * 0.2, palette.ink));
  art.push(
    drawCat(canvas, {
      pose: "sitBack",
      coat: "black",
      x: W * 0.62,
      y: H * 0.86,
      size: H * 0.2,
      silhouette: palette.ink,
      tail: "wrap",
    }),
  );
  parts.push(g(art, { "clip-path": `url(#${id})` }));
  parts.push(
    path(
      `M${W * 0.08} ${H * 0.92}V${top + W * 0.42}A${W * 0.42} ${W * 0.42} 0 0 1 ${W * 0.92} ${top + W * 0.42}V${H * 0.92}Z`,
      "none",
      { stroke: palette.marmalade, "stroke-width": 6 },
    ),
  );
  // Frame and title.
  parts.push(
    rect(W * 0.04, H * 0.03, W * 0.92, H * 0.94, "none", { stroke: palette.marmalade, "stroke-width": 3 }),
    rect(W * 0.055, H * 0.04, W * 0.89, H * 0.92, "none", { stroke: palette.marmalade, "stroke-width": 1.2 }),
  );
  const title = { font: "fraunces" as const, weight: 700, size: 86, axes: { opsz: 144, SOFT: 50, WONK: 1 } };
  const lines = wrapText("The Cats Who Built New York", title, W * 0.8);
  lines.forEach((line, k) =>
    parts.push(setTextCentered(line, title, W / 2, H * 0.15 + k * 92, palette.paper)),
  );
  parts.push(
    setTextCentered(
      "MARGO FELD",
      { font: "inter", weight: 600, size: 26, tracking: 0.36 },
      W / 2,
      H * 0.15 + lines.length * 92 + 10,
      palette.marmalade,
    ),
  );
  parts.push(
    setTextCentered(
      "A history of New York, told by its cats",
      { font: "frauncesItalic", weight: 400, size: 24, axes: { opsz: 24 } },
      W / 2,
      H * 0.955 - 4,
      tint(palette.cream, 0.2),
    ),
  );
  return g(parts);
}

/** Video poster: the harbor in the morning, the ferry and the Statue of Liberty, a cat on a pier post; a calm middle. */
export function harborPoster(canvas: Canvas): string {
  const { width: W, height: H } = canvas;
  const mood = moods.morning;
  const u = H / 720;
  const horizon = H * 0.56;
  const parts: string[] = [
    drawSky(canvas, mood, { sun: { x: W * 0.78, y: H * 0.24, r: 40 * u }, clouds: 3, horizon }),
  ];
  parts.push(rect(W * 0.7, horizon - 8 * u, W * 0.2, 10 * u, far(mood, tones.leaf, 0.45), { rx: 5 }));
  parts.push(
    libertySilhouette(
      W * 0.8,
      horizon + 2,
      H * 0.26,
      far(mood, mix(palette.harbor, palette.cream, 0.3), 0.35),
    ),
  );
  parts.push(water(canvas, mood, horizon, H));
  parts.push(ferry(mood, W * 0.36, horizon + H * 0.06, 90 * u));
  const post = mix(palette.marmaladeDark, palette.ink, 0.4);
  for (const [px, ph] of [
    [W * 0.06, 0.34],
    [W * 0.13, 0.3],
    [W * 0.92, 0.26],
  ] as const)
    parts.push(
      rect(px - 26 * u, H * (1 - ph), 52 * u, H * ph, post, { rx: 10 * u }),
      rect(px - 26 * u, H * (1 - ph), 52 * u, 10 * u, shade(post, 0.3), { rx: 5 * u }),
    );
  parts.push(drawCat(canvas, { pose: "sit", coat: "calico", x: W * 0.13, y: H * 0.7, size: H * 0.2 }));
  return g(parts);
}
