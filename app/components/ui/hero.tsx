import type { ReactNode } from "react";
import type { ResponsiveImage } from "#app/lib/images.ts";
import { cn } from "#app/lib/cn.ts";
import { ButtonLink } from "./button.tsx";
import { Picture } from "./picture.tsx";

/** A hero button. `text` may carry visually hidden words where the visible ones ("Learn More") say too little. */
export type HeroAction = { text: ReactNode; to: string };

export type HeroProps = {
  title: ReactNode;
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  image: ResponsiveImage;
  layout?: "cover" | "split";
  /** Split layout: which side the picture sits on from the md breakpoint up (it goes below the text on phones). */
  imageSide?: "left" | "right";
  /** Which part of the picture stays in view when it is cropped. */
  imagePosition?: "center" | "top" | "bottom" | "left" | "right";
  fit?: "cover" | "contain";
  aspect?: "portrait-2-3" | "portrait-3-4" | "landscape-16-9";
  height?: "small" | "medium" | "large" | "full";
  overlay?: "none" | "light" | "medium" | "strong";
  contentPosition?: "left" | "center" | "right";
  primary?: HeroAction;
  secondary?: HeroAction;
  /** Extra lines under the actions: an urgency note, a trust strip. */
  children?: ReactNode;
};

const heights = {
  small: "min-h-[30vh]",
  medium: "min-h-[50vh]",
  large: "min-h-[70vh]",
  full: "min-h-[calc(100svh-4.5rem)]",
} as const;
// The veil keeps the text AA over any part of the picture: even on phones, where the text runs the full width; from
// md, where the text keeps to the left 55%, a gradient that stays dark under it and lets the rest of the picture show.
const overlays = {
  none: "",
  light:
    "bg-ink/70 md:bg-transparent md:bg-gradient-to-r md:from-ink/80 md:via-ink/65 md:via-55% md:to-ink/10",
  medium:
    "bg-ink/75 md:bg-transparent md:bg-gradient-to-r md:from-ink/85 md:via-ink/70 md:via-55% md:to-ink/25",
  strong: "bg-ink/75",
} as const;
const aspects = {
  "portrait-2-3": "aspect-[2/3]",
  "portrait-3-4": "aspect-[3/4]",
  "landscape-16-9": "aspect-video",
} as const;
const objectPositions = {
  center: "object-center",
  top: "object-top",
  bottom: "object-bottom",
  left: "object-left",
  right: "object-right",
} as const;
const contentPositions = {
  left: "items-start text-left",
  center: "items-center text-center mx-auto",
  right: "items-end text-right ml-auto",
} as const;

/** The one hero every page opens with (spec, "Hero options"). Its picture is the page's LCP: preloaded, never lazy. */
export function Hero({
  title,
  eyebrow,
  subtitle,
  image,
  layout = "cover",
  imageSide = "right",
  imagePosition = "center",
  fit = "cover",
  aspect = "portrait-3-4",
  height = "medium",
  overlay = "medium",
  contentPosition = "left",
  primary,
  secondary,
  children,
}: HeroProps) {
  const actions =
    primary || secondary ? (
      <div className={cn("mt-8 flex flex-wrap gap-3", contentPosition === "center" && "justify-center")}>
        {primary ? (
          <ButtonLink to={primary.to} size="lg">
            {primary.text}
          </ButtonLink>
        ) : null}
        {secondary ? (
          <ButtonLink to={secondary.to} size="lg" variant={layout === "cover" ? "light" : "outline"}>
            {secondary.text}
          </ButtonLink>
        ) : null}
      </div>
    ) : null;
  // Picture already makes the image full width.
  const imgClass = cn(
    "h-full",
    fit === "cover" ? "object-cover" : "object-contain",
    objectPositions[imagePosition],
  );

  if (layout === "split") {
    return (
      <section className="relative overflow-hidden" data-hero="split">
        <div
          className={cn(
            "mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16 lg:gap-16 lg:px-8",
            heights[height],
          )}
        >
          <div
            className={cn(
              "flex flex-col",
              contentPositions[contentPosition],
              imageSide === "left" && "md:order-2",
            )}
          >
            {eyebrow ? (
              <p className="mb-4 text-sm font-semibold tracking-widest text-brick uppercase">{eyebrow}</p>
            ) : null}
            <h1 className="text-4xl sm:text-5xl lg:text-6xl">{title}</h1>
            {subtitle ? <p className="mt-5 max-w-xl text-lg text-muted sm:text-xl">{subtitle}</p> : null}
            {actions}
            {children}
          </div>
          <div className={cn("relative", imageSide === "left" && "md:order-1")}>
            <div className={cn("overflow-hidden rounded-[2rem] shadow-lifted", aspects[aspect])}>
              <Picture
                image={image}
                priority
                sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
                className="block h-full"
                imgClassName={imgClass}
              />
            </div>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section
      className={cn("relative isolate flex overflow-hidden bg-ink text-paper focus-on-dark", heights[height])}
      data-hero="cover"
    >
      <Picture
        image={image}
        priority
        sizes="100vw"
        className="absolute inset-0 -z-20"
        imgClassName={imgClass}
      />
      {overlay !== "none" ? (
        <div aria-hidden="true" className={cn("absolute inset-0 -z-10", overlays[overlay])} />
      ) : null}
      <div className="mx-auto flex w-full max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <div className={cn("flex max-w-2xl flex-col justify-center", contentPositions[contentPosition])}>
          {eyebrow ? (
            <p className="mb-4 text-sm font-semibold tracking-widest text-marmalade-light uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-4xl text-white drop-shadow-sm sm:text-5xl lg:text-6xl">{title}</h1>
          {subtitle ? <p className="mt-5 max-w-xl text-lg text-paper/90 sm:text-xl">{subtitle}</p> : null}
          {actions}
          {children}
        </div>
      </div>
    </section>
  );
}
