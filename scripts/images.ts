/**
 * Turns content/images (SVG artwork today, the company's photos tomorrow, same names) into responsive AVIF and WebP
 * files under public/images, plus the brand files under public/brand, and writes generated/images.json for the
 * server-side image lookup. Each output name carries a hash of its source, so files are cached forever and a run
 * only makes what is missing.
 *
 * Two steps. Planning gives every picture its names, size and color (a few seconds for the whole set); making the
 * pictures costs about a second of CPU each. `npm run images` and `npm run build` do both; `npm start`'s quick build
 * only plans, and the server makes the rest from the list recordImagesToMake() leaves in the build
 * (server/late-images.ts, docs/decisions/062-fast-first-start.md).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, extname, join, relative, sep } from "node:path";
import sharp, { type OutputInfo } from "sharp";
import { IMAGES_TO_MAKE } from "../server/late-images.ts";
import { isReplacementPhoto, pictureNameOf, pictureSources } from "../app/content/picture-files.ts";
import { contentRoot } from "../app/content/read-content.ts";
import { runPool } from "./lib/run-pool.ts";

const ROOT = join(import.meta.dirname, "..");
/** The pictures of the content being built: the checkout's, or an exported version (CONTENT_ROOT, or as given). */
const sourceDir = (root: string) => join(root, "content/images");
const PUBLIC_DIR = join(ROOT, "public");
const IMAGE_DIR = join(PUBLIC_DIR, "images");
const BRAND_DIR = join(PUBLIC_DIR, "brand");
const GENERATED_DIR = join(ROOT, "generated");
const MANIFEST = join(GENERATED_DIR, "images.json");
const CACHE = join(GENERATED_DIR, "images-cache.json");
const PIPELINE_VERSION = "4";
const SOURCE_TYPES = new Set([".svg", ".png", ".jpg", ".jpeg", ".webp", ".avif"]);
/** The width the dominant color is measured at: the same color as at full size, for a hundredth of the work. */
const COLOR_SAMPLE_WIDTH = 64;

/** Widths by folder: what each slot is shown at, up to 2x on the largest layout it appears in. */
const WIDTHS: Record<string, number[]> = {
  heroes: [640, 800, 960, 1280, 1600],
  neighborhoods: [640, 800, 960, 1280, 1600],
  tours: [480, 800, 1200],
  events: [480, 800, 1200],
  gallery: [400, 800, 1200],
  home: [400, 800, 1200],
  fallback: [400, 800, 1200],
  blog: [480, 800, 1200],
  team: [320, 640, 800],
  video: [640, 800, 1280],
  book: [400, 800],
  reels: [540],
};
const DEFAULT_WIDTHS = [480, 960, 1440];
/**
 * Drawings (SVG) are served as they are: crisp at any size, and smaller than any raster of them at a phone's width
 * (the artwork is 2-19 KB compressed, its 800-pixel AVIF 8-32 KB). Photos, the ones staff upload to replace a
 * drawing included, get the raster widths and formats below (docs/decisions/088).
 */
const isDrawing = (file: string) => extname(file).toLowerCase() === ".svg";
/** Effort 2 for both formats: half the CPU of the old 3 (AVIF) and 4 (WebP) for the same SSIM, 2-5% more bytes. */
const ENCODERS = {
  avif: { quality: 62, effort: 2, chromaSubsampling: "4:4:4" },
  webp: { quality: 82, effort: 2 },
} as const;

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

export type ImageOutput = { url: string; width: number; format: "avif" | "webp" };
/** One source picture and the outputs of it that are not made yet. */
export type ImageJob = { name: string; source: string; key: string; outputs: ImageOutput[] };

type CacheEntry = { width: number; height: number; color: string };

async function listSources(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && SOURCE_TYPES.has(extname(entry.name).toLowerCase()))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  // A photo uploaded to replace a picture is made instead of its artwork.
  return pictureSources(files)
    .map((file) => join(dir, file))
    .sort();
}

function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex").slice(0, 10);
}

function widthsFor(name: string): number[] {
  return WIDTHS[name.split("/")[0] ?? ""] ?? DEFAULT_WIDTHS;
}

export function rasterKey(name: string, source: Buffer): string {
  return hashOf(PIPELINE_VERSION, JSON.stringify(widthsFor(name)), JSON.stringify(ENCODERS), source);
}

function toHex(channel: number): string {
  return Math.round(channel).toString(16).padStart(2, "0");
}

/** Size and dominant color without drawing the picture at full size (SVGs are drawn small, photos shrunk on load). */
async function measure(source: Buffer): Promise<CacheEntry> {
  const { autoOrient } = await sharp(source, { density: 72 }).metadata();
  const { width, height } = autoOrient;
  const sample = await sharp(source, { density: Math.max(1, (72 * COLOR_SAMPLE_WIDTH) / width) })
    .autoOrient()
    .resize({ width: COLOR_SAMPLE_WIDTH })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { dominant } = await sharp(sample.data, { raw: sample.info }).stats();
  return { width, height, color: `#${toHex(dominant.r)}${toHex(dominant.g)}${toHex(dominant.b)}` };
}

