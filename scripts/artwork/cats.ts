/**
 * Cats: a small library of poses (drawn facing right, feet on y = 0, about 100 units tall)
 * painted in several coats. Every pose is a union of filled shapes, so the same shapes also
 * work as a clip path for stripes and patches.
 */
import { blob, sampleSpline, smoothClosed, taper, poly, type Pt } from "./geometry.ts";
import { mix, palette, shade, tint } from "./palette.ts";
import { at, el, ellipse, g, path, shapeMask, type Canvas } from "./svg.ts";

export type Coat =
  | "ginger"
  | "brownTabby"
  | "silverTabby"
  | "tuxedo"
  | "calico"
  | "black"
  | "gray"
  | "cream"
  | "tortie"
  | "white"
  | "siamese"
  | "grayWhite";
export type Pose = "sit" | "sitFront" | "sitBack" | "loaf" | "walk" | "stretch" | "peek" | "curl" | "lounge";
export type TailStyle = "wrap" | "up" | "hang";

export const coatNames: Record<Coat, string> = {
  ginger: "ginger",
  brownTabby: "brown tabby",
  silverTabby: "silver tabby",
  tuxedo: "tuxedo",
  calico: "calico",
  black: "black",
  gray: "gray",
  cream: "cream",
  tortie: "tortoiseshell",
  white: "white",
  siamese: "Siamese",
  grayWhite: "gray-and-white",
};

type Oval = { cx: number; cy: number; rx: number; ry: number };

type PoseShape = {
  body: string[];
  tail: Pt[];
  tailWidth: [number, number];
  head: Oval;
  face: "front" | "side" | "back";
  eyes: Pt[];
  eyesClosed?: boolean;
  nose?: Pt;
  ears: Pt[][];
  chest?: Oval;
  muzzle?: Oval;
  paws: Oval[];
  stripes: Pt[][];
};

const oval = (o: Oval): string =>
  `M${o.cx - o.rx} ${o.cy}a${o.rx} ${o.ry} 0 1 0 ${o.rx * 2} 0a${o.rx} ${o.ry} 0 1 0 ${-o.rx * 2} 0Z`;

const leg = (pts: Pt[], w0: number, w1: number): string => taper(pts, w0, w1, 4);

function earPair(cx: number, cy: number, spread: number, height: number, lean = 0): Pt[][] {
  return [
    [
      [cx - spread - 3, cy + 2],
      [cx - spread - 1 + lean, cy - height],
      [cx - spread + 10, cy - 2],
    ],
    [
      [cx + spread - 10, cy - 2],
      [cx + spread + 1 + lean, cy - height],
      [cx + spread + 3, cy + 2],
    ],
  ];
}

