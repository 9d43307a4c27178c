/** The Lower East Side streets: tenements and fire escapes, Orchard Street pushcarts, Seward Park, rooftops with water towers. */
import { block, tenement, waterTower, type BuildingResult } from "../buildings.ts";
import { drawCat, type Coat } from "../cats.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { drawGroup, drawPerson, guide, randomPerson } from "../people.ts";
import { drawSky, far, lit, moods, type TimeOfDay } from "../sky.ts";
import { bench, ironFence, pushcart, sidewalk, tree } from "../street.ts";
import { el, g, path, rect, type Canvas } from "../svg.ts";
import { aCat, timePhrases } from "./common.ts";

const brickColors = [
  palette.brick,
  mix(palette.brick, palette.marmaladeDark, 0.45),
  mix(palette.brick, palette.ink, 0.3),
  mix(palette.cream, palette.marmalade, 0.3),
  mix(palette.brick, palette.muted, 0.4),
  mix(palette.harbor, palette.cream, 0.45),
] as const;
const awnings = [palette.harbor, palette.brick, palette.marmalade, shade(palette.harbor, 0.3)] as const;

export type TenementSpec = {
  time: TimeOfDay;
  coat: Coat;
  spot: "fireEscape" | "windowBox" | "stoop";
  laundry: boolean;
  group: boolean;
  offset: number;
};

export function describeTenements(s: TenementSpec): string {
  const where =
    s.spot === "fireEscape"
      ? "lounging on a tenement fire escape"
      : s.spot === "windowBox"
        ? "sitting in a tenement window above the street"
        : "sitting by a shop door below the tenements";
  return `Illustration: ${aCat(s.coat)} ${where} on Orchard Street${s.laundry ? ", laundry strung between the buildings" : ""}${s.group ? " as a tour group looks up" : ""}, ${timePhrases[s.time]}.`;
}

export function tenementRow(canvas: Canvas, s: TenementSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const ground = H * 0.86;
  const parts: string[] = [
    drawSky(canvas, mood, {
      sun: mood.sun
        ? { x: W * 0.5, y: H * 0.1, r: 34 * u }
        : mood.moon
          ? { x: W * 0.5, y: H * 0.09, r: 22 * u }
          : undefined,
      clouds: 1,
      stars: 40,
      horizon: H * 0.3,
    }),
  ];
  const buildings: BuildingResult[] = [];
  let x = -W * 0.1 * s.offset - 20 * u;
  let i = 0;
  while (x < W) {
    const w = rng.range(330, 380) * u;
    const b = tenement(rng, mood, {
      x,
      ground,
      width: w,
      floors: 4,
      floorH: 112 * u,
      color: brickColors[(i + Math.round(s.offset * 5)) % brickColors.length] as string,
      fireEscape: true,
      storefront: { awning: awnings[i % awnings.length] as string },
    });
    buildings.push(b);
    parts.push(b.svg);
    if (i % 2 === 0) parts.push(waterTower(mood, x + w * 0.3, b.roof - 4 * u, 90 * u));
    x += w;
    i++;
  }
  parts.push(sidewalk(canvas, mood, ground, H * 0.95));
  if (s.laundry) {
    for (let k = 0; k < 2; k++) {
      const y0 = H * (0.36 + k * 0.22);
      const x0 = W * 0.05;
      const x1 = W * 0.95;
      parts.push(
        el("path", {
          d: `M${x0} ${y0}Q${W / 2} ${y0 + 40 * u} ${x1} ${y0}`,
          stroke: palette.ink,
          "stroke-width": 1.5,
          fill: "none",
        }),
      );
      for (let t = 0.1; t < 0.9; t += rng.range(0.06, 0.1)) {
        const lx = x0 + (x1 - x0) * t;
        const ly = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + 40 * u) + t * t * y0;
        const c = lit(
          mood,
          rng.pick([
            palette.paper,
            palette.marmalade,
            palette.harbor,
            tint(palette.brick, 0.4),
            palette.cream,
          ]),
        );
        const w = rng.range(26, 46) * u;
        parts.push(
          rect(lx, ly, w, rng.range(36, 64) * u, c),
          rect(lx + 3 * u, ly - 3 * u, 3 * u, 8 * u, palette.ink),
          rect(lx + w - 6 * u, ly - 3 * u, 3 * u, 8 * u, palette.ink),
        );
      }
    }
  }
  // Main cat.
  const focus = buildings[1] ?? buildings[0];
  if (focus) {
    const floorH = 112 * u;
    const k = floorH / 58;
    if (s.spot === "fireEscape") {
      const platformY = focus.roof + 34 * k + 2 * floorH - 6 * k;
      parts.push(
        drawCat(canvas, {
          pose: "lounge",
          coat: s.coat,
          x: focus.box.x + focus.box.w * 0.3,
          y: platformY,
          size: H * 0.15,
          tail: "hang",
        }),
      );
    } else if (s.spot === "windowBox") {
      const win = focus.windows[5] ?? focus.windows[0];
      if (win)
        parts.push(
          drawCat(canvas, {
            pose: "sit",
            coat: s.coat,
            x: win.x + win.w / 2,
            y: win.y + win.h,
            size: win.h * 0.85,
          }),
        );
    }
  }
  if (s.group) {
    parts.push(
      drawGroup(rng, { x: W * 0.35, y: H * 0.95, width: W * 0.3, count: 6, height: 150 * u, facing: "back" }),
    );
    parts.push(drawPerson(guide(rng, "point"), W * 0.74, H * 0.95, 155 * u, true));
  }
  if (s.spot === "stoop")
    parts.push(
      drawCat(canvas, {
        pose: "sitFront",
        coat: s.coat,
        x: W * 0.2,
        y: H * 0.94,
        size: H * 0.13,
        tail: "wrap",
      }),
    );
  return g(parts);
}

