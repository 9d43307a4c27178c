/** What scripts/fonts.ts keeps of each font, and the faces it declares: pure, so it is tested on its own. */

export type FontFace = {
  family: string;
  /** The whole Latin file, under node_modules. */
  source: string;
  /** The subset's name under generated/fonts. */
  subsetFile: string;
  /** The weights kept: the site uses 400 (normal), 500, 600 and 700 (bold). */
  weights: [number, number];
  /**
   * Weights that every page's first screen shows, each also cut as a fixed (static) instance: a file of its own, a
   * third smaller than the variable one, which is then fetched only for the other weights.
   */
  instances?: number[];
};

export const FONT_FACES: FontFace[] = [
  {
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    subsetFile: "inter.woff2",
    weights: [400, 700],
  },
  {
    family: "Fraunces Variable",
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    subsetFile: "fraunces.woff2",
    weights: [400, 700],
    // The headings' weight (app.css), and the quotes'.
    instances: [400, 600],
  },
];

/** What Fontsource's Latin files cover, as code point ranges (their unicode-range). */
export const LATIN_RANGES: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** Control characters (a newline in the markup, say) are never drawn: neither face claims them. */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/** Whether Fontsource's Latin files draw the code point (others come from the system's fonts, as before). */
export const inLatin = (code: number) =>
  !isControl(code) && LATIN_RANGES.some(([from, to]) => code >= from && code <= to);

/** The named character references the content's Markdown and code use for typography. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ldquo: "\u201c",
  rdquo: "\u201d",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ndash: "\u2013",
  mdash: "\u2014",
  hellip: "\u2026",
  middot: "\u00b7",
  bull: "\u2022",
  copy: "\u00a9",
  reg: "\u00ae",
  trade: "\u2122",
  times: "\u00d7",
  rarr: "\u2192",
  larr: "\u2190",
  eacute: "\u00e9",
};

/** The text with its character references and escapes (&mdash;, &#8212;, \u2014) read as the characters they name. */
export function decodeReferences(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/\\u\{?([0-9a-f]{4,5})\}?/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole);
}

/** Printable ASCII that code and markup use and the site's words do not: left to the whole files. */
export const CODE_PUNCTUATION = "<>[\\]^_`{|}~";

/**
 * The characters to keep: every printable ASCII character but code punctuation (so nearly any English a visitor
 * types is in the subset), and every other character of the text that the Latin files cover, sorted by code point.
 * The text is the site's content and code, so its ASCII says nothing of what pages show; the build names any page
 * that shows a character the subsets lack.
 */
export function siteCharacters(text: string): string {
  const codes = new Set<number>();
  for (let code = 0x20; code <= 0x7e; code++) {
    if (!CODE_PUNCTUATION.includes(String.fromCharCode(code))) codes.add(code);
  }
  for (const character of decodeReferences(text)) {
    const code = character.codePointAt(0)!;
    if (code >= 0xa0 && inLatin(code)) codes.add(code);
  }
  return String.fromCodePoint(...[...codes].sort((a, b) => a - b));
}

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");

/** Sorted code points as a unicode-range value, consecutive ones joined (U+0020-007E, U+00A9). */
export function unicodeRange(codes: number[]): string {
  const ranges: [number, number][] = [];
  for (const code of [...new Set(codes)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");
}

/** The Latin files' code points that the subset does not have. */
export function remainingLatin(characters: string): number[] {
  const kept = new Set([...characters].map((character) => character.codePointAt(0)!));
  const rest: number[] = [];
  for (const [from, to] of LATIN_RANGES)
    for (let code = from; code <= to; code++) if (inLatin(code) && !kept.has(code)) rest.push(code);
  return rest;
}

/**
 * Two faces a family with the same descriptors, so the browser treats them as one font and picks by character: the
 * subset for what the site shows, the whole Latin file for the rest (fetched only by a page that shows one of those).
 */
export function fontFacesCss(characters: string, fileOf: (path: string) => string): string {
  const kept = unicodeRange([...characters].map((character) => character.codePointAt(0)!));
  const rest = unicodeRange(remainingLatin(characters));
  const face = (family: string, url: string, weights: [number, number], range: string, variable = true) =>
    [
      "@font-face {",
      `  font-family: "${family}";`,
      "  font-style: normal;",
      "  font-display: swap;",
      `  font-weight: ${weights[0] === weights[1] ? weights[0] : `${weights[0]} ${weights[1]}`};`,
      `  src: url("${url}") format("${variable ? "woff2-variations" : "woff2"}");`,
      `  unicode-range: ${range};`,
      "}",
    ].join("\n");
  // Each weight range (the variable file's, split around the fixed instances) has the whole file for the rest of
  // the Latin range and the subset for the site's characters, with the same weights, so a browser joins the two.
  const faces = FONT_FACES.flatMap((font) => {
    const whole = fileOf(`node_modules/${font.source}`);
    const ranges: { weights: [number, number]; file: string; variable: boolean }[] = [
      ...variableRanges(font.weights, font.instances ?? []).map((weights) => ({
        weights,
        file: font.subsetFile,
        variable: true,
      })),
      ...(font.instances ?? []).map((weight) => ({
        weights: [weight, weight] as [number, number],
        file: instanceFile(font, weight),
        variable: false,
      })),
    ];
    return ranges.flatMap(({ weights, file, variable }) => [
      ...(rest ? [face(font.family, whole, weights, rest)] : []),
      face(font.family, fileOf(`generated/fonts/${file}`), weights, kept, variable),
    ]);
  });
  return `/* Written by scripts/fonts.ts: do not edit. */\n${faces.join("\n")}\n`;
}

/** A fixed instance's file name: fraunces.woff2 at 600 is fraunces-600.woff2. */
export function instanceFile(font: FontFace, weight: number): string {
  return font.subsetFile.replace(/\.woff2$/, `-${weight}.woff2`);
}

/** The weight ranges the variable file serves: its weights without the fixed instances. */
export function variableRanges(weights: [number, number], instances: number[]): [number, number][] {
  const ranges: [number, number][] = [];
  let from = weights[0];
  for (const weight of [...instances].sort((a, b) => a - b)) {
    if (weight > from) ranges.push([from, weight - 1]);
    from = weight + 1;
  }
  if (from <= weights[1]) ranges.push([from, weights[1]]);
  return ranges;
}