function poseShape(pose: Pose, tailStyle: TailStyle | undefined): PoseShape {
  switch (pose) {
    case "sit": {
      const head = { cx: 17, cy: -75, rx: 15, ry: 13.5 };
      return {
        body: [
          smoothClosed([
            [8, -64],
            [22, -62],
            [29, -46],
            [28, -26],
            [22, -8],
            [4, -1],
            [-16, 0],
            [-30, -6],
            [-35, -22],
            [-31, -40],
            [-18, -54],
          ]),
          leg(
            [
              [17, -34],
              [16, -3],
            ],
            10,
            9,
          ),
          leg(
            [
              [24, -34],
              [26, -3],
            ],
            10,
            9,
          ),
          oval(head),
          oval({ cx: 29, cy: -70, rx: 7.5, ry: 6 }),
        ],
        tail:
          tailStyle === "up"
            ? [
                [-30, -12],
                [-44, -26],
                [-47, -46],
                [-41, -60],
                [-34, -62],
              ]
            : [
                [-30, -7],
                [-20, -2],
                [0, -1.5],
                [20, -2],
                [34, -4],
                [40, -10],
              ],
        tailWidth: [8.5, 6],
        head,
        face: "side",
        eyes: [[23, -78]],
        nose: [36, -72],
        ears: [
          [
            [3, -80],
            [7, -98],
            [16, -87],
          ],
          [
            [15, -86],
            [25, -99],
            [29, -81],
          ],
        ],
        chest: { cx: 26, cy: -54, rx: 6, ry: 9 },
        muzzle: { cx: 30, cy: -68, rx: 7, ry: 5 },
        paws: [
          { cx: 17, cy: -2.5, rx: 6, ry: 3.5 },
          { cx: 27, cy: -2.5, rx: 6, ry: 3.5 },
        ],
        stripes: [
          [
            [-26, -50],
            [-30, -36],
            [-26, -20],
          ],
          [
            [-18, -55],
            [-22, -40],
            [-16, -24],
          ],
          [
            [-8, -60],
            [-10, -46],
            [-4, -34],
          ],
          [
            [2, -63],
            [2, -52],
          ],
          [
            [-32, -26],
            [-22, -14],
            [-10, -10],
          ],
        ],
      };
    }
    case "sitFront": {
      const head = { cx: 0, cy: -76, rx: 17, ry: 15 };
      return {
        body: [
          smoothClosed([
            [0, -64],
            [13, -60],
            [21, -42],
            [25, -18],
            [20, -2],
            [0, 0],
            [-20, -2],
            [-25, -18],
            [-21, -42],
            [-13, -60],
          ]),
          leg(
            [
              [-7, -40],
              [-7.5, -3],
            ],
            10,
            9,
          ),
          leg(
            [
              [7, -40],
              [7.5, -3],
            ],
            10,
            9,
          ),
          oval(head),
          oval({ cx: -9, cy: -70, rx: 9, ry: 8 }),
          oval({ cx: 9, cy: -70, rx: 9, ry: 8 }),
        ],
        tail:
          tailStyle === "up"
            ? [
                [18, -8],
                [30, -18],
                [34, -36],
                [30, -50],
                [24, -54],
              ]
            : [
                [16, -4],
                [30, -2],
                [40, -6],
                [44, -16],
                [41, -24],
              ],
        tailWidth: [8.5, 6],
        head,
        face: "front",
        eyes: [
          [-6.8, -78],
          [6.8, -78],
        ],
        nose: [0, -71],
        ears: earPair(0, -83, 13, 20),
        chest: { cx: 0, cy: -46, rx: 10, ry: 17 },
        muzzle: { cx: 0, cy: -69, rx: 9, ry: 6.5 },
        paws: [
          { cx: -8, cy: -2.5, rx: 6.5, ry: 3.5 },
          { cx: 8, cy: -2.5, rx: 6.5, ry: 3.5 },
        ],
        stripes: [
          [
            [-4, -91],
            [-3, -85],
          ],
          [
            [0, -92],
            [0, -85],
          ],
          [
            [4, -91],
            [3, -85],
          ],
          [
            [-24, -30],
            [-16, -26],
          ],
          [
            [-25, -18],
            [-16, -14],
          ],
          [
            [24, -30],
            [16, -26],
          ],
          [
            [25, -18],
            [16, -14],
          ],
          [
            [-20, -46],
            [-13, -42],
          ],
          [
            [20, -46],
            [13, -42],
          ],
        ],
      };
    }
    case "sitBack": {
      const head = { cx: 0, cy: -77, rx: 16.5, ry: 14.5 };
      return {
        body: [
          smoothClosed([
            [0, -64],
            [12, -60],
            [20, -42],
            [27, -18],
            [22, -2],
            [0, 0],
            [-22, -2],
            [-27, -18],
            [-20, -42],
            [-12, -60],
          ]),
          oval(head),
        ],
        tail:
          tailStyle === "up"
            ? [
                [2, -6],
                [12, -20],
                [14, -40],
                [8, -52],
              ]
            : [
                [4, -3],
                [22, -1.5],
                [38, -3],
                [47, -9],
                [48, -17],
              ],
        tailWidth: [8.5, 6],
        head,
        face: "back",
        eyes: [],
        ears: earPair(0, -84, 13, 19),
        paws: [],
        stripes: [
          [
            [-14, -56],
            [0, -50],
            [14, -56],
          ],
          [
            [-19, -44],
            [0, -37],
            [19, -44],
          ],
          [
            [-23, -31],
            [0, -24],
            [23, -31],
          ],
          [
            [-26, -18],
            [0, -11],
            [26, -18],
          ],
          [
            [-10, -86],
            [0, -82],
            [10, -86],
          ],
        ],
      };
    }
    case "loaf": {
      const head = { cx: 24, cy: -36, rx: 15.5, ry: 13.5 };
      return {
        body: [
          smoothClosed([
            [-42, -6],
            [-42, -20],
            [-30, -33],
            [-6, -38],
            [14, -36],
            [30, -26],
            [32, -10],
            [24, -1],
            [0, 0],
            [-30, 0],
          ]),
          oval(head),
        ],
        tail: [
          [-40, -8],
          [-30, -1.5],
          [-8, -1],
          [10, -1.5],
        ],
        tailWidth: [8, 6],
        head,
        face: "front",
        eyes: [
          [18, -37],
          [30, -37],
        ],
        nose: [24, -31],
        ears: earPair(24, -43, 12, 18),
        chest: { cx: 24, cy: -20, rx: 6, ry: 5 },
        muzzle: { cx: 24, cy: -29, rx: 8, ry: 5.5 },
        paws: [
          { cx: 17, cy: -2, rx: 6.5, ry: 3.2 },
          { cx: 31, cy: -2, rx: 6.5, ry: 3.2 },
        ],
        stripes: [
          [
            [-30, -33],
            [-32, -20],
            [-28, -8],
          ],
          [
            [-19, -37],
            [-21, -24],
            [-17, -12],
          ],
          [
            [-8, -39],
            [-10, -26],
            [-6, -16],
          ],
          [
            [3, -38],
            [2, -27],
          ],
          [
            [20, -48],
            [21, -42],
          ],
          [
            [24, -49],
            [24, -42],
          ],
          [
            [28, -48],
            [27, -42],
          ],
        ],
      };
    }
    case "walk": {
      const head = { cx: 37, cy: -56, rx: 13.5, ry: 12.5 };
      return {
        body: [
          smoothClosed([
            [-34, -44],
            [-14, -50],
            [12, -50],
            [28, -48],
            [34, -36],
            [26, -25],
            [4, -22],
            [-18, -23],
            [-32, -27],
            [-38, -36],
          ]),
          leg(
            [
              [24, -32],
              [29, -14],
              [31, -2],
            ],
            9.5,
            7.5,
          ),
          leg(
            [
              [16, -30],
              [14, -14],
              [11, -2],
            ],
            9.5,
            7.5,
          ),
          leg(
            [
              [-26, -34],
              [-32, -16],
              [-29, -2],
            ],
            11,
            7.5,
          ),
          leg(
            [
              [-18, -32],
              [-16, -15],
              [-12, -2],
            ],
            10,
            7.5,
          ),
          oval(head),
          oval({ cx: 47, cy: -52, rx: 6.5, ry: 5.2 }),
        ],
        tail:
          tailStyle === "wrap"
            ? [
                [-36, -38],
                [-48, -34],
                [-56, -28],
                [-62, -26],
              ]
            : [
                [-34, -42],
                [-46, -54],
                [-49, -72],
                [-44, -84],
                [-37, -86],
              ],
        tailWidth: [7.5, 5.5],
        head,
        face: "side",
        eyes: [[43, -59]],
        nose: [53, -55],
        ears: [
          [
            [26, -60],
            [29, -79],
            [37, -66],
          ],
          [
            [35, -67],
            [45, -79],
            [48, -61],
          ],
        ],
        chest: { cx: 30, cy: -36, rx: 7, ry: 9 },
        muzzle: { cx: 47, cy: -51, rx: 6, ry: 4.5 },
        paws: [
          { cx: 32, cy: -2.5, rx: 5.5, ry: 3 },
          { cx: 12, cy: -2.5, rx: 5.5, ry: 3 },
          { cx: -28, cy: -2.5, rx: 5.5, ry: 3 },
          { cx: -11, cy: -2.5, rx: 5.5, ry: 3 },
        ],
        stripes: [
          [
            [-28, -46],
            [-30, -34],
            [-26, -26],
          ],
          [
            [-17, -49],
            [-18, -37],
            [-14, -26],
          ],
          [
            [-6, -50],
            [-7, -38],
            [-3, -28],
          ],
          [
            [5, -50],
            [4, -39],
            [7, -30],
          ],
          [
            [16, -49],
            [16, -40],
          ],
        ],
      };
    }
    case "stretch": {
      const head = { cx: 34, cy: -22, rx: 12.5, ry: 11.5 };
      return {
        body: [
          smoothClosed([
            [28, -14],
            [16, -8],
            [-2, -18],
            [-22, -32],
            [-36, -42],
            [-38, -54],
            [-26, -58],
            [-8, -46],
            [12, -30],
            [26, -26],
          ]),
          leg(
            [
              [18, -10],
              [34, -4],
              [52, -3],
            ],
            8.5,
            7.5,
          ),
          leg(
            [
              [12, -12],
              [28, -6],
              [44, -3],
            ],
            8.5,
            7.5,
          ),
          leg(
            [
              [-30, -44],
              [-34, -22],
              [-31, -2],
            ],
            11,
            7.5,
          ),
          leg(
            [
              [-22, -40],
              [-24, -20],
              [-20, -2],
            ],
            10,
            7.5,
          ),
          oval(head),
          oval({ cx: 44, cy: -18, rx: 6, ry: 5 }),
        ],
        tail: [
          [-36, -52],
          [-44, -68],
          [-41, -86],
          [-33, -92],
        ],
        tailWidth: [7.5, 5.5],
        head,
        face: "side",
        eyes: [[40, -25]],
        eyesClosed: true,
        nose: [50, -20],
        ears: [
          [
            [24, -26],
            [25, -43],
            [33, -32],
          ],
          [
            [31, -32],
            [41, -42],
            [44, -26],
          ],
        ],

        muzzle: { cx: 44, cy: -17, rx: 6, ry: 4.5 },
        paws: [
          { cx: 53, cy: -2.5, rx: 5.5, ry: 3 },
          { cx: 45, cy: -2.5, rx: 5.5, ry: 3 },
          { cx: -31, cy: -2.5, rx: 5.5, ry: 3 },
          { cx: -19, cy: -2.5, rx: 5.5, ry: 3 },
        ],
        stripes: [
          [
            [-30, -56],
            [-36, -46],
            [-32, -36],
          ],
          [
            [-20, -52],
            [-24, -40],
            [-18, -30],
          ],
          [
            [-9, -46],
            [-13, -34],
            [-7, -24],
          ],
          [
            [2, -38],
            [-1, -26],
            [4, -18],
          ],
          [
            [12, -31],
            [10, -20],
          ],
        ],
      };
    }
    case "peek": {
      const head = { cx: 0, cy: -17, rx: 19, ry: 16 };
      return {
        body: [
          oval(head),
          oval({ cx: -10, cy: -10, rx: 10, ry: 9 }),
          oval({ cx: 10, cy: -10, rx: 10, ry: 9 }),
        ],
        tail: [],
        tailWidth: [0, 0],
        head,
        face: "front",
        eyes: [
          [-7.5, -19],
          [7.5, -19],
        ],
        nose: [0, -12],
        ears: earPair(0, -24, 15, 21),
        muzzle: { cx: 0, cy: -10, rx: 10, ry: 6.5 },
        paws: [
          { cx: -13, cy: -2, rx: 8, ry: 4.5 },
          { cx: 13, cy: -2, rx: 8, ry: 4.5 },
        ],
        stripes: [
          [
            [-4, -33],
            [-3, -26],
          ],
          [
            [0, -34],
            [0, -26],
          ],
          [
            [4, -33],
            [3, -26],
          ],
          [
            [-19, -20],
            [-12, -18],
          ],
          [
            [19, -20],
            [12, -18],
          ],
        ],
      };
    }
    case "curl": {
      const head = { cx: 14, cy: -17, rx: 13, ry: 11.5 };
      return {
        body: [
          smoothClosed([
            [-30, -14],
            [-24, -30],
            [-4, -37],
            [18, -33],
            [32, -20],
            [30, -4],
            [10, 0],
            [-18, 0],
          ]),
          oval(head),
        ],
        tail: [
          [-28, -12],
          [-24, -2],
          [-6, 1],
          [14, -1],
          [28, -5],
        ],
        tailWidth: [9, 7],
        head,
        face: "front",
        eyes: [
          [9, -17],
          [19, -17],
        ],
        eyesClosed: true,
        nose: [14, -12],
        ears: [
          [
            [2, -20],
            [1, -36],
            [10, -27],
          ],
          [
            [17, -27],
            [27, -35],
            [26, -19],
          ],
        ],
        muzzle: { cx: 14, cy: -11, rx: 6, ry: 4 },
        paws: [],
        stripes: [
          [
            [-22, -30],
            [-18, -18],
            [-22, -6],
          ],
          [
            [-10, -36],
            [-6, -22],
            [-10, -8],
          ],
          [
            [2, -36],
            [2, -30],
          ],
          [
            [22, -30],
            [26, -20],
          ],
        ],
      };
    }
    case "lounge": {
      const head = { cx: 30, cy: -30, rx: 14, ry: 12.5 };
      return {
        body: [
          smoothClosed([
            [-42, -8],
            [-38, -20],
            [-18, -26],
            [8, -26],
            [24, -20],
            [30, -8],
            [20, -1],
            [-20, 0],
          ]),
          leg(
            [
              [20, -8],
              [34, -4],
              [48, -3],
            ],
            8.5,
            7.5,
          ),
          leg(
            [
              [12, -6],
              [26, -3],
              [38, -2],
            ],
            8,
            7,
          ),
          oval(head),
        ],
        tail:
          tailStyle === "hang"
            ? [
                [-40, -8],
                [-52, -2],
                [-58, 8],
                [-57, 22],
                [-52, 30],
              ]
            : [
                [-40, -10],
                [-54, -6],
                [-64, -2],
                [-70, -6],
              ],
        tailWidth: [8, 6],
        head,
        face: "front",
        eyes: [
          [24.5, -31],
          [35.5, -31],
        ],
        nose: [30, -25],
        ears: earPair(30, -37, 11, 17),
        chest: { cx: 18, cy: -12, rx: 10, ry: 8 },
        muzzle: { cx: 30, cy: -24, rx: 7, ry: 5 },
        paws: [
          { cx: 48, cy: -2.5, rx: 5.5, ry: 3 },
          { cx: 38, cy: -2, rx: 5.5, ry: 3 },
        ],
        stripes: [
          [
            [-34, -22],
            [-36, -12],
            [-32, -2],
          ],
          [
            [-22, -25],
            [-24, -14],
            [-20, -4],
          ],
          [
            [-10, -27],
            [-11, -16],
            [-8, -6],
          ],
          [
            [2, -27],
            [1, -16],
          ],
          [
            [26, -42],
            [27, -36],
          ],
          [
            [30, -43],
            [30, -36],
          ],
          [
            [34, -42],
            [33, -36],
          ],
        ],
      };
    }
  }
}

