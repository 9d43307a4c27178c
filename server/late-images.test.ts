import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { rasterKey, type ImageJob } from "../scripts/images.ts";
import { ROOT } from "../scripts/lib/build-inputs.ts";
import { IMAGES_TO_MAKE, openLateImages } from "./late-images.ts";
import type { StaticFile } from "./static-files.ts";

const name = "reels/reel-01";
const source = `content/images/${name}.svg`;
const key = rasterKey(name, readFileSync(join(ROOT, source)));
// A width the pipeline never makes, so the test cannot find the file already there (the next plan removes it).
const outputs = (["avif", "webp"] as const).map((format) => ({
  url: `/images/${name}-100.${key}.${format}`,
  width: 100,
  format,
}));
const made = outputs.map((output) => join(ROOT, "public", output.url));
const buildDirs: string[] = [];

function emptyBuild(): string {
  const buildDir = mkdtempSync(join(tmpdir(), "late-images-"));
  buildDirs.push(buildDir);
  return buildDir;
}

function quickBuild(jobs: ImageJob[]): string {
  const buildDir = emptyBuild();
  mkdirSync(join(buildDir, "client"));
  writeFileSync(join(buildDir, IMAGES_TO_MAKE), JSON.stringify(jobs));
  return buildDir;
}

afterEach(() => {
  for (const file of [...made, ...buildDirs.splice(0)]) rmSync(file, { force: true, recursive: true });
});

// Each test draws and encodes a picture: seconds, not milliseconds, on a busy machine.
describe("pictures a quick build left to the server", { timeout: 60_000 }, () => {
  it("makes a listed picture on request, serves it cached for a year, and finishes the list", async () => {
    const buildDir = quickBuild([{ name, source, key, outputs }]);
    const files = new Map<string, StaticFile>();
    const late = openLateImages(buildDir, files);
    expect(late).toBeDefined();
    expect(late?.make("/images/reels/not-on-the-list.webp")).toBeUndefined();

    const file = await late?.make(outputs[1]!.url);
    expect(file?.contentType).toBe("image/webp");
    expect(file?.cacheControl).toBe("public, max-age=31536000, immutable");
    const { format, width } = await sharp(file?.body).metadata();
    expect({ format, width }).toEqual({ format: "webp", width: 100 });
    expect(existsSync(join(buildDir, "client", outputs[1]!.url))).toBe(true);

    await late?.finished;
    expect([...files.keys()].sort()).toEqual(outputs.map((output) => output.url).sort());
    expect(existsSync(join(buildDir, IMAGES_TO_MAKE))).toBe(false);
    // The next start of the same build has nothing left to make.
    expect(openLateImages(buildDir, new Map())).toBeUndefined();
  });

  it("refuses to make a picture whose source changed since the build, and keeps the list", async () => {
    const buildDir = quickBuild([{ name, source, key: "0123456789", outputs }]);
    const late = openLateImages(buildDir, new Map());
    await expect(late?.make(outputs[0]!.url)).rejects.toThrow(`${source} changed since the build planned it`);
    await late?.finished;
    expect(existsSync(join(buildDir, IMAGES_TO_MAKE))).toBe(true);
  });

  it("has nothing to do for a complete build", () => {
    expect(openLateImages(emptyBuild(), new Map())).toBeUndefined();
  });
});
