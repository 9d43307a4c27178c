/** Private-tour occasions (team building, birthdays, family gatherings) and the indoor history talk. */
import { brownstone } from "../buildings.ts";
import { drawCat } from "../cats.ts";
import { bigStoop } from "../foreground.ts";
import { poly, type Pt } from "../geometry.ts";
import { water } from "../harbor.ts";
import { brooklynBridge, portico } from "../landmarks.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { drawPerson, guide, randomPerson } from "../people.ts";
import { drawSky, moods } from "../sky.ts";
import { sidewalk, tree } from "../street.ts";
import { circle, el, ellipse, g, path, rect, type Canvas } from "../svg.ts";
import { facadeColors } from "./brooklyn.ts";
import { cropScene } from "./frame.ts";

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
    // Two rows of the audience seen from behind: heads and shoulders above the seat backs.
    for (let r = 0; r < 2; r++) {
      for (let k = 0; k < 7; k++) {
        const px = W * (0.1 + k * 0.13) + (r ? 50 * u : 0) + rng.range(-10, 10) * u;
        const person = randomPerson(rng, { pose: "back", accessory: "none" });
        parts.push(drawPerson(person, px, H * (1.12 + r * 0.16), (320 + r * 40) * u));
      }
      const seat = mix(palette.brick, palette.ink, 0.35 + r * 0.1);
      parts.push(rect(0, H * (0.9 + r * 0.16), W, 70 * u, seat, { rx: 10 * u }));
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
    const suits = [palette.ink, palette.muted, palette.harbor, palette.cream, shade(palette.harbor, 0.3)];
    // Two loose rows, the back row drawn first.
    for (const row of [0, 1]) {
      for (let k = 0; k < 5; k++) {
        const p = randomPerson(rng, {
          pose: "stand",
          top: rng.pick(suits),
          accessory: "lanyard",
          skirt: rng.chance(0.25),
        });
        const x = W * (0.14 + k * 0.13 + row * 0.065);
        group.push(drawPerson(p, x, H * (0.87 + row * 0.06), (row ? 184 : 166) * u, (k + row) % 3 === 0));
      }
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
