import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { describe, expect, it } from "vitest";
import editor from "./cms-config.ts";
import { collections, pages, singletons, tourTemplates } from "./collections.ts";

const ROOT = join(import.meta.dirname, "../..");

type Field = { file: string; path: (string | number)[]; schema: z.ZodType; editorField: unknown };

/** Every content file with the schema the build checks it with and the editor's form for it. */
function registry(file: string): { schema: z.ZodType; form: Record<string, unknown> } | null {
  const fromEditor = (name: string, kind: "singletons" | "collections") =>
    (editor[kind]?.[name] as { schema: Record<string, unknown> } | undefined)?.schema ?? {};
  for (const [name, entry] of Object.entries({ ...singletons, ...tourTemplates }))
    if (entry.file === file) return { schema: entry.schema, form: fromEditor(name, "singletons") };
  for (const [name, entry] of Object.entries(collections))
    if (file.startsWith(`${entry.folder}/`))
      return { schema: entry.schema, form: fromEditor(name, "collections") };
  const page = /^content\/pages\/([\w-]+)\.yaml$/.exec(file)?.[1];
  if (page && page in pages)
    return { schema: pages[page as keyof typeof pages], form: fromEditor(`page-${page}`, "singletons") };
  return null;
}

/** The editor's field at a path of an entry's form: objects by field name, arrays by their element. */
function editorFieldAt(form: Record<string, unknown>, path: (string | number)[]): unknown {
  let field: unknown = { kind: "object", fields: form };
  for (const step of path) {
    const current = field as { kind?: string; fields?: Record<string, unknown>; element?: unknown };
    field = typeof step === "number" ? current.element : current.fields?.[step];
  }
  return field;
}

/** Every field of content/ whose value is an address out of the site (a web or mailto: address). */
function outsideLinkFields(): Field[] {
  const found: Field[] = [];
  const files = readdirSync(join(ROOT, "content"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".yaml"))
    .map((name) =>
      relative(ROOT, join(ROOT, "content", name))
        .split("\\")
        .join("/"),
    );
  for (const file of files) {
    const entry = registry(file);
    if (!entry) continue;
    const walk = (value: unknown, path: (string | number)[]) => {
      if (typeof value === "string" && /^(https?:|mailto:)/.test(value))
        found.push({ file, path, schema: entry.schema, editorField: editorFieldAt(entry.form, path) });
      else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
      else if (value && typeof value === "object")
        for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    };
    walk(parseYaml(readFileSync(join(ROOT, file), "utf8")), []);
  }
  return found;
}

function withValue(data: unknown, path: (string | number)[], value: string): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let at = copy;
  for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

/** What the editor says of a value for this field: null when it takes it. */
function editorRefusal(field: unknown, value: string): string | null {
  try {
    (field as { validate(value: string): unknown }).validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const fields = outsideLinkFields();
const REFUSED = [
  "javascript:alert(21)",
  "JavaScript:alert(21)",
  "data:text/html,<script>alert(21)</script>",
  "vbscript:msgbox(21)",
  "file:///etc/passwd",
  "ftp://files.example.com/kit.zip",
  "//evil.example/",
  "https://www.instagram.com@evil.example/",
  "https://evil.example/\u0000",
  " javascript:alert(21)",
  "https:",
];
const ACCEPTED = [
  "https://www.instagram.com/whiskerwalksnyc/",
  "http://example.com/a?b=c#d",
  "mailto:hello@whiskerwalks.nyc",
];

describe("links out of the site, in every field of content/ that holds one", () => {
  it("are found: the Instagram address, the site's outside links, the press stories and the reels", () => {
    const files = new Set(fields.map((field) => field.file));
    for (const file of ["content/settings/company.yaml", "content/settings/site.yaml"])
      expect(files).toContain(file);
    expect([...files].some((file) => file.startsWith("content/press/"))).toBe(true);
    for (const field of fields)
      expect(field.editorField, `${field.file} ${field.path.join(".")}`).toBeTruthy();
  });

  it.each(REFUSED)("refuse %j in the build and, in words, in the editor", (value) => {
    for (const field of fields) {
      const label = `${field.file} ${field.path.join(".")}`;
      const data = parseYaml(readFileSync(join(ROOT, field.file), "utf8")) as unknown;
      const result = field.schema.safeParse(withValue(data, field.path, value));
      expect(result.success, label).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(field.path.join("."));
      expect(editorRefusal(field.editorField, value), label).toMatch(
        /^(write a full address|the reel's address)/,
      );
    }
  });

  it("take https:, http: and mailto: addresses where the field is a link out", () => {
    const general = fields.filter((field) => !field.file.startsWith("content/reels/"));
    expect(general.length).toBeGreaterThan(0);
    for (const field of general) {
      const data = parseYaml(readFileSync(join(ROOT, field.file), "utf8")) as unknown;
      for (const value of ACCEPTED) {
        const label = `${field.file} ${field.path.join(".")} = ${value}`;
        expect(field.schema.safeParse(withValue(data, field.path, value)).success, label).toBe(true);
        expect(editorRefusal(field.editorField, value), label).toBeNull();
      }
    }
  });
});
