/**
 * Text as SVG paths, with fontkit: the social cards' titles (scripts/og-images.ts) and every letter of the
 * artwork tool (tools/artwork/fonts.ts names its own font files).
 *
 * fontkit 2.0.4 cannot apply variation axes to WOFF2 fonts (getVariation() re-reads the
 * compressed file as plain TrueType, and WOFF2 glyphs skip the gvar deltas), so for variable
 * fonts we lay the text out with fontkit (advances and kerning honour HVAR and the axes) and
 * apply the glyph deltas ourselves through fontkit's own variation processor.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";

const require = createRequire(import.meta.url);

type Point = { x: number; y: number; onCurve: boolean; endContour: boolean; copy: () => Point };
type Component = {
  glyphID: number;
  dx: number;
  dy: number;
  scaleX: number;
  scaleY: number;
  scale01: number;
  scale10: number;
};
type RawGlyph = { numberOfContours: number; points?: Point[]; components?: Component[] } | null;
type PathCommand = { command: string; args: number[] };
type FkGlyph = { id: number; path: { commands: PathCommand[] } };
type FkRun = { glyphs: FkGlyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
type FkAxis = { axisTag: string; minValue: number; maxValue: number; defaultValue: number };
type FkFont = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  xHeight: number;
  directory: { tables: Record<string, { transformed?: boolean } | undefined> };
  fvar?: { axis: FkAxis[] };
  variationCoords: number[] | null;
  layout: (text: string, features?: string[]) => FkRun;
  _transformedGlyphs?: RawGlyph[];
  _transformGlyfTable?: () => void;
  _variationProcessor: { transformPoints: (gid: number, points: Point[]) => void } | null;
};
type Fontkit = { create: (buffer: Buffer) => FkFont };

const fontkit = require("fontkit") as Fontkit;

/** A font file, and whether it is variable (its weight and other axes are set by variation, not by file). */
export type FontFile = { file: string; variable: boolean };

export type FontStyle<Name extends string> = {
  font: Name;
  /** 100-900; a static font is the file of that weight (see `fontFile`). */
  weight?: number;
  /** Extra variation axes of variable fonts, e.g. { opsz: 144, SOFT: 50, WONK: 0 }. */
  axes?: Record<string, number>;
};

type LoadedFont = { font: FkFont; raw: RawGlyph[] | null };

const cache = new Map<string, LoadedFont>();

function loadFont(
  { file, variable }: FontFile,
  weight: number,
  axes: Record<string, number> = {},
): LoadedFont {
  const key = JSON.stringify([file, weight, axes]);
  const hit = cache.get(key);
  if (hit) return hit;
  const buffer = readFileSync(file);
  let loaded: LoadedFont;
  if (variable) {
    // Decode the WOFF2 glyph table once without variations (fontkit fails otherwise) ...
    const plain = fontkit.create(buffer);
    plain._transformGlyfTable?.();
    const raw = plain._transformedGlyphs ?? null;
    // ... then open a second instance with the axes set, for layout and the variation processor.
    const font = fontkit.create(buffer);
    const settings: Record<string, number> = { wght: weight, ...axes };
    font.variationCoords = (font.fvar?.axis ?? []).map((axis) => {
      const value = settings[axis.axisTag.trim()];
      return value === undefined
        ? axis.defaultValue
        : Math.max(axis.minValue, Math.min(axis.maxValue, value));
    });
    font._transformedGlyphs = raw ?? undefined;
    loaded = { font, raw };
  } else {
    loaded = { font: fontkit.create(buffer), raw: null };
  }
  cache.set(key, loaded);
  return loaded;
}

type Contour = { x: number; y: number; onCurve: boolean }[];

