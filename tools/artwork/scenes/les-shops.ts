/** Lower East Side close-ups: the bodega, Essex Street shop cats, the theater marquee, a fire escape. */
import { fireEscape } from "../buildings.ts";
import { drawCat, type Coat, type Pose } from "../cats.ts";
import { blob, roundRect } from "../geometry.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { drawSky, lit, moods, type TimeOfDay } from "../sky.ts";
import { lamp } from "../street.ts";
import { circle, el, ellipse, g, path, radialGradient, rect, type Canvas } from "../svg.ts";
import { aCat, timePhrases } from "./common.ts";

export type BodegaSpec = {
  time: TimeOfDay;
  coat: Coat;
  spot: "window" | "crates" | "doorway";
  awning: string;
};

export function describeBodega(s: BodegaSpec): string {
  const where =
    s.spot === "window"
      ? "napping in the front window of a corner bodega"
      : s.spot === "crates"
        ? "perched on the fruit crates outside a corner bodega"
        : "keeping watch from the doorway of a corner bodega";
  return `Illustration: ${aCat(s.coat)} ${where} under a striped awning on the Lower East Side, ${timePhrases[s.time]}.`;
}

/** A corner bodega up close: neon cat sign, striped awning, a window packed with goods, crates of fruit, the shop cat. */
export function bodega(canvas: Canvas, s: BodegaSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const ground = H * 0.9;
  const night = mood.litShare > 0.3;
  const brick = lit(mood, mix(palette.brick, palette.ink, 0.12));
  const parts: string[] = [rect(0, 0, W, ground, brick)];
  for (let y = 0, row = 0; y < H * 0.2; y += 18 * u, row++) {
    parts.push(rect(0, y, W, 2.5 * u, shade(brick, 0.25)));
    for (let x = (row % 2) * 30 * u; x < W; x += 60 * u)
      parts.push(rect(x, y, 2.5 * u, 18 * u, shade(brick, 0.25)));
  }
  // Sign band with a neon cat head (no lettering).
  const band = lit(mood, palette.ink);
  parts.push(rect(0, H * 0.08, W, H * 0.13, band));
  const neon = night || s.time === "dusk" ? mix(palette.marmalade, "#FFE2A8", 0.5) : palette.marmalade;
  const nx = W * 0.5;
  const ny = H * 0.145;
  if (night)
    parts.push(
      ellipse(
        nx,
        ny,
        120 * u,
        60 * u,
        radialGradient(canvas, [
          [0, neon, 0.5],
          [1, neon, 0],
        ]),
      ),
    );
  parts.push(
    el("path", {
      d: `M${nx - 40 * u} ${ny + 26 * u}Q${nx - 48 * u} ${ny - 6 * u} ${nx - 38 * u} ${ny - 18 * u}L${nx - 34 * u} ${ny - 44 * u}L${nx - 14 * u} ${ny - 26 * u}Q${nx} ${ny - 30 * u} ${nx + 14 * u} ${ny - 26 * u}L${nx + 34 * u} ${ny - 44 * u}L${nx + 38 * u} ${ny - 18 * u}Q${nx + 48 * u} ${ny - 6 * u} ${nx + 40 * u} ${ny + 26 * u}Z`,
      stroke: neon,
      "stroke-width": 5 * u,
      fill: "none",
      "stroke-linejoin": "round",
    }),
  );
  parts.push(circle(nx - 14 * u, ny, 4 * u, neon), circle(nx + 14 * u, ny, 4 * u, neon));
  for (const side of [-1, 1])
    parts.push(
      rect(nx + side * 120 * u - 70 * u, ny - 6 * u, 140 * u, 12 * u, neon, { rx: 6 * u, opacity: 0.9 }),
    );
  // Shop front.
  const frame = lit(mood, shade(s.awning, 0.5));
  const shopTop = H * 0.21;
  parts.push(rect(0, shopTop, W, ground - shopTop, frame));
  const glass = night ? mix(mood.litGlass, palette.paper, 0.15) : mix(mood.glass, palette.paper, 0.35);
  const winX = W * 0.04;
  const winW = W * 0.6;
  const winTop = H * 0.36;
  const winBottom = ground - 70 * u;
  parts.push(rect(winX, winTop, winW, winBottom - winTop, glass));
  const goods = [
    palette.marmalade,
    palette.brick,
    palette.paper,
    palette.harbor,
    tint(palette.marmalade, 0.45),
    palette.cream,
    tint(palette.harbor, 0.45),
    palette.ink,
  ];
  const rows = 4;
  const rowH = (winBottom - winTop) / rows;
  for (let r = 0; r < rows; r++) {
    const sy = winTop + (r + 1) * rowH;
    parts.push(rect(winX, sy - 6 * u, winW, 6 * u, frame));
    for (let x = winX + 8 * u; x < winX + winW - 30 * u;) {
      const kind = rng.int(0, 2);
      const c = lit(mood, rng.pick(goods));
      if (kind === 0) {
        const w = rng.range(30, 44) * u;
        const h = rowH * rng.range(0.45, 0.7);
        parts.push(
          rect(x, sy - 6 * u - h, w, h, c),
          rect(x + 4 * u, sy - 6 * u - h * 0.7, w - 8 * u, h * 0.3, tint(c, 0.4)),
        );
        x += w + 4 * u;
      } else if (kind === 1) {
        for (let k = 0; k < 3; k++)
          parts.push(
            rect(x + k * 22 * u, sy - 6 * u - rowH * 0.35, 20 * u, rowH * 0.35, c, { rx: 3 * u }),
            rect(x + k * 22 * u, sy - 6 * u - rowH * 0.26, 20 * u, rowH * 0.1, tint(c, 0.5)),
          );
        x += 70 * u;
      } else {
        for (let k = 0; k < 2; k++)
          parts.push(
            path(
              `M${x + k * 24 * u + 6 * u} ${sy - 6 * u}V${sy - 6 * u - rowH * 0.45}l${4 * u} ${-rowH * 0.15}h${4 * u}l${4 * u} ${rowH * 0.15}V${sy - 6 * u}Z`,
              c,
            ),
          );
        x += 52 * u;
      }
    }
  }
  parts.push(
    path(
      `M${winX + winW * 0.08} ${winBottom}L${winX + winW * 0.35} ${winTop}H${winX + winW * 0.45}L${winX + winW * 0.18} ${winBottom}Z`,
      "#FFFFFF",
      { opacity: 0.1 },
    ),
  );
  parts.push(rect(winX, winBottom, winW, 70 * u, lit(mood, shade(s.awning, 0.3))));
  // Door.
  const doorX = W * 0.7;
  const doorW = W * 0.2;
  parts.push(
    rect(doorX, H * 0.32, doorW, ground - H * 0.32, lit(mood, shade(s.awning, 0.3))),
    rect(doorX + 14 * u, H * 0.34, doorW - 28 * u, ground - H * 0.34 - 60 * u, glass),
  );
  parts.push(
    rect(doorX + doorW * 0.3, H * 0.42, doorW * 0.4, 30 * u, night ? neon : palette.paper, { rx: 15 * u }),
  );
  parts.push(rect(doorX + doorW - 30 * u, H * 0.62, 10 * u, 40 * u, palette.marmalade, { rx: 4 * u }));
  // Awning.
  const ay = shopTop;
  const depth = H * 0.1;
  const stripes = 14;
  const awn = lit(mood, s.awning);
  const stripe = lit(mood, palette.paper);
  parts.push(path(`M0 ${ay}H${W}V${ay + depth}H0Z`, awn));
  for (let k = 0; k < stripes; k += 2) parts.push(rect((W / stripes) * k, ay, W / stripes, depth, stripe));
  let sc = `M0 ${ay + depth}`;
  for (let k = 0; k < stripes; k++) sc += `q${W / stripes / 2} ${34 * u} ${W / stripes} 0`;
  parts.push(path(`${sc}Z`, awn));
  for (let k = 1; k < stripes; k += 2)
    parts.push(
      path(`M${(W / stripes) * k} ${ay + depth}q${W / stripes / 2} ${34 * u} ${W / stripes} 0Z`, stripe),
    );
  parts.push(rect(0, ay, W, 8 * u, shade(awn, 0.35)));
  if (night) parts.push(path(`M0 ${ground}H${W}L${W} ${H}H0Z`, mood.litGlass, { opacity: 0.2 }));
  parts.push(
    rect(0, ground, W, H - ground, lit(mood, mood.ground)),
    rect(0, ground, W, 5 * u, shade(mood.ground, 0.25)),
  );
  if (night)
    parts.push(
      path(
        `M${winX} ${ground}H${winX + winW}L${winX + winW + 80 * u} ${H}H${winX - 80 * u}Z`,
        mood.litGlass,
        { opacity: 0.22 },
      ),
    );
  // Fruit stand: tiered crates.
  const crate = lit(mood, mix(palette.marmaladeDark, palette.cream, 0.35));
  const fruit = [
    palette.marmalade,
    palette.brick,
    mix(palette.marmalade, "#F4D35E", 0.5),
    tones.leafLight,
    palette.brick,
    palette.marmalade,
  ];
  const standX = W * 0.06;
  const crateW = 170 * u;
  const crateH = 86 * u;
  const tops: [number, number][] = [];
  for (let k = 0; k < 3; k++) {
    const cx = standX + k * (crateW + 10 * u);
    const tiers = k === 1 ? 2 : 1;
    for (let t = 0; t < tiers; t++) {
      const by = H * 0.985 - t * crateH;
      parts.push(
        rect(cx, by - crateH, crateW, crateH, t ? shade(crate, 0.08) : crate),
        rect(cx, by - crateH * 0.55, crateW, 5 * u, shade(crate, 0.3)),
        rect(cx, by - crateH * 0.2, crateW, 5 * u, shade(crate, 0.3)),
      );
    }
    const topY = H * 0.985 - tiers * crateH;
    if (!(s.spot === "crates" && k === 1)) {
      for (let r = 0; r < 2; r++)
        for (let c = 0; c < 6; c++)
          parts.push(
            circle(
              cx + 16 * u + c * 28 * u + r * 12 * u,
              topY - 14 * u - r * 20 * u,
              15 * u,
              lit(mood, fruit[(k * 2 + r + c) % fruit.length] as string),
            ),
          );
    }
    tops.push([cx + crateW / 2, topY]);
  }
  // Flowers in a bucket by the door.
  const bx = W * 0.93;
  for (let k = 0; k < 9; k++)
    parts.push(
      circle(
        bx + rng.range(-40, 40) * u,
        H * 0.8 - rng.range(0, 70) * u,
        14 * u,
        lit(mood, rng.pick([palette.marmalade, palette.brick, palette.paper, tint(palette.brick, 0.4)])),
      ),
    );
  parts.push(
    path(
      `M${bx - 44 * u} ${H * 0.82}H${bx + 44 * u}L${bx + 34 * u} ${H * 0.97}H${bx - 34 * u}Z`,
      lit(mood, palette.harbor),
    ),
  );
  const size = H * 0.24;
  if (s.spot === "window")
    parts.push(
      drawCat(canvas, {
        pose: "loaf",
        coat: s.coat,
        x: winX + winW * 0.84,
        y: winBottom,
        size: size * 0.85,
        flip: true,
      }),
    );
  else if (s.spot === "crates") {
    const [tx, ty] = tops[1] as [number, number];
    parts.push(drawCat(canvas, { pose: "sitFront", coat: s.coat, x: tx, y: ty, size, tail: "wrap" }));
  } else
    parts.push(
      drawCat(canvas, {
        pose: "sitFront",
        coat: s.coat,
        x: doorX + doorW / 2,
        y: ground + 8 * u,
        size,
        tail: "wrap",
      }),
    );
  return g(parts);
}

