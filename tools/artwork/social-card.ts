/**
 * The artwork of a social card (1200 x 630): paper, the logo, the web address and a cropped scene in a rounded
 * window on the right. The site's build (scripts/og-images.ts) sets each page's eyebrow and title in the paper
 * column it leaves open: x 58-618, y 150-550.
 */
import { roundRect } from "./geometry.ts";
import { mix, palette } from "./palette.ts";
import { hashSeed } from "./random.ts";
import { el, g, path, rect, type Canvas } from "./svg.ts";
import { logoBody, setText } from "./wordmarks.ts";
import { cropScene, type DrawScene } from "./scenes/frame.ts";

export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** A drawing at its own size and the crop of it the window shows (source units, roughly the window's shape). */
export type CroppedScene = {
  draw: DrawScene;
  width: number;
  height: number;
  crop: [number, number, number, number];
};

/** Draws the card on a 1200 x 630 canvas; `scene` names it, which seeds the drawing in the window. */
export function socialCardArt(canvas: Canvas, scene: string, spec: CroppedScene): string {
  const { width, height } = SOCIAL_CARD;
  const parts: string[] = [rect(0, 0, width, height, palette.paper)];
  const box: [number, number, number, number] = [660, 36, 504, 558];
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
  parts.push(g(logoBody(canvas, palette.ink), { transform: "translate(56 44) scale(0.62)" }));
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
  return g(parts);
}
