import { readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
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
 * A brotli (quality 11) and a gzip (level 9) copy beside every text file of the build, for the server and static
 * hosts to send as they are. zlib's asynchronous calls run on libuv's threads: two files at a time use both cores.
 */
export async function precompress(dir: string): Promise<{ files: number; raw: number; brotli: number }> {
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  const totals = { files: 0, raw: 0, brotli: 0 };
  await runPool(files, async (file) => {
    const body = await readFile(file);
    if (body.length < 512) return;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    totals.files++;
    totals.raw += body.length;
    totals.brotli += br.length;
  });
  return totals;
}