export type ShopCatSpec = { time: TimeOfDay; coat: Coat; shop: "hats" | "fabric" | "books" | "pickles" };

const shopNames: Record<ShopCatSpec["shop"], string> = {
  hats: "a hat shop",
  fabric: "a fabric shop",
  books: "a bookshop",
  pickles: "a pickle shop",
};

export function describeShopCat(s: ShopCatSpec): string {
  return `Illustration: ${aCat(s.coat)} sitting on the counter of ${shopNames[s.shop]} on Essex Street, seen through the shop window, ${timePhrases[s.time]}.`;
}

/** Looking into an Essex Street shop through its window; the shop cat on the counter. */
export function shopCat(canvas: Canvas, s: ShopCatSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const inside = mix(palette.cream, s.shop === "pickles" ? palette.harbor : palette.marmalade, 0.25);
  const parts: string[] = [rect(0, 0, W, H, inside)];
  // Shelves with goods.
  const shelf = mix(palette.marmaladeDark, palette.ink, 0.25);
  for (let k = 0; k < 3; k++) {
    const sy = H * (0.2 + k * 0.17);
    parts.push(rect(W * 0.08, sy, W * 0.84, 10 * u, shelf));
    for (let x = W * 0.1; x < W * 0.9; x += rng.range(50, 70) * u) {
      if (s.shop === "hats")
        parts.push(
          ellipse(
            x + 24 * u,
            sy - 4 * u,
            30 * u,
            7 * u,
            rng.pick([palette.ink, palette.muted, palette.brick, palette.harbor]),
          ),
          path(
            `M${x + 6 * u} ${sy - 4 * u}Q${x + 6 * u} ${sy - 44 * u} ${x + 24 * u} ${sy - 44 * u}Q${x + 42 * u} ${sy - 44 * u} ${x + 42 * u} ${sy - 4 * u}Z`,
            rng.pick([palette.ink, palette.muted, palette.brick, palette.harbor]),
          ),
        );
      else if (s.shop === "fabric")
        parts.push(
          rect(
            x,
            sy - 70 * u,
            40 * u,
            70 * u,
            rng.pick([
              palette.harbor,
              palette.brick,
              palette.marmalade,
              palette.cream,
              tint(palette.harbor, 0.4),
            ]),
            { rx: 4 * u },
          ),
        );
      else if (s.shop === "books")
        for (let b = 0; b < 4; b++)
          parts.push(
            rect(
              x + b * 12 * u,
              sy - rng.range(40, 60) * u,
              10 * u,
              60 * u,
              rng.pick([palette.harbor, palette.brick, palette.marmalade, palette.cream, palette.muted]),
            ),
          );
      else
        parts.push(
          path(roundRect(x, sy - 64 * u, 40 * u, 64 * u, 8 * u), mix(tones.leafLight, palette.cream, 0.4)),
          rect(x + 4 * u, sy - 72 * u, 32 * u, 10 * u, palette.ink),
          ellipse(x + 20 * u, sy - 30 * u, 12 * u, 20 * u, tones.leaf),
        );
    }
  }
  // Counter and cat.
  const counterY = H * 0.68;
  const counter = mix(palette.marmaladeDark, palette.ink, 0.15);
  parts.push(
    rect(0, counterY, W, H - counterY, counter),
    rect(0, counterY - 14 * u, W, 16 * u, shade(counter, 0.2)),
  );
  parts.push(
    rect(W * 0.62, counterY - 70 * u, 110 * u, 56 * u, palette.ink, { rx: 6 * u }),
    rect(W * 0.62 + 12 * u, counterY - 62 * u, 50 * u, 20 * u, tones.glow),
  );
  parts.push(
    drawCat(canvas, {
      pose: "sit",
      coat: s.coat,
      x: W * 0.4,
      y: counterY - 14 * u,
      size: H * 0.26,
      tail: "wrap",
    }),
  );
  // The shop window frame and reflections.
  const frame = lit(mood, palette.harbor);
  parts.push(
    path(`M0 0H${W}V${H}H0Z M${W * 0.05} ${H * 0.12}V${H * 0.9}H${W * 0.95}V${H * 0.12}Z`, frame, {
      "fill-rule": "evenodd",
    }),
  );
  parts.push(rect(W * 0.495, H * 0.12, W * 0.01, H * 0.78, frame));
  parts.push(
    path(`M${W * 0.1} ${H * 0.9}L${W * 0.3} ${H * 0.12}H${W * 0.36}L${W * 0.16} ${H * 0.9}Z`, "#FFFFFF", {
      opacity: 0.12,
    }),
  );
  parts.push(
    path(`M${W * 0.6} ${H * 0.9}L${W * 0.75} ${H * 0.12}H${W * 0.78}L${W * 0.63} ${H * 0.9}Z`, "#FFFFFF", {
      opacity: 0.1,
    }),
  );
  // Awning lip above.
  const aw = lit(mood, palette.brick);
  parts.push(rect(0, 0, W, H * 0.07, aw));
  for (let k = 0; k < 12; k += 2)
    parts.push(rect((W / 12) * k, 0, W / 12, H * 0.07, lit(mood, palette.paper)));
  let sc = `M0 ${H * 0.07}`;
  for (let k = 0; k < 12; k++) sc += `q${W / 24} ${H * 0.03} ${W / 12} 0`;
  parts.push(path(`${sc}Z`, aw));
  parts.push(rect(0, H * 0.9, W, H * 0.1, lit(mood, mix(palette.muted, palette.cream, 0.2))));
  return g(parts);
}