export type PushcartSpec = {
  time: TimeOfDay;
  coat: Coat;
  goods: ("fruit" | "fabric" | "pretzels" | "hats")[];
};

export function describePushcarts(s: PushcartSpec): string {
  return `Illustration: ${aCat(s.coat)} riding on a pushcart piled with ${s.goods[0] === "fruit" ? "fruit" : s.goods[0] === "fabric" ? "bolts of fabric" : s.goods[0] === "hats" ? "hats" : "pretzels"} along the old Orchard Street market, ${timePhrases[s.time]}.`;
}

export function pushcarts(canvas: Canvas, s: PushcartSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const ground = H * 0.7;
  const parts: string[] = [drawSky(canvas, mood, { stars: 30, horizon: H * 0.2 })];
  let x = -40 * u;
  let i = 0;
  while (x < W) {
    const w = rng.range(300, 360) * u;
    parts.push(
      tenement(rng, mood, {
        x,
        ground,
        width: w,
        floors: 4,
        floorH: 100 * u,
        color: brickColors[(i + 2) % brickColors.length] as string,
        fireEscape: i % 2 === 0,
        storefront: { awning: awnings[(i + 1) % awnings.length] as string },
      }).svg,
    );
    x += w;
    i++;
  }
  parts.push(sidewalk(canvas, mood, ground, H * 0.78, { cobbles: true }));
  // Shoppers and sellers.
  for (let k = 0; k < 7; k++) {
    parts.push(
      drawPerson(
        randomPerson(rng, {
          pose: rng.chance(0.5) ? "walk" : "stand",
          hairStyle: rng.pick(["cap", "bun", "short", "beanie"]),
        }),
        W * (k / 7) + rng.range(0, W / 7),
        H * rng.range(0.76, 0.8),
        150 * u,
        rng.chance(0.5),
      ),
    );
  }
  const carts = [W * 0.02, W * 0.37, W * 0.7];
  const cartW = 300 * u;
  carts.forEach((cx, k) =>
    parts.push(pushcart(rng, mood, cx, H * (0.93 + (k % 2) * 0.04), cartW, s.goods[k % s.goods.length])),
  );
  parts.push(
    drawCat(canvas, {
      pose: "loaf",
      coat: s.coat,
      x: W * 0.37 + cartW * 0.5,
      y: H * 0.97 - cartW * 0.42 - 40 * u,
      size: H * 0.2,
    }),
  );
  return g(parts);
}

export type ParkSpec = {
  time: TimeOfDay;
  coat: Coat;
  season: "summer" | "autumn" | "spring";
  group: boolean;
  spot: "bench" | "underBench" | "path";
};

export function describePark(s: ParkSpec): string {
  const where =
    s.spot === "bench"
      ? "sitting on a bench"
      : s.spot === "underBench"
        ? "peering out from under a bench"
        : "crossing the path";
  return `Illustration: ${aCat(s.coat)} ${where} in Seward Park${s.group ? " as a tour group meets by the Essex Street gate" : ""}, ${timePhrases[s.time]}${s.season === "autumn" ? " in autumn" : ""}.`;
}

