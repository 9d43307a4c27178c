import { describe, expect, it } from "vitest";
import editor, { editorNavigation } from "./cms-config.ts";
import { isWritableContentFile } from "./cms-files.ts";
import { collections, pages, singletons, tourTemplates } from "./collections.ts";

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
