import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPublisher, gitIdentity, type Publisher } from "./publisher.ts";

describe("a publish's author", () => {
  it("is the person's name and e-mail as git takes them: nothing can break out of the identity", () => {
    expect(gitIdentity("Ada Lovelace")).toBe("Ada Lovelace");
    expect(gitIdentity("Eve <evil@example.com>\nSigned-off-by: x")).toBe(
      "Eve evil@example.comSigned-off-by: x",
    );
    expect(gitIdentity("<>")).toBe("Staff");
  });
});

/**
 * The publisher on a throwaway checkout of the real content, with a stand-in for scripts/build.ts: it records the
 * tour price it read into the build, says it is building, then waits for the test to let it finish (`release`, which
 * it takes), so a test can save an edit while the "build" runs.
 */
const STAND_IN_BUILD = `
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
const price = /^price: (\\d+)/m.exec(readFileSync("content/settings/tours.yaml", "utf8"))[1];
writeFileSync("building", "");
while (!existsSync("release")) await new Promise((resolve) => setTimeout(resolve, 20));
rmSync("release");
mkdirSync(join(process.env.BUILD_DIR, "client"), { recursive: true });
writeFileSync(join(process.env.BUILD_DIR, "price.txt"), price);
`;

const OWNER = { name: "Olive Owner", email: "olive.owner@example.com" };
const TOURS = "content/settings/tours.yaml";

describe("publishing one snapshot of the content", () => {
  let root: string;
  let live: string | null;
  let previewDir: string | null;
  let publisher: Publisher;
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root }).toString().trim();
  const setPrice = (price: number) => {
    const path = join(root, TOURS);
    writeFileSync(path, readFileSync(path, "utf8").replace(/^price: \d+/m, `price: ${price}`));
  };
  const committedPrice = () => /^price: (\d+)/m.exec(git("show", `HEAD:${TOURS}`))?.[1];
  const builtPrice = (dir: string | null) => readFileSync(join(dir!, "price.txt"), "utf8");
  const waitFor = async (file: string) => {
    while (!existsSync(join(root, file))) {
      const state = publisher.status();
      if (state.state !== "running") throw new Error(`No build is running: ${JSON.stringify(state)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  /** Lets the stand-in build that is running finish, once it has read the content. */
  const release = async () => {
    await waitFor("building");
    rmSync(join(root, "building"));
    writeFileSync(join(root, "release"), "");
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "ww-publisher-"));
    cpSync(join(import.meta.dirname, "../../content"), join(root, "content"), { recursive: true });
    mkdirSync(join(root, "scripts"));
    writeFileSync(join(root, "scripts/build.ts"), STAND_IN_BUILD);
    writeFileSync(join(root, ".gitignore"), ".publish/\nbuilding\nrelease\n");
    git("init", "--quiet");
    git("add", "--all");
    git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet", "-m", "Start");
    live = null;
    previewDir = null;
    publisher = createPublisher({
      root,
      goLive: async (dir) => {
        live = dir;
      },
      showPreview: async (dir) => {
        previewDir = dir;
      },
    });
  });

  afterEach(async () => {
    writeFileSync(join(root, "release"), "");
    await publisher.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it("an edit saved while the site builds is built and committed together, never committed unbuilt", async () => {
    setPrice(45);
    expect((await publisher.publish(OWNER)).started).toBe(true);
    await waitFor("building");
    // Saved in the editor while the first build runs: that build read 45, so it is built again with 50.
    setPrice(50);
    await release();
    await release();
    await publisher.settled();

    const state = publisher.status();
    expect(state.state, JSON.stringify(state)).toBe("done");
    expect(builtPrice(live)).toBe("50");
    expect(committedPrice()).toBe("50");
    expect(await publisher.changes()).toEqual([]);
    expect(git("log", "-1", "--format=%an <%ae>")).toBe(`${OWNER.name} <${OWNER.email}>`);
  }, 30_000);

  it("a publish commits the content it built, and an edit saved after the build waits for the next one", async () => {
    setPrice(45);
    await publisher.publish(OWNER);
    await release();
    // The build has finished reading and is done; saving now happens after the check, before the commit.
    await publisher.settled();
    setPrice(55);
    expect(builtPrice(live)).toBe("45");
    expect(committedPrice()).toBe("45");
    expect(await publisher.changes()).toEqual([{ file: TOURS, change: "changed" }]);
  }, 30_000);

  it("publishing exactly what was previewed goes live with the preview's build, without building again", async () => {
    setPrice(45);
    await publisher.startPreview(OWNER);
    await release();
    await publisher.settled();
    expect(builtPrice(previewDir)).toBe("45");

    // No release: a build would wait forever, so this finishes only if nothing is built.
    await publisher.publish(OWNER);
    await publisher.settled();
    expect(publisher.status().state).toBe("done");
    expect(builtPrice(live)).toBe("45");
    expect(committedPrice()).toBe("45");
    expect(previewDir).toBeNull();
    expect(publisher.preview()).toBeNull();
  }, 30_000);

  it("an edit saved after the preview makes the publish build it", async () => {
    setPrice(45);
    await publisher.startPreview(OWNER);
    await release();
    await publisher.settled();
    setPrice(60);
    await publisher.publish(OWNER);
    await release();
    await publisher.settled();
    expect(builtPrice(live)).toBe("60");
    expect(committedPrice()).toBe("60");
  }, 30_000);
});