async function planRaster(
  name: string,
  file: string,
  source: Buffer,
  cache: { known: Map<string, CacheEntry>; used: Map<string, CacheEntry> },
  written: Set<string>,
): Promise<{ entry: RasterEntry; job?: ImageJob }> {
  const wanted = widthsFor(name);
  const key = rasterKey(name, source);
  const base = `/images/${name}`;
  const meta = cache.known.get(key) ?? (await measure(source));
  cache.used.set(key, meta);
  const widths = [
    ...new Set(
      wanted.filter((width) => width < meta.width).concat(Math.min(meta.width, Math.max(...wanted))),
    ),
  ].sort((a, b) => a - b);
  const files = { avif: [] as string[], webp: [] as string[] };
  const missing: ImageOutput[] = [];
  for (const format of ["avif", "webp"] as const) {
    for (const width of widths) {
      const url = `${base}-${width}.${key}.${format}`;
      files[format].push(`${url} ${width}w`);
      const file = join(PUBLIC_DIR, url);
      written.add(file);
      if (!existsSync(file)) missing.push({ url, width, format });
    }
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
  const job = { name, source: relative(ROOT, file).split(sep).join("/"), key, outputs: missing };
  return { entry, job: missing.length ? job : undefined };
}

async function processVector(name: string, source: Buffer, written: Set<string>): Promise<VectorEntry> {
  const key = hashOf(PIPELINE_VERSION, source);
  const url = `/images/${name}.${key}.svg`;
  const file = join(PUBLIC_DIR, url);
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
            // A palette of 256 colours is plenty for the flat mark, and a third smaller: a phone fetches the manifest's
            // icon while the first screen is still loading (docs/decisions/176).
            .png({ palette: true, effort: 10 })
            .toFile(join(BRAND_DIR, `icon-${size}.png`)),
      ]);
    }
  }
  await Promise.all(jobs.map(([, job]) => job()));
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

/** Writes through a temporary name, so a stopped run never leaves half a file under a name cached for a year. */
async function writeWhole(file: string, write: (temporary: string) => Promise<unknown>) {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await write(temporary);
  await rename(temporary, file);
}

/**
 * Names, sizes and colors of every picture (generated/images.json), the vectors and brand files (cheap), and the
 * list of raster outputs not made yet.
 */
