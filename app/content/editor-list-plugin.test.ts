import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import editor from "./cms-config.ts";
import { listsLeadWithNames } from "./editor-list-plugin.ts";

/** Keystatic's browser UI, as the build reads it. */
const KEYSTATIC_UI = readFileSync(
  createRequire(import.meta.url)
    .resolve("@keystatic/core/ui")
    .replace(/keystatic-core-ui\.[\w.]*js$/, "keystatic-core-ui.js"),
  "utf8",
);

/** The helpers the changed module adds, run on their own. */
function helpers() {
  const code = listsLeadWithNames(KEYSTATIC_UI);
  const added = code.slice(code.lastIndexOf("\nfunction whiskerWalksLeadsWithName"));
  return new Function(
    `${added}; return { whiskerWalksInListOrder, whiskerWalksHeadings, whiskerWalksFound };`,
  )() as {
    whiskerWalksInListOrder: (collection: unknown, address: string, columns: string[]) => string[];
    whiskerWalksHeadings: (collection: unknown, address: object, columns: object[]) => object[];
    whiskerWalksFound: (collection: unknown, item: { name: string; data?: object }, term: string) => boolean;
  };
}

describe("the editor's lists", () => {
  it("change Keystatic's list in its four places: first sort, search, headings and cells", () => {
    const code = listsLeadWithNames(KEYSTATIC_UI);
    expect(code).toContain("whiskerWalksLeadsWithName(props.config.collections[props.collection])");
    expect(code).toContain("entriesWithData.filter(item => whiskerWalksFound(collection, item, searchTerm))");
    expect(code).toMatch(/whiskerWalksHeadings\(collection, \{\s*name: 'Slug'/);
    expect(code).toContain("whiskerWalksInListOrder(collection, nameCell, [");
  });

  it("fail the build, naming the file, when Keystatic's list has changed", () => {
    expect(() =>
      listsLeadWithNames(KEYSTATIC_UI.replace("nameCell, ...collection", "nameCell, ...other")),
    ).toThrow(/editor-list-plugin\.ts changes each row's cells/);
  });

  it("lead blog posts with their title and letters with their subject, the address after them", () => {
    const { whiskerWalksInListOrder, whiskerWalksHeadings, whiskerWalksFound } = helpers();
    const posts = editor.collections!.posts!;
    const letters = editor.collections!.newsletterIssues!;
    expect(whiskerWalksInListOrder(posts, "Address", ["Title", "Date"])).toEqual([
      "Title",
      "Date",
      "Address",
    ]);
    expect(whiskerWalksInListOrder(letters, "Address", ["Subject"])).toEqual(["Subject", "Address"]);
    // The title takes the room it needs, the address what is left.
    const [title, ...others] = whiskerWalksHeadings(posts, { key: "slug" }, [
      { key: "title" },
      { key: "date" },
    ]);
    expect(title).toMatchObject({ key: "title", width: expect.stringMatching(/fr$/) });
    expect(others).toEqual([{ key: "date" }, { key: "slug" }]);
    // A list without columns (picture descriptions) stays as Keystatic shows it.
    expect(whiskerWalksInListOrder(editor.collections!.pictures!, "Name", [])).toEqual(["Name"]);
    // Searching finds a post by words of its title, as well as by its address.
    const post = { name: "postal-cats-wall-street", data: { title: "The Postal Cats of Wall Street" } };
    expect(whiskerWalksFound(posts, post, "postal cats")).toBe(true);
    expect(whiskerWalksFound(posts, post, "wall-street")).toBe(true);
    expect(whiskerWalksFound(posts, post, "ferry")).toBe(false);
  });
});