type CoatColors = {
  base: string;
  stripe?: string;
  light?: string;
  patches?: string[];
  points?: string;
  eye: string;
  innerEar: string;
};

function coatColors(coat: Coat): CoatColors {
  const amber = mix(palette.marmalade, "#F4D35E", 0.55);
  const green = mix("#B8C24A", palette.harbor, 0.15);
  const pink = mix(palette.brick, palette.paper, 0.55);
  switch (coat) {
    case "ginger":
      return {
        base: palette.marmalade,
        stripe: mix(palette.marmaladeDark, palette.marmalade, 0.25),
        light: tint(palette.marmalade, 0.62),
        eye: green,
        innerEar: pink,
      };
    case "cream":
      return {
        base: mix(palette.cream, palette.marmalade, 0.35),
        stripe: mix(palette.cream, palette.marmalade, 0.6),
        light: palette.paper,
        eye: amber,
        innerEar: pink,
      };
    case "brownTabby":
      return {
        base: mix(palette.marmaladeDark, palette.muted, 0.5),
        stripe: shade(mix(palette.marmaladeDark, palette.muted, 0.5), 0.6),
        light: mix(palette.cream, palette.marmalade, 0.25),
        eye: green,
        innerEar: pink,
      };
    case "silverTabby":
      return {
        base: mix(palette.cream, palette.muted, 0.45),
        stripe: shade(palette.muted, 0.35),
        light: palette.paper,
        eye: green,
        innerEar: pink,
      };
    case "tuxedo":
      return {
        base: palette.ink,
        light: palette.paper,
        eye: amber,
        innerEar: mix(palette.ink, palette.brick, 0.35),
      };
    case "calico":
      return {
        base: palette.paper,
        patches: [palette.marmalade, palette.ink],
        light: palette.paper,
        eye: amber,
        innerEar: pink,
      };
    case "tortie":
      return {
        base: shade(palette.marmaladeDark, 0.6),
        patches: [palette.marmalade, palette.marmaladeDark],
        eye: amber,
        innerEar: mix(palette.ink, palette.brick, 0.35),
      };
    case "black":
      return { base: palette.ink, eye: amber, innerEar: mix(palette.ink, palette.brick, 0.35) };
    case "white":
      return { base: palette.paper, eye: mix(palette.harbor, palette.paper, 0.35), innerEar: pink };
    case "siamese":
      return {
        base: mix(palette.cream, palette.paper, 0.3),
        points: shade(mix(palette.marmaladeDark, palette.muted, 0.5), 0.35),
        eye: mix(palette.harbor, "#7FB2D0", 0.5),
        innerEar: pink,
      };
    case "grayWhite":
      return {
        base: mix(palette.muted, palette.harbor, 0.12),
        light: palette.paper,
        eye: amber,
        innerEar: pink,
      };
    case "gray":
      return {
        base: mix(palette.muted, palette.harbor, 0.18),
        stripe: shade(mix(palette.muted, palette.harbor, 0.18), 0.18),
        light: tint(palette.muted, 0.55),
        eye: amber,
        innerEar: pink,
      };
  }
}

