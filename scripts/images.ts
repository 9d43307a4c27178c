/**
 * Turns content/images (SVG artwork today, the company's photos tomorrow, same names) into responsive AVIF and WebP
 * files under public/images, plus the brand files under public/brand, and writes generated/images.json for the
 * server-side image lookup. Each output name carries a hash of its source, so files are cached forever and a second
 * run only processes what changed.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, extname, join, relative } from "node:path";
import sharp from "sharp";

const ROOT = join(import.meta.dirname, "..");
const SOURCE_DIR = join(ROOT, "content/images");
const IMAGE_DIR = join(ROOT, "public/images");
const BRAND_DIR = join(ROOT, "public/brand");
const GENERATED_DIR = join(ROOT, "generated");
const MANIFEST = join(GENERATED_DIR, "images.json");
const CACHE = join(GENERATED_DIR, "images-cache.json");
const PIPELINE_VERSION = "3";
const SOURCE_TYPES = new Set([".svg", ".png", ".jpg", ".jpeg", ".webp", ".avif"]);

/** Widths by folder: what each slot is shown at, up to 2x on the largest layout it appears in. */
const WIDTHS: Record<string, number[]> = {
  heroes: [640, 960, 1280, 1600],
  neighborhoods: [640, 960, 1280, 1600],
  tours: [480, 800, 1200],
  events: [480, 800, 1200],
  gallery: [400, 800, 1200],
  home: [400, 800, 1200],
  fallback: [400, 800, 1200],
  blog: [480, 800, 1200],
  team: [320, 640, 800],
  video: [640, 1280],
  book: [400, 800],
  reels: [270, 540],
};
const DEFAULT_WIDTHS = [480, 960, 1440];
/** Folders kept as vectors: crisp at any size and a few kilobytes each. */
const VECTOR_FOLDERS = new Set(["press"]);

export type RasterEntry = {
  kind: "raster";
  width: number;
  height: number;
  color: string;
  src: string;
  avif: string;
  webp: string;
};
export type VectorEntry = { kind: "vector"; width: number; height: number; src: string };
export type ImageManifest = Record<string, RasterEntry | VectorEntry>;

type CacheEntry = { width: number; height: number; color: string };

async function listSources(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE_TYPES.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex").slice(0, 10);
}

function toHex(channel: number): string {
  return Math.round(channel).toString(16).padStart(2, "0");
}

async function processRaster(
  name: string,
  source: Buffer,
  cache: Map<string, CacheEntry>,
  written: Set<string>,
) {
  const folder = name.split("/")[0] ?? "";
  const wanted = WIDTHS[folder] ?? DEFAULT_WIDTHS;
  const key = hashOf(PIPELINE_VERSION, JSON.stringify(wanted), source);
  const base = `/images/${name}`;
  let meta = cache.get(key);
  const master = meta
    ? null
    : await sharp(source, { density: 72 }).rotate().png().toBuffer({ resolveWithObject: true });
  if (!meta && master) {
    const { dominant } = await sharp(master.data).stats();
    meta = {
      width: master.info.width,
      height: master.info.height,
      color: `#${toHex(dominant.r)}${toHex(dominant.g)}${toHex(dominant.b)}`,
    };
    cache.set(key, meta);
  }
  if (!meta) throw new Error(`no metadata for ${name}`);
  const widths = [
    ...new Set(
      wanted.filter((width) => width < meta.width).concat(Math.min(meta.width, Math.max(...wanted))),
    ),
  ].sort((a, b) => a - b);
  const files = { avif: [] as string[], webp: [] as string[] };
  let pending: { width: number; format: "avif" | "webp"; file: string }[] = [];
  for (const width of widths) {
    for (const format of ["avif", "webp"] as const) {
      const url = `${base}-${width}.${key}.${format}`;
      files[format].push(`${url} ${width}w`);
      const file = join(ROOT, "public", url);
      written.add(file);
      if (!existsSync(file)) pending.push({ width, format, file });
    }
  }
  if (pending.length) {
    const input = master?.data ?? (await sharp(source, { density: 72 }).rotate().png().toBuffer());
    for (const job of pending) {
      const resized = sharp(input).resize({ width: job.width, withoutEnlargement: true });
      const encoded =
        job.format === "avif"
          ? resized.avif({ quality: 62, effort: 3, chromaSubsampling: "4:4:4" })
          : resized.webp({ quality: 82, effort: 4 });
      await mkdir(dirname(job.file), { recursive: true });
      await encoded.toFile(job.file);
    }
    pending = [];
  }
  const middle = widths[Math.min(widths.length - 1, Math.floor(widths.length / 2))] ?? meta.width;
  const entry: RasterEntry = {
    kind: "raster",
    width: meta.width,
    height: meta.height,
    color: meta.color,
    src: `${base}-${middle}.${key}.webp`,
    avif: files.avif.join(", "),
    webp: files.webp.join(", "),
  };
  return entry;
}

