import type { ComponentType, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Section } from "./section.tsx";

const panels = {
  card: {
    panel: "bg-card text-ink shadow-raised",
    text: "text-muted",
    icon: "bg-marmalade-light text-marmalade-dark",
  },
  harbor: {
    panel: "bg-harbor text-white focus-on-dark",
    text: "text-white/90",
    icon: "bg-white/10 text-marmalade-light",
  },
  marmalade: {
    panel: "bg-marmalade-light text-ink",
    text: "text-ink/85",
    icon: "bg-card text-marmalade-dark",
  },
} as const;

type CallToActionProps = {
  id: string;
  title: string;
  children: ReactNode;
  /** The buttons and links, on the right from the md breakpoint up. */
  actions: ReactNode;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  variant?: keyof typeof panels;
  /** The band around the panel. */
  tone?: "paper" | "card" | "cream";
};

/** A page's invitation to act (contact us, share a photo, write to the press desk): a panel with its own heading. */
export function CallToAction({
  id,
  title,
  children,
  actions,
  icon: Icon,
  variant = "card",
  tone = "paper",
}: CallToActionProps) {
  const style = panels[variant];
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-heading`}>
      <div
        className={cn(
          "flex flex-col gap-6 rounded-2xl p-8 sm:p-10 md:flex-row md:items-center md:justify-between",
          style.panel,
        )}
      >
        <div className="flex gap-5">
          {Icon ? (
            <span
              className={cn(
                "hidden size-14 shrink-0 items-center justify-center rounded-full sm:inline-flex",
                style.icon,
              )}
            >
              <Icon aria-hidden className="size-7" />
            </span>
          ) : null}
          <div>
            <h2 id={`${id}-heading`} className="text-3xl sm:text-4xl">
              {title}
            </h2>
            <div className={cn("mt-3 max-w-xl text-lg", style.text)}>{children}</div>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3">{actions}</div>
      </div>
    </Section>
  );
}
