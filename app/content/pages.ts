/**
 * Every public page's head (content/pages/*.yaml, plus one page per tour and per neighborhood): route modules read
 * their entry; the sitemap, the social cards and the end-to-end tests read the whole list.
 */
import pageEntries from "virtual:content/pages";
import type { Page } from "./read-content.ts";

export type { Page };
export const pages: Readonly<Record<string, Page>> = pageEntries;

export function page(key: string): Page {
  const entry = Object.hasOwn(pages, key) ? pages[key] : undefined;
  if (!entry) throw new Error(`No page "${key}" in content/pages.`);
  return entry;
}

/** The trail from home to a page, for the BreadcrumbList record. */
export function breadcrumbTrail(key: string): { name: string; path: string }[] {
  const trail: { name: string; path: string }[] = [];
  let current: string | undefined = key;
  while (current && Object.hasOwn(pages, current)) {
    const entry: Page = pages[current]!;
    trail.unshift({ name: entry.crumb, path: entry.path });
    current = entry.parent;
  }
  return trail;
}

/** Where a page's social card lives: one image per page, drawn at build by scripts/og-images.ts. */
export function ogImagePath(key: string): string {
  return `/og/${key}.png`;
}
