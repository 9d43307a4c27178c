import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The checkout whose content/ the tests read, and copy. */
export const ROOT = join(import.meta.dirname, "../..");

/**
 * For tests: a copy of the real content/ in a new temporary folder (its path returned, named from `prefix`), to read
 * or break on purpose without touching the checkout. The runtime data kept under content/data is left out.
 */
export function copyOfContent(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  cpSync(join(ROOT, "content"), join(root, "content"), {
    recursive: true,
    filter: (source) => !source.includes(join("content", "data")),
  });
  return root;
}
