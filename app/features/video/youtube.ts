/**
 * The privacy-enhanced YouTube player for a video id, started at once: the visitor has already pressed play on our
 * poster, so no YouTube request happens before that (docs/decisions/041-video-facade.md).
 */
export function youtubeEmbedUrl(videoId: string): string {
  const params = new URLSearchParams({ autoplay: "1", rel: "0", playsinline: "1" });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params}`;
}
