/**
 * The artwork's fonts: the @fontsource files this package depends on, set as SVG paths by the site's own
 * typesetter (scripts/lib/text-paths.ts), so a card title and a poster headline come from the same engine.
 */
import { createRequire } from "node:module";
import { typesetter, type TextOptions as FontTextOptions } from "../../scripts/lib/text-paths.ts";

const require = createRequire(import.meta.url);

export type FontName =
  | "fraunces"
  | "frauncesItalic"
  | "inter"
  | "oswald"
  | "playfair"
  | "playfairItalic"
  | "frakturMaguntia"
  | "robotoSlab";

const fontFiles: Record<FontName, (weight: number) => string> = {
  fraunces: () => "@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2",
  frauncesItalic: () => "@fontsource-variable/fraunces/files/fraunces-latin-full-italic.woff2",
  inter: () => "@fontsource-variable/inter/files/inter-latin-opsz-normal.woff2",
  oswald: (w) => `@fontsource/oswald/files/oswald-latin-${w}-normal.woff2`,
  playfair: (w) => `@fontsource/playfair-display/files/playfair-display-latin-${w}-normal.woff2`,
  playfairItalic: (w) => `@fontsource/playfair-display/files/playfair-display-latin-${w}-italic.woff2`,
  frakturMaguntia: () => "@fontsource/unifrakturmaguntia/files/unifrakturmaguntia-latin-400-normal.woff2",
  robotoSlab: (w) => `@fontsource/roboto-slab/files/roboto-slab-latin-${w}-normal.woff2`,
};

const variableFonts: ReadonlySet<FontName> = new Set<FontName>(["fraunces", "frauncesItalic", "inter"]);

export type TextOptions = FontTextOptions<FontName>;

export const { textPath, textWidth, wrapText } = typesetter<FontName>((font, weight) => ({
  file: require.resolve(fontFiles[font](weight)),
  variable: variableFonts.has(font),
}));
