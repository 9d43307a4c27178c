import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database.ts";
import { openTestDatabase } from "../testing/database.ts";
import { builtPrice, setPrice, standInCheckout, TOURS } from "../testing/stand-in-site.ts";
import { createContentHistory } from "./content-history.ts";
import { mergeContentFile, mergeYaml } from "./content-merge.ts";
import { createLiveSite } from "./live-site.ts";
import { createPublisher, type Publisher } from "./publisher.ts";
import { developerWords } from "../../tests/e2e/support/developer-words.ts";
import { makeReleaseLive, pendingRelease, releaseName, upgradeCheckout, UpgradeRefused } from "./release.ts";
import type { SiteVersion } from "./versions.ts";

const OWNER = { id: null, name: "Olive Owner", email: "olive.owner@example.com" };
const POST = "content/blog/adventure-cats-first-season.md";
const NEW_TESTIMONIAL = "content/testimonials/zz-a-new-guest.yaml";

describe("merging a content file by field", () => {
  it("keeps both sides' changes to different fields, even on neighbouring lines, and ours where both changed one", () => {
    const base = "# Tour facts\nprice: 40\ncomparisonPrice: 55\nnested:\n  a: 1\n  b: 2\n";
    const ours = "# Tour facts\nprice: 45\ncomparisonPrice: 55\nnested:\n  a: 1\n  b: 3\n";
    const theirs = "# Tour facts\nprice: 50\ncomparisonPrice: 60\nnested:\n  a: 9\n  b: 2\nadded: yes\n";
    const merged = mergeYaml(base, ours, theirs);
    expect(merged.kept).toEqual(["price"]);
    expect(merged.text).toBe(
      "# Tour facts\nprice: 45\ncomparisonPrice: 60\nnested:\n  a: 9\n  b: 3\nadded: yes\n",
    );
  });

  it("merges a post's front matter by field and its text by line, keeping ours where both rewrote a line", async () => {
    const post = (title: string, lines: string[]) =>
      Buffer.from(`---\ntitle: ${title}\n---\n${lines.join("\n")}\n`);
    const base = post("Cats", ["one", "two", "three", "four", "five"]);
    const ours = post("Cats", ["one", "TWO (staff)", "three", "four", "five"]);
    const theirs = post("Cats of New York", ["one", "two (dev)", "three", "four", "FIVE"]);
    const merged = await mergeContentFile("content/blog/x.md", base, ours, theirs);
    expect(merged.kept).toEqual(["the text"]);
    expect(merged.text?.toString()).toBe(
      "---\ntitle: Cats of New York\n---\none\nTWO (staff)\nthree\nfour\nFIVE\n",
    );
  });

  it("takes the only side that changed, and keeps ours whole for what it cannot read by field", async () => {
    const [a, b] = [Buffer.from("a"), Buffer.from("b")];
    expect(await mergeContentFile("content/x.yaml", a, a, b)).toEqual({ text: b, kept: [] });
    expect(await mergeContentFile("content/x.yaml", null, null, b)).toEqual({ text: b, kept: [] });
    expect(await mergeContentFile("content/x.yaml", a, b, null)).toEqual({
      text: b,
      kept: ["the whole file"],
    });
    expect(await mergeContentFile("content/x.jpg", a, b, Buffer.from("c"))).toEqual({
      text: b,
      kept: ["the whole file"],
    });
  });
});