export type MarqueeSpec = { coat: Coat; time: "dusk" | "night" };

export function describeMarquee(s: MarqueeSpec): string {
  return `Illustration: ${aCat(s.coat)} sitting below the glowing marquee of an old Second Avenue theater ${timePhrases[s.time]}.`;
}

/** A theater marquee with chasing bulbs (no lettering), a cat on the sidewalk below. */
export function marquee(canvas: Canvas, s: MarqueeSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const ground = H * 0.84;
  const parts: string[] = [drawSky(canvas, mood, { stars: 60, horizon: H * 0.3 })];
  const facade = lit(mood, mix(palette.cream, palette.marmalade, 0.25));
  parts.push(rect(W * 0.1, 0, W * 0.8, ground, facade));
  for (let k = 0; k < 4; k++)
    parts.push(rect(W * (0.18 + k * 0.18), H * 0.05, W * 0.1, H * 0.2, mood.litGlass, { opacity: 0.8 }));
  const bulbs = (x: number, y: number, w: number, h: number, step: number): void => {
    for (let bx = x; bx <= x + w; bx += step)
      parts.push(circle(bx, y, 4 * u, tones.glow), circle(bx, y + h, 4 * u, tones.glow));
    for (let by = y; by <= y + h; by += step)
      parts.push(circle(x, by, 4 * u, tones.glow), circle(x + w, by, 4 * u, tones.glow));
  };
  // Vertical blade sign.
  const bladeX = W * 0.5 - 45 * u;
  parts.push(
    rect(bladeX, H * 0.04, 90 * u, H * 0.34, palette.brick),
    rect(bladeX + 14 * u, H * 0.06, 62 * u, H * 0.3, shade(palette.brick, 0.3)),
  );
  bulbs(bladeX + 6 * u, H * 0.055, 78 * u, H * 0.31, 16 * u);
  for (let k = 0; k < 5; k++)
    parts.push(rect(bladeX + 30 * u, H * (0.09 + k * 0.05), 30 * u, H * 0.03, tones.glow, { rx: 4 * u }));
  // The marquee box.
  const my = H * 0.4;
  const mh = H * 0.16;
  const glow = radialGradient(canvas, [
    [0, mood.litGlass, 0.5],
    [1, mood.litGlass, 0],
  ]);
  parts.push(ellipse(W * 0.5, my + mh, W * 0.5, H * 0.4, glow));
  parts.push(
    rect(W * 0.16, my, W * 0.68, mh, palette.ink),
    rect(W * 0.18, my + mh * 0.18, W * 0.64, mh * 0.64, palette.paper),
  );
  for (let r = 0; r < 2; r++)
    for (let k = 0; k < 9; k++)
      parts.push(
        rect(
          W * 0.21 + k * W * 0.065,
          my + mh * (0.26 + r * 0.28),
          W * rng.range(0.03, 0.05),
          mh * 0.16,
          r ? palette.brick : palette.ink,
          { rx: 2 },
        ),
      );
  bulbs(W * 0.16, my, W * 0.68, mh, 18 * u);
  parts.push(rect(W * 0.14, my + mh, W * 0.72, 14 * u, palette.brick));
  // Doors.
  for (let k = 0; k < 3; k++)
    parts.push(
      rect(W * (0.28 + k * 0.16), my + mh + 40 * u, W * 0.12, ground - my - mh - 40 * u, mood.litGlass, {
        opacity: 0.85,
      }),
      rect(
        W * (0.28 + k * 0.16) + W * 0.058,
        my + mh + 40 * u,
        4 * u,
        ground - my - mh - 40 * u,
        palette.ink,
      ),
    );
  parts.push(
    rect(0, ground, W, H - ground, lit(mood, mood.ground)),
    path(`M${W * 0.15} ${ground}H${W * 0.85}L${W * 0.95} ${H}H${W * 0.05}Z`, mood.litGlass, { opacity: 0.2 }),
  );
  parts.push(lamp(canvas, mood, W * 0.06, H * 0.96, H * 0.5, "crook"));
  parts.push(
    drawCat(canvas, {
      pose: "sitFront",
      coat: s.coat,
      x: W * 0.5,
      y: H * 0.95,
      size: H * 0.17,
      tail: "wrap",
    }),
  );
  return g(parts);
}