export type CatOptions = {
  pose: Pose;
  coat: Coat;
  x: number;
  y: number;
  /** Drawn height in px of the 100-unit pose. */
  size: number;
  flip?: boolean;
  tail?: TailStyle;
  /** A single flat color instead of a coat (backlit silhouettes, far away cats). */
  silhouette?: string;
  /** Omit eyes and nose (very small cats). */
  plain?: boolean;
  /** Seed-like label so patches differ between cats. */
  variant?: number;
};

function tailRings(tail: Pt[], width: number): string[] {
  if (tail.length < 2) return [];
  const line = sampleSpline(tail, 8);
  const rings: string[] = [];
  for (const t of [0.42, 0.6, 0.76, 0.9]) {
    const i = Math.floor(t * (line.length - 1));
    const a = line[Math.max(0, i - 1)] as Pt;
    const b = line[Math.min(line.length - 1, i + 1)] as Pt;
    const [x, y] = line[i] as Pt;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const h = width * 0.9;
    rings.push(
      taper(
        [
          [x - (dy / len) * h, y + (dx / len) * h],
          [x + (dy / len) * h, y - (dx / len) * h],
        ],
        3.2,
        3.2,
        1,
      ),
    );
  }
  return rings;
}

/** True when the tail rises well off the ground (rings read as stripes, not as legs). */
function raisedTail(tail: Pt[]): boolean {
  const ys = tail.map((p) => p[1]);
  return Math.min(...ys) < -30;
}

