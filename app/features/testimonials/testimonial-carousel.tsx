import { ChevronLeft, ChevronRight, Pause, Play } from "#app/components/icons/icons.tsx";
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import type { Testimonial } from "#app/content/schema.ts";
import { cn } from "#app/lib/cn.ts";
import { REDUCED_MOTION_QUERY } from "#app/lib/scroll.ts";
import { wrapIndex } from "#app/lib/wrap-index.ts";
import { TestimonialCard } from "./testimonial-card.tsx";
import { island } from "#app/islands/island.tsx";

/** Spec, section 9: a new slide every 8 seconds; input is ignored for 500 ms while a slide changes. */
export const AUTO_ADVANCE_MS = 8000;
export const TRANSITION_LOCK_MS = 500;

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Guests' words, one at a time (spec, "Testimonial carousel"): advances on its own every 8 s and wraps around, with
 * previous and next buttons and dots. It pauses while the pointer or keyboard focus is on it, has a pause button,
 * and never moves on its own for visitors who ask for reduced motion.
 */
export function TestimonialCarouselView({
  testimonials,
  label = "What our guests say",
}: {
  testimonials: readonly Testimonial[];
  label?: string;
}) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const locked = useRef(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
  const count = testimonials.length;

  const go = useCallback(
    (next: number) => {
      if (locked.current || count === 0) return;
      locked.current = true;
      setIndex(wrapIndex(next, 0, count));
      setTimeout(() => (locked.current = false), TRANSITION_LOCK_MS);
    },
    [count],
  );

  const rotating = !reducedMotion && !paused && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => go(index + 1), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [rotating, go, index]);

  if (count === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative overflow-hidden" aria-live={rotating ? "off" : "polite"} id={`${id}-slides`}>
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {testimonials.map((testimonial, slide) => (
            <div
              key={testimonial.author + testimonial.quote.slice(0, 20)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide + 1} of ${count}`}
              aria-hidden={slide !== index}
              inert={slide !== index}
              className="w-full shrink-0 px-1"
              data-slide={slide}
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-2">
        <button
          type="button"
          onClick={() => go(index - 1)}
          aria-controls={`${id}-slides`}
          className="inline-flex size-11 items-center justify-center rounded-full border border-cream bg-card hover:border-ink/40"
        >
          <ChevronLeft aria-hidden className="size-5" />
          <span className="sr-only">Previous testimonial</span>
        </button>
        <div className="flex items-center">
          {testimonials.map((testimonial, slide) => (
            <button
              key={testimonial.author + slide}
              type="button"
              onClick={() => go(slide)}
              aria-controls={`${id}-slides`}
              aria-current={slide === index ? "true" : undefined}
              className="group inline-flex size-11 items-center justify-center"
            >
              <span
                className={cn(
                  "block size-2.5 rounded-full transition-colors",
                  slide === index ? "bg-marmalade-dark" : "bg-ink/25 group-hover:bg-ink/50",
                )}
              />
              <span className="sr-only">Show testimonial {slide + 1}</span>
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(index + 1)}
          aria-controls={`${id}-slides`}
          className="inline-flex size-11 items-center justify-center rounded-full border border-cream bg-card hover:border-ink/40"
        >
          <ChevronRight aria-hidden className="size-5" />
          <span className="sr-only">Next testimonial</span>
        </button>
        {!reducedMotion ? (
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            className="ml-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-ink/5"
          >
            {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            <span className="sr-only">{paused ? "Play testimonials" : "Pause testimonials"}</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** An island that starts as it comes near the screen, since it moves by itself there (docs/decisions/110). */
export const TestimonialCarousel = island("testimonial-carousel", TestimonialCarouselView, { near: 200 });
