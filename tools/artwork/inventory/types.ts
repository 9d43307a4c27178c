/** One image of the inventory: where it goes, its size, its alt text and how to draw it. */
import type { Canvas } from "../svg.ts";

export type Neighborhood = "brooklyn-heights" | "financial-district" | "lower-east-side";

export type SceneEntry = {
  /** Path under content/images without extension, e.g. "gallery/tour-01". */
  name: string;
  width: number;
  height: number;
  alt: string;
  neighborhood?: Neighborhood;
  draw: (canvas: Canvas) => string;
  grain?: number;
};

/** A finished document (logos, wordmarks, the book cover's type). */
export type DocumentEntry = {
  name: string;
  width: number;
  height: number;
  alt: string;
  document: () => string;
};

export type Entry = SceneEntry | DocumentEntry;

export function pad2(n: number): string {
  return String(n).padStart(2, "0");
}
