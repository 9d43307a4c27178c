import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readBuildStamp, STAMP_FILE } from "./build-inputs.ts";
import { copyCachedBuild, keepBuild } from "./test-build-cache.ts";

const STAMP = { code: "c0de", content: "c0ntent" };

describe("the test run's build cache", () => {
  let dir: string;
  /** A finished build, as scripts/build.ts leaves one: its pages, its server and its stamp last. */
  const finishedBuild = (name: string, page: string) => {
    const build = join(dir, name);
    mkdirSync(join(build, "client"), { recursive: true });
    mkdirSync(join(build, "server"), { recursive: true });
    writeFileSync(join(build, "client/index.html"), page);
    writeFileSync(join(build, "server/index.js"), "export {};\n");
    writeFileSync(join(build, STAMP_FILE), `${JSON.stringify(STAMP)}\n`);
    return build;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "ww-build-cache-"));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is off unless a test run names its folder: nothing is kept, nothing is copied", () => {
    vi.stubEnv("WW_TEST_BUILD_CACHE", "");
    keepBuild(finishedBuild("a", "<h1>$45</h1>"), STAMP, false);
    expect(copyCachedBuild(join(dir, "b"), STAMP, false)).toBe(false);
  });

  it("gives a later build of the same code and content a whole copy, and nothing to another", () => {
    vi.stubEnv("WW_TEST_BUILD_CACHE", join(dir, "cache"));
    keepBuild(finishedBuild("a", "<h1>$45</h1>"), STAMP, false);

    const target = join(dir, "checkout/.publish/run-1-building");
    expect(copyCachedBuild(target, STAMP, false)).toBe(true);
    expect(readFileSync(join(target, "client/index.html"), "utf8")).toBe("<h1>$45</h1>");
    expect(readBuildStamp(target)).toEqual(STAMP);

    // Other content, other code, or a quick build (pictures left to the server): built, not copied.
    expect(copyCachedBuild(join(dir, "c"), { ...STAMP, content: "other" }, false)).toBe(false);
    expect(copyCachedBuild(join(dir, "d"), { ...STAMP, code: "other" }, false)).toBe(false);
    expect(copyCachedBuild(join(dir, "e"), STAMP, true)).toBe(false);
    expect(readFileSync(join(dir, "cache/log"), "utf8")).toMatch(/ built [^\n]+\n[^\n]+ copied /);
  });
});
