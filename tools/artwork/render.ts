/** Turns a drawing function into a finished SVG document with paper grain. */
import { paperGrain } from "./paper.ts";
import { createCanvas, svgDocument, type Canvas } from "./svg.ts";

export type Draw = (canvas: Canvas) => string;

export type RenderOptions = { grain?: number; title?: string };

export function renderSvg(
  width: number,
  height: number,
  seed: number,
  draw: Draw,
  options: RenderOptions = {},
): string {
  const canvas = createCanvas(width, height, seed);
  const body = draw(canvas);
  const grain = options.grain === 0 ? "" : paperGrain(canvas, { opacity: options.grain ?? 0.1 });
  return svgDocument(width, height, canvas.defs, body + grain, options.title);
}