export type FireEscapeSpec = { time: TimeOfDay; coat: Coat; pose: Pose; plants: boolean };

export function describeFireEscape(s: FireEscapeSpec): string {
  return `Illustration: a close view of ${aCat(s.coat)} ${s.pose === "loaf" ? "loafing" : s.pose === "lounge" ? "stretched out" : "sitting"} on a tenement fire escape${s.plants ? " among potted plants" : ""}, ${timePhrases[s.time]}.`;
}

/** A close-up of a fire escape landing in front of a tenement window. */
export function fireEscapeClose(canvas: Canvas, s: FireEscapeSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const brick = lit(mood, rng.pick([palette.brick, mix(palette.brick, palette.marmaladeDark, 0.4)]));
  const parts: string[] = [rect(0, 0, W, H, brick)];
  for (let y = 0, row = 0; y < H; y += 22 * u, row++) {
    parts.push(rect(0, y, W, 2.5 * u, shade(brick, 0.22)));
    for (let x = (row % 2) * 36 * u; x < W; x += 72 * u)
      parts.push(rect(x, y, 2.5 * u, 22 * u, shade(brick, 0.22)));
  }
  const wx = W * 0.3;
  const ww = W * 0.4;
  parts.push(rect(wx - 20 * u, H * 0.08 - 20 * u, ww + 40 * u, 24 * u, lit(mood, palette.cream)));
  parts.push(
    rect(wx, H * 0.08, ww, H * 0.62, lit(mood, palette.paper)),
    rect(
      wx + 14 * u,
      H * 0.08 + 14 * u,
      ww - 28 * u,
      H * 0.62 - 28 * u,
      mood.litShare > 0.3 ? mood.litGlass : mood.glass,
    ),
  );
  parts.push(rect(wx, H * 0.39, ww, 12 * u, lit(mood, palette.paper)));
  const curtain = lit(
    mood,
    rng.pick([palette.marmalade, palette.cream, tint(palette.harbor, 0.3), tint(palette.brick, 0.3)]),
  );
  parts.push(
    path(
      `M${wx + 14 * u} ${H * 0.08 + 14 * u}H${wx + ww * 0.3}Q${wx + ww * 0.2} ${H * 0.4} ${wx + 14 * u} ${H * 0.6}Z`,
      curtain,
    ),
  );
  parts.push(
    path(
      `M${wx + ww - 14 * u} ${H * 0.08 + 14 * u}H${wx + ww * 0.7}Q${wx + ww * 0.8} ${H * 0.4} ${wx + ww - 14 * u} ${H * 0.6}Z`,
      curtain,
    ),
  );
  parts.push(rect(wx + 14 * u, H * 0.08 + 14 * u, ww - 28 * u, 14 * u, shade(curtain, 0.2)));
  if (mood.litShare > 0.3)
    parts.push(
      rect(wx + ww * 0.56, H * 0.3, 8 * u, H * 0.22, palette.ink, { opacity: 0.5 }),
      path(
        `M${wx + ww * 0.5} ${H * 0.3}H${wx + ww * 0.66}L${wx + ww * 0.62} ${H * 0.24}H${wx + ww * 0.54}Z`,
        palette.ink,
        { opacity: 0.5 },
      ),
    );
  const iron = mood.time === "night" ? mix(palette.ink, palette.muted, 0.2) : palette.ink;
  const deck = H * 0.8;
  parts.push(
    fireEscape(mood, {
      x: -20 * u,
      width: W + 40 * u,
      top: deck - H * 1.2 + 6,
      floorH: H * 1.2,
      floors: 1,
      bottom: H,
    }),
  );
  parts.push(rect(-10, deck, W + 20, 12 * u, iron));
  for (let x = 0; x < W; x += 10 * u) parts.push(rect(x, deck + 12 * u, 3 * u, 20 * u, iron));
  parts.push(rect(-10, deck - 140 * u, W + 20, 8 * u, iron));
  for (let x = 10 * u; x < W; x += 26 * u) parts.push(rect(x, deck - 140 * u, 3 * u, 140 * u, iron));
  if (s.plants) {
    for (const px of [W * 0.12, W * 0.84]) {
      const pot = lit(mood, palette.brick);
      for (let k = 0; k < 6; k++)
        parts.push(
          path(
            blob(
              px + rng.range(-30, 30) * u,
              deck - 90 * u - rng.range(0, 60) * u,
              30 * u,
              22 * u,
              0.2,
              8,
              rng.next,
            ),
            lit(mood, rng.pick([tones.leaf, tones.leafLight])),
          ),
        );
      parts.push(
        path(`M${px - 40 * u} ${deck - 70 * u}H${px + 40 * u}L${px + 30 * u} ${deck}H${px - 30 * u}Z`, pot),
      );
    }
  }
  parts.push(
    drawCat(canvas, {
      pose: s.pose,
      coat: s.coat,
      x: W * 0.5,
      y: deck,
      size: H * 0.3,
      tail: s.pose === "lounge" ? "hang" : "wrap",
    }),
  );
  return g(parts);
}
