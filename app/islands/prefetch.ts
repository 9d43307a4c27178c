/**
 * Each island's code, fetched ahead without being run (issue 38, docs/decisions/160): once the page is idle, for an
 * island that has something to tap and is on or near the screen, the browser fetches its files (`modulepreload`, at
 * low priority) and keeps them ready. The visitor's first tap then starts the island without waiting on the network,
 * and works offline too. Nothing is fetched for an island with nothing to tap that waits on it (a picture's fallback,
 * a button the browser answers itself), nor when the visitor's browser asks to save data; nor, under a mouse, for an
 * island that starts when the mouse comes over it, before any click (start.ts).
 *
 * The files are the build's own list (vite-plugin.ts, `islandFilesList`): the island's chunk and all it reaches, and
 * React's side of the islands. Once they are all in, the island's wrapper says so, `data-island-code="fetched"` (for
 * the end-to-end tests, and anyone curious).
 */
import { BROWSER_CONTENT } from "#app/content/browser-content.ts";
import { whenIdle } from "#app/lib/bands.ts";

/** What a tap on waits on the island's code: not a popover's button, which the browser opens by itself. */
const WAITS_ON_ISLAND =
  "button:not([popovertarget]),input:not([type=hidden]),select,textarea,[data-hold-tap]";

/** The moment the first island's code was asked for, for the audit (scripts/lib/quality/lighthouse.ts). */
export const PREFETCH_MARK = "islands-prefetch";

/** The list `islandFilesList` wrote: React's side of the islands, and each island's own files. */
export function parseIslandFiles(list: string): { common: string[]; islands: Map<string, string[]> } {
  const islands = new Map<string, string[]>();
  // In development the list is not made: nothing is fetched ahead.
  if (list.startsWith("__")) return { common: [], islands };
  for (const entry of list.split(";")) {
    const at = entry.indexOf("=");
    islands.set(
      entry.slice(0, at),
      entry
        .slice(at + 1)
        .split(" ")
        .filter(Boolean),
    );
  }
  const common = islands.get("") ?? [];
  islands.delete("");
  return { common, islands };
}

/**
 * The site's facts as the page's import map names their file (docs/decisions/166): the islands' code imports them by
 * name, so they are fetched ahead with React's side of the islands.
 */
export function contentFiles(doc: Pick<Document, "querySelector"> = document): string[] {
  const map = doc.querySelector('script[type="importmap"]')?.textContent;
  if (!map) return [];
  try {
    const file = (JSON.parse(map) as { imports?: Record<string, string> }).imports?.[BROWSER_CONTENT.site];
    return file ? [file] : [];
  } catch {
    return [];
  }
}

const asked = new Map<string, Promise<void>>();

/** Fetches a module without running it; the import that runs it later finds it ready. */
function preload(file: string): Promise<void> {
  let loaded = asked.get(file);
  if (!loaded) {
    if (asked.size === 0) performance.mark(PREFETCH_MARK);
    loaded = new Promise((done) => {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = file;
      link.fetchPriority = "low";
      link.addEventListener("load", () => done(), { once: true });
      // The tap will ask again, and fail or succeed then as it would have.
      link.addEventListener("error", () => done(), { once: true });
      document.head.append(link);
    });
    asked.set(file, loaded);
  }
  return loaded;
}

const savingData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Once the page is idle, watches `root` (an island that waits for the visitor) and fetches its files when one of its
 * controls comes within a screen's height of the screen. Returns how to stop (the island starts, or goes).
 */
export function fetchAheadWhenNear(root: HTMLElement, files: readonly string[]): () => void {
  let stopped = false;
  let observer: IntersectionObserver | undefined;
  if (files.length === 0 || savingData()) return () => undefined;
  whenIdle(() => {
    if (stopped) return;
    const controls = [...root.querySelectorAll(WAITS_ON_ISLAND)].filter((control) =>
      control.checkVisibility(),
    );
    if (controls.length === 0) return;
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        whenIdle(() => {
          if (stopped) return;
          void Promise.all(files.map(preload)).then(() => {
            root.dataset.islandCode = "fetched";
          });
        });
      },
      { rootMargin: "100% 0px" },
    );
    for (const control of controls) observer.observe(control);
  });
  return () => {
    stopped = true;
    observer?.disconnect();
  };
}
