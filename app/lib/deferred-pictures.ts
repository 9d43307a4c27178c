/**
 * Pictures that wait (docs/decisions/090, 091, 110): a picture below the first screen is fetched once the page has
 * loaded, so that it does not share the first moments' bandwidth with the picture at the top, and a gallery's
 * thumbnails only as they come within a screen of view. The picture is in the page from the start, lazy, inside a box
 * that keeps its size and its name (DeferredPicture); the box's CSS keeps it undrawn, so the browser does not fetch
 * it, until the islands runtime marks the box `data-shown`. No island needs to start for it, and without JavaScript
 * the CSS does not apply and the browser fetches it lazily as usual.
 */
export const DEFERRED = "data-defer";
const SHOWN = "data-shown";

/** When a deferred picture is fetched: after the page's load event, or as it comes within `near` pixels of view. */
export type Deferral = "load" | { near: number };

export function deferralAttribute(when: Deferral): string {
  return when === "load" ? "load" : `near:${when.near}`;
}

const show = (box: Element) => box.setAttribute(SHOWN, "");

function afterLoad(then: () => void) {
  if (document.readyState === "complete") then();
  else addEventListener("load", then, { once: true });
}

/** Watches the deferred pictures under `container` and shows each at its time. */
export function showDeferredPictures(container: ParentNode) {
  const observers = new Map<number, IntersectionObserver>();
  const near = (margin: number) => {
    let observer = observers.get(margin);
    if (!observer) {
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            show(entry.target);
            observer?.unobserve(entry.target);
          }
        },
        { rootMargin: `${margin}px` },
      );
      observers.set(margin, observer);
    }
    return observer;
  };
  const boxes = [...container.querySelectorAll(`[${DEFERRED}]:not([${SHOWN}])`)];
  afterLoad(() => {
    for (const box of boxes) {
      const when = box.getAttribute(DEFERRED) ?? "";
      if (when.startsWith("near:")) near(Number(when.slice(5)) || 0).observe(box);
      else show(box);
    }
  });
}
