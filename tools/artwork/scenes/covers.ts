/** Blog covers on their subjects: signposts, seasons, bus vs. walking, the Circle Theatre lion, community cats, the 1895 cat show. */
import { brownstone } from "../buildings.ts";
import { drawCat, type Coat, type Pose } from "../cats.ts";
import { blob, poly, roundRect, type Pt } from "../geometry.ts";
import { skyline } from "../landmarks.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { drawGroup, drawPerson, guide, randomPerson } from "../people.ts";
import { drawSky, far, lit, moods, type TimeOfDay } from "../sky.ts";
import { bench, lamp, sidewalk, tree, type TreeSeason } from "../street.ts";
import { circle, el, ellipse, g, path, radialGradient, rect, type Canvas } from "../svg.ts";
import { facadeColors } from "./brooklyn.ts";
import { snowfall } from "./common.ts";

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
