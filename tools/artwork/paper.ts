/** The paper texture: one fine feTurbulence grain over the whole image (cheap for librsvg). */
import { el, rect, type Canvas } from "./svg.ts";

export type GrainOptions = { opacity?: number; frequency?: number };

/** A full-size overlay of paper grain; put it last in the body. */
export function paperGrain(canvas: Canvas, options: GrainOptions = {}): string {
  const id = canvas.uid("grain");
  const seed = canvas.rng.int(1, 999);
  canvas.defs.push(
    el(
      "filter",
      {
        id,
        x: 0,
        y: 0,
        width: "100%",
        height: "100%",
        filterUnits: "userSpaceOnUse",
        "color-interpolation-filters": "sRGB",
      },
      [
        el("feTurbulence", {
          type: "fractalNoise",
          baseFrequency: options.frequency ?? 0.8,
          numOctaves: 2,
          seed,
          stitchTiles: "stitch",
          result: "noise",
        }),
        // Map the noise to speckles of warm ink with a soft, uneven alpha.
        el("feColorMatrix", {
          type: "matrix",
          values: "0 0 0 0 0.19  0 0 0 0 0.15  0 0 0 0 0.1  0 0 0 -2.4 1.45",
        }),
      ],
    ),
  );
  return rect(0, 0, canvas.width, canvas.height, "#000", {
    filter: `url(#${id})`,
    opacity: options.opacity ?? 0.16,
  });
}
