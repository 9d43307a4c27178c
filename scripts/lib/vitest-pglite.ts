/**
 * The unit tests' embedded databases (issue 36, docs/testing.md "Databases"): one new PGlite database made and
 * migrated for the whole run, which each test's new database then starts as a copy of (server/database.ts), instead
 * of each making and migrating its own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// First, so that the database's modules below load drizzle-orm's files the fast way (decision 169).
import "../../server/module-loading.ts";

export default async function setup() {
  const { PGLITE_TEMPLATE, writePgliteTemplate } = await import("../../server/database.ts");
  const folder = mkdtempSync(join(tmpdir(), "ww-pglite-template-"));
  const file = join(folder, "template.tar");
  await writePgliteTemplate(file);
  process.env[PGLITE_TEMPLATE] = file;
  return () => rmSync(folder, { recursive: true, force: true });
}
