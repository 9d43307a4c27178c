/** People: small flat figures for walking groups (about 100 units tall, feet on y = 0). */
import { roundRect, taper, type Pt } from "./geometry.ts";
import { mix, palette, shade, tint, tones } from "./palette.ts";
import type { Rng } from "./random.ts";
import { at, circle, el, ellipse, g, path, rect } from "./svg.ts";

export type PersonPose = "stand" | "walk" | "back" | "point" | "wave";
export type HairStyle = "short" | "bob" | "long" | "bun" | "curly" | "cap" | "beanie" | "bald" | "ponytail";
export type Accessory = "none" | "tote" | "backpack" | "camera" | "flag" | "scarf" | "umbrella" | "lanyard";

export type Person = {
  pose: PersonPose;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  bottom: string;
  accessory: Accessory;
  /** 1 for an adult, about 0.62 for a child. */
  age: number;
  coatLength: number;
  skirt?: boolean;
};

export const clothing = [
  palette.harbor,
  tint(palette.harbor, 0.35),
  palette.brick,
  tint(palette.brick, 0.3),
  palette.marmalade,
  mix(palette.marmalade, palette.cream, 0.45),
  palette.muted,
  shade(palette.harbor, 0.4),
  palette.cream,
  tones.sandstone,
  mix(palette.brick, palette.ink, 0.35),
] as const;

export const trousers = [
  palette.ink,
  shade(palette.muted, 0.3),
  shade(palette.harbor, 0.45),
  mix(palette.harbor, palette.muted, 0.5),
  mix(palette.cream, palette.muted, 0.35),
  mix(palette.marmaladeDark, palette.ink, 0.5),
] as const;

export const hairColors = [
  palette.ink,
  shade(palette.marmaladeDark, 0.55),
  palette.marmaladeDark,
  mix(palette.cream, palette.marmalade, 0.4),
  mix(palette.muted, palette.paper, 0.45),
  shade(palette.brick, 0.3),
] as const;

export function randomPerson(rng: Rng, overrides: Partial<Person> = {}): Person {
  const top = rng.pick(clothing);
  return {
    pose: "stand",
    skin: rng.pick(tones.skin),
    hair: rng.pick(hairColors),
    hairStyle: rng.pick<HairStyle>([
      "short",
      "bob",
      "long",
      "bun",
      "curly",
      "cap",
      "beanie",
      "short",
      "ponytail",
      "bald",
    ]),
    top,
    bottom: rng.pick(trousers.filter((t) => t !== top)),
    accessory: rng.pick<Accessory>(["none", "none", "tote", "backpack", "camera", "scarf"]),
    age: 1,
    coatLength: rng.range(0, 1),
    skirt: rng.chance(0.2),
    ...overrides,
  };
}

function hairShape(style: HairStyle, color: string, back: boolean): { behind: string[]; front: string[] } {
  const behind: string[] = [];
  const front: string[] = [];
  const p = (d: string): string => path(d, color);
  if (back && style !== "bald" && style !== "cap" && style !== "beanie") {
    front.push(el("ellipse", { cx: 0, cy: -92, rx: 8, ry: 8.8, fill: color }));
  }
  switch (style) {
    case "short":
      front.push(
        p(
          "M-8 -91C-8.5 -100 -3 -102.5 1 -102C6 -101.5 9 -98 8 -90C6 -95 2 -96.5 -2 -96C-5 -95.5 -7 -93 -8 -91Z",
        ),
      );
      break;
    case "bob":
      behind.push(p("M-9.5 -92C-10 -103 10 -103 9.5 -92L10 -83H-10Z"));
      front.push(p("M-8.5 -90C-9 -101 9 -101 8.5 -90C5 -95 -3 -96.5 -8.5 -90Z"));
      break;
    case "long":
      behind.push(p("M-9.5 -92C-10.5 -104 10.5 -104 9.5 -92L11 -72C5 -70 -5 -70 -11 -72Z"));
      front.push(p("M-8.5 -89C-9 -101 9 -101 8.5 -89C6 -95 -1 -97 -8.5 -89Z"));
      break;
    case "ponytail":
      behind.push(p("M6 -96C14 -96 15 -86 12 -78C11 -84 9 -88 6 -90Z"));
      front.push(p("M-8.5 -89C-9 -101 9 -101 8.5 -89C6 -95 -1 -97 -8.5 -89Z"));
      break;
    case "bun":
      front.push(circle(0, -102, 4.6, color));
      front.push(p("M-8.5 -89C-9 -101 9 -101 8.5 -89C6 -95 -1 -97 -8.5 -89Z"));
      break;
    case "curly":
      for (const [x, y, r] of [
        [-7, -94, 4.2],
        [-3.5, -99, 4.6],
        [2, -100, 4.6],
        [6.5, -96, 4.2],
        [8, -91, 3.4],
        [-8.5, -89, 3.2],
      ] as const) {
        front.push(circle(x, y, r, color));
      }
      break;
    case "cap":
      front.push(p("M-8.3 -93C-8.3 -102 8.3 -102 8.3 -93Z"));
      front.push(p(back ? "M-9 -93.5H9V-91.5H-9Z" : "M-9 -93.5H15Q16 -91.5 13 -91.5H-9Z"));
      break;
    case "beanie":
      front.push(p("M-8.6 -92C-8.6 -103 8.6 -103 8.6 -92Z"));
      front.push(path(roundRect(-9.2, -94, 18.4, 4, 1.5), shade(color, 0.2)));
      break;
    case "bald":
      break;
  }
  return { behind, front };
}

