/**
 * The gallery's first answer to a tap, before its island is live (issue 38, docs/decisions/149). The islands runtime
 * (app/islands/start.ts) holds the tap while the grid's island and the viewer's code arrive, which on a phone takes
 * seconds; meanwhile this shows the tapped picture at once, large on the viewer's dark ground, from the file the
 * thumbnail already shows. The viewer (lightbox.tsx) replaces it as it opens, so the visitor sees one viewer come
 * into its full form. It is a picture only: hidden from assistive technology, which gets the viewer itself as before.
 * A tap on it or Escape puts it away and forgets the held tap; it also goes if the island cannot start.
 */

/** The thumbnails it answers for (gallery-thumbnail.tsx). */
const THUMBNAIL = "[data-gallery-image]";
/** What marks the viewer, once it is open (lightbox.tsx). */
const VIEWER = "[data-lightbox]";

let shown: { remove: () => void } | null = null;

/**
 * Shows the early viewer for a tap held on `target`, if it is a gallery picture; `forget` is told when the visitor
 * puts it away before the viewer opens. True when it showed.
 */
export function showEarlyViewer(target: Element, forget: () => void): boolean {
  const thumbnail = target.closest(THUMBNAIL);
  if (!thumbnail || shown) return false;
  const ground = document.createElement("div");
  ground.dataset.earlyViewer = "";
  ground.setAttribute("aria-hidden", "true");
  ground.className = "fixed inset-0 z-50 flex items-center justify-center bg-ink/[0.97] px-2 py-4 sm:px-20";
  const drawn = thumbnail.querySelector("img");
  if (drawn?.currentSrc) {
    const picture = document.createElement("img");
    picture.src = drawn.currentSrc;
    picture.alt = "";
    picture.decoding = "async";
    picture.className = "max-h-[calc(100dvh-11rem)] w-full max-w-3xl rounded-lg object-contain shadow-lifted";
    ground.append(picture);
  }
  const remove = () => {
    observer.disconnect();
    removeEventListener("keydown", onKey, true);
    ground.remove();
    shown = null;
  };
  const putAway = () => {
    remove();
    forget();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    putAway();
  };
  // The viewer has opened: it takes over from here.
  const observer = new MutationObserver(() => {
    if (document.querySelector(VIEWER)) remove();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  ground.addEventListener("click", putAway);
  addEventListener("keydown", onKey, true);
  document.body.append(ground);
  shown = { remove };
  return true;
}

/** Puts the early viewer away without a word (its island could not start). */
export function removeEarlyViewer() {
  shown?.remove();
}
