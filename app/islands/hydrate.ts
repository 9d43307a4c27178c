import { createElement, startTransition, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { IslandRoot } from "./island.tsx";

/** Where React reports a recoverable error by default: the window's error reporting, or the console. */
function reportRecoverable(error: unknown) {
  if (typeof reportError === "function") reportError(error);
  else console.error(error);
}

/**
 * Hydrates one island with React (docs/decisions/087, 110); start.ts loads this module, and React with it, only when
 * the first island of the page starts. Returns how to stop the island (before in-page.ts replaces the content).
 *
 * The island fails alone: if it throws while it renders or while its effects run, now or later, React gives up on its
 * root and clears it; the island's pre-rendered markup is put back as the page drew it (its links and forms work as
 * they do without JavaScript), and `failed` is told.
 */
export function hydrateIsland(
  root: HTMLElement,
  Component: unknown,
  props: Record<string, unknown>,
  on: { live: () => void; failed: (error: unknown) => void },
): () => void {
  const drawn = root.innerHTML;
  let reactRoot: Root | undefined;
  let stopped = false;
  const failed = (error: unknown) => {
    if (stopped) return;
    stopped = true;
    // After React has finished with the root it gave up on, not inside its own error handling.
    setTimeout(() => {
      reactRoot?.unmount();
      root.innerHTML = drawn;
      on.failed(error);
    });
  };
  const element = createElement(
    IslandRoot,
    { onHydrated: on.live },
    createElement(Component as ComponentType<Record<string, unknown>>, props),
  );
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between them, instead of
  // one long task per island (a phone's main thread stays free for a tap; decision 091). The same root and id prefix
  // as the server rendered it with (island.tsx), so that useId's ids match.
  startTransition(() => {
    reactRoot = hydrateRoot(root, element, {
      identifierPrefix: root.dataset.idPrefix ?? "",
      onUncaughtError: failed,
      // Stopped before React had hydrated it (the visitor went Back or on at once): React tells of the early update
      // that ended the hydration, which is this stop, not a fault. Anything else goes where React sends it.
      onRecoverableError: (error) => {
        if (!stopped) reportRecoverable(error);
      },
    });
  });
  return () => {
    stopped = true;
    reactRoot?.unmount();
  };
}
