import { describe, expect, it } from "vitest";
import editor, { editorNavigation, FORM_HEADINGS, FORM_ORDERS } from "./cms-config.ts";
import { editorApiPath, editorApiRoute, isWritableContentFile } from "./cms-files.ts";
import { contentFileName } from "./editor-labels.ts";
import { collections, pages, singletons, tourTemplates } from "./collections.ts";
import { pageSchema } from "./schema.ts";
import { POST_CATEGORIES } from "../features/blog/post-categories.ts";
import { fieldWords } from "./editor-help.ts";

const registryFiles = [
  ...Object.values(singletons).map(({ file }) => file),
  ...Object.values(tourTemplates).map(({ file }) => file),
  ...Object.keys(pages).map((key) => `content/pages/${key}.yaml`),
];

describe("the staff editor", () => {
  it("edits every singleton, shared tour copy, page and collection of the registry", () => {
    const editorSingletons = Object.values(editor.singletons ?? {}).map((entry) => `${entry.path}.yaml`);
    expect(editorSingletons.sort()).toEqual([...registryFiles].sort());
    const editorFolders = Object.values(editor.collections ?? {}).map((entry) => entry.path);
    for (const { folder } of Object.values(collections)) expect(editorFolders).toContain(`${folder}/*`);
  });

  it("lists every singleton and collection in its sidebar exactly once", () => {
    const listed = Object.values(editorNavigation).flat();
    const keys = [...Object.keys(editor.singletons ?? {}), ...Object.keys(editor.collections ?? {})];
    expect([...listed].sort()).toEqual(keys.sort());
  });

  it("names each collection's entries by a field its schema has, so saving writes no unknown field", () => {
    for (const [name, { schema }] of Object.entries(collections)) {
      const slugField = editor.collections?.[name]?.slugField;
      expect(Object.keys(schema.shape), name).toContain(slugField);
    }
  });

  it("offers a post's category as the blog names it, and helps with a tag in a tag's own words", () => {
    const posts = Object.values(editor.collections ?? {}).find((entry) => entry.path === "content/blog/*");
    const schema = posts?.schema as unknown as Record<
      string,
      { options?: { label: string }[]; element?: unknown }
    >;
    expect(schema.category?.options?.map((option) => option.label)).toEqual([...POST_CATEGORIES]);
    // A tag is one item of the list: its field is "tag", with words of its own (not the facts' help of a text).
    expect(schema.tags?.element).toMatchObject({ label: "Tag" });
    expect(fieldWords("tag", "tags")?.help).toMatch(/topic/);
  });

  it("lists newsletter letters by subject and blog posts by title, each before its address", () => {
    const inFolder = (path: string) =>
      Object.values(editor.collections ?? {}).find((entry) => entry.path === path);
    // The list leads with its first column when that column is the entry's name (editor-list-plugin.ts).
    for (const [path, name] of [
      ["content/newsletter/*", "subject"],
      ["content/blog/*", "title"],
    ] as const) {
      expect(inFolder(path)?.slugField, path).toBe(name);
      expect(inFolder(path)?.columns?.[0], path).toBe(name);
    }
    // A post's date beside its title.
    expect(inFolder("content/blog/*")?.columns).toEqual(["title", "date"]);
  });

  it("shows what visitors read first and the settings last, under their heading, keeping every field", () => {
    const forms = {
      ...Object.fromEntries(
        Object.entries(collections).map(([name, { schema }]) => [name, [editor.collections?.[name], schema]]),
      ),
      privateTour: [editor.singletons?.privateTour, singletons.privateTour.schema],
      ...Object.fromEntries(
        Object.entries(pages).map(([key, schema]) => [
          `page-${key}`,
          [editor.singletons?.[`page-${key}`], schema],
        ]),
      ),
    } as Record<string, [{ schema: Record<string, unknown> } | undefined, { shape: object }]>;
    const withSettings = Object.keys(forms).filter(
      (name) => FORM_ORDERS[name.startsWith("page-") ? "page" : name],
    );
    // Every entry with settings: tours, neighborhoods, team, press, reels, testimonials, the private tour, each page.
    expect(withSettings.length).toBe(Object.keys(collections).length + 1 + Object.keys(pages).length);
    for (const name of withSettings) {
      const [entry, schema] = forms[name]!;
      const shown = Object.keys(entry?.schema ?? {});
      const settings = FORM_ORDERS[name.startsWith("page-") ? "page" : name]!.settings;
      // No field renamed or left out.
      for (const key of Object.keys(schema.shape)) expect(shown, `${name}: ${key}`).toContain(key);
      const heading = shown.indexOf(FORM_HEADINGS.settings);
      expect(heading, `${name}: the settings' heading`).toBeGreaterThan(0);
      expect(shown.slice(heading + 1), name).toEqual(settings.filter((key) => shown.includes(key)));
    }
    // A page's head (address, titles for the browser and search engines, social card, site map) is among its settings.
    expect(FORM_ORDERS.page?.settings).toEqual(Object.keys(pageSchema.shape));
  });

  it("shows a tour's form in the order of its page: the heading first, the settings last", () => {
    const shown = Object.keys(editor.collections?.tours?.schema ?? {});
    expect(shown.slice(0, 2)).toEqual(["name", "shortName"]);
    const at = (key: string) => shown.indexOf(key);
    // Down the page: the line under the heading, its picture, the description, the stops, what to bring, the questions.
    const page = ["teaser", "heroImage", "description", "meetingDetails", "stops", "whatToBring", "faqs"];
    expect(page.map(at)).toEqual([...page.map(at)].sort((a, b) => a - b));
    expect(at("faqs")).toBeLessThan(at(FORM_HEADINGS.elsewhere));
    expect(at(FORM_HEADINGS.elsewhere)).toBeLessThan(at("cardTeaser"));
    expect(at("cardTeaser")).toBeLessThan(at(FORM_HEADINGS.settings));
    for (const setting of ["order", "page", "itemId", "locality"])
      expect(at(setting), setting).toBeGreaterThan(at(FORM_HEADINGS.settings));
  });

  it("may write the registry's files and no others", () => {
    for (const file of registryFiles) expect(isWritableContentFile(file), file).toBe(true);
    for (const { folder } of Object.values(collections))
      expect(isWritableContentFile(`${folder}/a-new-entry.yaml`), folder).toBe(true);
    for (const file of [
      "app/routes/home.tsx",
      "content/pages/../../server/index.ts",
      "content/pages/not-a-page.yaml",
      "content/settings/unknown.yaml",
      "content/team/Bad Name.yaml",
    ])
      expect(isWritableContentFile(file), file).toBe(false);
  });
});

