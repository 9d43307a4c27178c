import type { CSSProperties, ReactNode } from "react";
import { DEFERRED, deferralAttribute, type Deferral } from "#app/lib/deferred-pictures.ts";

/**
 * A picture that is fetched later than the page (app/lib/deferred-pictures.ts): after the load event, or near the
 * screen. The box keeps the picture's proportions, so nothing moves while it waits; and while the picture waits
 * undrawn its description is there as text for screen readers (a link or button around it keeps its name), then the
 * picture's own alt text takes over. Without JavaScript the picture loads lazily as usual.
 */
export function DeferredPicture({
  when,
  label,
  width,
  height,
  className,
  style,
  children,
}: {
  when: Deferral;
  /** What the picture shows (its alt text), or "" when the picture is decoration. */
  label: string;
  width: number;
  height: number;
  /** Its display (block, inline-block) and size. */
  className: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <span
      {...{ [DEFERRED]: deferralAttribute(when) }}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
      className={className}
      // The islands runtime marks the box as shown, whether or not its island has started.
      suppressHydrationWarning
    >
      {label ? (
        <span data-defer-label className="sr-only">
          {label}
        </span>
      ) : null}
      {children}
    </span>
  );
}
