/**
 * Writes every SVG of the site's artwork to content/images/, each with its description beside it
 * (`<name>.yaml`: `alt: ...`). Deterministic: each image is seeded by its name.
 *
 *   npm run artwork                # everything
 *   npm run artwork -- gallery/    # only names starting with a prefix
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
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
    // lineWidth 0: a description is never folded, so each sidecar is one line whatever its length.
    writeFileSync(join(imagesDir, `${entry.name}.yaml`), stringify({ alt: entry.alt }, { lineWidth: 0 }));
    written++;
    bytes += svg.length;
    if (svg.length > 150 * 1024)
      console.warn(`warning: ${entry.name}.svg is ${Math.round(svg.length / 1024)} KB`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `wrote ${written} SVG files and their descriptions (${Math.round(bytes / 1024)} KB) in ${seconds}s`,
  );
}

main();