describe("the editor's API addresses", () => {
  it("reads every spelling of a route as Keystatic does, so each meets the same checks", () => {
    for (const path of [
      "/api/keystatic/update",
      "/api/keystatic//update",
      "/api/keystatic/update/",
      "/api/keystatic/upd%61te",
      "/API/Keystatic/update",
    ])
      expect(editorApiRoute(path), path).toEqual(["update"]);
    expect(editorApiRoute("/api/keystatic/blob/abc/content%2Fblog/x.md")).toEqual([
      "blob",
      "abc",
      "content/blog",
      "x.md",
    ]);
    expect(editorApiPath(["blob", "abc", "content/blog", "x.md"])).toBe(
      "/api/keystatic/blob/abc/content%2Fblog/x.md",
    );
    expect(editorApiRoute("/api/keystatic/%E0%A4%A")).toBeNull();
    expect(editorApiRoute("/api/keystaticupdate")).toBeNull();
  });

  it("names each file staff change by its entry, in the editor's words", () => {
    expect(contentFileName("content/settings/tours.yaml")).toBe("Tour facts");
    expect(contentFileName("content/pages/about.yaml")).toBe("Page: About");
    expect(contentFileName("content/team/maya.yaml", "Maya Chen")).toBe("Team: Maya Chen");
    expect(contentFileName("content/blog/harbor-cats.md", "The Harbor Cats")).toBe(
      "Blog post: The Harbor Cats",
    );
    expect(contentFileName("content/newsletter/december-walks.md", "December walks")).toBe(
      "Newsletter issue: December walks",
    );
    expect(contentFileName("content/images/blog/harbor-cat.yaml", "Harbor cat")).toBe("Picture: Harbor cat");
    expect(contentFileName("content/images/heroes/about/photo.jpg")).toBe("Picture: about");
    // No file path, whatever the file.
    expect(contentFileName("content/elsewhere/notes.txt")).toBe("Other content");
  });
});
