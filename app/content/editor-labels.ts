/**
 * The names staff see for content: each editor entry's label (the editor's sidebar) and, for a file under content/,
 * the entry it holds in those same words ("Tour facts", "Page: About", "Blog post: harbor-cats"), for the Activity
 * record of editor saves and anything else that speaks of files to staff.
 */
import { collections, pages, singletons, tourTemplates } from "./collections.ts";

/** "meetingPoint" → "Meeting point". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The editor's label of a page's entry. */
export const pageLabel = (key: string) => `Page: ${fieldLabel(key)}`;

/** The entry a file under content/ holds, in the editor's words; the path itself for a file the editor has no entry for. */
export function contentFileName(path: string, title?: string): string {
  for (const [name, { file }] of Object.entries({ ...singletons, ...tourTemplates }))
    if (file === path) return fieldLabel(name);
  const page = /^content\/pages\/([a-z0-9-]+)\.yaml$/.exec(path)?.[1];
  if (page && Object.hasOwn(pages, page)) return pageLabel(page);
  for (const [name, { folder }] of Object.entries(collections)) {
    const slug = new RegExp(`^${folder}/([a-z0-9-]+)\\.yaml$`).exec(path)?.[1];
    if (slug) return `${fieldLabel(name)}: ${title ?? slug}`;
  }
  const post = /^content\/blog\/([a-z0-9-]+)\.md$/.exec(path)?.[1];
  if (post) return `Blog post: ${title ?? post}`;
  const issue = /^content\/newsletter\/([a-z0-9-]+)\.md$/.exec(path)?.[1];
  if (issue) return `Newsletter issue: ${title ?? issue}`;
  // A picture, by what it shows when its description came with it; else by its name in words.
  const picture = /^content\/images\/(.+?)(?:\/photo)?\.[a-z]+$/.exec(path)?.[1];
  if (picture) return `Picture: ${title ?? (picture.split("/").pop() ?? picture).replace(/-/g, " ")}`;
  return "Other content";
}
