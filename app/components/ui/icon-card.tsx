import type { ComponentType, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

const iconTones = {
  marmalade: "bg-marmalade-light text-marmalade-dark",
  harbor: "bg-harbor-light text-harbor",
  brick: "bg-brick/10 text-brick",
} as const;

type IconCardProps = {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  iconTone?: keyof typeof iconTones;
  title: ReactNode;
  children: ReactNode;
  /** A link or button at the foot of the card; cards in a row keep their footers aligned. */
  footer?: ReactNode;
  className?: string;
};

/** A raised card with an icon in a disc, a heading and a few lines: features, highlights, ways to help. */
export function IconCard({
  icon: Icon,
  iconTone = "marmalade",
  title,
  children,
  footer,
  className,
}: IconCardProps) {
  return (
    <div
      className={cn(
        "flex h-full flex-col rounded-2xl border border-cream bg-card p-6 shadow-raised",
        className,
      )}
    >
      <span
        className={cn("inline-flex size-12 items-center justify-center rounded-full", iconTones[iconTone])}
      >
        <Icon aria-hidden className="size-6" />
      </span>
      <h3 className="mt-4 text-xl">{title}</h3>
      <div className="mt-2 grow text-muted">{children}</div>
      {footer ? <div className="mt-5">{footer}</div> : null}
    </div>
  );
}
