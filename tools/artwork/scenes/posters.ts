/** The book cover and the calm video poster. */
import { drawCat } from "../cats.ts";
import { wrapText } from "../fonts.ts";
import { ferry, water } from "../harbor.ts";
import { brooklynBridge, libertySilhouette, skyline } from "../landmarks.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { drawSky, far, moods } from "../sky.ts";
import { el, g, path, rect, type Canvas } from "../svg.ts";
import { setTextCentered } from "../wordmarks.ts";

/** The book cover: "The Cats Who Built New York" by Margo Feld. */
export function bookCover(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const mood = moods.dusk;
  const parts: string[] = [rect(0, 0, W, H, shade(palette.harbor, 0.55))];
  // Illustration panel in the lower two thirds.
  const top = H * 0.42;
  const id = canvas.uid("book");
  canvas.defs.push(
    el(
      "clipPath",
      { id },
      path(
        `M${W * 0.08} ${H * 0.92}V${top + W * 0.42}A${W * 0.42} ${W * 0.42} 0 0 1 ${W * 0.92} ${top + W * 0.42}V${H * 0.92}Z`,
        "#000",
      ),
    ),
  );
  const art: string[] = [];
  const sub = { ...canvas, height: H * 0.92 };
  art.push(drawSky(sub, mood, { sun: { x: W * 0.5, y: H * 0.66, r: 70 }, stars: 40, horizon: H * 0.74 }));
  art.push(
    skyline(rng, mood, {
      x0: W * 0.02,
      x1: W * 1.05,
      base: H * 0.76,
      height: H * 0.3,
      color: far(mood, palette.ink, 0.3),
    }),
  );
  art.push(
    brooklynBridge({
      x: W * 0.22,
      deck: H * 0.7,
      towerWidth: 120,
      towerHeight: H * 0.28,
      spanLeft: W * 0.4,
      spanRight: W * 0.8,
      color: mix(palette.cream, palette.muted, 0.3),
      cable: palette.ink,
      water: H * 0.8,
      opening: mix(mood.skyBottom, mood.skyTop, 0.3),
    }),
  );
  art.push(rect(0, H * 0.8, W, H * 0.2, mix(palette.harbor, palette.ink, 0.3)));
  art.push(rect(0, H * 0.84, W, H * 0.2, palette.ink));
  art.push(
    drawCat(canvas, {
      pose: "sitBack",
      coat: "black",
      x: W * 0.62,
      y: H * 0.86,
      size: H * 0.2,
      silhouette: palette.ink,
      tail: "wrap",
    }),
  );
  parts.push(g(art, { "clip-path": `url(#${id})` }));
  parts.push(
    path(
      `M${W * 0.08} ${H * 0.92}V${top + W * 0.42}A${W * 0.42} ${W * 0.42} 0 0 1 ${W * 0.92} ${top + W * 0.42}V${H * 0.92}Z`,
      "none",
      { stroke: palette.marmalade, "stroke-width": 6 },
    ),
  );
  // Frame and title.
  parts.push(
    rect(W * 0.04, H * 0.03, W * 0.92, H * 0.94, "none", { stroke: palette.marmalade, "stroke-width": 3 }),
    rect(W * 0.055, H * 0.04, W * 0.89, H * 0.92, "none", { stroke: palette.marmalade, "stroke-width": 1.2 }),
  );
  const title = { font: "fraunces" as const, weight: 700, size: 86, axes: { opsz: 144, SOFT: 50, WONK: 1 } };
  const lines = wrapText("The Cats Who Built New York", title, W * 0.8);
  lines.forEach((line, k) =>
    parts.push(setTextCentered(line, title, W / 2, H * 0.15 + k * 92, palette.paper)),
  );
  parts.push(
    setTextCentered(
      "MARGO FELD",
      { font: "inter", weight: 600, size: 26, tracking: 0.36 },
      W / 2,
      H * 0.15 + lines.length * 92 + 10,
      palette.marmalade,
    ),
  );
  parts.push(
    setTextCentered(
      "A history of New York, told by its cats",
      { font: "frauncesItalic", weight: 400, size: 24, axes: { opsz: 24 } },
      W / 2,
      H * 0.955 - 4,
      tint(palette.cream, 0.2),
    ),
  );
  return g(parts);
}

/** Video poster: the harbor in the morning, the ferry and the Statue of Liberty, a cat on a pier post; a calm middle. */
export function harborPoster(canvas: Canvas): string {
  const { width: W, height: H } = canvas;
  const mood = moods.morning;
  const u = H / 720;
  const horizon = H * 0.56;
  const parts: string[] = [
    drawSky(canvas, mood, { sun: { x: W * 0.78, y: H * 0.24, r: 40 * u }, clouds: 3, horizon }),
  ];
  parts.push(rect(W * 0.7, horizon - 8 * u, W * 0.2, 10 * u, far(mood, tones.leaf, 0.45), { rx: 5 }));
  parts.push(
    libertySilhouette(
      W * 0.8,
      horizon + 2,
      H * 0.26,
      far(mood, mix(palette.harbor, palette.cream, 0.3), 0.35),
    ),
  );
  parts.push(water(canvas, mood, horizon, H));
  parts.push(ferry(mood, W * 0.36, horizon + H * 0.06, 90 * u));
  const post = mix(palette.marmaladeDark, palette.ink, 0.4);
  for (const [px, ph] of [
    [W * 0.06, 0.34],
    [W * 0.13, 0.3],
    [W * 0.92, 0.26],
  ] as const)
    parts.push(
      rect(px - 26 * u, H * (1 - ph), 52 * u, H * ph, post, { rx: 10 * u }),
      rect(px - 26 * u, H * (1 - ph), 52 * u, 10 * u, shade(post, 0.3), { rx: 5 * u }),
    );
  parts.push(drawCat(canvas, { pose: "sit", coat: "calico", x: W * 0.13, y: H * 0.7, size: H * 0.2 }));
  return g(parts);
}
