/**
 * The Content page's list of what is not yet published (issue 26), for an entry the editor saved: the editor writes
 * every field of it back, fields the file left out included, and only what a visitor would see is listed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml, stringify } from "yaml";
import { describe, expect, it } from "vitest";
import type { ContentHistory } from "./content-history.ts";
import { DRAFT_LETTER, describeChanges } from "./describe-changes.ts";

const ROOT = join(import.meta.dirname, "../..");
const ABOUT = "content/pages/about.yaml";

/** Two versions of content/ ("live" and "drafts"), each a map of files, as the history reads them. */
function history(files: Record<string, { live: string | null; drafts: string | null }>) {
  const trees = { live: "live", drafts: "drafts" } as const;
  return {
    async changedFiles() {
      return Object.entries(files).map(([file, { live, drafts }]) => ({
        file,
        change:
          live === null ? ("added" as const) : drafts === null ? ("deleted" as const) : ("changed" as const),
      }));
    },
    async read(tree: string, file: string) {
      const entry = files[file];
      const text = entry && (tree === trees.live ? entry.live : entry.drafts);
      return text === null || text === undefined ? null : Buffer.from(text);
    },
  } as unknown as ContentHistory;
}

/** The About page as the editor writes it back: every field, the ones the file left out as off or empty. */
function savedByEditor(text: string, edit: (page: Record<string, unknown>) => void) {
  const page = parseYaml(text) as Record<string, unknown>;
  edit(page);
  return stringify({ fullTitle: false, noindex: false, ...page });
}

describe("what the Content page lists for an entry saved in the editor", () => {
  const live = readFileSync(join(ROOT, ABOUT), "utf8");
  const heading = (parseYaml(live) as { hero: { title: string } }).hero.title;

  it("is the field that was changed, not the fields the editor wrote back off or empty", async () => {
    const drafts = savedByEditor(live, (page) => {
      (page.hero as { title: string }).title = `${heading}, and a harbor`;
    });
    const changes = await describeChanges(history({ [ABOUT]: { live, drafts } }), "live", "drafts");
    expect(changes).toEqual([
      {
        label: expect.stringMatching(/^Page: About › .*Heading$/),
        before: heading,
        after: `${heading}, and a harbor`,
      },
    ]);
  });

  it("says so when a save changed nothing a visitor sees", async () => {
    const drafts = savedByEditor(live, () => undefined);
    expect(await describeChanges(history({ [ABOUT]: { live, drafts } }), "live", "drafts")).toEqual([
      { label: "Saved again, nothing visitors see changed: Page: About" },
    ]);
  });

  it("still lists a setting turned on, and one turned off that was on", async () => {
    const on = savedByEditor(live, (page) => {
      page.noindex = true;
    });
    expect(await describeChanges(history({ [ABOUT]: { live, drafts: on } }), "live", "drafts")).toEqual([
      { label: "Page: About › Hide from search engines", before: "(empty)", after: "on" },
    ]);
    const off = savedByEditor(live, () => undefined);
    expect(await describeChanges(history({ [ABOUT]: { live: on, drafts: off } }), "live", "drafts")).toEqual([
      { label: "Page: About › Hide from search engines", before: "on", after: "off" },
    ]);
  });

  it("says of a newsletter letter not sent yet that publishing neither sends it nor shows it", async () => {
    const letter = "content/newsletter/a-ferry-cat.md";
    const draft = "---\nsubject: Captain, the Fulton Ferry Cat\n---\n\nHello.\n";
    expect(
      await describeChanges(history({ [letter]: { live: null, drafts: draft } }), "live", "drafts"),
    ).toEqual([{ label: `New newsletter issue: Captain, the Fulton Ferry Cat (${DRAFT_LETTER})` }]);
    const sent = draft.replace("---\n\n", "sentAt: 2026-11-20T15:00:00.000Z\n---\n\n");
    const fixed = sent.replace("Hello.", "Hello, readers.");
    expect(
      await describeChanges(history({ [letter]: { live: sent, drafts: fixed } }), "live", "drafts"),
    ).toEqual([{ label: "Edited newsletter issue: Captain, the Fulton Ferry Cat" }]);
  });

  it("says nothing of sending when a letter not sent yet is deleted", async () => {
    const letter = "content/newsletter/a-ferry-cat.md";
    const draft = "---\nsubject: Captain, the Fulton Ferry Cat\n---\n\nHello.\n";
    const changes = await describeChanges(
      history({ [letter]: { live: draft, drafts: null } }),
      "live",
      "drafts",
    );
    expect(changes.map((change) => change.label)).toEqual([
      "Removed newsletter issue: Captain, the Fulton Ferry Cat",
    ]);
  });
});
