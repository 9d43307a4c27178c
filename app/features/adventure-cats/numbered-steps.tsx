import type { Step } from "#app/content/schema.ts";
import { cn } from "#app/lib/cn.ts";

type NumberedStepsProps = {
  steps: readonly Step[];
  /** The number of the first step shown (the form's sidebar starts at 2). */
  start?: number;
  /** Cards side by side (headings h3), or a compact list for a sidebar (headings h4). */
  variant?: "cards" | "list";
  className?: string;
};

/** Steps in order, each with its number: how the program works, and what happens after applying. */
export function NumberedSteps({ steps, start = 1, variant = "cards", className }: NumberedStepsProps) {
  const cards = variant === "cards";
  // The list sits under its own h3 in a sidebar; the cards sit under a section's h2.
  const Heading = cards ? "h3" : "h4";
  return (
    <ol className={cn(cards ? "grid gap-6 md:grid-cols-3" : "space-y-4", className)}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            cards ? "rounded-2xl border border-cream bg-card p-6 shadow-raised sm:p-8" : "flex gap-3",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "flex shrink-0 items-center justify-center rounded-full font-semibold text-ink",
              cards ? "size-12 bg-marmalade font-display text-2xl" : "size-8 bg-marmalade-light",
            )}
          >
            {start + index}
          </span>
          <div>
            <Heading className={cards ? "mt-5 text-2xl" : "font-sans text-base font-semibold"}>
              <span className="sr-only">Step {start + index}: </span>
              {step.title}
            </Heading>
            <p className={cn("leading-relaxed text-muted", cards && "mt-3")}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
