/**
 * After a deploy, a visitor's open page may ask for a script chunk that no longer exists. Reload once to get the new
 * build instead of leaving a broken screen; the session marker stops a reload loop if the chunk is truly missing.
 */
const MARKER = "whiskerwalks:reloaded-for";

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reloads the page unless it was already reloaded for this address; returns whether it did. */
export function reloadOnce(): boolean {
  const here = window.location.pathname;
  try {
    if (sessionStorage.getItem(MARKER) === here) return false;
    sessionStorage.setItem(MARKER, here);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
