import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { ContentHistory } from "../publishing/content-history.ts";
import { DATA_SECRETS } from "../client-address.ts";
import { restoreBackup, RestoreRefused } from "./restore.ts";
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
const { createSetupRestore, settleKilledRestores } = await import("./restore-on-setup.ts");

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

/** A restore that waits, before making room (`checked`) or after (`written`), until the test lets it go on. */
function gatedRestore(at: "checked" | "written") {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const waiting = new Promise<void>((resolve) => (reached = resolve));
  vi.mocked(restoreBackup).mockImplementationOnce(async (_file, target, _history, _key, options) => {
    if (at === "checked") {
      reached();
      await gate;
    }
    await options?.makeRoom?.({} as never);
    if (at === "written") {
      // The backup's own secret, as the real restore writes it.
      writeFileSync(join(target.dataDir, DATA_SECRETS.LINK_SECRET), "the backup's\n");
      reached();
      await gate;
    }
    return { createdAt: "2026-11-20T09:15:00.000Z" } as Restore.RestoreResult;
  });
  return { release, waiting };
}

describe("stopping the server during a restore from the setup page", () => {
  it("lets a restore that is making room finish first, and does not start the site again", async () => {
    const { dataDir, site, restore } = setupRestore();
    const { release, waiting } = gatedRestore("written");
    const restoring = restore.restore(join(scratch, "backup.wwbackup"), null);
    await waiting;
    let stopped = false;
    const stop = restore.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped, "the process waits for the restore").toBe(false);
    release();
    await expect(restoring).resolves.toMatchObject({ createdAt: "2026-11-20T09:15:00.000Z" });
    await stop;
    expect(site.startSite).not.toHaveBeenCalled();
    expect(readdirSync(dataDir)).toEqual([DATA_SECRETS.LINK_SECRET]);
    expect(readFileSync(join(dataDir, DATA_SECRETS.LINK_SECRET), "utf8")).toBe("the backup's\n");
  });

  it("refuses a restore still checking its backup, with nothing stopped or moved", async () => {
    const { dataDir, site, restore } = setupRestore();
    const { release, waiting } = gatedRestore("checked");
    const restoring = restore
      .restore(join(scratch, "backup.wwbackup"), null)
      .catch((error: unknown) => error);
    await waiting;
    const stop = restore.stop();
    release();
    const refused = await restoring;
    await stop;
    expect((refused as RestoreRefused).reason).toBe("stopping");
    expect(site.stopSite).not.toHaveBeenCalled();
    expect(readFileSync(join(dataDir, DATA_SECRETS.LINK_SECRET), "utf8")).toBe("the new server's own\n");
    await expect(restore.restore(join(scratch, "backup.wwbackup"), null)).rejects.toMatchObject({
      reason: "stopping",
    });
  });
});

describe("a start after a restore was killed outright", () => {
  /** A data folder as a restore killed at some moment left it. */
  function killedAt(files: Record<string, string>) {
    const dataDir = mkdtempSync(join(scratch, "killed-"));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dataDir, name, ".."), { recursive: true });
      writeFileSync(join(dataDir, name), text);
    }
    return dataDir;
  }
  const read = (dataDir: string, name: string) =>
    existsSync(join(dataDir, name)) ? readFileSync(join(dataDir, name), "utf8") : null;

  it("puts the server's own data back over a restore cut short, and drops what the restore wrote", async () => {
    const dataDir = killedAt({
      "before-restore-1700000000000/moved.json": JSON.stringify(["db", DATA_SECRETS.LINK_SECRET]),
      "before-restore-1700000000000/db/PG_VERSION": "own",
      [`before-restore-1700000000000/${DATA_SECRETS.LINK_SECRET}`]: "own secret",
      "db/PG_VERSION": "half restored",
      [DATA_SECRETS.LINK_SECRET]: "the backup's",
      [DATA_SECRETS.CLIENT_HASH_SALT]: "the backup's",
    });
    const lines = await settleKilledRestores(dataDir);
    expect(lines).toEqual([expect.stringMatching(/cut short.*own data was put back/)]);
    expect(readdirSync(dataDir).sort()).toEqual(["db", DATA_SECRETS.LINK_SECRET].sort());
    expect(read(dataDir, "db/PG_VERSION")).toBe("own");
    expect(read(dataDir, DATA_SECRETS.LINK_SECRET)).toBe("own secret");
    expect(await settleKilledRestores(dataDir)).toEqual([]);
  });

  it("finishes a roll back that was itself cut short, keeping what it had already put back", async () => {
    const dataDir = killedAt({
      "before-restore-1700000000000/moved.json": JSON.stringify(["db", DATA_SECRETS.LINK_SECRET]),
      "before-restore-1700000000000/db/PG_VERSION": "own",
      "db/PG_VERSION": "half restored",
      [DATA_SECRETS.LINK_SECRET]: "own secret, put back already",
    });
    await settleKilledRestores(dataDir);
    expect(readdirSync(dataDir).sort()).toEqual(["db", DATA_SECRETS.LINK_SECRET].sort());
    expect(read(dataDir, "db/PG_VERSION")).toBe("own");
    expect(read(dataDir, DATA_SECRETS.LINK_SECRET)).toBe("own secret, put back already");
  });

  it("keeps a restore that had finished, and drops only its leftover", async () => {
    const dataDir = killedAt({
      "after-restore-1700000000000/db/PG_VERSION": "own",
      "db/PG_VERSION": "restored",
      [DATA_SECRETS.LINK_SECRET]: "the backup's",
    });
    const lines = await settleKilledRestores(dataDir);
    expect(lines).toEqual([expect.stringMatching(/had finished.*leftover/)]);
    expect(readdirSync(dataDir).sort()).toEqual(["db", DATA_SECRETS.LINK_SECRET].sort());
    expect(read(dataDir, "db/PG_VERSION")).toBe("restored");
  });
});
