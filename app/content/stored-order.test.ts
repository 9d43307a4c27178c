import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse as parseYaml, stringify } from "yaml";
import type { z } from "zod";
import editor, { keystaticFields } from "./cms-config.ts";
import { collections, pages, singletons } from "./collections.ts";
import { inStoredOrder, storedOrder, updateInStoredOrder } from "./stored-order.ts";

/** Every file whose form shows its fields in another order than the file keeps them, with its form's fields. */
function reorderedFiles(): [file: string, form: string[], schema: string[]][] {
  const formOf = (entry: { schema: object } | undefined) => Object.keys(entry?.schema ?? {});
  const schemaOf = (schema: z.ZodType) => Object.keys(keystaticFields(schema));
  return [
    ...Object.entries(collections).flatMap(([name, { folder, schema }]) =>
      readdirSync(folder).map((file): [string, string[], string[]] => [
        `${folder}/${file}`,
        formOf(editor.collections?.[name]),
        schemaOf(schema),
      ]),
    ),
    ...Object.entries(pages).map(([key, schema]): [string, string[], string[]] => [
      `content/pages/${key}.yaml`,
      formOf(editor.singletons?.[`page-${key}`]),
      schemaOf(schema),
    ]),
    [
      singletons.privateTour.file,
      formOf(editor.singletons?.privateTour),
      schemaOf(singletons.privateTour.schema),
    ],
  ];
}

/** A file's data with its fields in the given order. */
const inOrder = (data: Record<string, unknown>, order: string[]) =>
  Object.fromEntries(order.filter((key) => key in data).map((key) => [key, data[key]]));

describe("a file the editor saves", () => {
  it("keeps its fields in the order it stores them, though the form shows its settings last", () => {
    const files = reorderedFiles();
    expect(files.length).toBeGreaterThan(20);
    let moved = 0;
    for (const [file, form, schemaOrder] of files) {
      const data = parseYaml(readFileSync(file, "utf8")) as Record<string, unknown>;
      // As the editor writes it: every field in the form's order.
      const written = stringify(inOrder(data, form));
      if (written !== stringify(data)) moved += 1;
      expect(storedOrder(file), file).not.toBeNull();
      // As the editor wrote it before its form put the settings last: in the schema's order.
      expect(inStoredOrder(written, storedOrder(file)!), file).toBe(stringify(inOrder(data, schemaOrder)));
    }
    // The form's order is not the file's for most of them (a tour, a page: settings first in the file).
    expect(moved).toBeGreaterThan(files.length / 2);
  });

  it("is written as the editor sent it when its lines cannot be read field by field", () => {
    const order = ["path", "title"];
    for (const text of [
      "  indented: first\npath: /a\n",
      "title: A\n- a list\npath: /a\n",
      "# a note\npath: /a\n",
    ])
      expect(inStoredOrder(text, order)).toBe(text);
    // A block of text keeps its blank lines, and moves whole.
    const text = "title: |\n  One\n\n  Two\npath: /a\n";
    expect(inStoredOrder(text, order)).toBe("path: /a\ntitle: |\n  One\n\n  Two\n");
  });

  it("is reordered only when it is one of the files the form reorders", () => {
    const as64 = (text: string) => Buffer.from(text).toString("base64url");
    const tour = "page:\n  title: A\nname: A tour\norder: 1\n";
    const [saved, post, odd] = updateInStoredOrder([
      { path: "content/tours/a-tour.yaml", contents: as64(tour) },
      { path: "content/blog/a-post.md", contents: as64("---\ntitle: A\n---\n") },
      { path: "content/tours/b-tour.yaml", contents: 42 },
    ]);
    expect(Buffer.from(String(saved!.contents), "base64url").toString("utf8")).toBe(
      "order: 1\npage:\n  title: A\nname: A tour\n",
    );
    expect(Buffer.from(String(post!.contents), "base64url").toString("utf8")).toBe("---\ntitle: A\n---\n");
    expect(odd!.contents).toBe(42);
  });
});
