/** Every image of the site, in one list: name, size, alt text and how to draw it. */
import { palette } from "./palette.ts";
import { logoSvg, markSvg, wordmarks, wordmarkSvg } from "./wordmarks.ts";
import { blogEntries } from "./inventory/blog.ts";
import { fallbackEntries, fanEntries, highlightEntries } from "./inventory/collections.ts";
import {
  bookEntries,
  eventEntries,
  heroEntries,
  neighborhoodEntries,
  reelEntries,
  teamEntries,
  tourEntries,
  videoEntries,
} from "./inventory/pages.ts";
import { socialEntries } from "./inventory/social.ts";
import { tourPhotoEntries } from "./inventory/tour-photos.ts";
import type { DocumentEntry, Entry, SceneEntry } from "./inventory/types.ts";

export type { DocumentEntry, Entry, SceneEntry };

function brandEntries(): DocumentEntry[] {
  const entries: DocumentEntry[] = [
    {
      name: "brand/logo",
      width: 480,
      height: 120,
      alt: "Whisker Walks NYC",
      document: () => logoSvg(palette.ink),
    },
    {
      name: "brand/logo-light",
      width: 480,
      height: 120,
      alt: "Whisker Walks NYC",
      document: () => logoSvg(palette.paper),
    },
    { name: "brand/mark", width: 512, height: 512, alt: "Whisker Walks NYC", document: markSvg },
  ];
  for (const mark of wordmarks) {
    entries.push({
      name: `press/${mark.slug}`,
      width: 0,
      height: 80,
      alt: mark.name,
      document: () => wordmarkSvg(mark).svg,
    });
  }
  return entries;
}

export function inventory(): Entry[] {
  return [
    ...brandEntries(),
    ...heroEntries(),
    ...tourEntries(),
    ...neighborhoodEntries(),
    ...tourPhotoEntries(),
    ...fanEntries(),
    ...highlightEntries(),
    ...fallbackEntries(),
    ...teamEntries(),
    ...blogEntries(),
    ...eventEntries(),
    ...videoEntries(),
    ...bookEntries(),
    ...reelEntries(),
    ...socialEntries(),
  ];
}

export function isScene(entry: Entry): entry is SceneEntry {
  return "draw" in entry;
}
