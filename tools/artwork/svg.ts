/** Small helpers for writing SVG markup by hand. */
import { createRng, type Rng } from "./random.ts";

export type Attrs = Record<string, string | number | undefined | null | false>;

/** A number rounded to one decimal, without a trailing ".0". */
export function n(value: number): string {
  const s = (Math.round(value * 10) / 10).toString();
  return s === "-0" ? "0" : s;
}

function attrText(attrs: Attrs): string {
  let out = "";
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === "number" ? n(value) : value}"`;
  }
  return out;
}

export function el(tag: string, attrs: Attrs = {}, children?: string | readonly string[]): string {
  const inner = children === undefined ? "" : typeof children === "string" ? children : children.join("");
  return inner ? `<${tag}${attrText(attrs)}>${inner}</${tag}>` : `<${tag}${attrText(attrs)}/>`;
}

export function g(children: string | readonly string[], attrs: Attrs = {}): string {
  const inner = typeof children === "string" ? children : children.join("");
  if (!inner) return "";
  return Object.keys(attrs).length ? el("g", attrs, inner) : inner;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string {
  return el("rect", { x, y, width: w, height: h, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el("circle", { cx, cy, r, fill, ...extra });
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
): string {
  return el("ellipse", { cx, cy, rx, ry, fill, ...extra });
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return el("path", { d, fill, ...extra });
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
): string {
  return el("line", { x1, y1, x2, y2, stroke, "stroke-width": width, ...extra });
}

/** translate + uniform scale, mirrored horizontally when flip is true. */
export function at(x: number, y: number, scale = 1, flip = false): string {
  const sx = flip ? -scale : scale;
  if (scale === 1 && !flip) return `translate(${n(x)} ${n(y)})`;
  return `translate(${n(x)} ${n(y)}) scale(${Math.round(sx * 1000) / 1000} ${Math.round(scale * 1000) / 1000})`;
}

/** Everything a scene needs while drawing one image: size, randomness and a place for defs. */
export type Canvas = {
  width: number;
  height: number;
  rng: Rng;
  defs: string[];
  /** A document-unique id such as "c12". */
  uid: (prefix: string) => string;
};

export function createCanvas(width: number, height: number, seed: number): Canvas {
  let counter = 0;
  return {
    width,
    height,
    rng: createRng(seed),
    defs: [],
    uid: (prefix: string): string => `${prefix}${++counter}`,
  };
}

export function linearGradient(
  canvas: Canvas,
  stops: readonly (readonly [number, string])[],
  x2 = 0,
  y2 = 1,
): string {
  const id = canvas.uid("lg");
  const stopEls = stops.map(([offset, color]) => el("stop", { offset, "stop-color": color }));
  canvas.defs.push(el("linearGradient", { id, x1: 0, y1: 0, x2, y2 }, stopEls));
  return `url(#${id})`;
}

export function radialGradient(
  canvas: Canvas,
  stops: readonly (readonly [number, string, number?])[],
): string {
  const id = canvas.uid("rg");
  const stopEls = stops.map(([offset, color, opacity]) =>
    el("stop", { offset, "stop-color": color, "stop-opacity": opacity }),
  );
  canvas.defs.push(el("radialGradient", { id }, stopEls));
  return `url(#${id})`;
}

/**
 * Registers a mask that shows only the area covered by the given shapes (painted white), inside
 * the box. A mask rather than a clip path: librsvg merges clip path children into one path, so
 * overlapping shapes drawn in opposite directions would cancel out.
 */
export function shapeMask(
  canvas: Canvas,
  shapes: readonly string[],
  box: [number, number, number, number],
): string {
  const id = canvas.uid("m");
  const [x, y, width, height] = box;
  canvas.defs.push(
    el(
      "mask",
      { id, maskUnits: "userSpaceOnUse", x, y, width, height },
      el(
        "g",
        { fill: "#FFF" },
        shapes.map((d) => el("path", { d })),
      ),
    ),
  );
  return `url(#${id})`;
}

/** Registers a clip path made of the given shapes (keep their windings consistent); returns the attribute value. */
export function clipPath(canvas: Canvas, shapes: string): string {
  const id = canvas.uid("cp");
  canvas.defs.push(el("clipPath", { id }, shapes));
  return `url(#${id})`;
}

export function svgDocument(
  width: number,
  height: number,
  defs: readonly string[],
  body: string,
  title?: string,
): string {
  const titleEl = title ? el("title", {}, escapeXml(title)) : "";
  const defsEl = defs.length ? el("defs", {}, defs.join("")) : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${titleEl}${defsEl}${body}</svg>\n`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
