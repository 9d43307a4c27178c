import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../database.ts";
import { createContentHistory, gitIdentity, oneLine } from "./content-history.ts";
import { createLiveSite } from "./live-site.ts";
import { createPublisher, type Publisher } from "./publisher.ts";
import type { SiteVersion } from "./versions.ts";

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

const BUILD_INPUTS = join(import.meta.dirname, "../../scripts/lib/build-inputs.ts");

/**
 * A stand-in for scripts/build.ts in a throwaway checkout: it reads the tour price from the content it is given
 * (CONTENT_ROOT), says it is building, waits for the test to let it finish (`release`, which it takes), then writes a
 * build with that price and the stamp a real build writes. A build whose content says "price: 99" fails.
 */
const STAND_IN_BUILD = `
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { codeFingerprint, contentFingerprint } from ${JSON.stringify(BUILD_INPUTS)};
const contentRoot = process.env.CONTENT_ROOT || process.cwd();
const price = /^price: (\\d+)/m.exec(readFileSync(join(contentRoot, "content/settings/tours.yaml"), "utf8"))[1];
const stamp = { code: codeFingerprint(process.cwd()), content: contentFingerprint(contentRoot) };
writeFileSync("building", "");
while (!existsSync("release")) await new Promise((resolve) => setTimeout(resolve, 20));
rmSync("release");
if (price === "99") { console.error("The build broke on purpose."); process.exit(1); }
mkdirSync(join(process.env.BUILD_DIR, "client"), { recursive: true });
mkdirSync(join(process.env.BUILD_DIR, "server"), { recursive: true });
writeFileSync(join(process.env.BUILD_DIR, "server/index.js"), "");
writeFileSync(join(process.env.BUILD_DIR, "price.txt"), price + (process.env.PREVIEW_BUILD ? " (preview)" : ""));
writeFileSync(join(process.env.BUILD_DIR, ".build-hash"), JSON.stringify(stamp));
`;

const OWNER = { id: null, name: "Olive Owner", email: "olive.owner@example.com" };
const TOURS = "content/settings/tours.yaml";

describe("publishing", () => {
  let root: string;
  let handle: DatabaseHandle;
  let live: { dir: string; version: SiteVersion } | null;
  let previewDir: string | null;
  let failPrepare: boolean;
  let publisher: Publisher;
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root }).toString().trim();
  const setPrice = (price: number) => {
    const path = join(root, TOURS);
    writeFileSync(path, readFileSync(path, "utf8").replace(/^price: \d+/m, `price: ${price}`));
  };
  const priceIn = (text: string) => /^price: (\d+)/m.exec(text)?.[1];
  const builtPrice = (dir: string | null | undefined) => readFileSync(join(dir!, "price.txt"), "utf8");
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
    root = mkdtempSync(join(tmpdir(), "ww-publisher-"));
    cpSync(join(import.meta.dirname, "../../content"), join(root, "content"), { recursive: true });
    mkdirSync(join(root, "scripts"));
    writeFileSync(join(root, "scripts/build.ts"), STAND_IN_BUILD);
    writeFileSync(join(root, ".gitignore"), ".publish/\nbuild/\nbuilding\nrelease\n");
    git("init", "--quiet");
    git("add", "--all");
    git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet", "-m", "Start");
    handle = await openDatabase({ dataDir: "memory://" });
    live = null;
    previewDir = null;
    failPrepare = false;
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
      showPreview: async (dir) => {
        previewDir = dir;
      },
      editingRefused: () => null,
    });
    // A database, a checkout and a commit each time: seconds on a loaded machine.
  }, 60_000);

  afterEach(async () => {
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
    expect(await publisher.versions()).toHaveLength(1);
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
    expect(await publisher.versions()).toHaveLength(1);
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
    ]);
  }, 180_000);
});
