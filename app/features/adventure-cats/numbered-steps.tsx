import type { Step } from "#content/data/adventure-cats.ts";
import { cn } from "#app/lib/cn.ts";

/** Steps in order, each a card with its number: how the programme works, and what happens after applying. */
export function NumberedSteps({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={cn("grid gap-6 md:grid-cols-3", className)}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative rounded-2xl border border-cream bg-card p-6 shadow-raised sm:p-8"
        >
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-marmalade font-display text-2xl font-semibold text-ink"
          >
            {index + 1}
          </span>
          <h3 className="mt-5 text-2xl">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-3 leading-relaxed text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
