import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { rasterKey, type ImageJob } from "../scripts/images.ts";
import { ROOT } from "../scripts/lib/build-inputs.ts";
import { IMAGES_TO_MAKE, openLateImages } from "./late-images.ts";
import type { StaticFile } from "./static-files.ts";

const made: string[] = [];
const buildDirs: string[] = [];

/** A job for a real picture, at widths the pipeline never makes (so no file is there already; the next plan removes them). */
function job(name: string, widths: number[]): ImageJob {
  const source = `content/images/${name}.svg`;
  const key = rasterKey(name, readFileSync(join(ROOT, source)));
  const outputs = widths.flatMap((width) =>
    (["avif", "webp"] as const).map((format) => ({
      url: `/images/${name}-${width}.${key}.${format}`,
      width,
      format,
    })),
  );
  made.push(...outputs.map((output) => join(ROOT, "public", output.url)));
  return { name, source, key, outputs };
}

function emptyBuild(): string {
  const buildDir = mkdtempSync(join(tmpdir(), "late-images-"));
  buildDirs.push(buildDir);
  mkdirSync(join(buildDir, "client"));
  return buildDir;
}

function quickBuild(jobs: ImageJob[]): string {
  const buildDir = emptyBuild();
  writeFileSync(join(buildDir, IMAGES_TO_MAKE), JSON.stringify(jobs));
  return buildDir;
}

afterEach(() => {
  for (const file of [...made.splice(0), ...buildDirs.splice(0)])
    rmSync(file, { force: true, recursive: true });
});

// Each test draws and encodes pictures: seconds, not milliseconds, on a busy machine.
describe("pictures a quick build left to the server", { timeout: 60_000 }, () => {
  it("makes a listed picture on request, serves it cached for a year, and finishes the list", async () => {
    const reel = job("reels/reel-01", [100]);
    const buildDir = quickBuild([reel]);
    const files = new Map<string, StaticFile>();
    const late = openLateImages(buildDir, files);
    expect(late).toBeDefined();
    expect(late?.make("/images/reels/not-on-the-list.webp")).toBeUndefined();

    const webp = reel.outputs[1]!.url;
    const file = await late?.make(webp);
    expect(file?.contentType).toBe("image/webp");
    expect(file?.cacheControl).toBe("public, max-age=31536000, immutable");
    const { format, width } = await sharp(file?.body).metadata();
    expect({ format, width }).toEqual({ format: "webp", width: 100 });
    expect(existsSync(join(buildDir, "client", webp))).toBe(true);

    await late?.finished;
    expect([...files.keys()].sort()).toEqual(reel.outputs.map((output) => output.url).sort());
    expect(existsSync(join(buildDir, IMAGES_TO_MAKE))).toBe(false);
    // The next start of the same build has nothing left to make.
    expect(openLateImages(buildDir, new Map())).toBeUndefined();
  });

  it("makes the picture a visitor asks for before the rest of the queue", async () => {
    const first = job("heroes/about", [90, 91, 92]);
    const asked = job("reels/reel-02", [100]);
    const files = new Map<string, StaticFile>();
    const late = openLateImages(quickBuild([first, asked]), files);

    await late?.make(asked.outputs[0]!.url);
    expect(first.outputs.filter((output) => files.has(output.url))).toEqual([]);
    await late?.finished;
    expect(files.size).toBe(first.outputs.length + asked.outputs.length);
  });

  it("refuses to make a picture whose source changed since the build, and keeps the list", async () => {
    const reel = { ...job("reels/reel-01", [100]), key: "0123456789" };
    const buildDir = quickBuild([reel]);
    const late = openLateImages(buildDir, new Map());
    await expect(late?.make(reel.outputs[0]!.url)).rejects.toThrow(
      "content/images/reels/reel-01.svg changed since the build planned it",
    );
    await late?.finished;
    expect(existsSync(join(buildDir, IMAGES_TO_MAKE))).toBe(true);
  });

  it("has nothing to do for a complete build", () => {
    expect(openLateImages(emptyBuild(), new Map())).toBeUndefined();
  });
});
