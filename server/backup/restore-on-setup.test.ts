import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { ContentHistory } from "../publishing/content-history.ts";
import { RestoreRefused } from "./restore.ts";
import type * as Restore from "./restore.ts";

/** The restore itself is `npm run restore`'s (tested in restore.test.ts): here it checks the backup and makes room. */
vi.mock("./restore.ts", async (original) => ({
  ...(await original<typeof Restore>()),
  restoreBackup: vi.fn(
    async (_file, _target, _history, _key, options: { makeRoom?: () => Promise<void> }) => {
      await options.makeRoom?.();
      return { createdAt: "2026-11-20T09:15:00.000Z" };
    },
  ),
}));
const { createSetupRestore } = await import("./restore-on-setup.ts");

const scratch = mkdtempSync(join(tmpdir(), "restore-on-setup-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function setupRestore() {
  const dataDir = mkdtempSync(join(scratch, "data-"));
  writeFileSync(join(dataDir, "link-secret"), "the new server's own\n");
  const site = { stopSite: vi.fn(async () => undefined), startSite: vi.fn(async () => undefined) };
  const restore = createSetupRestore({
    target: { dataDir },
    history: {} as ContentHistory,
    serverKey: null,
    ...site,
  });
  return { dataDir, site, restore };
}

describe("restoring from the setup page", () => {
  it("never replaces an owner made while the backup was being checked: nothing stops, nothing moves", async () => {
    const { dataDir, site, restore } = setupRestore();
    const refused = await restore
      .restore(join(scratch, "backup.wwbackup"), null, async () => false)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RestoreRefused);
    expect((refused as RestoreRefused).reason).toBe("has-accounts");
    expect(site.stopSite).not.toHaveBeenCalled();
    expect(site.startSite).not.toHaveBeenCalled();
    expect(readdirSync(dataDir)).toEqual(["link-secret"]);
  });

  it("on a server still new, stops the site, makes room and starts it again", async () => {
    const { dataDir, site, restore } = setupRestore();
    await expect(
      restore.restore(join(scratch, "backup.wwbackup"), null, async () => true),
    ).resolves.toMatchObject({
      createdAt: "2026-11-20T09:15:00.000Z",
    });
    expect(site.stopSite).toHaveBeenCalledOnce();
    expect(site.startSite).toHaveBeenCalledOnce();
    // The new server's own secret was moved aside for the backup's (which the real restore writes), then dropped.
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
