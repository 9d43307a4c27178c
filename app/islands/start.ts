import { createElement, startTransition, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
// Keeps the campaign the visitor landed with for the pages this tab opens next (campaign.ts).
import "#app/features/insights/campaign.ts";
import { drawBandsWhenIdle } from "#app/lib/bands.ts";
import { isChunkLoadError, reloadOnce } from "#app/lib/chunk-reload.ts";
import { swapInPage } from "./in-page.ts";
import type { HeldTaps } from "./bootstrap.ts";
import { IslandRoot } from "./island.tsx";
import { islands, type IslandName } from "./registry.ts";

/**
 * The browser's entry on public pages (docs/decisions/087): hydrates each island the page shows, loading each
 * island's module in parallel, then marks the page interactive (`html[data-hydrated]`, which the end-to-end tests
 * wait for). Links marked `data-in-page` open their page in this one (in-page.ts), and its islands start here too.
 */
const started = new Map<HTMLElement, Root>();

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}

async function start(root: HTMLElement, hydrated: () => void) {
  const name = root.dataset.island;
  if (!isIslandName(name)) throw new Error(`No island is called ${name ?? "(no name)"}.`);
  const Component = (await islands[name]()) as ComponentType<Record<string, unknown>>;
  const props = JSON.parse(root.dataset.props ?? "{}") as Record<string, unknown>;
  // The same root and id prefix as the server rendered it with (island.tsx), so that useId's ids match.
  const element = createElement(IslandRoot, { onHydrated: hydrated }, createElement(Component, props));
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between them, instead of
  // one long task per island (a phone's main thread stays free for a tap; decision 091).
  startTransition(() => {
    started.set(root, hydrateRoot(root, element, { identifierPrefix: root.dataset.idPrefix ?? "" }));
  });
}

/** Marks the page interactive, and does again the taps the page held while its islands were starting (bootstrap.ts). */
function interactive() {
  document.documentElement.dataset.hydrated = "true";
  const held = (window as { whiskerWalksHeldTaps?: HeldTaps }).whiskerWalksHeldTaps;
  if (!held) return;
  removeEventListener("click", held.hold, true);
  for (const button of held.taps.splice(0)) if (button.isConnected) button.click();
}

/** Starts every island under `container` that is not inside another island (the outer one hydrates those). */
function startIslands(container: ParentNode) {
  const roots = [...container.querySelectorAll<HTMLElement>("[data-island]")].filter(
    (root) => !root.parentElement?.closest("[data-island]") && !started.has(root),
  );
  let waiting = roots.length;
  const hydrated = () => {
    waiting -= 1;
    if (waiting === 0) interactive();
  };
  if (!waiting) interactive();
  for (const root of roots) {
    start(root, hydrated).catch((error: unknown) => {
      // A page open across a publish may ask for a module the new build no longer has: reload once for the new one.
      if (isChunkLoadError(error) && reloadOnce()) return;
      throw error;
    });
  }
}

/** Stops the islands under `container`, before its content is replaced. */
function stopIslands(container: ParentNode) {
  for (const [root, reactRoot] of started) {
    if (!container.contains(root)) continue;
    reactRoot.unmount();
    started.delete(root);
  }
}

startIslands(document);
drawBandsWhenIdle();
swapInPage({ before: stopIslands, after: startIslands });
