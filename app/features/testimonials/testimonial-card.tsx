import type { Testimonial } from "#app/content/schema.ts";
import { cn } from "#app/lib/cn.ts";
import { StarRating } from "./star-rating.tsx";

export function TestimonialCard({
  testimonial,
  className,
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  return (
    <figure
      className={cn(
        "flex h-full flex-col rounded-2xl border border-cream bg-card p-6 shadow-raised sm:p-8",
        className,
      )}
    >
      <StarRating />
      <span aria-hidden="true" className="mt-3 block font-display text-6xl leading-none text-marmalade">
        &ldquo;
      </span>
      <blockquote className="-mt-4 grow font-display text-lg leading-relaxed text-ink sm:text-xl">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-cream pt-4">
        <span className="block font-semibold">{testimonial.author}</span>
        <span className="block text-sm text-muted">
          {testimonial.role ? `${testimonial.role} · ` : ""}
          {testimonial.tour}
        </span>
      </figcaption>
    </figure>
  );
}
