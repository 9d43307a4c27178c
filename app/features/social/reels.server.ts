import { collection } from "#app/content/content.server.ts";
import { image } from "#app/lib/images.server.ts";

/** The Instagram reels (content/reels), in their order, with their posters. */
export function reelViews() {
  return collection("reels")
    .toSorted((a, b) => a.order - b.order)
    .map((reel) => ({ permalink: reel.permalink, caption: reel.caption, poster: image(reel.poster) }));
}
