import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../database.ts";
import { openTestDatabase } from "../testing/database.ts";
import { createContentHistory, gitIdentity, oneLine } from "./content-history.ts";
import { createLiveSite } from "./live-site.ts";
import { createPublisher, type Publisher } from "./publisher.ts";
import type { SiteVersion } from "./versions.ts";
import {
  builtPrice,
  priceIn,
  setPrice as setCheckoutPrice,
  standInCheckout,
  TOURS,
} from "../testing/stand-in-site.ts";

describe("a publish's author and message", () => {
  it("is the person's name and e-mail as git takes them: nothing can break out of the identity", () => {
    expect(gitIdentity("Ada Lovelace")).toBe("Ada Lovelace");
    expect(gitIdentity("Eve <evil@example.com>\nSigned-off-by: x")).toBe(
      "Eve evil@example.com Signed-off-by: x",
    );
    expect(gitIdentity("<>")).toBe("Staff");
  });

  it("keeps every part of a message on one line", () => {
    expect(oneLine("Publish content (by Eve\nSigned-off-by: Mallory <m@example.com>)")).toBe(
      "Publish content (by Eve Signed-off-by: Mallory <m@example.com>)",
    );
    expect(oneLine("a\r\n\u2028b\u0000c")).toBe("a b c");
  });
});

const OWNER = { id: null, name: "Olive Owner", email: "olive.owner@example.com" };

