/** Page heroes set indoors or on a table: booking, press kit, gallery, blog, about. */
import { drawCat } from "../cats.ts";
import { roundRect, type Pt } from "../geometry.ts";
import { bookshelf, pendantLamp, pottedPlant, room, viewWindow } from "../interiors.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { circle, el, ellipse, g, path, radialGradient, rect, type Canvas } from "../svg.ts";
import { cropScene } from "./frame.ts";
import { bridgeView } from "./brooklyn.ts";
import { fireEscapeClose, shopCat } from "./les-shops.ts";

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
      (c) => bridgeView(c, { time: "dusk", coat: "gray", from: "fultonFerry", pose: "sitBack" }),
      11,
    ],
    [
      W * 0.4,
      H * 0.06,
      W * 0.22,
      H * 0.42,
      (c) => fireEscapeClose(c, { time: "golden", coat: "ginger", pose: "sit", plants: true }),
      12,
    ],
    [
      W * 0.66,
      H * 0.14,
      W * 0.28,
      H * 0.3,
      (c) => shopCat(c, { time: "midday", coat: "calico", shop: "books" }),
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
    viewWindow(canvas, rng, W * 0.62, H * 0.06, W * 0.3, H * 0.5, { time: "golden", kind: "trees" }),
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
