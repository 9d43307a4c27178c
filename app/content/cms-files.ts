/**
 * The files staff may write through the content editor: the entries of collections.ts, the posts and the picture
 * descriptions, and nothing else (the editor's own check only compares path prefixes).
 */
import { collections, pages, singletons, tourTemplates } from "./collections.ts";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const WRITABLE: readonly RegExp[] = [
  ...Object.values({ ...singletons, ...tourTemplates }).map(({ file }) => new RegExp(`^${escape(file)}$`)),
  ...Object.values(collections).map(
    ({ folder }) => new RegExp(`^${escape(folder)}/[a-z0-9]+(?:-[a-z0-9]+)*\\.yaml$`),
  ),
  ...Object.keys(pages).map((key) => new RegExp(`^content/pages/${escape(key)}\\.yaml$`)),
  /^content\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*\.md$/,
  // The newsletter's issues and their pictures (app/features/newsletter/issue.ts).
  /^content\/newsletter\/[a-z0-9]+(?:-[a-z0-9]+)*\.md$/,
  /^content\/newsletter\/pictures\/[a-z0-9][a-z0-9.-]*\.(?:png|jpe?g|gif)$/,
  /^content\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)+\.yaml$/,
  // A photo that replaces a picture's artwork, in the picture's own folder (app/content/picture-files.ts).
  /^content\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)+\/photo\.(?:png|jpe?g|webp|avif)$/,
];

export function isWritableContentFile(path: string): boolean {
  return WRITABLE.some((pattern) => pattern.test(path));
}

/** The editor's API address, however it is spelled (any case); Keystatic strips it the same way. */
const EDITOR_API = /^\/api\/keystatic(?=\/|$)/i;

/**
 * The route an address under /api/keystatic names, read exactly as Keystatic reads it: each segment %-decoded, empty
 * segments dropped. So `//update`, `/update/` and `/upd%61te` are all `["update"]`, and every spelling meets the same
 * checks. Null for an address outside the API or a broken %-escape.
 */
export function editorApiRoute(pathname: string): string[] | null {
  if (!EDITOR_API.test(pathname)) return null;
  try {
    return pathname.replace(EDITOR_API, "").split("/").map(decodeURIComponent).filter(Boolean);
  } catch {
    return null;
  }
}

/** The one spelling of a route that Keystatic is handed: the segments just checked, and nothing else. */
export function editorApiPath(route: readonly string[]): string {
  return `/api/keystatic/${route.map(encodeURIComponent).join("/")}`;
}

/** A path in the editor's file tree that belongs to the content (the tree lists nothing else of the project). */
export const isContentPath = (path: string) => path === "content" || path.startsWith("content/");
