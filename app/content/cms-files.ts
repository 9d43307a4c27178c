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
