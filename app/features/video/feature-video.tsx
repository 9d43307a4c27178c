import { Images, Play } from "#app/components/icons/icons.tsx";
import { useEffect, useRef, useState } from "react";
import { Picture } from "#app/components/ui/picture.tsx";
import type { ResponsiveImage } from "#app/lib/images.ts";
import { preloadLightbox, useLightbox } from "#app/features/gallery/use-lightbox.tsx";
import { reportInsight } from "#app/features/insights/insight.ts";
import { youtubeEmbedUrl } from "./youtube.ts";
import { island } from "#app/islands/island.tsx";

type FeatureVideoProps = {
  title: string;
  poster: ResponsiveImage;
  /** The film on YouTube (config media.featureVideoYoutubeId); empty until the company has one. */
  youtubeId: string;
  /** Shown instead of a film while there is none: a short slideshow of our pictures. */
  slideshow: readonly ResponsiveImage[];
  sizes: string;
};

/**
 * A click-to-play video: our poster first, the player only after the visitor presses play, so the page makes no
 * request to YouTube before then. Without a film it says so and offers a slideshow of our pictures instead
 * (docs/decisions/041-video-facade.md).
 */
export function FeatureVideoView({ title, poster, youtubeId, slideshow, sizes }: FeatureVideoProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const { open, viewer } = useLightbox(`${title}: slideshow`, slideshow);
  const hasFilm = youtubeId !== "";

  useEffect(() => {
    // The play button is gone: keep keyboard focus on the player that replaced it.
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing && hasFilm) {
    return (
      <div
        className="aspect-video overflow-hidden rounded-2xl bg-ink shadow-lifted"
        data-video-state="playing"
      >
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(youtubeId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-full w-full border-0"
        />
      </div>
    );
  }

  return (
    <div
      className="group relative aspect-video overflow-hidden rounded-2xl bg-ink shadow-lifted"
      data-video-state="poster"
    >
      <Picture
        image={poster}
        sizes={sizes}
        defer="load"
        className="absolute inset-0"
        imgClassName="h-full! object-cover transition-transform duration-500 ease-out group-hover:scale-[1.02]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-ink/75 via-ink/10 to-transparent"
      />
      <button
        type="button"
        onClick={(event) => {
          reportInsight({ type: "play", media: "video" });
          if (hasFilm) setPlaying(true);
          else open(0, event.currentTarget);
        }}
        onPointerEnter={hasFilm ? undefined : preloadLightbox}
        onFocus={hasFilm ? undefined : preloadLightbox}
        aria-haspopup={hasFilm ? undefined : "dialog"}
        className="absolute inset-0 flex flex-col items-center justify-center gap-4 text-paper focus-visible:outline-offset-[-6px]"
      >
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-marmalade text-ink shadow-lifted transition-transform duration-200 group-hover:scale-105 sm:size-24">
          {hasFilm ? (
            <Play aria-hidden className="ml-1 size-9 fill-current sm:size-10" />
          ) : (
            <Images aria-hidden className="size-9 sm:size-10" />
          )}
        </span>
        <span className="rounded-full bg-ink/70 px-4 py-2 text-sm font-semibold sm:text-base">
          {hasFilm ? `Play video: ${title}` : `Play the slideshow: ${slideshow.length} scenes from our walks`}
        </span>
      </button>
      {viewer}
    </div>
  );
}

/** An island that starts when a mouse comes over it (the slideshow's code loads then) or at the first tap on it. */
export const FeatureVideo = island("feature-video", FeatureVideoView, { hover: true });