/** Draws a person at (x, y) = between the feet; height in px of the 100-unit figure. */
export function drawPerson(person: Person, x: number, y: number, height: number, flip = false): string {
  const back = person.pose === "back";
  const walk = person.pose === "walk";
  const shoe = shade(person.bottom, 0.55);
  const parts: string[] = [ellipse(0, -1, 17, 3.2, palette.ink, { opacity: 0.16 })];
  const hair = hairShape(person.hairStyle, person.hair, back);
  const hemY = -44 + person.coatLength * 12;

  // Legs.
  const legs: [Pt[], Pt[]] = walk
    ? [
        [
          [-1, -46],
          [-7, -24],
          [-14, -3],
        ],
        [
          [1, -46],
          [8, -24],
          [13, -3],
        ],
      ]
    : [
        [
          [-4.5, -46],
          [-5, -22],
          [-5.5, -3],
        ],
        [
          [4.5, -46],
          [5, -22],
          [5.5, -3],
        ],
      ];
  const legColor = person.skirt ? person.skin : person.bottom;
  for (const l of legs) parts.push(path(taper(l, 8.5, 6.5, 4), legColor));
  for (const l of legs) {
    const end = l[l.length - 1] as Pt;
    parts.push(ellipse(end[0] + (walk ? 3 : 0), -2.2, walk ? 6 : 5, 2.6, shoe));
  }
  if (person.skirt) parts.push(path("M-11 -50H11L14 -30H-14Z", person.bottom));

  // Backpack seen from behind sits on top of the coat later; from the front only straps show.
  if (person.accessory === "backpack" && !back)
    parts.push(path(roundRect(walk ? -16 : -13, -78, 26, 28, 5), shade(person.top, 0.35)));
  for (const d of hair.behind) parts.push(d);

  // Torso (coat).
  const torso = walk
    ? `M-9 -74Q-9 -81 -3 -81H3Q9 -81 9 -74L11 ${hemY}H-11Z`
    : `M-12 -74Q-12 -81 -5 -81H5Q12 -81 12 -74L13.5 ${hemY}H-13.5Z`;
  parts.push(path(torso, person.top));
  if (!back && person.accessory !== "scarf") parts.push(path("M-4 -81L0 -75L4 -81Z", shade(person.top, 0.2)));

  // Arms.
  const hand = person.skin;
  const arms: Pt[][] = [];
  if (person.pose === "point") {
    arms.push([
      [-11, -77],
      [-14, -62],
      [-14, -50],
    ]);
    arms.push([
      [11, -77],
      [20, -88],
      [27, -100],
    ]);
  } else if (person.pose === "wave") {
    arms.push([
      [-11, -77],
      [-14, -62],
      [-14, -50],
    ]);
    arms.push([
      [11, -77],
      [19, -86],
      [19, -101],
    ]);
  } else if (walk) {
    arms.push([
      [0, -77],
      [-7, -64],
      [-12, -55],
    ]);
    arms.push([
      [0, -77],
      [7, -64],
      [13, -56],
    ]);
  } else {
    arms.push([
      [-11, -77],
      [-14, -62],
      [-14, -50],
    ]);
    arms.push([
      [11, -77],
      [14, -62],
      [14, -50],
    ]);
  }
  for (const a of arms) parts.push(path(taper(a, 7.5, 6, 4), shade(person.top, 0.08)));
  for (const a of arms) {
    const end = a[a.length - 1] as Pt;
    parts.push(circle(end[0], end[1] + 1, 3, hand));
  }

  // Accessories in front.
  if (person.accessory === "tote")
    parts.push(
      path("M10 -58L13 -40H24L22 -58Z", tones.sandstone),
      el("path", {
        d: "M11.5 -58Q15 -70 15 -76",
        stroke: tones.sandstone,
        "stroke-width": 1.5,
        fill: "none",
      }),
    );
  if (person.accessory === "backpack" && back)
    parts.push(path(roundRect(-10, -79, 20, 27, 5), shade(person.top, 0.35)));
  if (person.accessory === "backpack" && !back) {
    parts.push(
      rect(-9, -80, 2.6, 24, shade(person.top, 0.35)),
      rect(6.4, -80, 2.6, 24, shade(person.top, 0.35)),
    );
  }
  if (person.accessory === "lanyard" && !back) {
    parts.push(
      el("path", { d: "M-6 -81L0 -66L6 -81", stroke: palette.marmalade, "stroke-width": 1.6, fill: "none" }),
    );
    parts.push(rect(-4, -67, 8, 10, palette.paper, { rx: 1 }), rect(-4, -67, 8, 3, palette.marmalade));
  }
  if (person.accessory === "camera" && !back)
    parts.push(rect(-5, -70, 10, 7, palette.ink, { rx: 1.5 }), circle(0, -66.5, 2.2, palette.muted));
  if (person.accessory === "scarf")
    parts.push(
      path("M-7 -82H7L8 -77H-8Z", palette.marmalade),
      path("M2 -78L6 -62L2 -62L-1 -77Z", palette.marmalade),
    );
  if (person.accessory === "flag") {
    const hx = person.pose === "point" ? 27 : 14;
    const hy = person.pose === "point" ? -99 : -49;
    parts.push(
      el("path", { d: `M${hx} ${hy + 3}L${hx + 1} ${hy - 38}`, stroke: palette.ink, "stroke-width": 1.6 }),
    );
    parts.push(path(`M${hx + 1} ${hy - 38}L${hx + 19} ${hy - 32}L${hx + 1} ${hy - 25}Z`, palette.marmalade));
    // a tiny cat-ear notch on the pennant
    parts.push(path(`M${hx + 4} ${hy - 33}l2 -3 1.5 2.5 1.5 -2.5 2 3z`, palette.paper));
  }
  if (person.accessory === "umbrella") {
    parts.push(el("path", { d: "M14 -49L14 -112", stroke: palette.ink, "stroke-width": 1.4 }));
    parts.push(
      path(
        "M-14 -108Q14 -134 42 -108Q35 -111 28 -108Q21 -112 14 -108Q7 -112 0 -108Q-7 -111 -14 -108Z",
        person.top === palette.harbor ? palette.brick : palette.harbor,
      ),
    );
  }

  // Neck, head, hair.
  parts.push(rect(-2.6, -86, 5.2, 7, shade(person.skin, 0.08)));
  parts.push(ellipse(0, -92, 7.6, 8.6, person.skin));
  if (walk) parts.push(path("M6.5 -94L10 -89.5L6.8 -88.5Z", person.skin));
  else if (!back) parts.push(ellipse(7.6, -91, 1.4, 2.2, shade(person.skin, 0.08)));
  for (const d of hair.front) parts.push(d);

  return g(parts, { transform: at(x, y, (height / 100) * person.age, flip) });
}

