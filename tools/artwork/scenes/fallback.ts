/** Quiet fallback images: one cat silhouette on a soft background. */
import type { Pose } from "../cats.ts";
import { drawCat } from "../cats.ts";
import { mix } from "../palette.ts";
import { circle, g, rect, type Canvas } from "../svg.ts";

export type FallbackSpec = {
  background: string;
  cat: string;
  pose: Pose;
  accent: string;
  flip: boolean;
  tail: "wrap" | "up";
};

export function describeFallback(s: FallbackSpec, colorName: string): string {
  const pose =
    s.pose === "sitFront" || s.pose === "sit"
      ? "sitting"
      : s.pose === "sitBack"
        ? "sitting with its back turned"
        : s.pose === "loaf"
          ? "loafing"
          : s.pose === "walk"
            ? "walking"
            : s.pose === "curl"
              ? "curled up"
              : s.pose === "stretch"
                ? "stretching"
                : "lounging";
  return `Illustration: a simple cat silhouette ${pose} on a soft ${colorName} background.`;
}

/** A quiet fallback: one cat silhouette on a soft background with a sun-like circle. */
export function fallback(canvas: Canvas, s: FallbackSpec): string {
  const { width: W, height: H } = canvas;
  const u = H / 900;
  return g([
    rect(0, 0, W, H, s.background),
    circle(W * 0.5, H * 0.5, H * 0.34, s.accent),
    rect(0, H * 0.78, W, H * 0.22, mix(s.background, s.cat, 0.12)),
    drawCat(canvas, {
      pose: s.pose,
      coat: "black",
      x: W * 0.5,
      y: H * 0.78,
      size: H * 0.4,
      silhouette: s.cat,
      flip: s.flip,
      tail: s.tail,
    }),
    rect(0, H * 0.78, W, 4 * u, mix(s.background, s.cat, 0.2)),
  ]);
}