export function sewardPark(canvas: Canvas, s: ParkSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const ground = H * 0.68;
  const parts: string[] = [
    drawSky(canvas, mood, {
      sun: mood.sun ? { x: W * 0.7, y: H * 0.18, r: 40 * u } : undefined,
      clouds: 3,
      horizon: ground,
    }),
  ];
  for (let x = -30; x < W;) {
    const w = rng.range(150, 240) * u;
    const color = far(mood, rng.pick(brickColors), 0.5);
    parts.push(
      block(rng, mood, {
        x,
        ground,
        width: w,
        height: rng.range(0.3, 0.5) * H,
        color,
        windowColor: shade(color, 0.06),
        lit: mood.litShare * 0.2,
        rowH: 30 * u,
        crown: rng.pick(["flat", "tank", "flat"]),
      }).svg,
    );
    x += w;
  }
  const lawn = lit(mood, mix(tones.leaf, palette.cream, 0.15));
  parts.push(rect(0, ground, W, H - ground, lawn));
  const season = s.season === "autumn" ? "autumn" : "summer";
  for (const [tx, th] of [
    [W * 0.1, 0.62],
    [W * 0.35, 0.55],
    [W * 0.66, 0.6],
    [W * 0.92, 0.58],
  ] as const)
    parts.push(tree(rng, mood, tx, ground + 30 * u, H * th, season));
  const pathColor = lit(mood, mix(palette.cream, palette.muted, 0.25));
  parts.push(
    path(
      `M0 ${H * 0.84}Q${W * 0.5} ${H * 0.76} ${W} ${H * 0.82}V${H * 0.92}Q${W * 0.5} ${H * 0.86} 0 ${H * 0.96}Z`,
      pathColor,
    ),
  );
  parts.push(ironFence(mood, -10, W + 10, ground + 36 * u, 44 * u, 12 * u));
  if (s.group) {
    parts.push(
      drawGroup(rng, {
        x: W * 0.55,
        y: H * 0.86,
        width: W * 0.3,
        count: 6,
        height: 130 * u,
        facing: "mixed",
      }),
    );
    parts.push(drawPerson(guide(rng, "wave"), W * 0.5, H * 0.86, 135 * u));
  }
  const bx = W * 0.08;
  const by = H * 0.985;
  const bw = 360 * u;
  if (s.spot === "underBench")
    parts.push(
      drawCat(canvas, { pose: "loaf", coat: s.coat, x: bx + bw / 2, y: by - 2 * u, size: H * 0.13 }),
    );
  parts.push(
    g(bench(mood, 0, 0, 240), {
      transform: `translate(${Math.round(bx)} ${Math.round(by)}) scale(${(bw / 240).toFixed(3)})`,
    }),
  );
  if (s.spot === "bench")
    parts.push(
      drawCat(canvas, {
        pose: "sitFront",
        coat: s.coat,
        x: bx + bw / 2,
        y: by - 24 * (bw / 240),
        size: H * 0.18,
        tail: "wrap",
      }),
    );
  if (s.spot === "path")
    parts.push(
      drawCat(canvas, { pose: "walk", coat: s.coat, x: W * 0.42, y: H * 0.93, size: H * 0.2, tail: "up" }),
    );
  return g(parts);
}

export type RooftopSpec = { time: TimeOfDay; coats: Coat[] };

export function describeRooftops(s: RooftopSpec): string {
  return `Illustration: ${s.coats.length > 1 ? `two cats (${s.coats.map((c) => aCat(c).replace(/^an? /, "")).join(" and ")})` : aCat(s.coats[0] ?? "black")} on a tenement rooftop among water towers, looking out over the Lower East Side ${timePhrases[s.time]}.`;
}

export function rooftops(canvas: Canvas, s: RooftopSpec): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods[s.time];
  const u = H / 900;
  const roof = H * 0.78;
  const parts: string[] = [
    drawSky(canvas, mood, {
      sun: mood.sun
        ? { x: W * 0.3, y: H * 0.42, r: 56 * u }
        : mood.moon
          ? { x: W * 0.72, y: H * 0.2, r: 40 * u }
          : undefined,
      clouds: 2,
      stars: 120,
      horizon: roof,
    }),
  ];
  for (let x = -30; x < W;) {
    const w = rng.range(60, 120) * u;
    parts.push(
      block(rng, mood, {
        x,
        ground: roof,
        width: w,
        height: rng.range(0.25, 0.45) * H,
        color: far(mood, palette.ink, 0.55),
        windowColor: far(mood, palette.ink, 0.5),
        lit: mood.litShare * 0.3,
        rowH: 26 * u,
        crown: rng.pick(["flat", "tank", "tank", "step"]),
      }).svg,
    );
    x += w;
  }
  for (let x = -30; x < W;) {
    const w = rng.range(120, 200) * u;
    parts.push(
      block(rng, mood, {
        x,
        ground: roof + 60 * u,
        width: w,
        height: rng.range(0.08, 0.2) * H,
        color: far(mood, palette.brick, 0.3),
        crown: "flat",
        lit: mood.litShare * 0.5,
      }).svg,
    );
    x += w;
  }
  const tar = lit(mood, mix(palette.muted, palette.ink, 0.4));
  parts.push(rect(0, roof, W, H - roof, tar), rect(0, roof - 16 * u, W, 18 * u, lit(mood, palette.brick)));
  parts.push(waterTower(mood, W * 0.62, roof - 10 * u, 200 * u));
  parts.push(
    rect(W * 0.08, roof - 90 * u, 90 * u, 90 * u, lit(mood, shade(palette.brick, 0.2))),
    rect(W * 0.08 + 25 * u, roof - 70 * u, 40 * u, 70 * u, lit(mood, palette.ink)),
  );
  const coats = s.coats.length ? s.coats : ["black" as Coat];
  coats.forEach((coat, i) =>
    parts.push(
      drawCat(canvas, {
        pose: i === 0 ? "sitBack" : "sit",
        coat,
        x: W * (0.34 + i * 0.1),
        y: roof - 14 * u,
        size: H * 0.18,
        tail: "wrap",
        flip: i === 1,
      }),
    ),
  );
  return g(parts);
}
