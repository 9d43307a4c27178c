/** Logo, app mark and the press outlets' typographic wordmarks, all with text as paths. */
import { drawCat } from "./cats.ts";
import { textPath, textWidth, type TextOptions } from "./fonts.ts";
import { roundRect } from "./geometry.ts";
import { palette } from "./palette.ts";
import { createCanvas, el, g, n, path, rect, svgDocument, type Canvas } from "./svg.ts";

/** A line of text as a path positioned with its baseline at (x, y). */
export function setText(
  text: string,
  options: TextOptions,
  x: number,
  y: number,
  fill: string,
  extra: Record<string, string | number> = {},
): { svg: string; width: number } {
  const t = textPath(text, options);
  return { svg: path(t.d, fill, { transform: `translate(${n(x)} ${n(y)})`, ...extra }), width: t.width };
}

/** Text centered on x. */
export function setTextCentered(
  text: string,
  options: TextOptions,
  cx: number,
  y: number,
  fill: string,
): string {
  const w = textWidth(text, options);
  return setText(text, options, cx - w / 2, y, fill).svg;
}

/** The mark: a cat sitting on a curb under a bishop's-crook street lamp, in a 100 x 100 box. */
export function markShapes(canvas: Canvas, color: string, glass: string | null): string {
  const parts: string[] = [];
  parts.push(path(roundRect(6, 84, 88, 9, 3), color));
  parts.push(rect(22, 20, 6, 66, color));
  parts.push(path("M17 86L20 74H30L33 86Z", color));
  parts.push(
    el("path", {
      d: "M25 22C25 6 58 2 62 18",
      stroke: color,
      "stroke-width": 5,
      fill: "none",
      "stroke-linecap": "round",
    }),
  );
  // Lantern with a glass pane (a window of negative space when glass is null).
  const lantern = "M55 22H69L67 36H57Z";
  const pane = "M58.6 25H65.4L64.3 33H59.7Z";
  parts.push(path(glass ? lantern : `${lantern}${pane}`, color, glass ? {} : { "fill-rule": "evenodd" }));
  if (glass) parts.push(path(pane, glass));
  parts.push(path("M53 22L62 15L71 22Z", color));
  parts.push(
    drawCat(canvas, {
      pose: "sit",
      coat: "black",
      x: 66,
      y: 85,
      size: 52,
      flip: true,
      silhouette: color,
      tail: "wrap",
    }),
  );
  return g(parts);
}

/** The logo lockup (480 x 120 units): the mark, "Whisker Walks" and "NYC" with a rule. */
export function logoBody(canvas: Canvas, color: string): string {
  const parts: string[] = [g(markShapes(canvas, color, null), { transform: "translate(4 6) scale(1.08)" })];
  const titleStyle: TextOptions = {
    font: "fraunces",
    weight: 620,
    size: 52,
    axes: { opsz: 144, SOFT: 30, WONK: 0 },
  };
  const maxW = 480 - 128 - 6;
  const w = textWidth("Whisker Walks", titleStyle);
  const size = Math.min(52, (52 * maxW) / w);
  const title = setText("Whisker Walks", { ...titleStyle, size }, 126, 66, color);
  parts.push(title.svg);
  const nycStyle: TextOptions = { font: "inter", weight: 700, size: 17, tracking: 0.42 };
  const nyc = setText("NYC", nycStyle, 128, 96, color);
  parts.push(nyc.svg);
  parts.push(rect(128 + nyc.width + 14, 89, Math.max(20, title.width - nyc.width - 16), 2.5, color));
  return g(parts);
}

export function logoSvg(color: string): string {
  const canvas = createCanvas(480, 120, 1);
  const body = logoBody(canvas, color);
  return svgDocument(480, 120, canvas.defs, body, "Whisker Walks NYC");
}

export function markSvg(): string {
  const canvas = createCanvas(512, 512, 2);
  const body = g([
    path(roundRect(0, 0, 512, 512, 112), palette.marmalade),
    g(markShapes(canvas, palette.ink, palette.paper), { transform: "translate(56 40) scale(4)" }),
  ]);
  return svgDocument(512, 512, canvas.defs, body, "Whisker Walks NYC");
}