describe("npm run upgrade", () => {
  let remote: string;
  let server: string;
  let developer: string;
  let handle: DatabaseHandle;
  let publisher: Publisher;
  let live: { dir: string; version: SiteVersion } | null = null;
  const folders: string[] = [];
  const git = (cwd: string, ...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd })
      .toString()
      .trim();
  const edit = (root: string, file: string, change: (text: string) => string) =>
    writeFileSync(join(root, file), change(readFileSync(join(root, file), "utf8")));
  const field = (text: string, name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(text)?.[1];

  beforeAll(async () => {
    const start = standInCheckout();
    const parent = mkdtempSync(join(tmpdir(), "ww-upgrade-test-"));
    folders.push(start, parent);
    remote = join(parent, "remote.git");
    server = join(parent, "server");
    developer = join(parent, "developer");
    git(parent, "clone", "--quiet", "--bare", start, remote);
    git(parent, "clone", "--quiet", remote, server);
    git(parent, "clone", "--quiet", remote, developer);

    handle = await openTestDatabase();
    const history = createContentHistory(server);
    const baselineDir = join(server, "build");
    publisher = createPublisher({
      root: server,
      database: handle,
      history,
      liveSite: createLiveSite({ root: server, baselineDir, history }),
      baselineDir,
      prepare: async (dir) => ({ dir }),
      activate: (prepared, version) => {
        live = { dir: prepared.dir, version };
      },
      servedVersion: () => live?.version.id ?? null,
      showPreview: async () => undefined,
      editingRefused: () => null,
    });
  }, 60_000);
  afterAll(async () => {
    await publisher.stop();
    await handle.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("merges a release with what staff published and keeps their drafts; the next start makes it live", async () => {
    // Staff publish a price, then leave drafts: a post's title, a new testimonial, and the tour length.
    setPrice(server, 45);
    expect((await publisher.publish(OWNER)).started).toBe(true);
    await publisher.settled();
    // Version 1 is the content as installed, recorded by this first publish.
    expect(live?.version.id).toBe(2);
    edit(server, POST, (text) => text.replace(/^title: .*$/m, "title: Our first season with Adventure Cats"));
    cpSync(join(server, "content/testimonials/ahmed-s.yaml"), join(server, NEW_TESTIMONIAL));
    edit(server, TOURS, (text) => text.replace(/^durationHours: .*$/m, "durationHours: 3"));

    // A release changes the price too (the published one wins), the price beside it, the tour length (the draft
    // wins), and code.
    edit(developer, TOURS, (text) =>
      text
        .replace(/^price: .*$/m, "price: 50")
        .replace(/^comparisonPrice: .*$/m, "comparisonPrice: 60")
        .replace(/^durationHours: .*$/m, "durationHours: 2.5"),
    );
    writeFileSync(join(developer, "scripts/release-note.txt"), "A new release.\n");
    git(developer, "add", "--all");
    git(developer, "commit", "--quiet", "-m", "A release");
    git(developer, "push", "--quiet", "origin", "HEAD:main");
    const release = git(developer, "rev-parse", "HEAD");

    const outcome = await upgradeCheckout(server);
    expect(outcome).toMatchObject({
      upToDate: false,
      release,
      kept: [{ file: TOURS, field: "price" }],
      drafts: 3,
      draftsKept: [{ file: TOURS, field: "durationHours" }],
      packagesChanged: false,
    });

    // The commit: the release's code, its content merged with the published price; the drafts are not in it.
    const committed = git(server, "show", `HEAD:${TOURS}`);
    expect([
      field(committed, "price"),
      field(committed, "comparisonPrice"),
      field(committed, "durationHours"),
    ]).toEqual(["45", "60", "2.5"]);
    expect(git(server, "show", "HEAD:scripts/release-note.txt")).toBe("A new release.");
    expect(git(server, "show", "-s", "--format=%P", "HEAD").split(" ")).toContain(release);
    // On disk: the drafts, whole, on top; no conflict marker anywhere.
    const onDisk = readFileSync(join(server, TOURS), "utf8");
    expect([
      field(onDisk, "price"),
      field(onDisk, "comparisonPrice"),
      field(onDisk, "durationHours"),
    ]).toEqual(["45", "60", "3"]);
    expect(readFileSync(join(server, POST), "utf8")).toContain("title: Our first season with Adventure Cats");
    expect(existsSync(join(server, NEW_TESTIMONIAL))).toBe(true);
    const markers = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? markers(join(dir, entry.name))
          : /^(<{7}|>{7}|={7})( |$)/m.test(readFileSync(join(dir, entry.name), "utf8"))
            ? [join(dir, entry.name)]
            : [],
      );
    expect(markers(join(server, "content"))).toEqual([]);
    expect(await pendingRelease(server)).toMatchObject({ release });

    // The next start, in the server's order (server/main.ts): the start's tidying of the builds first, then the
    // merged content goes live as its own version, the drafts stay drafts.
    await publisher.recover(live!.version, live!.dir);
    const recorded: string[] = [];
    const made = await makeReleaseLive({
      root: server,
      history: createContentHistory(server),
      live: () => publisher.current(),
      publish: (by, summary) => publisher.publishCheckedOut(by, summary),
      record: async (summary) => void recorded.push(summary),
    });
    expect(made).toEqual({ live: true });
    // Named in staff words, by the day the developers made the release, never by its commit.
    const name = releaseName({ releasedAt: git(developer, "show", "-s", "--format=%cI", release), at: "" });
    expect(name).toMatch(/^Website update of [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(live?.version).toMatchObject({ id: 3, publishedByName: name });
    expect(builtPrice(live?.dir)).toBe("45");
    expect(recorded).toEqual([
      `${name} went live with the published content; where both changed the same thing, the published value was kept: Tour price.`,
    ]);
    expect(developerWords([live?.version?.publishedByName, ...recorded].join("\n"))).toEqual([]);
    expect((await publisher.changes()).map((change) => change.label)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Edited post: /),
        expect.stringMatching(/^New testimonial: /),
      ]),
    );
    expect(await pendingRelease(server)).toBeNull();
    expect(await upgradeCheckout(server)).toEqual({ upToDate: true, release });
  }, 180_000);

  it("refuses, in words and changing nothing, when the checkout has code of its own", async () => {
    writeFileSync(join(server, "scripts/local-fix.txt"), "a fix made on the server\n");
    git(server, "add", "scripts/local-fix.txt");
    git(server, "commit", "--quiet", "-m", "A fix on the server");
    const head = git(server, "rev-parse", "HEAD");
    writeFileSync(join(developer, "scripts/another.txt"), "more\n");
    git(developer, "add", "--all");
    git(developer, "commit", "--quiet", "-m", "Another release");
    git(developer, "push", "--quiet", "origin", "HEAD:main");
    await expect(upgradeCheckout(server)).rejects.toThrow(UpgradeRefused);
    await expect(upgradeCheckout(server)).rejects.toThrow(
      /changes of its own outside content\/ \(scripts\/local-fix\.txt\)/,
    );
    expect(git(server, "rev-parse", "HEAD")).toBe(head);
  }, 60_000);
});