/** Contours of a glyph with the font's variation deltas applied. */
function variedContours(loaded: LoadedFont, gid: number, depth = 0): Contour[] {
  const raw = loaded.raw?.[gid] ?? null;
  const processor = loaded.font._variationProcessor;
  if (!raw || depth > 4) return [];
  if (raw.numberOfContours > 0 && raw.points && raw.points.length > 0) {
    const first = raw.points[0] as Point;
    const points = raw.points.map((p) => p.copy());
    const phantom = [0, 1, 2, 3].map(() => {
      const p = first.copy();
      p.x = 0;
      p.y = 0;
      p.onCurve = false;
      p.endContour = true;
      return p;
    });
    const all = points.concat(phantom);
    processor?.transformPoints(gid, all);
    const contours: Contour[] = [];
    let current: Contour = [];
    for (const p of points) {
      current.push({ x: p.x, y: p.y, onCurve: p.onCurve });
      if (p.endContour) {
        contours.push(current);
        current = [];
      }
    }
    return contours;
  }
  if (raw.numberOfContours < 0 && raw.components) {
    const out: Contour[] = [];
    const sample = loaded.raw?.find((g) => g?.points && g.points.length > 0)?.points?.[0];
    let offsets = raw.components.map((c) => ({ x: c.dx, y: c.dy }));
    if (processor && sample) {
      const pts = raw.components.map((c) => {
        const p = sample.copy();
        p.x = c.dx;
        p.y = c.dy;
        p.onCurve = true;
        p.endContour = true;
        return p;
      });
      for (let i = 0; i < 4; i++) {
        const p = sample.copy();
        p.x = 0;
        p.y = 0;
        p.onCurve = false;
        p.endContour = true;
        pts.push(p);
      }
      processor.transformPoints(gid, pts);
      offsets = pts.slice(0, raw.components.length).map((p) => ({ x: p.x, y: p.y }));
    }
    raw.components.forEach((c, i) => {
      const o = offsets[i] ?? { x: c.dx, y: c.dy };
      for (const contour of variedContours(loaded, c.glyphID, depth + 1)) {
        out.push(
          contour.map((p) => ({
            x: p.x * c.scaleX + p.y * c.scale01 + o.x,
            y: p.y * c.scaleY + p.x * c.scale10 + o.y,
            onCurve: p.onCurve,
          })),
        );
      }
    });
    return out;
  }
  return [];
}

/** Converts TrueType quadratic contours to path commands (the same rules as fontkit's TTFGlyph). */
function contoursToCommands(contours: Contour[]): PathCommand[] {
  type Pt = Contour[number];
  const cmds: PathCommand[] = [];
  for (const contour of contours) {
    const head = contour[0];
    const tail = contour[contour.length - 1];
    if (!head || !tail) continue;
    let first: Pt = head;
    let start = 0;
    if (head.onCurve) start = 1;
    else first = tail.onCurve ? tail : { x: (head.x + tail.x) / 2, y: (head.y + tail.y) / 2, onCurve: true };
    let control: Pt | null = null;
    cmds.push({ command: "moveTo", args: [first.x, first.y] });
    for (let j = start; j < contour.length; j++) {
      const pt = contour[j] as Pt;
      const prev = j === 0 ? first : (contour[j - 1] as Pt);
      if (prev.onCurve && pt.onCurve) cmds.push({ command: "lineTo", args: [pt.x, pt.y] });
      else if (prev.onCurve && !pt.onCurve) control = pt;
      else if (!prev.onCurve && !pt.onCurve) {
        cmds.push({
          command: "quadraticCurveTo",
          args: [prev.x, prev.y, (prev.x + pt.x) / 2, (prev.y + pt.y) / 2],
        });
        control = pt;
      } else if (control) {
        cmds.push({ command: "quadraticCurveTo", args: [control.x, control.y, pt.x, pt.y] });
        control = null;
      }
    }
    if (control) cmds.push({ command: "quadraticCurveTo", args: [control.x, control.y, first.x, first.y] });
    cmds.push({ command: "closePath", args: [] });
  }
  return cmds;
}

