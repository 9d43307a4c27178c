/**
 * The site's two fonts, cut down to what its pages show (docs/decisions/086-fonts-subset-to-the-site.md).
 *
 * Inter and Fraunces come from Fontsource as variable WOFF2 files covering the whole Latin range and weights 100-900:
 * 85 KB that every page preloads, sharing a phone's bandwidth with the first picture. This keeps, from each, the
 * characters that the site's content and code contain (every printable ASCII character, plus each other character
 * they use) and the weights the site uses (400-700), and writes generated/fonts.css with two faces per family: the
 * subset, and the whole Latin file for every other character, which a browser fetches only for a page that shows
 * one (a name typed into a form, say). `npm run build`, `npm run dev` and `npm run typecheck` run it first; a run
 * whose inputs did not change writes nothing.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { contentRoot } from "../app/content/read-content.ts";
import {
  decodeReferences,
  FONT_FACES,
  fontFacesCss,
  inLatin,
  instanceFile,
  siteCharacters,
  type FontFace,
} from "./lib/font-subset.ts";

const ROOT = join(import.meta.dirname, "..");
const GENERATED_DIR = join(ROOT, "generated");
const FONT_DIR = join(GENERATED_DIR, "fonts");
const CSS_FILE = join(GENERATED_DIR, "fonts.css");
const STAMP_FILE = join(FONT_DIR, "inputs.json");
/** Bumped when what this script writes changes shape. */
const VERSION = "2";
/** Where the site's words are: the content being built (CONTENT_ROOT's, when set), and the code that holds labels and messages. */
const TEXT_DIRS = (root: string) => [join(contentRoot(), "content"), join(root, "app"), join(root, "server")];
const TEXT_TYPES = new Set([".md", ".yaml", ".yml", ".json", ".ts", ".tsx"]);

function textFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && TEXT_TYPES.has(extname(entry.name)) && !entry.name.includes(".test."),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Every text the site's pages are made of, as one string (its characters are what matter). */
export function siteText(root = ROOT): string {
  return TEXT_DIRS(root)
    .flatMap((dir) => textFiles(dir))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
}

const fontSource = (face: FontFace) => join(ROOT, "node_modules", face.source);

/** The characters the subset fonts now in generated/ were made for ("" before any were made). */
export function fontSubsetCharacters(): { characters: string } {
  if (!existsSync(STAMP_FILE)) return { characters: "" };
  const { characters } = JSON.parse(readFileSync(STAMP_FILE, "utf8")) as { characters?: string };
  return { characters: characters ?? "" };
}

/** Writes the subset fonts and generated/fonts.css, unless they are already there for these characters. */
export async function buildFonts(): Promise<{ characters: string; written: boolean }> {
  const characters = siteCharacters(siteText());
  const stamp = createHash("sha256")
    .update(VERSION)
    .update(characters)
    .update(JSON.stringify(FONT_FACES))
    .update(FONT_FACES.map((face) => readFileSync(fontSource(face))).join(""))
    .digest("hex");
  const current = existsSync(STAMP_FILE)
    ? (JSON.parse(readFileSync(STAMP_FILE, "utf8")) as { stamp?: string })
    : {};
  if (current.stamp === stamp && existsSync(CSS_FILE)) return { characters, written: false };

  mkdirSync(FONT_DIR, { recursive: true });
  // Loaded only here: a build that renders pages on another build's code needs none of it.
  const { default: subsetFont } = await import("subset-font");
  // Without the glyphs only OpenType features reach (alternates, ligatures the site does not turn on): Inter's
  // subset goes from 15 KB to 13.5 KB, inside the first round trip of a new connection (docs/decisions/088).
  const options = { targetFormat: "woff2", noLayoutClosure: true } as const;
  for (const face of FONT_FACES) {
    const source = readFileSync(fontSource(face));
    const variable = await subsetFont(source, characters, {
      ...options,
      variationAxes: { wght: { min: face.weights[0], max: face.weights[1] } },
    });
    writeFileSync(join(FONT_DIR, face.subsetFile), variable);
    for (const weight of face.instances ?? []) {
      const instance = await subsetFont(source, characters, { ...options, variationAxes: { wght: weight } });
      writeFileSync(join(FONT_DIR, instanceFile(face, weight)), instance);
    }
  }
  // The stylesheet names the files relative to itself, as app.css imports it.
  writeFileSync(
    CSS_FILE,
    fontFacesCss(characters, (file) => relative(GENERATED_DIR, join(ROOT, file))),
  );
  writeFileSync(STAMP_FILE, `${JSON.stringify({ stamp, characters }, null, 2)}\n`);
  return { characters, written: true };
}

/** The characters of a page's visible text that the whole fonts have and the subsets lack (each costs a font file). */
export function charactersOutsideSubset(html: string, characters: string): string[] {
  const text = decodeReferences(
    html.replace(/<(script|style|template|title)[\s\S]*?<\/\1>/g, " ").replace(/<[^>]*>/g, " "),
  );
  const kept = new Set(characters);
  return [...new Set(text)].filter((character) => !kept.has(character) && inLatin(character.codePointAt(0)!));
}

if (import.meta.main) {
  const started = performance.now();
  const { characters, written } = await buildFonts();
  console.log(
    `${written ? "✓ fonts subset" : "✓ fonts up to date"}: ${[...characters].length} characters, weights 400-700 (${((performance.now() - started) / 1000).toFixed(1)}s)`,
  );
}
