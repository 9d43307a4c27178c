/**
 * When an island starts (docs/decisions/110). Every island starts at the visitor's first press, key or focus on it,
 * and a tap or a form's submission made before it is ready is held and done once it is (start.ts). An island starts
 * earlier only where it must already be live:
 */
export type IslandStart = {
  /** When a mouse comes over it: what it does on hover must be ready (a menu that opens on hover). */
  hover?: boolean;
  /**
   * When it comes within this many pixels of the screen: it must be live there (a carousel that moves by itself, an
   * embed that loads as it nears the screen).
   */
  near?: number;
  /** With `near`: when the element with this id comes near instead (the help button that steps aside for the FAQ). */
  nearId?: string;
  /** When a picture in it fails to load: it shows the picture's fallback. */
  imageError?: boolean;
  /** As soon as the page is shown: what it shows depends on the visitor (their date, the address's query). */
  load?: boolean;
};

/** The wrapper's `data-start`: words separated by spaces, such as "hover near:200" or "near:0@faq". */
export function startAttribute(start: IslandStart): string {
  return [
    start.hover ? "hover" : "",
    start.near !== undefined ? `near:${start.near}${start.nearId ? `@${start.nearId}` : ""}` : "",
    start.imageError ? "image-error" : "",
    start.load ? "load" : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The wrapper's `data-start`, read back. */
export function parseStart(attribute: string | undefined): IslandStart {
  const start: IslandStart = {};
  for (const word of (attribute ?? "").split(" ")) {
    if (word === "hover") start.hover = true;
    else if (word === "image-error") start.imageError = true;
    else if (word === "load") start.load = true;
    else if (word.startsWith("near:")) {
      const [margin, id] = word.slice(5).split("@");
      start.near = Number(margin) || 0;
      if (id) start.nearId = id;
    }
  }
  return start;
}