async function processVector(name: string, source: Buffer, written: Set<string>): Promise<VectorEntry> {
  const key = hashOf(PIPELINE_VERSION, source);
  const url = `/images/${name}.${key}.svg`;
  const file = join(ROOT, "public", url);
  written.add(file);
  if (!existsSync(file)) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, source);
  }
  const { width = 0, height = 0 } = await sharp(source).metadata();
  return { kind: "vector", width, height, src: url };
}

/** Stable, unhashed brand files: favicons, the logo for structured data and the footer logo's fallbacks. */
async function writeBrandFiles(sources: Map<string, Buffer>) {
  const logo = sources.get("brand/logo");
  const logoLight = sources.get("brand/logo-light");
  const mark = sources.get("brand/mark");
  await mkdir(BRAND_DIR, { recursive: true });
  const jobs: [string, () => Promise<unknown>][] = [];
  if (logo) {
    jobs.push(["logo.svg", () => writeFile(join(BRAND_DIR, "logo.svg"), logo)]);
    jobs.push(["logo.png", () => sharp(logo, { density: 144 }).png().toFile(join(BRAND_DIR, "logo.png"))]);
  }
  if (logoLight) {
    jobs.push(["logo-light.svg", () => writeFile(join(BRAND_DIR, "logo-light.svg"), logoLight)]);
    jobs.push([
      "logo-light.png",
      () => sharp(logoLight, { density: 144 }).png().toFile(join(BRAND_DIR, "logo-light.png")),
    ]);
  }
  if (mark) {
    jobs.push(["favicon.svg", () => writeFile(join(BRAND_DIR, "favicon.svg"), mark)]);
    for (const size of [32, 180, 192, 512]) {
      jobs.push([
        `icon-${size}.png`,
        () =>
          sharp(mark, { density: 300 })
            .resize(size, size)
            .png()
            .toFile(join(BRAND_DIR, `icon-${size}.png`)),
      ]);
    }
  }
  for (const [, job] of jobs) await job();
}

async function runPool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

async function removeStale(dir: string, keep: Set<string>) {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  let removed = 0;
  for (const entry of entries) {
    const file = join(entry.parentPath, entry.name);
    if (entry.isFile() && !keep.has(file)) {
      await rm(file);
      removed++;
    }
  }
  return removed;
}

export async function buildImages() {
  const started = performance.now();
  const files = await listSources(SOURCE_DIR);
  const cache = new Map<string, CacheEntry>(
    existsSync(CACHE)
      ? Object.entries(JSON.parse(await readFile(CACHE, "utf8")) as Record<string, CacheEntry>)
      : [],
  );
  const manifest: ImageManifest = {};
  const sources = new Map<string, Buffer>();
  const written = new Set<string>();
  const names = new Set<string>();
  for (const file of files) {
    const name = relative(SOURCE_DIR, file).slice(0, -extname(file).length).split("\\").join("/");
    if (names.has(name))
      throw new Error(`Two source files for the image "${name}": keep one (${relative(ROOT, file)}).`);
    names.add(name);
  }
  await runPool(files, 2, async (file) => {
    const name = relative(SOURCE_DIR, file).slice(0, -extname(file).length).split("\\").join("/");
    const source = await readFile(file);
    sources.set(name, source);
    const folder = name.split("/")[0] ?? "";
    // Brand files get their own outputs below; social card artwork is composed by scripts/og-images.ts.
    if (folder === "brand" || folder === "social") return;
    try {
      manifest[name] = VECTOR_FOLDERS.has(folder)
        ? await processVector(name, source, written)
        : await processRaster(name, source, cache, written);
    } catch (error) {
      throw new Error(`Could not process ${relative(ROOT, file)}: ${(error as Error).message}`);
    }
  });
  await writeBrandFiles(sources);
  const removed = await removeStale(IMAGE_DIR, written);
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await mkdir(GENERATED_DIR, { recursive: true });
  await writeFile(MANIFEST, `${JSON.stringify(sorted, null, 1)}\n`);
  await writeFile(CACHE, `${JSON.stringify(Object.fromEntries(cache), null, 1)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${Object.keys(sorted).length} images from content/images in ${seconds}s${removed ? `, ${removed} stale files removed` : ""}`,
  );
}

if (import.meta.main) {
  await buildImages();
}