type Built = { svg: string; width: number; defs?: string[] };
type Wordmark = { slug: string; name: string; build: () => Built };

/** A solid shape with text knocked out of it (a mask, so overlapping glyph contours stay solid). */
function knockout(
  id: string,
  shape: string,
  text: string,
  box: [number, number, number, number],
): { svg: string; defs: string[] } {
  const [x, y, w, h] = box;
  const mask = el("mask", { id, maskUnits: "userSpaceOnUse", x, y, width: w, height: h }, [
    rect(x, y, w, h, "#FFF"),
    path(text, "#000"),
  ]);
  return { svg: path(shape, ink, { mask: `url(#${id})` }), defs: [mask] };
}

const H = 80;
const ink = palette.ink;

function lineMark(text: string, style: TextOptions, baseline = 56, pad = 4): { svg: string; width: number } {
  const t = setText(text, style, pad, baseline, ink);
  return { svg: t.svg, width: Math.ceil(t.width + pad * 2) };
}

export const wordmarks: Wordmark[] = [
  {
    slug: "the-harbor-courier",
    name: "The Harbor Courier",
    build: () => {
      const t = setText("The Harbor Courier", { font: "frakturMaguntia", size: 54 }, 4, 54, ink);
      const w = Math.ceil(t.width + 8);
      return { svg: g([t.svg, rect(4, 66, w - 8, 2, ink), rect(4, 71, w - 8, 1, ink)]), width: w };
    },
  },
  {
    slug: "brooklyn-ledger",
    name: "Brooklyn Ledger",
    build: () => {
      const t = setText("Brooklyn Ledger", { font: "playfair", weight: 800, size: 50 }, 4, 52, ink);
      const w = Math.ceil(t.width + 8);
      return { svg: g([t.svg, rect(4, 64, w - 8, 3, ink), rect(4, 70, w - 8, 1.2, ink)]), width: w };
    },
  },
  {
    slug: "gotham-daily-wire",
    name: "Gotham Daily Wire",
    build: () => {
      const a = setText("GOTHAM", { font: "oswald", weight: 700, size: 58, tracking: 0.02 }, 4, 62, ink);
      const b = setText(
        "DAILY WIRE",
        { font: "oswald", weight: 300, size: 58, tracking: 0.04 },
        4 + a.width + 14,
        62,
        ink,
      );
      return { svg: g([a.svg, b.svg]), width: Math.ceil(4 + a.width + 14 + b.width + 4) };
    },
  },
  {
    slug: "metro-evening-news",
    name: "Metro Evening News",
    build: () => {
      // A broadcaster's badge: METRO knocked out of a rounded block, EVENING NEWS beside it.
      const badgeText = textPath("METRO", { font: "inter", weight: 800, size: 34, tracking: 0.06 });
      const bw = badgeText.width + 36;
      const badge = knockout("metro", roundRect(4, 12, bw, 56, 12), translatePath(badgeText.d, 22, 52), [
        0,
        0,
        bw + 8,
        80,
      ]);
      const top = setText(
        "EVENING",
        { font: "inter", weight: 700, size: 24, tracking: 0.18 },
        bw + 20,
        37,
        ink,
      );
      const bottom = setText(
        "NEWS",
        { font: "inter", weight: 400, size: 24, tracking: 0.42 },
        bw + 20,
        66,
        ink,
      );
      return {
        svg: g([badge.svg, top.svg, bottom.svg]),
        defs: badge.defs,
        width: Math.ceil(bw + 24 + Math.max(top.width, bottom.width) + 4),
      };
    },
  },
  {
    slug: "five-boroughs-weekly",
    name: "Five Boroughs Weekly",
    build: () => {
      const t = setText("Five Boroughs Weekly", { font: "robotoSlab", weight: 700, size: 44 }, 4, 50, ink);
      const dots = [0, 1, 2, 3, 4].map((i) => el("circle", { cx: 8 + i * 16, cy: 66, r: 4.5, fill: ink }));
      return {
        svg: g([t.svg, ...dots, rect(90, 64.5, t.width - 86, 3, ink)]),
        width: Math.ceil(t.width + 8),
      };
    },
  },
  {
    slug: "the-city-tab",
    name: "The City Tab",
    build: () => {
      const t = textPath("THE CITY TAB", { font: "oswald", weight: 700, size: 46, tracking: 0.05 });
      const w = t.width + 40;
      const box = knockout("tab", roundRect(4, 8, w, 64, 4), translatePath(t.d, 24, 59), [0, 0, w + 8, 80]);
      return { svg: box.svg, defs: box.defs, width: Math.ceil(w + 8) };
    },
  },
  {
    slug: "urban-explorer-magazine",
    name: "Urban Explorer Magazine",
    build: () => {
      const a = setText(
        "URBAN EXPLORER",
        { font: "oswald", weight: 500, size: 42, tracking: 0.12 },
        4,
        46,
        ink,
      );
      const b = setText("MAGAZINE", { font: "inter", weight: 600, size: 15, tracking: 0.6 }, 4, 72, ink);
      return {
        svg: g([a.svg, b.svg, rect(b.width + 16, 66, Math.max(10, a.width - b.width - 14), 2, ink)]),
        width: Math.ceil(a.width + 8),
      };
    },
  },
  {
    slug: "cat-fancy-quarterly",
    name: "Cat Fancy Quarterly",
    build: () => lineMark("Cat Fancy Quarterly", { font: "playfairItalic", weight: 700, size: 50 }, 54),
  },
  {
    slug: "travel-notes-radio",
    name: "Travel Notes Radio",
    build: () => {
      const waves = [12, 22, 32].map((r) =>
        el("path", {
          d: `M${22 - r * 0.7} ${40 - r * 0.7}A${r} ${r} 0 0 1 ${22 + r * 0.7} ${40 - r * 0.7}`,
          stroke: ink,
          "stroke-width": 4.5,
          fill: "none",
          "stroke-linecap": "round",
        }),
      );
      const dot = el("circle", { cx: 22, cy: 44, r: 6, fill: ink });
      const t = setText(
        "Travel Notes",
        { font: "inter", weight: 800, size: 36, tracking: -0.01 },
        64,
        44,
        ink,
      );
      const r = setText("RADIO", { font: "inter", weight: 500, size: 18, tracking: 0.5 }, 66, 70, ink);
      return {
        svg: g([...waves, dot, rect(19, 48, 6, 22, ink), t.svg, r.svg]),
        width: Math.ceil(64 + Math.max(t.width, r.width) + 6),
      };
    },
  },
  {
    slug: "ny-history-review",
    name: "NY History Review",
    build: () => {
      const ny = textPath("NY", { font: "fraunces", weight: 700, size: 34, axes: { opsz: 72, WONK: 0 } });
      const disc = knockout(
        "ny",
        "M4 40a36 36 0 1 0 72 0a36 36 0 1 0 -72 0Z",
        translatePath(ny.d, 40 - ny.width / 2, 52),
        [0, 0, 80, 80],
      );
      const a = setText(
        "History Review",
        { font: "fraunces", weight: 500, size: 44, axes: { opsz: 144, WONK: 0 } },
        92,
        55,
        ink,
      );
      return { svg: g([disc.svg, a.svg]), defs: disc.defs, width: Math.ceil(92 + a.width + 6) };
    },
  },
];

/** Moves every coordinate pair of a simple path (M/L/Q/C/Z only) by dx, dy. */
export function translatePath(d: string, dx: number, dy: number): string {
  return d.replace(/([MLQC])([^MLQCZ]*)/g, (_m: string, cmd: string, args: string) => {
    const nums = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const moved = nums.map((v, i) => n(i % 2 === 0 ? v + dx : v + dy));
    return `${cmd}${moved.join(" ")}`;
  });
}

export function wordmarkSvg(mark: Wordmark): { svg: string; width: number } {
  const built = mark.build();
  return { svg: svgDocument(built.width, H, built.defs ?? [], built.svg, mark.name), width: built.width };
}