describe("publishing", () => {
  // The stand-in build waits for each test to let it finish (release()).
  beforeEach(() => vi.stubEnv("STAND_IN_BUILD_WAITS", "1"));

  let root: string;
  let handle: DatabaseHandle;
  let live: { dir: string; version: SiteVersion } | null;
  let previewDir: string | null;
  let failPrepare: boolean;
  /** This server has not swapped to the newest version yet (as a second server until its next check). */
  let lagging: boolean;
  let publisher: Publisher;
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root }).toString().trim();
  const setPrice = (price: number) => setCheckoutPrice(root, price);
  const status = async () => (await publisher.status())?.state;
  const waitFor = async (file: string) => {
    while (!existsSync(join(root, file))) {
      if ((await status()) !== "running") throw new Error(`No build is running: ${await status()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  /** Lets the stand-in build that is running finish, once it has read the content. */
  const release = async () => {
    await waitFor("building");
    rmSync(join(root, "building"));
    writeFileSync(join(root, "release"), "");
  };
  const publishAndWait = async (
    action: () => Promise<{ started: boolean; reason?: string }>,
    builds = true,
  ) => {
    const started = await action();
    expect(started, started.reason).toEqual({ started: true });
    if (builds) await release();
    await publisher.settled();
  };

  beforeEach(async () => {
    root = standInCheckout();
    handle = await openTestDatabase();
    live = null;
    previewDir = null;
    failPrepare = false;
    lagging = false;
    const history = createContentHistory(root);
    const baselineDir = join(root, "build");
    publisher = createPublisher({
      root,
      database: handle,
      history,
      liveSite: createLiveSite({ root, baselineDir, history }),
      baselineDir,
      prepare: async (dir) => {
        if (failPrepare) throw new Error("The new build's server code would not load.");
        return { dir };
      },
      activate: (prepared, version) => {
        live = { dir: prepared.dir, version };
      },
      servedVersion: () => (lagging ? null : (live?.version.id ?? null)),
      showPreview: async (dir) => {
        previewDir = dir;
      },
      editingRefused: () => null,
    });
    // A database, a checkout and a commit each time: seconds on a loaded machine.
  }, 60_000);

  afterEach(async () => {
    vi.unstubAllEnvs();
    writeFileSync(join(root, "release"), "");
    await publisher.stop();
    await handle.close();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it("publishes one snapshot: an edit saved while the site builds stays a draft, listed in staff words", async () => {
    setPrice(45);
    expect(await publisher.changes()).toEqual([{ label: "Tour price", before: "$40", after: "$45" }]);
    expect((await publisher.publish(OWNER)).started).toBe(true);
    await waitFor("building");
    // Saved in the editor while the build runs: the build read 45 from its snapshot, so 50 waits.
    setPrice(50);
    await release();
    await publisher.settled();

    expect(await status()).toBe("done");
    expect(builtPrice(live?.dir)).toBe("45");
    expect(priceIn(git("show", `HEAD:${TOURS}`))).toBe("45");
    expect(await publisher.changes()).toEqual([{ label: "Tour price", before: "$45", after: "$50" }]);
    const [version] = await publisher.versions();
    expect(version).toMatchObject({ id: live?.version.id, kind: "publish", publishedByName: OWNER.name });
    expect(version!.changes).toEqual([{ label: "Tour price", before: "$40", after: "$45" }]);
    expect(git("log", "-1", "--format=%an <%ae>")).toBe(`${OWNER.name} <${OWNER.email}>`);
    expect(git("log", "-1", "--format=%b")).toBe("Tour price: $40 → $45");
    expect(git("rev-parse", `refs/whiskerwalks/versions/${version!.id}`)).toBe(git("rev-parse", "HEAD"));
  }, 120_000);

  it("says a publish is done only once this server serves it: until then it is going live", async () => {
    setPrice(45);
    lagging = true;
    await publishAndWait(() => publisher.publish(OWNER));
    expect(await publisher.status()).toMatchObject({ state: "running", step: "going live" });
    lagging = false;
    expect(await publisher.status()).toMatchObject({ state: "done", versionId: live?.version.id });
  }, 120_000);

  it("a publish whose new build cannot be served is not recorded: the history lists only what went live", async () => {
    setPrice(45);
    failPrepare = true;
    await publishAndWait(() => publisher.publish(OWNER));
    const run = await publisher.status();
    expect(run?.state).toBe("failed");
    expect(run?.reason).toContain("the live site is unchanged");
    expect(await publisher.versions()).toEqual([]);
    expect(live).toBeNull();
    expect(priceIn(git("show", `HEAD:${TOURS}`))).toBe("40");
    expect(await publisher.changes()).toEqual([{ label: "Tour price", before: "$40", after: "$45" }]);
  }, 120_000);

  it("a failed build leaves the live site, the history and the drafts as they were", async () => {
    setPrice(99);
    await publishAndWait(() => publisher.publish(OWNER));
    const run = await publisher.status();
    expect(run?.state).toBe("failed");
    expect(run?.problems.join("\n")).toContain("The build broke on purpose.");
    expect(await publisher.versions()).toEqual([]);
    expect(priceIn(readFileSync(join(root, TOURS), "utf8"))).toBe("99");
  }, 120_000);

  it("content the site would refuse is refused with file and field, and nothing is built", async () => {
    const path = join(root, TOURS);
    writeFileSync(path, readFileSync(path, "utf8").replace(/^price: \d+/m, "price: abc"));
    await publishAndWait(() => publisher.publish(OWNER), false);
    const run = await publisher.status();
    expect(run?.reason).toContain("Some content is not valid, so nothing was published.");
    expect(run?.problems.join("\n")).toContain(`${TOURS}, field "price"`);
    expect(existsSync(join(root, "building"))).toBe(false);
  }, 120_000);

  it("runs one at a time: a second publish, preview or restore while one runs is refused in words", async () => {
    setPrice(45);
    expect((await publisher.publish(OWNER)).started).toBe(true);
    await waitFor("building");
    for (const second of [() => publisher.publish(OWNER), () => publisher.startPreview(OWNER)]) {
      const refused = await second();
      expect(refused.started).toBe(false);
      expect(refused.reason).toBe(
        `A publish by ${OWNER.name} is running: wait for it to finish, then try again.`,
      );
    }
    await release();
    await publisher.settled();
    expect((await publisher.versions()).map((version) => version.kind)).toEqual(["publish", "installed"]);
  }, 120_000);

  it("has nothing to publish when the editor's content is live", async () => {
    const refused = await publisher.publish(OWNER).then(async (result) => {
      await publisher.settled();
      return result;
    });
    expect(refused.started).toBe(true);
    expect((await publisher.status())?.reason).toBe(
      "Nothing to publish: everything in the editor is already live.",
    );
  }, 120_000);

  it("previews without publishing, then restores an earlier version after saying what it changes", async () => {
    setPrice(45);
    await publishAndWait(() => publisher.publish(OWNER));
    const first = live!.version;
    setPrice(60);
    await publishAndWait(() => publisher.startPreview(OWNER));
    expect(builtPrice(previewDir)).toBe("60 (preview)");
    expect(await publisher.versions()).toHaveLength(2);
    expect((await publisher.preview())?.previewDir).toBe(previewDir);

    await publishAndWait(() => publisher.publish(OWNER));
    expect(builtPrice(live?.dir)).toBe("60");
    expect(previewDir).toBeNull();
    expect(await publisher.preview()).toBeNull();

    setPrice(70);
    expect(await publisher.restoreChanges(first.id)).toEqual([
      { label: "Tour price", before: "$60", after: "$45" },
    ]);
    // The first version's build is still on disk: restoring it needs no build.
    await publishAndWait(() => publisher.restore(first.id, OWNER), false);
    expect(builtPrice(live?.dir)).toBe("45");
    expect(live?.version).toMatchObject({ kind: "restore", restoredFrom: first.id });
    // The drafts were discarded, as the confirmation said: the editor shows the restored version.
    expect(priceIn(readFileSync(join(root, TOURS), "utf8"))).toBe("45");
    expect(await publisher.changes()).toEqual([]);
    expect((await publisher.versions()).map((version) => version.kind)).toEqual([
      "restore",
      "publish",
      "publish",
      "installed",
    ]);
  }, 180_000);

  it("records the content as installed with the first publish, so that publish can be undone like any other", async () => {
    setPrice(45);
    await publishAndWait(() => publisher.publish(OWNER));
    const [published, installed] = await publisher.versions();
    expect(installed).toMatchObject({ id: 1, kind: "installed", publishedBy: null, changes: [] });
    expect(published).toMatchObject({ id: 2, kind: "publish", publishedByName: OWNER.name });
    // The commit the first publish started from, whose content was live until then.
    expect(installed!.commit).toBe(git("rev-parse", `${published!.commit}^`));
    expect(await publisher.restoreChanges(1)).toEqual([{ label: "Tour price", before: "$45", after: "$40" }]);

    await publishAndWait(() => publisher.restore(1, OWNER));
    expect(builtPrice(live?.dir)).toBe("40");
    expect(live?.version).toMatchObject({ id: 3, kind: "restore", restoredFrom: 1 });
    // Its build is the one a build of the installed content carries: restoring it again needs no build.
    expect(live?.version.contentFingerprint).toBe(installed!.contentFingerprint);
    setPrice(50);
    await publishAndWait(() => publisher.publish(OWNER));
    expect((await publisher.versions()).map((version) => `${version.kind} ${version.id}`)).toEqual([
      "publish 4",
      "restore 3",
      "publish 2",
      "installed 1",
    ]);
  }, 180_000);
});
