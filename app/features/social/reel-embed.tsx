import { ArrowUpRight, Play } from "#app/components/icons/icons.tsx";
import { useEffect, useRef, useState } from "react";
import { useNearViewport } from "#app/hooks/use-near-viewport.ts";
import { reportInsight } from "#app/features/insights/insight.ts";
import { company } from "#app/content/site.ts";
import { ExternalLink } from "#app/components/ui/button.tsx";
import { InstagramIcon } from "#app/components/ui/instagram-icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { ResponsiveImage } from "#app/lib/images.ts";
import { instagramBlockquote, loadInstagramEmbeds, processInstagramEmbeds } from "./instagram-embed.ts";
import { island } from "#app/islands/island.tsx";

/** How close (in CSS pixels) a reel comes to the screen before its embed loads (spec, section 9: 200 px). */
export const REEL_LAZY_MARGIN = 200;

type ReelResult = "embedded" | "unavailable";

type ReelEmbedProps = { permalink: string; caption: string; poster: ResponsiveImage };

/**
 * An Instagram reel: our poster (decorative here: the caption names the reel) and caption until it comes within
 * 200 px of the screen, then Instagram's player, loaded once. If Instagram cannot be reached the poster and its link
 * stay, so the reel is still one tap away. An island that starts as it comes within those 200 px (docs/decisions/110).
 */
export function ReelEmbedView({ permalink, caption, poster }: ReelEmbedProps) {
  const { ref: root, near } = useNearViewport<HTMLDivElement>(REEL_LAZY_MARGIN);
  const host = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<ReelResult | null>(null);
  const state = result ?? (near ? "loading" : "placeholder");

  useEffect(() => {
    const element = host.current;
    if (!near || !element) return;
    let cancelled = false;
    // Instagram's script replaces the blockquote with its player, so React owns only the empty host around it.
    element.replaceChildren(instagramBlockquote(document, permalink, caption));
    loadInstagramEmbeds().then(
      () => {
        if (cancelled) return;
        processInstagramEmbeds();
        setResult("embedded");
      },
      () => {
        if (cancelled) return;
        element.replaceChildren();
        setResult("unavailable");
      },
    );
    return () => {
      cancelled = true;
    };
  }, [near, permalink, caption]);

  const embedded = state === "embedded";
  useEffect(() => {
    if (!embedded) return;
    // A tap in Instagram's player moves focus into its frame, away from this window: that is a play.
    const onBlur = () =>
      setTimeout(() => {
        if (host.current?.contains(document.activeElement)) reportInsight({ type: "play", media: "reel" });
      });
    window.addEventListener("blur", onBlur);
    return () => window.removeEventListener("blur", onBlur);
  }, [embedded]);

  return (
    <div ref={root} data-reel={permalink} data-reel-state={state} className="flex h-full flex-col">
      <div ref={host} className={embedded ? "min-h-[540px]" : "hidden"} />
      {embedded ? null : (
        <ExternalLink
          href={permalink}
          onClick={() => reportInsight({ type: "play", media: "reel" })}
          className="group relative block aspect-[9/16] overflow-hidden rounded-2xl bg-ink shadow-raised"
        >
          <ReelPoster poster={poster} />
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-b from-ink/40 via-transparent to-ink/80"
          />
          <span className="absolute top-4 left-4 inline-flex items-center gap-2 rounded-full bg-ink/70 px-3 py-1.5 text-sm font-semibold text-paper">
            <InstagramIcon className="size-4" />
            {company.instagram.handle}
          </span>
          <span
            aria-hidden="true"
            className="absolute top-3 right-3 inline-flex size-12 items-center justify-center rounded-full bg-paper/90 text-ink shadow-lifted transition-transform duration-200 group-hover:scale-105"
          >
            <Play className="ml-0.5 size-5 fill-current" />
          </span>
          <span className="absolute inset-x-0 bottom-0 p-4 text-left text-paper">
            <span className="block font-display text-lg leading-snug">{caption}</span>
            <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-marmalade-light">
              {state === "loading" ? "Loading the reel…" : "Watch on Instagram"}
              <ArrowUpRight aria-hidden className="size-4" />
            </span>
          </span>
        </ExternalLink>
      )}
    </div>
  );
}

/**
 * The reel's poster, filling its 9:16 box (decorative: the caption names the reel), fetched once the page has loaded
 * (docs/decisions/090); without JavaScript, as usual.
 */
function ReelPoster({ poster }: { poster: ResponsiveImage }) {
  return (
    <Picture
      image={{ ...poster, alt: "" }}
      sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, 326px"
      defer="load"
      className="absolute inset-0 block"
      imgClassName="h-full! object-cover"
    />
  );
}

export const ReelEmbed = island("reel-embed", ReelEmbedView, { near: REEL_LAZY_MARGIN });
