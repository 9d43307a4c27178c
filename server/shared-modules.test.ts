import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { bundledServerModules, SERVER_ENTRY, serverModules } from "./shared-modules.ts";

const ROOT = resolve(import.meta.dirname, "..");
const named = (files: Iterable<string>) => [...files].map((file) => relative(ROOT, file)).sort();

describe("the server's modules, which the app's build imports rather than compiles (decision 089)", () => {
  it("follow the server's runtime imports into the app, the database schema and the request context's key", () => {
    const modules = named(serverModules());
    expect(modules).toContain("server/index.ts");
    expect(modules).toContain("server/main.ts");
    expect(modules).toContain("server/forms/request-body.ts");
    expect(modules).toContain("app/features/forms/schemas.ts");
    expect(modules).toContain("app/features/admin/inbox-context.ts");
    expect(modules).toContain("db/schema.ts");
    // Loaded with import() when the first picture is made (server/late-images.ts).
    expect(modules).toContain("scripts/images.ts");
  });

  it("leave out what the server imports only as a type: the app's entry and the pages stay in the build", () => {
    const modules = named(serverModules());
    expect(modules).not.toContain("app/entry.server.tsx");
    expect(modules.filter((file) => file.startsWith("app/routes/"))).toEqual([]);
  });

  it("follow exactly what Node loads: `import type` is erased, `import { type X }` still loads its module", () => {
    const dir = mkdtempSync(join(tmpdir(), "server-modules-"));
    mkdirSync(join(dir, "lib"));
    const files = {
      "entry.ts": [
        'import type { A } from "./lib/only-types.ts";',
        'import { type B } from "./lib/loaded-for-nothing.ts";',
        'export type { C } from "./lib/also-only-types.ts";',
        'export * from "./lib/reexported.ts";',
        'const later = () => import("./lib/later.ts");',
        'import "node:fs";',
      ].join("\n"),
      "lib/only-types.ts": "export type A = 1;",
      "lib/loaded-for-nothing.ts": 'import "./deeper.ts";\nexport type B = 2;',
      "lib/deeper.ts": "export {};",
      "lib/also-only-types.ts": "export type C = 3;",
      "lib/reexported.ts": "export const d = 4;",
      "lib/later.ts": "export const e = 5;",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const found = [...serverModules(join(dir, "entry.ts"))].map((file) => relative(dir, file)).sort();
    expect(found).toEqual([
      "entry.ts",
      "lib/deeper.ts",
      "lib/later.ts",
      "lib/loaded-for-nothing.ts",
      "lib/reexported.ts",
    ]);
  });

  it("a chunk of the build that holds one of them is named, so the build fails", () => {
    const server = serverModules(SERVER_ENTRY);
    const chunk = [join(ROOT, "app/routes/contact.tsx"), join(ROOT, "app/features/forms/schemas.ts")];
    expect(bundledServerModules(chunk, server)).toEqual(["app/features/forms/schemas.ts"]);
    expect(bundledServerModules([join(ROOT, "app/routes/contact.tsx")], server)).toEqual([]);
  });
});
