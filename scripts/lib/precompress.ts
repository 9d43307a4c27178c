import { createHash, randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import {
  brotliCompress,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
  gzip,
} from "node:zlib";
import { ROOT } from "./build-inputs.ts";
import { runPool } from "./run-pool.ts";

const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".data",
  ".xml",
  ".txt",
  ".svg",
  ".webmanifest",
]);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed copies already made, by the hash of what they compress (docs/decisions/118-compressed-once.md): a
 * publish changes some pages, not the scripts, so most of its files were compressed by the build before. Beside the
 * social cards' cache, and shared by every checkout that links this node_modules.
 */
export const COMPRESSED_CACHE = join(ROOT, "node_modules/.cache/precompress");
/**
 * Brotli's quality: 11 for the scripts, styles and pictures' files, compressed once a release; 10 for what every
 * publish writes again (the pages, their data, the feeds), a third of the time for 3% more bytes (decision 166).
 */
const PAGE_TYPES = new Set([".html", ".data", ".xml", ".txt", ".webmanifest", ".json"]);
const qualityOf = (file: string) => (PAGE_TYPES.has(extname(file)) ? 10 : 11);
/** The settings: a change to them names every cached copy afresh. */
const settings = (quality: number) => `brotli ${quality}, gzip 9`;
/** How often the cache is looked through for what no build used lately. */
const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;
/** A cached copy no build has used for this long is removed. */
const UNUSED_FOR_MS = 14 * 24 * 60 * 60 * 1000;

function compress(body: Buffer, quality: number): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
}

let warned = false;
function warnOnce(message: string) {
  if (!warned) console.warn(message);
  warned = true;
}

/** Writes `data` so that a reader sees all of it or nothing (another build may read the same name meanwhile). */
async function writeWhole(path: string, data: Buffer) {
  const scratch = `${path}.${randomUUID()}.tmp`;
  await writeFile(scratch, data);
  await rename(scratch, path);
}

/**
 * The brotli and gzip copies of `body`: from the cache when a build made them before and they still give back
 * exactly `body`, else made now and kept.
 */
async function compressOnce(
  body: Buffer,
  cache: string,
  quality: number,
): Promise<{ br: Buffer; gz: Buffer; cached: boolean }> {
  const key = createHash("sha256").update(settings(quality)).update("\0").update(body).digest("hex");
  const paths = [join(cache, `${key}.br`), join(cache, `${key}.gz`)] as const;
  try {
    const [br, gz] = await Promise.all(paths.map((path) => readFile(path)));
    if (brotliDecompressSync(br!).equals(body) && gunzipSync(gz!).equals(body)) {
      const now = new Date();
      await Promise.all(paths.map((path) => utimes(path, now, now)));
      return { br: br!, gz: gz!, cached: true };
    }
  } catch {
    // Not cached (or half of it, or damaged): made below.
  }
  const [br, gz] = await compress(body, quality);
  try {
    await mkdir(cache, { recursive: true });
    await Promise.all([writeWhole(paths[0], br), writeWhole(paths[1], gz)]);
  } catch (error) {
    // A cache that cannot be written (a read-only install) costs the next build time, never this one its output.
    warnOnce(`! The compressed copies are not cached (${(error as Error).message}).`);
  }
  return { br, gz, cached: false };
}

/** Removes cached copies no build has used lately, and scratch files a stopped build left. */
async function pruneCache(cache: string, now = Date.now()) {
  // Once a day at most: the cache holds tens of thousands of files, and a publish should not look at each of them.
  const marker = join(cache, ".pruned");
  const last = await stat(marker).then(
    (info) => info.mtimeMs,
    () => 0,
  );
  if (now - last < PRUNE_EVERY_MS) return;
  await writeFile(marker, "").catch(() => undefined);
  const names = (await readdir(cache).catch(() => [])).filter((name) => name !== ".pruned");
  await Promise.all(
    names.map(async (name) => {
      const path = join(cache, name);
      const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
      const limit = name.endsWith(".tmp") ? 60 * 60 * 1000 : UNUSED_FOR_MS;
      if (now - mtimeMs > limit) await rm(path, { force: true });
    }),
  );
}

/**
 * A brotli (quality 11, or 10 for pages) and a gzip (level 9) copy beside every text file of the build, for the server and static
 * hosts to send as they are. zlib's asynchronous calls run on libuv's threads: two files at a time use both cores.
 * A file compressed by an earlier build is copied from the cache instead.
 */
export async function precompress(
  dir: string,
  cache = COMPRESSED_CACHE,
  /** Files whose compressed copies are already beside them (a render's copy of a build's scripts). */
  compressedAlready: (file: string) => boolean = () => false,
): Promise<{ files: number; raw: number; brotli: number; fromCache: number }> {
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  const totals = { files: 0, raw: 0, brotli: 0, fromCache: 0 };
  await runPool(files, async (file) => {
    if (compressedAlready(file)) return;
    const body = await readFile(file);
    if (body.length < 512) return;
    const { br, gz, cached } = await compressOnce(body, cache, qualityOf(file));
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    totals.files++;
    totals.raw += body.length;
    totals.brotli += br.length;
    if (cached) totals.fromCache++;
  });
  await pruneCache(cache);
  return totals;
}
