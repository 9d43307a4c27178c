import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Walks a list of image sources, moving to the next when one fails (spec, "Image failure"). It also catches a
 * failure that happened before hydration, when React was not yet listening for the error event.
 */
export function useImageFallback(sources: readonly string[], onFailure?: (failed: string) => void) {
  const [index, setIndex] = useState(0);
  // The position is also kept in a ref so a failure is reported from the event, not from inside a state updater
  // (which React may run during a render, twice in development, and where updating a parent is not allowed).
  const indexRef = useRef(0);
  const ref = useRef<HTMLImageElement>(null);
  const fail = useCallback(() => {
    const current = indexRef.current;
    const failed = sources[current];
    if (failed !== undefined) onFailure?.(failed);
    indexRef.current = Math.min(current + 1, sources.length);
    setIndex(indexRef.current);
  }, [sources, onFailure]);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src")) fail();
  }, [fail]);
  return { ref, src: sources[index], exhausted: index >= sources.length, onError: fail };
}
