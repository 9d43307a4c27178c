/**
 * Cat poses, drawn facing right with the feet on y = 0 and about 100 units tall: the body
 * shapes, the tail's center line, and where the eyes, nose, chest, muzzle and paws are, so
 * coats can paint stripes, bibs and patches in the right places.
 */
import { smoothClosed, taper, type Pt } from "./geometry.ts";

export type Pose = "sit" | "sitFront" | "sitBack" | "loaf" | "walk" | "stretch" | "peek" | "curl" | "lounge";
export type TailStyle = "wrap" | "up" | "hang";

export type Oval = { cx: number; cy: number; rx: number; ry: number };

export type PoseShape = {
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

export const oval = (o: Oval): string =>
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

// prettier-ignore
export function poseShape(pose: Pose, tailStyle: TailStyle | undefined): PoseShape {
  switch (pose) {
    case "sit": {
      const head = { cx: 17, cy: -75, rx: 15, ry: 13.5 };
      return {
        body: [
          smoothClosed([[8, -64], [22, -62], [29, -46], [28, -26], [22, -8], [4, -1], [-16, 0], [-30, -6], [-35, -22], [-31, -40], [-18, -54]]),
          leg([[17, -34], [16, -3]], 10, 9),
          leg([[24, -34], [26, -3]], 10, 9),
          oval(head),
          oval({ cx: 29, cy: -70, rx: 7.5, ry: 6 }),
        ],
        tail:
          tailStyle === "up"
            ? [[-30, -12], [-44, -26], [-47, -46], [-41, -60], [-34, -62]]
            : [[-30, -7], [-20, -2], [0, -1.5], [20, -2], [34, -4], [40, -10]],
        tailWidth: [8.5, 6],
        head,
        face: "side",
        eyes: [[23, -78]],
        nose: [36, -72],
        ears: [
          [[3, -80], [7, -98], [16, -87]],
          [[15, -86], [25, -99], [29, -81]],
        ],
        chest: { cx: 26, cy: -54, rx: 6, ry: 9 },
        muzzle: { cx: 30, cy: -68, rx: 7, ry: 5 },
        paws: [
          { cx: 17, cy: -2.5, rx: 6, ry: 3.5 },
          { cx: 27, cy: -2.5, rx: 6, ry: 3.5 },
        ],
        stripes: [
          [[-26, -50], [-30, -36], [-26, -20]],
          [[-18, -55], [-22, -40], [-16, -24]],
          [[-8, -60], [-10, -46], [-4, -34]],
          [[2, -63], [2, -52]],
          [[-32, -26], [-22, -14], [-10, -10]],
        ],
      };
    }
    case "sitFront": {
      const head = { cx: 0, cy: -76, rx: 17, ry: 15 };
      return {
        body: [
          smoothClosed([[0, -64], [13, -60], [21, -42], [25, -18], [20, -2], [0, 0], [-20, -2], [-25, -18], [-21, -42], [-13, -60]]),
          leg([[-7, -40], [-7.5, -3]], 10, 9),
          leg([[7, -40], [7.5, -3]], 10, 9),
          oval(head),
          oval({ cx: -9, cy: -70, rx: 9, ry: 8 }),
          oval({ cx: 9, cy: -70, rx: 9, ry: 8 }),
        ],
        tail:
          tailStyle === "up"
            ? [[18, -8], [30, -18], [34, -36], [30, -50], [24, -54]]
            : [[16, -4], [30, -2], [40, -6], [44, -16], [41, -24]],
        tailWidth: [8.5, 6],
        head,
        face: "front",
        eyes: [[-6.8, -78], [6.8, -78]],
        nose: [0, -71],
        ears: earPair(0, -83, 13, 20),
        chest: { cx: 0, cy: -46, rx: 10, ry: 17 },
        muzzle: { cx: 0, cy: -69, rx: 9, ry: 6.5 },
        paws: [
          { cx: -8, cy: -2.5, rx: 6.5, ry: 3.5 },
          { cx: 8, cy: -2.5, rx: 6.5, ry: 3.5 },
        ],
        stripes: [
          [[-4, -91], [-3, -85]],
          [[0, -92], [0, -85]],
          [[4, -91], [3, -85]],
          [[-24, -30], [-16, -26]],
          [[-25, -18], [-16, -14]],
          [[24, -30], [16, -26]],
          [[25, -18], [16, -14]],
          [[-20, -46], [-13, -42]],
          [[20, -46], [13, -42]],
        ],
      };
    }
    case "sitBack": {
      const head = { cx: 0, cy: -77, rx: 16.5, ry: 14.5 };
      return {
        body: [
          smoothClosed([[0, -64], [12, -60], [20, -42], [27, -18], [22, -2], [0, 0], [-22, -2], [-27, -18], [-20, -42], [-12, -60]]),
          oval(head),
        ],
        tail:
          tailStyle === "up"
            ? [[2, -6], [12, -20], [14, -40], [8, -52]]
            : [[4, -3], [22, -1.5], [38, -3], [47, -9], [48, -17]],
        tailWidth: [8.5, 6],
        head,
        face: "back",
        eyes: [],
        ears: earPair(0, -84, 13, 19),
        paws: [],
        stripes: [
          [[-14, -56], [0, -50], [14, -56]],
          [[-19, -44], [0, -37], [19, -44]],
          [[-23, -31], [0, -24], [23, -31]],
          [[-26, -18], [0, -11], [26, -18]],
          [[-10, -86], [0, -82], [10, -86]],
        ],
      };
    }
    case "loaf": {
      const head = { cx: 24, cy: -36, rx: 15.5, ry: 13.5 };
      return {
        body: [
          smoothClosed([[-42, -6], [-42, -20], [-30, -33], [-6, -38], [14, -36], [30, -26], [32, -10], [24, -1], [0, 0], [-30, 0]]),
          oval(head),
        ],
        tail: [[-40, -8], [-30, -1.5], [-8, -1], [10, -1.5]],
        tailWidth: [8, 6],
        head,
        face: "front",
        eyes: [[18, -37], [30, -37]],
        nose: [24, -31],
        ears: earPair(24, -43, 12, 18),
        chest: { cx: 24, cy: -20, rx: 6, ry: 5 },
        muzzle: { cx: 24, cy: -29, rx: 8, ry: 5.5 },
        paws: [
          { cx: 17, cy: -2, rx: 6.5, ry: 3.2 },
          { cx: 31, cy: -2, rx: 6.5, ry: 3.2 },
        ],
        stripes: [
          [[-30, -33], [-32, -20], [-28, -8]],
          [[-19, -37], [-21, -24], [-17, -12]],
          [[-8, -39], [-10, -26], [-6, -16]],
          [[3, -38], [2, -27]],
          [[20, -48], [21, -42]],
          [[24, -49], [24, -42]],
          [[28, -48], [27, -42]],
        ],
      };
    }
    case "walk": {
      const head = { cx: 37, cy: -56, rx: 13.5, ry: 12.5 };
      return {
        body: [
          smoothClosed([[-34, -44], [-14, -50], [12, -50], [28, -48], [34, -36], [26, -25], [4, -22], [-18, -23], [-32, -27], [-38, -36]]),
          leg([[24, -32], [29, -14], [31, -2]], 9.5, 7.5),
          leg([[16, -30], [14, -14], [11, -2]], 9.5, 7.5),
          leg([[-26, -34], [-32, -16], [-29, -2]], 11, 7.5),
          leg([[-18, -32], [-16, -15], [-12, -2]], 10, 7.5),
          oval(head),
          oval({ cx: 47, cy: -52, rx: 6.5, ry: 5.2 }),
        ],
        tail:
          tailStyle === "wrap"
            ? [[-36, -38], [-48, -34], [-56, -28], [-62, -26]]
            : [[-34, -42], [-46, -54], [-49, -72], [-44, -84], [-37, -86]],
        tailWidth: [7.5, 5.5],
        head,
        face: "side",
        eyes: [[43, -59]],
        nose: [53, -55],
        ears: [
          [[26, -60], [29, -79], [37, -66]],
          [[35, -67], [45, -79], [48, -61]],
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
          [[-28, -46], [-30, -34], [-26, -26]],
          [[-17, -49], [-18, -37], [-14, -26]],
          [[-6, -50], [-7, -38], [-3, -28]],
          [[5, -50], [4, -39], [7, -30]],
          [[16, -49], [16, -40]],
        ],
      };
    }
    case "stretch": {
      const head = { cx: 34, cy: -22, rx: 12.5, ry: 11.5 };
      return {
        body: [
          smoothClosed([[28, -14], [16, -8], [-2, -18], [-22, -32], [-36, -42], [-38, -54], [-26, -58], [-8, -46], [12, -30], [26, -26]]),
          leg([[18, -10], [34, -4], [52, -3]], 8.5, 7.5),
          leg([[12, -12], [28, -6], [44, -3]], 8.5, 7.5),
          leg([[-30, -44], [-34, -22], [-31, -2]], 11, 7.5),
          leg([[-22, -40], [-24, -20], [-20, -2]], 10, 7.5),
          oval(head),
          oval({ cx: 44, cy: -18, rx: 6, ry: 5 }),
        ],
        tail: [[-36, -52], [-44, -68], [-41, -86], [-33, -92]],
        tailWidth: [7.5, 5.5],
        head,
        face: "side",
        eyes: [[40, -25]],
        eyesClosed: true,
        nose: [50, -20],
        ears: [
          [[24, -26], [25, -43], [33, -32]],
          [[31, -32], [41, -42], [44, -26]],
        ],

        muzzle: { cx: 44, cy: -17, rx: 6, ry: 4.5 },
        paws: [
          { cx: 53, cy: -2.5, rx: 5.5, ry: 3 },
          { cx: 45, cy: -2.5, rx: 5.5, ry: 3 },
          { cx: -31, cy: -2.5, rx: 5.5, ry: 3 },
          { cx: -19, cy: -2.5, rx: 5.5, ry: 3 },
        ],
        stripes: [
          [[-30, -56], [-36, -46], [-32, -36]],
          [[-20, -52], [-24, -40], [-18, -30]],
          [[-9, -46], [-13, -34], [-7, -24]],
          [[2, -38], [-1, -26], [4, -18]],
          [[12, -31], [10, -20]],
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
        eyes: [[-7.5, -19], [7.5, -19]],
        nose: [0, -12],
        ears: earPair(0, -24, 15, 21),
        muzzle: { cx: 0, cy: -10, rx: 10, ry: 6.5 },
        paws: [
          { cx: -13, cy: -2, rx: 8, ry: 4.5 },
          { cx: 13, cy: -2, rx: 8, ry: 4.5 },
        ],
        stripes: [
          [[-4, -33], [-3, -26]],
          [[0, -34], [0, -26]],
          [[4, -33], [3, -26]],
          [[-19, -20], [-12, -18]],
          [[19, -20], [12, -18]],
        ],
      };
    }
    case "curl": {
      const head = { cx: 14, cy: -17, rx: 13, ry: 11.5 };
      return {
        body: [
          smoothClosed([[-30, -14], [-24, -30], [-4, -37], [18, -33], [32, -20], [30, -4], [10, 0], [-18, 0]]),
          oval(head),
        ],
        tail: [[-28, -12], [-24, -2], [-6, 1], [14, -1], [28, -5]],
        tailWidth: [9, 7],
        head,
        face: "front",
        eyes: [[9, -17], [19, -17]],
        eyesClosed: true,
        nose: [14, -12],
        ears: [
          [[2, -20], [1, -36], [10, -27]],
          [[17, -27], [27, -35], [26, -19]],
        ],
        muzzle: { cx: 14, cy: -11, rx: 6, ry: 4 },
        paws: [],
        stripes: [
          [[-22, -30], [-18, -18], [-22, -6]],
          [[-10, -36], [-6, -22], [-10, -8]],
          [[2, -36], [2, -30]],
          [[22, -30], [26, -20]],
        ],
      };
    }
    case "lounge": {
      const head = { cx: 30, cy: -30, rx: 14, ry: 12.5 };
      return {
        body: [
          smoothClosed([[-42, -8], [-38, -20], [-18, -26], [8, -26], [24, -20], [30, -8], [20, -1], [-20, 0]]),
          leg([[20, -8], [34, -4], [48, -3]], 8.5, 7.5),
          leg([[12, -6], [26, -3], [38, -2]], 8, 7),
          oval(head),
        ],
        tail:
          tailStyle === "hang"
            ? [[-40, -8], [-52, -2], [-58, 8], [-57, 22], [-52, 30]]
            : [[-40, -10], [-54, -6], [-64, -2], [-70, -6]],
        tailWidth: [8, 6],
        head,
        face: "front",
        eyes: [[24.5, -31], [35.5, -31]],
        nose: [30, -25],
        ears: earPair(30, -37, 11, 17),
        chest: { cx: 18, cy: -12, rx: 10, ry: 8 },
        muzzle: { cx: 30, cy: -24, rx: 7, ry: 5 },
        paws: [
          { cx: 48, cy: -2.5, rx: 5.5, ry: 3 },
          { cx: 38, cy: -2, rx: 5.5, ry: 3 },
        ],
        stripes: [
          [[-34, -22], [-36, -12], [-32, -2]],
          [[-22, -25], [-24, -14], [-20, -4]],
          [[-10, -27], [-11, -16], [-8, -6]],
          [[2, -27], [1, -16]],
          [[26, -42], [27, -36]],
          [[30, -43], [30, -36]],
          [[34, -42], [33, -36]],
        ],
      };
    }
  }
}
