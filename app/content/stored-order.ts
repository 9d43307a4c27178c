/**
 * A file the editor saves keeps its fields in the order it stores them (docs/decisions/188). The editor's form shows
 * an entry's words first and its settings last (cms-config.ts, FORM_ORDERS), and Keystatic writes a file's fields in
 * its form's order: each top-level field is moved back to where the content's schema has it, the order the editor
 * wrote before its form changed, so a save moves no field of a file it wrote. Only whole top-level fields move, no
 * line is rewritten, and a file this cannot read field by field is written as the editor sent it.
 */
import { isDeepStrictEqual } from "node:util";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { collections, pages, singletons, tourTemplates } from "./collections.ts";

/** A top-level field's first line as the editor writes it: its name at the start of the line, then a colon. */
const FIELD_START = /^(?:"[^"]+"|'[^']+'|[A-Za-z_][\w-]*):(?: |$)/;

const keysOf = (schema: z.ZodType) => Object.keys((schema as z.ZodObject).shape);

/** The order a content file's top-level fields are stored in, or null for a file the editor does not reorder. */
export function storedOrder(path: string): readonly string[] | null {
  if (!path.endsWith(".yaml")) return null;
  for (const { file, schema } of [...Object.values(singletons), ...Object.values(tourTemplates)])
    if (file === path) return keysOf(schema);
  const page = /^content\/pages\/([a-z0-9-]+)\.yaml$/.exec(path)?.[1];
  if (page && Object.hasOwn(pages, page)) return keysOf(pages[page as keyof typeof pages]);
  for (const { folder, schema } of Object.values(collections))
    if (new RegExp(`^${folder}/[a-z0-9-]+\\.yaml$`).test(path)) return keysOf(schema);
  return null;
}

/** A YAML file's text with its top-level fields in `order` (fields it does not name keep their place after them). */
export function inStoredOrder(text: string, order: readonly string[]): string {
  const lines = text.split("\n");
  const blocks: { key: string; lines: string[] }[] = [];
  for (const line of lines) {
    if (line === "" || /^\s/.test(line)) {
      // Inside a field (its indented lines, a blank line of a block of text); before the first, the file is not one.
      if (!blocks.length) return text;
      blocks.at(-1)!.lines.push(line);
      continue;
    }
    const start = FIELD_START.exec(line)?.[0];
    if (!start) return text;
    blocks.push({ key: start.slice(0, start.indexOf(":")).replace(/^["']|["']$/g, ""), lines: [line] });
  }
  // The file's last newline ends the last field's block; it stays at the end.
  const ending = blocks.at(-1)?.lines.at(-1) === "" ? (blocks.at(-1)!.lines.pop(), "\n") : "";
  const place = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const sorted = blocks
    .map((block, index) => ({ ...block, index }))
    .sort((a, b) => place(a.key) - place(b.key) || a.index - b.index);
  const reordered = sorted.flatMap((block) => block.lines).join("\n") + ending;
  try {
    return isDeepStrictEqual(parseYaml(reordered), parseYaml(text)) ? reordered : text;
  } catch {
    return text;
  }
}

/** An editor update (its files base64url-encoded, as Keystatic sends them) with each file's fields in stored order. */
export function updateInStoredOrder<T extends { path?: unknown; contents?: unknown }>(additions: T[]): T[] {
  return additions.map((addition) => {
    const order = typeof addition.path === "string" ? storedOrder(addition.path) : null;
    if (!order || typeof addition.contents !== "string") return addition;
    const text = Buffer.from(addition.contents, "base64url").toString("utf8");
    const stored = inStoredOrder(text, order);
    return stored === text ? addition : { ...addition, contents: Buffer.from(stored).toString("base64url") };
  });
}
