/**
 * The production build: responsive images, the React Router build with every public page pre-rendered, then what a
 * static host or our server needs beside it. `npm run build`; `npm start` runs it when the sources changed.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import "./lib/public-env.ts";
import { BUILD_DIR, BUILD_STAMP, buildInputsHash, ROOT } from "./lib/build-inputs.ts";
import { buildImages } from "./images.ts";
import { buildSocialCards } from "./og-images.ts";
import { staticHostHeaders } from "./lib/static-host-headers.ts";
import { startAppAfterLoad } from "../server/app-start.ts";

const { staticHostRedirects } = await import("../app/lib/redirects.ts");
const CLIENT_DIR = join(BUILD_DIR, "client");
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

function step(name: string, started = performance.now()) {
  return () => console.log(`✓ ${name} (${((performance.now() - started) / 1000).toFixed(1)}s)`);
}

/** Every pre-rendered page starts its JavaScript after load (server/app-start.ts). */
function startAppsAfterLoad(dir: string): number {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = join(entry.parentPath, entry.name);
    writeFileSync(file, startAppAfterLoad(readFileSync(file, "utf8")));
    pages++;
  }
  return pages;
}

function precompress(dir: string): { files: number; raw: number; brotli: number } {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length < 512) continue;
    const br = brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    files++;
    raw += body.length;
    brotli += br.length;
  }
  return { files, raw, brotli };
}

const total = performance.now();
rmSync(BUILD_STAMP, { force: true });

let done = step("images");
await buildImages();
done();

done = step("react-router build (pre-rendering every public page)");
const result = spawnSync(process.execPath, [join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"], {
  cwd: ROOT,
  stdio: "inherit",
  env: process.env,
});
if (result.status !== 0) {
  console.error("The build failed: see the messages above.");
  process.exit(result.status ?? 1);
}
done();

done = step("pages start their JavaScript after load");
const pages = startAppsAfterLoad(CLIENT_DIR);
done();
console.log(`  ${pages} pages`);

done = step("social cards, redirects, headers");
writeFileSync(join(BUILD_DIR, "public-env.json"), `${JSON.stringify(globalThis.__PUBLIC_ENV__, null, 2)}\n`);
writeFileSync(join(CLIENT_DIR, "_redirects"), staticHostRedirects());
await buildSocialCards(CLIENT_DIR);
writeFileSync(join(CLIENT_DIR, "_headers"), staticHostHeaders(CLIENT_DIR));
done();

done = step("precompression (brotli and gzip)");
const compressed = precompress(CLIENT_DIR);
done();
console.log(
  `  ${compressed.files} text files: ${(compressed.raw / 1024).toFixed(0)} kB raw, ${(compressed.brotli / 1024).toFixed(0)} kB brotli`,
);

writeFileSync(BUILD_STAMP, `${buildInputsHash()}\n`);
console.log(
  `Build ready in ${((performance.now() - total) / 1000).toFixed(1)}s: ${BUILD_DIR}/client (static files) and ${BUILD_DIR}/server.`,
);
