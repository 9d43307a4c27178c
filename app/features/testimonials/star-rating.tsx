import { cn } from "#app/lib/cn.ts";
import { Star } from "#app/components/icons/icons.tsx";

/** Five stars with a label a screen reader reads once ("Rated 5 out of 5"). */
export function StarRating({ rating = 5, className }: { rating?: number; className?: string }) {
  return (
    <span className={cn("block", className)} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={`inline size-4 ${index < rating ? "fill-marmalade text-marmalade" : "text-cream"}`}
        />
      ))}
    </span>
  );
}
