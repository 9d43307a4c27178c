/**
 * Writes every SVG of the site's artwork to content/images/ and the gallery alt texts to
 * content/data/gallery.ts. Deterministic: each image is seeded by its name.
 *
 *   node scripts/artwork/generate.ts            # everything
 *   node scripts/artwork/generate.ts gallery/   # only names starting with a prefix
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeGalleryModule } from "./gallery-module.ts";
import { inventory, isScene, type Entry } from "./inventory.ts";
import { hashSeed } from "./random.ts";
import { renderSvg } from "./render.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const imagesDir = join(root, "content", "images");

function documentFor(entry: Entry): string {
  if (isScene(entry))
    return renderSvg(entry.width, entry.height, hashSeed(entry.name), entry.draw, {
      title: entry.alt,
      grain: entry.grain,
    });
  return entry.document();
}

function main(): void {
  const started = performance.now();
  const prefixes = process.argv.slice(2);
  const entries = inventory();
  const names = new Set<string>();
  let written = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (names.has(entry.name)) throw new Error(`duplicate image name ${entry.name}`);
    names.add(entry.name);
    if (prefixes.length && !prefixes.some((p) => entry.name.startsWith(p))) continue;
    const svg = documentFor(entry);
    const file = join(imagesDir, `${entry.name}.svg`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
    written++;
    bytes += svg.length;
    if (svg.length > 150 * 1024)
      console.warn(`warning: ${entry.name}.svg is ${Math.round(svg.length / 1024)} KB`);
  }
  if (!prefixes.length) writeGalleryModule(join(root, "content", "data", "gallery.ts"), entries);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`wrote ${written} SVG files (${Math.round(bytes / 1024)} KB) in ${seconds}s`);
}

main();
