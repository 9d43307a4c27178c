import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Walks a list of image sources, moving to the next when one fails (spec, "Image failure"). It also catches a
 * failure that happened before hydration, when React was not yet listening for the error event.
 */
export function useImageFallback(sources: readonly string[], onFailure?: (failed: string) => void) {
  const [index, setIndex] = useState(0);
  const ref = useRef<HTMLImageElement>(null);
  const fail = useCallback(() => {
    setIndex((current) => {
      const failed = sources[current];
      if (failed !== undefined) onFailure?.(failed);
      return Math.min(current + 1, sources.length);
    });
  }, [sources, onFailure]);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src")) fail();
  }, [fail]);
  return { ref, src: sources[index], exhausted: index >= sources.length, onError: fail };
}
