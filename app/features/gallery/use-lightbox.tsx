import { lazy, Suspense, useCallback, useState } from "react";
import type { ResponsiveImage } from "#app/lib/images.ts";

const loadLightbox = () => import("./lightbox.tsx");
const Lightbox = lazy(loadLightbox);

/** Starts fetching the viewer's code when a visitor shows intent (hover, focus), so opening feels instant. */
export function preloadLightbox() {
  void loadLightbox();
}

type Opened = { index: number; trigger: HTMLElement | null };

/**
 * The open/closed state of a gallery viewer and the element that renders it. The viewer's code is a separate chunk
 * (1.3 KB: the browser's own dialog does the rest), fetched ahead once the page is idle or when a visitor opens a
 * picture.
 */
export function useLightbox(title: string, images: readonly ResponsiveImage[]) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const open = useCallback((index: number, trigger: HTMLElement | null) => setOpened({ index, trigger }), []);
  const viewer = opened ? (
    <Suspense fallback={null}>
      <Lightbox
        title={title}
        images={images}
        index={opened.index}
        onIndexChange={(index) => setOpened((current) => current && { ...current, index })}
        onClose={() => setOpened(null)}
        returnFocusTo={opened.trigger}
      />
    </Suspense>
  ) : null;
  return { open, viewer };
}
