import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * The box around a table that may be wider than the screen: it scrolls sideways rather than squeezing the columns,
 * with a soft shadow at each edge that has more beyond it (the `scroll-shadows` utility, CSS only). It is a named
 * region that takes focus, so a keyboard scrolls it and a screen reader announces what it holds. Positioned, so what a
 * cell places absolutely (a screen reader's words, sr-only) scrolls inside it instead of widening the page.
 */
export function TableRegion({
  label,
  className,
  children,
}: {
  /** What the table lists, as its caption says it. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-table-region
      className={cn("relative overflow-x-auto scroll-shadows", className)}
    >
      {children}
    </div>
  );
}
