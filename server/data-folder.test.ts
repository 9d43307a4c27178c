import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tightenDataFolder } from "./data-folder.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const mode = (path: string) => statSync(path).mode & 0o777;

describe("the data folder", () => {
  it("is its owner's alone: folders 0700, files without group or other rights, links left alone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ww-data-test-"));
    dirs.push(dir);
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, "db/base"), { recursive: true, mode: 0o777 });
    writeFileSync(join(dir, "db/base/1"), "x", { mode: 0o666 });
    writeFileSync(join(dir, "link-secret"), "x", { mode: 0o644 });
    const outside = join(dir, "..", `${dir.split("/").pop()}-outside`);
    writeFileSync(outside, "x", { mode: 0o644 });
    dirs.push(outside);
    symlinkSync(outside, join(dir, "db/a-link"));
    await tightenDataFolder(dir);
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, "db/base"))).toBe(0o700);
    expect(mode(join(dir, "db/base/1"))).toBe(0o600);
    expect(mode(join(dir, "link-secret"))).toBe(0o600);
    expect(mode(outside), "a link's target is never changed").toBe(0o644);
  });
});