export async function planImages(root = contentRoot()): Promise<ImageJob[]> {
  const SOURCE_DIR = sourceDir(root);
  const files = await listSources(SOURCE_DIR);
  const cache = {
    known: new Map<string, CacheEntry>(
      existsSync(CACHE)
        ? Object.entries(JSON.parse(await readFile(CACHE, "utf8")) as Record<string, CacheEntry>)
        : [],
    ),
    used: new Map<string, CacheEntry>(),
  };
  const manifest: ImageManifest = {};
  const sources = new Map<string, Buffer>();
  const written = new Set<string>();
  const jobs: ImageJob[] = [];
  const nameOf = (file: string) => pictureNameOf(relative(SOURCE_DIR, file));
  const names = new Set<string>();
  for (const file of files) {
    const name = nameOf(file);
    if (names.has(name))
      throw new Error(`Two source files for the image "${name}": keep one (${relative(ROOT, file)}).`);
    names.add(name);
  }
  await runPool(files, async (file) => {
    const name = nameOf(file);
    const source = await readFile(file);
    sources.set(name, source);
    const folder = name.split("/")[0] ?? "";
    // Brand files get their own outputs below; social card artwork is composed by scripts/og-images.ts.
    if (folder === "brand" || folder === "social") return;
    try {
      if (isDrawing(file)) {
        manifest[name] = await processVector(name, source, written);
        return;
      }
      const { entry, job } = await planRaster(name, file, source, cache, written);
      const needed = Math.max(...widthsFor(name));
      if (isReplacementPhoto(file) && entry.width < needed) {
        throw new Error(
          `the photo is ${entry.width} pixels wide; pictures in ${folder} are shown up to ${needed} pixels wide, so upload one at least that wide`,
        );
      }
      manifest[name] = entry;
      if (job) jobs.push(job);
    } catch (error) {
      throw new Error(`Could not process ${relative(ROOT, file)}: ${(error as Error).message}`);
    }
  });
  await writeBrandFiles(sources);
  const removed = await removeStale(IMAGE_DIR, written);
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await mkdir(GENERATED_DIR, { recursive: true });
  await writeFile(MANIFEST, `${JSON.stringify(sorted, null, 1)}\n`);
  await writeFile(CACHE, `${JSON.stringify(Object.fromEntries(cache.used), null, 1)}\n`);
  if (removed) console.log(`images: ${removed} stale files removed`);
  return jobs.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Makes a job's outputs in its order: the source is drawn once, then each width and format is encoded into
 * public/images and, given a client build, copied into it too. `before` may hold the work back before each output
 * (the server lets visitors' pictures go first); `made` hears of each output as it is ready.
 */
export async function makeImage(
  job: ImageJob,
  options: {
    clientDir?: string;
    before?: (output: ImageOutput) => Promise<void>;
    made?: (output: ImageOutput) => void;
  } = {},
) {
  const source = await readFile(join(ROOT, job.source));
  if (rasterKey(job.name, source) !== job.key) {
    throw new Error(
      `${job.source} changed since the build planned it: run npm start or npm run build again.`,
    );
  }
  let raster: { data: Buffer; info: OutputInfo } | undefined;
  for (const output of job.outputs) {
    await options.before?.(output);
    const file = join(PUBLIC_DIR, output.url);
    if (!existsSync(file)) {
      raster ??= await sharp(source, { density: 72 })
        .autoOrient()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const resized = sharp(raster.data, { raw: raster.info }).resize({
        width: output.width,
        withoutEnlargement: true,
      });
      const encoded = output.format === "avif" ? resized.avif(ENCODERS.avif) : resized.webp(ENCODERS.webp);
      await writeWhole(file, (temporary) => encoded.toFile(temporary));
    }
    const { clientDir } = options;
    if (clientDir) await writeWhole(join(clientDir, output.url), (temporary) => copyFile(file, temporary));
    options.made?.(output);
  }
}

/** `npm run images`, and the build's image step: plans, then makes what is missing (unless later) two at a time. */
export async function buildImages({
  makeLater = false,
  root = contentRoot(),
}: { makeLater?: boolean; root?: string } = {}): Promise<ImageJob[]> {
  const started = performance.now();
  // The same pictures as the last whole run, whose outputs are all there: nothing to plan or make (a publish that
  // changed a price or a sentence, decision 166).
  const inputs = await picturesFingerprint(root);
  if (!makeLater && (await madeFor(inputs))) {
    console.log(`images: up to date (${((performance.now() - started) / 1000).toFixed(1)}s)`);
    return [];
  }
  await rm(INPUTS, { force: true });
  const jobs = await planImages(root);
  const outputs = jobs.reduce((sum, job) => sum + job.outputs.length, 0);
  if (!makeLater) {
    await runPool(jobs, (job) => makeImage(job));
    await writeFile(INPUTS, `${JSON.stringify({ inputs })}\n`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    makeLater
      ? `images: planned in ${seconds}s; ${outputs} files from ${jobs.length} pictures left for the server to make`
      : `images: ${outputs} files made from ${jobs.length} pictures in ${seconds}s`,
  );
  return makeLater ? jobs : [];
}

/** What the last whole run of the pictures was made from: this script, and every source picture's name and bytes. */
const INPUTS = join(GENERATED_DIR, "images-inputs.json");

async function picturesFingerprint(root: string): Promise<string> {
  const dir = sourceDir(root);
  const hash = createHash("sha256").update(await readFile(import.meta.filename));
  for (const file of (await listSources(dir)).sort())
    hash.update(`\0${relative(dir, file)}\0`).update(await readFile(file));
  return hash.digest("hex");
}

/** Whether the last whole run was made from these inputs, and its manifest's files and the brand's are all there. */
async function madeFor(inputs: string): Promise<boolean> {
  try {
    const made = JSON.parse(await readFile(INPUTS, "utf8")) as { inputs?: string };
    if (made.inputs !== inputs) return false;
    const manifest = JSON.parse(await readFile(MANIFEST, "utf8")) as Record<string, { src: string }>;
    const brand = join(PUBLIC_DIR, "brand");
    return (
      existsSync(brand) &&
      readdirSync(brand).length > 0 &&
      Object.values(manifest).every((entry) => existsSync(join(PUBLIC_DIR, entry.src)))
    );
  } catch {
    return false;
  }
}

/** Image addresses in the order the pages show them: the home page first, then the others, shallowest first. */
function imagesInPageOrder(clientDir: string): string[] {
  const pages = readdirSync(clientDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep))
    .sort((a, b) => a.length - b.length || a.join("/").localeCompare(b.join("/")));
  const urls = new Set<string>();
  for (const page of pages) {
    const html = readFileSync(join(clientDir, ...page), "utf8");
    for (const match of html.matchAll(/\/images\/[^\s"',)]+\.(?:avif|webp)/g)) urls.add(match[0]);
  }
  return [...urls];
}

/**
 * Leaves the outputs a quick build did not make in the build folder, for the server to make (home page's first); a
 * complete build removes the list.
 */
export function recordImagesToMake(buildDir: string, jobs: ImageJob[]) {
  const file = join(buildDir, IMAGES_TO_MAKE);
  if (!jobs.length) return rm(file, { force: true });
  const order = new Map(imagesInPageOrder(join(buildDir, "client")).map((url, index) => [url, index]));
  const rank = (output: ImageOutput) => order.get(output.url) ?? order.size;
  const ranked = jobs.map((job) => ({ ...job, outputs: job.outputs.toSorted((a, b) => rank(a) - rank(b)) }));
  ranked.sort((a, b) => rank(a.outputs[0] as ImageOutput) - rank(b.outputs[0] as ImageOutput));
  return writeFile(file, `${JSON.stringify(ranked)}\n`);
}

if (import.meta.main) {
  await buildImages();
}
