import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

const tones = {
  paper: "bg-paper",
  card: "bg-card",
  cream: "bg-cream/45",
  ink: "bg-ink text-paper",
  harbor: "bg-harbor text-white",
} as const;

type SectionProps = {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  align?: "left" | "center";
  className?: string;
  children?: ReactNode;
  /** For sections whose heading is part of a larger layout: the id of the heading that names the section. */
  labelledBy?: string;
};

/** A page band: consistent width, spacing, and an h2 with optional eyebrow and introduction. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "paper",
  align = "left",
  className,
  children,
  labelledBy,
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : labelledBy}
      className={cn("py-16 sm:py-20", tones[tone], className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {title ? (
          <header className={cn("mb-10 max-w-3xl", align === "center" && "mx-auto text-center")}>
            {eyebrow ? (
              <p
                className={cn(
                  "mb-3 text-sm font-semibold tracking-widest uppercase",
                  tone === "ink" || tone === "harbor" ? "text-marmalade-light" : "text-brick",
                )}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2 id={headingId} className="text-3xl sm:text-4xl">
              {title}
            </h2>
            {intro ? (
              <div
                className={cn(
                  "mt-4 text-lg",
                  tone === "ink" || tone === "harbor" ? "text-paper/85" : "text-muted",
                )}
              >
                {intro}
              </div>
            ) : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** Prose introduction under a hero: the page's first words, in a readable measure. */
export function Intro({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn("max-w-3xl space-y-4 text-lg leading-relaxed text-ink/90 sm:text-xl", className)}>
      {children}
    </div>
  );
}