export type GroupOptions = {
  x: number;
  y: number;
  width: number;
  count: number;
  height: number;
  facing?: "front" | "back" | "mixed";
  /** Indices of people that walk (side view) toward +x. */
  walking?: boolean;
  flip?: boolean;
  children?: number;
};

/** A small tour group arranged in two loose rows, drawn back to front. */
export function drawGroup(rng: Rng, options: GroupOptions): string {
  const slots: { x: number; y: number; person: Person; flip: boolean }[] = [];
  for (let i = 0; i < options.count; i++) {
    const row = options.walking ? 0 : i % 2;
    const t = options.count === 1 ? 0.5 : i / (options.count - 1);
    const child = i < (options.children ?? 0);
    const pose: PersonPose = options.walking
      ? "walk"
      : options.facing === "back"
        ? "back"
        : options.facing === "mixed" && rng.chance(0.35)
          ? "back"
          : "stand";
    slots.push({
      x: options.x + t * options.width + rng.range(-0.05, 0.05) * options.width,
      y:
        options.y -
        row * options.height * 0.09 +
        (options.walking ? rng.range(-0.02, 0.02) * options.height : 0),
      person: randomPerson(rng, { pose, age: child ? 0.62 : rng.range(0.93, 1.05) }),
      flip: options.flip ?? (options.walking ? false : rng.chance(0.5)),
    });
  }
  slots.sort((a, b) => a.y - b.y);
  return g(
    slots.map((s) =>
      drawPerson(
        s.person,
        s.x,
        s.y,
        options.height * (s.y < options.y - options.height * 0.05 ? 0.93 : 1),
        s.flip,
      ),
    ),
  );
}

/** The company's guide: harbor jacket, marmalade scarf, a pennant. */
export function guide(rng: Rng, pose: PersonPose = "point", overrides: Partial<Person> = {}): Person {
  return randomPerson(rng, {
    pose,
    top: palette.harbor,
    bottom: palette.ink,
    accessory: "flag",
    coatLength: 0.2,
    skirt: false,
    ...overrides,
  });
}
