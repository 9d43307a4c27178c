/** The brand palette and color arithmetic for tints and shades. */

export const palette = {
  paper: "#FBF6EE",
  white: "#FFFFFF",
  ink: "#1F2A37",
  muted: "#4B5563",
  marmalade: "#D9822B",
  marmaladeDark: "#A85A14",
  brick: "#9E3B2F",
  harbor: "#2F5D62",
  cream: "#E9DFCF",
} as const;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number): string =>
    Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

/** Linear mix of two hex colors: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

/** Toward paper. */
export function tint(color: string, t: number): string {
  return mix(color, palette.paper, t);
}

/** Toward ink. */
export function shade(color: string, t: number): string {
  return mix(color, palette.ink, t);
}

/** Derived colors used across scenes, all mixed from the brand palette. */
export const tones = {
  brownstone: mix(palette.brick, palette.ink, 0.42),
  brownstoneLight: mix(mix(palette.brick, palette.marmaladeDark, 0.5), palette.ink, 0.22),
  sandstone: mix(palette.cream, palette.marmalade, 0.28),
  limestone: mix(palette.cream, palette.muted, 0.12),
  slate: mix(palette.muted, palette.harbor, 0.35),
  leaf: mix(palette.harbor, "#5E7F4A", 0.55),
  leafLight: mix(palette.harbor, "#9DB36B", 0.5),
  night: mix(palette.ink, palette.harbor, 0.25),
  glow: mix(palette.marmalade, "#FFE2A8", 0.55),
  water: mix(palette.harbor, palette.muted, 0.2),
  skin: ["#F1C9A5", "#D9A47C", "#B97E55", "#8D5A3B", "#5E3A26"] as const,
};
