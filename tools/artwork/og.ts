/**
 * Social cards (1200 x 630): paper, the logo, the page title in Fraunces (as paths, at most three
 * lines), an optional eyebrow in Inter caps, and a cropped scene on the right.
 */
import { textWidth, wrapText, type TextOptions } from "./fonts.ts";
import { roundRect } from "./geometry.ts";
import { paperGrain } from "./paper.ts";
import { mix, palette } from "./palette.ts";
import { hashSeed } from "./random.ts";
import { createCanvas, el, g, path, rect, svgDocument, type Canvas } from "./svg.ts";
import { logoBody } from "./wordmarks.ts";
import { setText } from "./wordmarks.ts";
import { cropScene } from "./scenes/frame.ts";
import { ogScenes, type OgScene } from "./scenes/og-scenes.ts";

export type { OgScene };

export type OgImageOptions = { title: string; eyebrow?: string; scene: string };

const WIDTH = 1200;
const HEIGHT = 630;

function isOgScene(name: string): name is OgScene {
  return Object.prototype.hasOwnProperty.call(ogScenes, name);
}

/** Fits the title into at most three lines, shrinking the size if needed. */
function fitTitle(title: string, maxWidth: number): { lines: string[]; style: TextOptions } {
  for (const size of [68, 62, 56, 50, 46, 42, 38]) {
    const style: TextOptions = {
      font: "fraunces",
      weight: 620,
      size,
      axes: { opsz: 144, SOFT: 30, WONK: 0 },
    };
    const lines = wrapText(title, style, maxWidth);
    if (lines.length <= 3 && lines.every((l) => textWidth(l, style) <= maxWidth)) return { lines, style };
  }
  const style: TextOptions = {
    font: "fraunces",
    weight: 620,
    size: 38,
    axes: { opsz: 144, SOFT: 30, WONK: 0 },
  };
  const lines = wrapText(title, style, maxWidth);
  if (lines.length > 3) {
    const kept = lines.slice(0, 3);
    kept[2] = `${kept[2]}…`;
    return { lines: kept, style };
  }
  return { lines, style };
}

export function ogImageSvg(options: OgImageOptions): string {
  const scene: OgScene = isOgScene(options.scene) ? options.scene : "home";
  const canvas: Canvas = createCanvas(WIDTH, HEIGHT, hashSeed(`og:${scene}`));
  const parts: string[] = [rect(0, 0, WIDTH, HEIGHT, palette.paper)];
  // The scene on the right, in a rounded window.
  const box: [number, number, number, number] = [660, 36, 504, 558];
  const spec = ogScenes[scene];
  const clip = canvas.uid("ogclip");
  canvas.defs.push(el("clipPath", { id: clip }, path(roundRect(...box, 28), "#000")));
  parts.push(
    g(
      cropScene(
        canvas,
        spec.draw,
        { width: spec.width, height: spec.height, seed: hashSeed(`og-scene:${scene}`) },
        spec.crop,
        box,
      ),
      { "clip-path": `url(#${clip})` },
    ),
  );
  parts.push(path(roundRect(...box, 28), "none", { stroke: palette.cream, "stroke-width": 2 }));
  // Logo.
  parts.push(g(logoBody(canvas, palette.ink), { transform: "translate(56 44) scale(0.62)" }));
  // Eyebrow and title.
  const maxWidth = 560;
  const { lines, style } = fitTitle(options.title, maxWidth);
  const lineH = style.size * 1.1;
  const blockH = lines.length * lineH + (options.eyebrow ? 44 : 0);
  let y = 150 + Math.max(0, (400 - blockH) / 2);
  if (options.eyebrow) {
    parts.push(
      setText(
        options.eyebrow.toUpperCase(),
        { font: "inter", weight: 600, size: 20, tracking: 0.16 },
        60,
        y + 20,
        palette.marmaladeDark,
      ).svg,
    );
    y += 44;
  }
  lines.forEach((line, i) =>
    parts.push(setText(line, style, 58, y + style.size * 0.92 + i * lineH, palette.ink).svg),
  );
  parts.push(rect(60, 552, 48, 4, palette.marmalade, { rx: 2 }));
  parts.push(
    setText(
      "whiskerwalks.nyc",
      { font: "inter", weight: 500, size: 20 },
      122,
      562,
      mix(palette.muted, palette.ink, 0.2),
    ).svg,
  );
  parts.push(paperGrain(canvas, { opacity: 0.08 }));
  return svgDocument(WIDTH, HEIGHT, canvas.defs, g(parts), options.title);
}