/** Draws one cat; returns a group positioned at (x, y) = the middle of its feet. */
export function drawCat(canvas: Canvas, options: CatOptions): string {
  const shape = poseShape(options.pose, options.tail);
  const tail = shape.tail.length ? taper(shape.tail, shape.tailWidth[0], shape.tailWidth[1]) : "";
  const ears = shape.ears.map((e) => poly(e));
  const silhouetteParts = [...shape.body, ...ears, ...shape.paws.map(oval), tail].filter(Boolean);
  const transform = at(options.x, options.y, options.size / 100, options.flip ?? false);

  if (options.silhouette) {
    return g(
      silhouetteParts.map((d) => path(d, options.silhouette as string)),
      { transform },
    );
  }

  const colors = coatColors(options.coat);
  const parts: string[] = silhouetteParts.map((d) => path(d, colors.base));
  const marks: string[] = [];
  const rng = canvas.rng.fork(`cat-${options.variant ?? 0}-${options.pose}`);

  if (colors.stripe) {
    for (const s of shape.stripes) marks.push(path(taper(s, 4.2, 2.4, 4), colors.stripe));
    if (tail && raisedTail(shape.tail))
      for (const r of tailRings(shape.tail, shape.tailWidth[0])) marks.push(path(r, colors.stripe));
  }
  if (colors.patches) {
    const [c1, c2] = colors.patches as [string, string];
    const box = { x0: -40, x1: 40, y0: -95, y1: 0 };
    const spots: [number, number, number, string][] = [
      [shape.head.cx - shape.head.rx * 0.5, shape.head.cy - shape.head.ry * 0.45, shape.head.rx * 0.75, c1],
      [shape.head.cx + shape.head.rx * 0.6, shape.head.cy - shape.head.ry * 0.5, shape.head.rx * 0.6, c2],
    ];
    for (let i = 0; i < 5; i++) {
      spots.push([rng.range(box.x0, box.x1), rng.range(-60, -10), rng.range(9, 16), i % 2 === 0 ? c1 : c2]);
    }
    if (tail) {
      const end = shape.tail[shape.tail.length - 1] as Pt;
      spots.push([end[0], end[1], 9, c2]);
    }
    for (const [x, y, r, c] of spots) marks.push(path(blob(x, y, r, r * 0.85, 0.25, 7, rng.next), c));
  }
  const bicolor = options.coat === "tuxedo" || options.coat === "grayWhite";
  if (colors.light && options.coat !== "calico") {
    const bib =
      bicolor || options.coat === "ginger" || options.coat === "gray" || options.coat === "brownTabby";
    if (shape.chest && bib)
      marks.push(
        path(
          oval(
            bicolor ? { ...shape.chest, rx: shape.chest.rx * 1.25, ry: shape.chest.ry * 1.1 } : shape.chest,
          ),
          colors.light,
        ),
      );
    if (shape.muzzle && (bicolor || shape.face === "front"))
      marks.push(path(oval(shape.muzzle), colors.light));
    if (bicolor)
      for (const p of shape.paws)
        marks.push(path(oval({ ...p, rx: p.rx + 1, ry: p.ry + 1.5, cy: p.cy - 1 }), colors.light));
  }
  if (colors.points) {
    for (const e of ears) marks.push(path(e, colors.points));
    if (tail)
      marks.push(
        path(
          taper(
            shape.tail.slice(Math.floor(shape.tail.length / 3)),
            shape.tailWidth[0] + 2,
            shape.tailWidth[1] + 2,
          ),
          colors.points,
        ),
      );
    for (const p of shape.paws)
      marks.push(path(oval({ ...p, rx: p.rx + 1.5, ry: p.ry + 3, cy: p.cy - 2 }), colors.points));
    if (shape.face !== "back")
      marks.push(
        path(
          oval(
            shape.muzzle
              ? {
                  ...shape.muzzle,
                  rx: shape.muzzle.rx * 1.3,
                  ry: shape.muzzle.ry * 1.6,
                  cy: shape.muzzle.cy - 2,
                }
              : { ...shape.head, rx: shape.head.rx * 0.6, ry: shape.head.ry * 0.6 },
          ),
          colors.points,
        ),
      );
  }
  if (options.coat === "calico" && shape.chest) marks.push(path(oval(shape.chest), palette.paper));

  let body = parts.join("");
  if (marks.length) {
    body += g(marks, { mask: shapeMask(canvas, silhouetteParts, [-90, -120, 170, 160]) });
  }

  // Face details.
  const details: string[] = [];
  if (!options.plain && shape.face !== "back") {
    const pupil =
      options.coat === "black" || options.coat === "tuxedo" ? shade(palette.ink, 0.6) : palette.ink;
    const darkFace = options.coat === "black" || options.coat === "tuxedo" || options.coat === "siamese";
    if (shape.face === "front") {
      for (const e of shape.ears) {
        const [a, tip, b] = e as [Pt, Pt, Pt];
        const inner: Pt[] = [
          [a[0] + (tip[0] - a[0]) * 0.25 + 2.2, a[1] + (tip[1] - a[1]) * 0.25],
          [tip[0] + (a[0] + b[0] - 2 * tip[0]) * 0.18, tip[1] + 3.5],
          [b[0] + (tip[0] - b[0]) * 0.25 - 2.2, b[1] + (tip[1] - b[1]) * 0.25],
        ];
        details.push(path(poly(inner), colors.innerEar));
      }
    }
    for (const [ex, ey] of shape.eyes) {
      if (shape.eyesClosed) {
        details.push(
          el("path", {
            d: `M${ex - 3.2} ${ey}q3.2 2.6 6.4 0`,
            fill: "none",
            stroke: darkFace ? tint(palette.ink, 0.5) : palette.ink,
            "stroke-width": 1.4,
            "stroke-linecap": "round",
          }),
        );
      } else {
        const rx = shape.face === "front" ? 3.6 : 2.8;
        details.push(ellipse(ex, ey, rx, rx * 0.82, colors.eye));
        details.push(ellipse(ex + (shape.face === "side" ? 0.6 : 0), ey, rx * 0.32, rx * 0.74, pupil));
      }
    }
    if (options.pose === "sitFront") {
      const gap =
        options.coat === "black" || options.coat === "tuxedo"
          ? tint(palette.ink, 0.25)
          : shade(colors.base, 0.25);
      details.push(
        el("path", {
          d: "M0 -24L0 -3",
          stroke: gap,
          "stroke-width": 1.3,
          "stroke-linecap": "round",
          fill: "none",
        }),
      );
    }
    if (shape.nose) {
      const [nx, ny] = shape.nose;
      const noseColor = mix(palette.brick, palette.paper, options.coat === "black" ? 0.2 : 0.35);
      details.push(path(`M${nx - 2.4} ${ny - 1.6}h4.8l-2.4 2.8z`, noseColor));
    }
  }
  return g([body, ...details], { transform });
}
