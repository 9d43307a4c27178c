/**
 * Writes every SVG of the site's artwork to content/images/, each with its description beside it
 * (`<name>.yaml`: `alt: ...`). Deterministic: each image is seeded by its name. A picture the company has
 * replaced with a photo of the same name (`<name>.jpg`, ...) is left alone, photo and description.
 *
 *   npm run artwork                # everything
 *   npm run artwork -- gallery/    # only names starting with a prefix
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import { inventory, isScene, type Entry } from "./inventory.ts";
import { hashSeed } from "./random.ts";
import { renderSvg } from "./render.ts";
import { optimizedDrawing } from "./optimize.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const imagesDir = join(root, "content", "images");

const PHOTO_TYPES = [".png", ".jpg", ".jpeg", ".webp", ".avif"];

export function documentFor(entry: Entry): string {
  if (isScene(entry))
    return renderSvg(entry.width, entry.height, hashSeed(entry.name), entry.draw, {
      title: entry.alt,
      grain: entry.grain,
    });
  return entry.document();
}

/** An image's description file; lineWidth 0: never folded, so one line whatever its length. */
export function descriptionYaml(alt: string): string {
  return stringify({ alt }, { lineWidth: 0 });
}

function main(): void {
  const started = performance.now();
  const prefixes = process.argv.slice(2);
  const entries = inventory();
  const names = new Set<string>();
  let written = 0;
  let bytes = 0;
  const replaced: string[] = [];
  for (const entry of entries) {
    if (names.has(entry.name)) throw new Error(`duplicate image name ${entry.name}`);
    names.add(entry.name);
    if (prefixes.length && !prefixes.some((p) => entry.name.startsWith(p))) continue;
    if (PHOTO_TYPES.some((type) => existsSync(join(imagesDir, `${entry.name}${type}`)))) {
      replaced.push(entry.name);
      continue;
    }
    const svg = optimizedDrawing(documentFor(entry));
    const file = join(imagesDir, `${entry.name}.svg`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
    writeFileSync(join(imagesDir, `${entry.name}.yaml`), descriptionYaml(entry.alt));
    written++;
    bytes += svg.length;
    if (svg.length > 150 * 1024)
      console.warn(`warning: ${entry.name}.svg is ${Math.round(svg.length / 1024)} KB`);
  }
  if (replaced.length) console.log(`left alone, replaced by the company's photos: ${replaced.join(", ")}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `wrote ${written} SVG files and their descriptions (${Math.round(bytes / 1024)} KB) in ${seconds}s`,
  );
}

if (import.meta.main) main();