function glyphCommands(loaded: LoadedFont, glyph: FkGlyph): PathCommand[] {
  if (loaded.raw) return contoursToCommands(variedContours(loaded, glyph.id));
  return glyph.path.commands;
}

const r1 = (v: number): string => {
  const s = (Math.round(v * 10) / 10).toString();
  return s === "-0" ? "0" : s;
};

export type TextOptions<Name extends string> = FontStyle<Name> & {
  size: number;
  /** Extra space between letters, in em. */
  tracking?: number;
  features?: string[];
};

export type SetText = { d: string; width: number; ascent: number; descent: number; capHeight: number };

export type Typesetter<Name extends string> = {
  /** Lays out one line; the path starts at x = 0 with the baseline at y = 0. */
  textPath: (text: string, options: TextOptions<Name>) => SetText;
  /** Width of a line without building its path. */
  textWidth: (text: string, options: TextOptions<Name>) => number;
  /** Greedy word wrap to a maximum width; returns the lines. */
  wrapText: (text: string, options: TextOptions<Name>, maxWidth: number) => string[];
};

/** Sets text in a family of named fonts; `fontFile` says which file holds a font at a weight. */
export function typesetter<Name extends string>(
  fontFile: (font: Name, weight: number) => FontFile,
): Typesetter<Name> {
  const load = (style: FontStyle<Name>): LoadedFont => {
    const weight = style.weight ?? 400;
    return loadFont(fontFile(style.font, weight), weight, style.axes);
  };

  const textPath = (text: string, options: TextOptions<Name>): SetText => {
    const loaded = load(options);
    const font = loaded.font;
    const scale = options.size / font.unitsPerEm;
    const run = font.layout(text, options.features);
    const tracking = (options.tracking ?? 0) * font.unitsPerEm;
    let pen = 0;
    const parts: string[] = [];
    run.glyphs.forEach((glyph, i) => {
      const pos = run.positions[i] ?? { xAdvance: 0, xOffset: 0, yOffset: 0 };
      const ox = pen + pos.xOffset;
      const oy = pos.yOffset;
      for (const c of glyphCommands(loaded, glyph)) {
        const a = c.args;
        const X = (k: number): string => r1((ox + (a[k] ?? 0)) * scale);
        const Y = (k: number): string => r1(-(oy + (a[k] ?? 0)) * scale);
        if (c.command === "moveTo") parts.push(`M${X(0)} ${Y(1)}`);
        else if (c.command === "lineTo") parts.push(`L${X(0)} ${Y(1)}`);
        else if (c.command === "quadraticCurveTo") parts.push(`Q${X(0)} ${Y(1)} ${X(2)} ${Y(3)}`);
        else if (c.command === "bezierCurveTo")
          parts.push(`C${X(0)} ${Y(1)} ${X(2)} ${Y(3)} ${X(4)} ${Y(5)}`);
        else if (c.command === "closePath") parts.push("Z");
      }
      pen += pos.xAdvance + (i < run.glyphs.length - 1 ? tracking : 0);
    });
    return {
      d: parts.join(""),
      width: pen * scale,
      ascent: font.ascent * scale,
      descent: -font.descent * scale,
      capHeight: (font.capHeight || font.ascent * 0.7) * scale,
    };
  };

  const textWidth = (text: string, options: TextOptions<Name>): number => {
    const loaded = load(options);
    const run = loaded.font.layout(text, options.features);
    const tracking = (options.tracking ?? 0) * loaded.font.unitsPerEm;
    const total =
      run.positions.reduce((sum, p) => sum + p.xAdvance, 0) + tracking * Math.max(0, run.glyphs.length - 1);
    return (total * options.size) / loaded.font.unitsPerEm;
  };

  const wrapText = (text: string, options: TextOptions<Name>, maxWidth: number): string[] => {
    const words = text.split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = "";
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && textWidth(candidate, options) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  };

  return { textPath, textWidth, wrapText };
}
