/**
 * The production build: responsive images, the React Router build of the code (with no content in it), then every
 * public page rendered from the content, and what a static host or our server needs beside them. With a finished
 * build of the same code at hand it copies that code and renders the pages only (docs/decisions/166). `npm run
 * build`; `npm start` runs it when the sources changed, and a publishing server runs it for a version it lacks.
 */
import "../server/production-mode.ts";
// drizzle-orm found without Node's slow package lookup, for the render's server modules (decision 169).
import "../server/module-loading.ts";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import "./lib/public-env.ts";
import { contentRoot, readContent } from "../app/content/read-content.ts";
import {
  BUILD_DIR,
  BUILD_STAMP,
  codeFingerprint,
  contentFingerprint,
  ROOT,
  type BuildStamp,
} from "./lib/build-inputs.ts";
import { buildOnCode, imagesStep, printedStep, renderPages } from "./lib/render-build.ts";
import { findCodeBase } from "./lib/render-site.ts";
import { buildFonts, charactersOutsideSubset, fontSubsetCharacters } from "./fonts.ts";
import { recordImagesToMake } from "./images.ts";
import { copyCachedBuild, keepBuild } from "./lib/test-build-cache.ts";

const CLIENT_DIR = join(BUILD_DIR, "client");
/** npm start's quick build: the pictures are planned, and the server makes them (docs/decisions/062). */
const imagesLater = process.argv.includes("--images-later");

// Started by the server (a publish, a preview, or the live version at start): if that server dies, even by kill -9,
// this build and the bundler it started stop too, rather than run on unowned (docs/decisions/093).
const parent = Number(process.env.BUILD_PARENT_PID);
if (parent) {
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      console.error("The server that started this build is gone: stopping.");
      process.kill(-process.pid, "SIGKILL");
    }
  }, 500).unref();
}

const total = performance.now();
// A staff preview of unpublished edits: every public page says so (docs/decisions/068, 093).
const preview = process.env.PREVIEW_BUILD === "1";
// What this build reads, taken before it reads it: an edit made meanwhile makes the next start build again.
const stamp: BuildStamp = { code: codeFingerprint(), content: contentFingerprint(contentRoot()) };
// A finished build of this same code (this folder's, the server's own, or a published one): the new build is a copy
// of its code with this content rendered into it, in seconds (docs/decisions/166). Otherwise the code is built too.
const base = findCodeBase(
  stamp.code,
  [BUILD_DIR, process.env.BUILD_BASE_DIR ?? "", join(ROOT, "build")],
  join(ROOT, ".publish"),
);
rmSync(BUILD_STAMP, { force: true });

// In a test run, a build of this code and content made earlier in the run is copied instead (scripts/lib/test-build-cache.ts).
if (copyCachedBuild(BUILD_DIR, stamp, imagesLater, preview)) {
  console.log(
    `Build ready in ${((performance.now() - total) / 1000).toFixed(1)}s: a copy of this test run's earlier build of the same code and content.`,
  );
  process.exit(0);
}

// Checked first: content with a problem fails here, naming each one, before anything is built.
const content = readContent(contentRoot());

let pages: number;
let imagesToMake: Awaited<ReturnType<typeof imagesStep>>;
let compressed: Awaited<ReturnType<typeof renderPages>>["compressed"];
const options = { contentRoot: contentRoot(), content, preview, imagesLater };
if (base) {
  console.log(`Rendering the pages on the code of the build in ${relative(ROOT, base) || "."}.`);
  ({ pages, imagesToMake, compressed } = await buildOnCode(base, BUILD_DIR, options));
} else {
  imagesToMake = await imagesStep(options);

  let done = printedStep("fonts subset to the site's characters");
  await buildFonts();
  done();

  done = printedStep("react-router build (the code, with no content in it)");
  const result = spawnSync(
    process.execPath,
    [join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"],
    {
      cwd: ROOT,
      stdio: "inherit",
      env: process.env,
    },
  );
  if (result.status !== 0) {
    console.error("The build failed: see the messages above.");
    process.exit(result.status ?? 1);
  }
  writeFileSync(
    join(BUILD_DIR, "public-env.json"),
    `${JSON.stringify(globalThis.__PUBLIC_ENV__, null, 2)}\n`,
  );
  done();
  ({ pages, compressed } = await renderPages(BUILD_DIR, options));
}
await recordImagesToMake(BUILD_DIR, imagesToMake);

// Every page's text is in the font subsets; a character that is not still shows (the whole font has it) but costs
// that page a second font file, so say which. (A render on another build's code keeps that build's subsets.)
const { characters } = fontSubsetCharacters();
for (const entry of readdirSync(CLIENT_DIR, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
  const file = join(entry.parentPath, entry.name);
  const outside = charactersOutsideSubset(readFileSync(file, "utf8"), characters);
  if (outside.length)
    console.warn(
      `! ${relative(CLIENT_DIR, file)} shows ${outside.map((c) => JSON.stringify(c)).join(" ")}, not in the font subsets (scripts/fonts.ts)`,
    );
}
console.log(`  ${pages} pages`);
if (compressed)
  console.log(
    `  ${compressed.files} text files: ${(compressed.raw / 1024).toFixed(0)} kB raw, ${(compressed.brotli / 1024).toFixed(0)} kB brotli (${compressed.fromCache} as an earlier build compressed them)`,
  );

// Last: a build with this stamp is finished, and made of this code and this content.
writeFileSync(BUILD_STAMP, `${JSON.stringify(stamp)}\n`);
keepBuild(BUILD_DIR, stamp, imagesLater, preview);
console.log(
  `Build ready in ${((performance.now() - total) / 1000).toFixed(1)}s: ${BUILD_DIR}/client (static files) and ${BUILD_DIR}/server.`,
);
