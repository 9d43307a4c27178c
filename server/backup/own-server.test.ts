import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isOwnServer, processInfo, runningOwnServer } from "./own-server.ts";

const ROOT = "/srv/whiskerwalks";
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("npm run backup signals only this checkout's server", () => {
  it("knows this checkout's server by its command, resolved from its own working folder", () => {
    expect(isOwnServer({ args: ["node", "server/index.ts"], cwd: ROOT }, ROOT)).toBe(true);
    expect(isOwnServer({ args: ["/usr/bin/node", "scripts/start.ts"], cwd: ROOT }, ROOT)).toBe(true);
    expect(isOwnServer({ args: ["node", `${ROOT}/server/index.ts`], cwd: "/" }, ROOT)).toBe(true);
    // Another checkout's server, another program, another script, nothing shown.
    expect(isOwnServer({ args: ["node", "server/index.ts"], cwd: "/srv/other" }, ROOT)).toBe(false);
    expect(isOwnServer({ args: ["sleep", `${ROOT}/server/index.ts`], cwd: ROOT }, ROOT)).toBe(false);
    expect(isOwnServer({ args: ["node", "scripts/backup.ts"], cwd: ROOT }, ROOT)).toBe(false);
    expect(isOwnServer(null, ROOT)).toBe(false);
  });

  it("never names a live stranger from a stale pid file, nor a garbled one", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ww-pid-test-"));
    dirs.push(dataDir);
    const stranger = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      await new Promise((resolve) => stranger.once("spawn", resolve));
      expect(processInfo(stranger.pid!)?.args[0]).toBe("sleep");
      writeFileSync(join(dataDir, "server.pid"), `${stranger.pid}\n`);
      expect(runningOwnServer(dataDir, ROOT)).toBeNull();
      // The same pid, shown as this checkout's server: it is the one signalled.
      expect(runningOwnServer(dataDir, ROOT, () => ({ args: ["node", "server/index.ts"], cwd: ROOT }))).toBe(
        stranger.pid,
      );
      for (const garbled of ["", "abc", "1", `${process.pid}`]) {
        writeFileSync(join(dataDir, "server.pid"), garbled);
        expect(
          runningOwnServer(dataDir, ROOT, () => ({ args: ["node", "server/index.ts"], cwd: ROOT })),
        ).toBeNull();
      }
    } finally {
      stranger.kill();
    }
  });
});
