/**
 * Instagram's embed script, fetched once per page and only when the first reel comes near the screen (spec,
 * "Social-media embeds": loaded on demand). Every reel on the page shares the one load.
 */
export const INSTAGRAM_EMBED_SCRIPT = "https://www.instagram.com/embed.js";

declare global {
  interface Window {
    instgrm?: { Embeds: { process: () => void } };
  }
}

let loading: Promise<void> | null = null;

export function loadInstagramEmbeds(doc: Document = document): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = INSTAGRAM_EMBED_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // Let a later reel try again (the visitor may be back online); this one keeps its poster and link.
      loading = null;
      script.remove();
      reject(new Error(`Could not load ${INSTAGRAM_EMBED_SCRIPT}`));
    };
    doc.body.append(script);
  });
  return loading;
}

/** Turns every reel placeholder blockquote on the page into Instagram's player. */
export function processInstagramEmbeds() {
  window.instgrm?.Embeds.process();
}

/** The markup Instagram's script looks for: a blockquote naming the reel, with a plain link inside. */
export function instagramBlockquote(doc: Document, permalink: string, caption: string): HTMLElement {
  const quote = doc.createElement("blockquote");
  quote.className = "instagram-media";
  quote.dataset.instgrmPermalink = permalink;
  quote.dataset.instgrmVersion = "14";
  quote.dataset.instgrmCaptioned = "";
  const link = doc.createElement("a");
  link.href = permalink;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  link.textContent = caption;
  quote.append(link);
  return quote;
}
