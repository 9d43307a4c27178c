import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Route } from "./+types/admin.entry-name";
import editorConfig from "#app/content/cms-config.ts";
import { passesThroughLink } from "#app/content/content-files.server.ts";
import { refusal, requireRole } from "#app/features/admin/staff.server.ts";
import { entryName } from "#server/publishing/describe-changes.ts";

// The content editor's breadcrumbs (routes/keystatic.tsx): owners only, like the editor.
export const middleware: Route.MiddlewareFunction[] = [requireRole("publish content")];

/** Entries are content/'s: this checkout's, where the editor saves (drafts too). */
const ROOT = process.cwd();
/** An entry as the editor's addresses name it: words of small letters and figures, a picture's with its folders. */
const ENTRY = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;

/** The file of an editor collection's entry: the collection's folder, the entry, its data's extension. */
function entryFile(collection: string, entry: string): string | null {
  if (!Object.hasOwn(editorConfig.collections ?? {}, collection) || !ENTRY.test(entry)) return null;
  const { path, format } = editorConfig.collections![collection]!;
  const text = typeof format === "object" && "contentField" in format && format.contentField;
  return path ? `${path.replace(/\*+$/, "")}${entry}.${text ? "md" : "yaml"}` : null;
}

/** `?collection=tours&entry=lower-east-side` → `{ "name": "Lower East Side Cat-History Tour" }`. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const file = entryFile(url.searchParams.get("collection") ?? "", url.searchParams.get("entry") ?? "");
  if (!file) throw refusal(400, "Name a collection of the editor and one of its entries.");
  const bytes = (await passesThroughLink(ROOT, file))
    ? null
    : await readFile(join(ROOT, file)).catch(() => null);
  if (!bytes) throw refusal(404, "That entry has not been saved yet.");
  return Response.json({ name: entryName(file, bytes) }, { headers: { "cache-control": "no-store" } });
}
