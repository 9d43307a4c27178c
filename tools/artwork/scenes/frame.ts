/** Draw a scene at its own size and show a crop of it inside another canvas (reels, OG cards, vertical posters). */
import { createRng } from "../random.ts";
import { el, type Canvas } from "../svg.ts";

export type DrawScene = (canvas: Canvas) => string;

/**
 * Draws `draw` on a virtual canvas of srcW x srcH and places the crop box (x, y, w, h in source units)
 * into the target rectangle, scaled to cover it.
 */
export function cropScene(
  canvas: Canvas,
  draw: DrawScene,
  src: { width: number; height: number; seed: number },
  crop: [number, number, number, number],
  target: [number, number, number, number],
): string {
  const sub: Canvas = {
    width: src.width,
    height: src.height,
    rng: createRng(src.seed),
    defs: canvas.defs,
    uid: canvas.uid,
  };
  const body = draw(sub);
  const [x, y, w, h] = target;
  const clip = canvas.uid("crop");
  canvas.defs.push(el("clipPath", { id: clip }, el("rect", { x, y, width: w, height: h })));
  return el(
    "g",
    { "clip-path": `url(#${clip})` },
    el(
      "svg",
      {
        x,
        y,
        width: w,
        height: h,
        viewBox: crop.join(" "),
        preserveAspectRatio: "xMidYMid slice",
        overflow: "hidden",
      },
      body,
    ),
  );
}
