import { X } from "#app/components/icons/icons.tsx";
import { useId } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import type { Waiver } from "#app/content/schema.ts";
import { WAIVER_DIALOG_ID } from "./liability-waiver.tsx";

/**
 * The liability waiver, in the page once, as the browser's modal `<dialog>`: the waiver links open it and its two
 * buttons close it, by invoker commands, so it works before and without the page's script (liability-waiver.tsx).
 * Opening focuses its close button (`autofocus`).
 */
export function WaiverDialog({ waiver }: { waiver: Waiver }) {
  const titleId = useId();
  const introId = useId();
  return (
    // Escape: the browser closes the dialog.
    <dialog
      id={WAIVER_DIALOG_ID}
      aria-labelledby={titleId}
      aria-describedby={introId}
      className="dialog-content fixed top-1/2 left-1/2 m-0 max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-card p-0 text-ink shadow-lifted backdrop:bg-ink/60 open:flex focus:outline-none sm:max-h-[85dvh]"
    >
      <div className="flex items-start justify-between gap-4 border-b border-cream px-5 py-4 sm:px-8 sm:py-6">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brick uppercase">{waiver.eyebrow}</p>
          <h2 id={titleId} className="mt-1 text-2xl sm:text-3xl">
            {waiver.title}
          </h2>
        </div>
        <button
          type="button"
          commandfor={WAIVER_DIALOG_ID}
          command="close"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's first focus, as the browser moves it on opening
          autoFocus
          aria-label="Close the waiver"
          className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-paper"
        >
          <X aria-hidden className="size-6" />
        </button>
      </div>
      {/* Focusable so keyboard users can scroll the text (axe: scrollable-region-focusable). */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Waiver text"
        className="overflow-y-auto px-5 py-5 focus-visible:outline-offset-[-3px] sm:px-8 sm:py-6"
      >
        <p id={introId} className="text-lg leading-relaxed text-ink">
          {waiver.intro}
        </p>
        <ol className="mt-6 space-y-6">
          {waiver.sections.map((section, index) => (
            <li key={section.heading}>
              <h3 className="font-sans text-lg font-semibold">
                {index + 1}. {section.heading}
              </h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-2 leading-relaxed text-muted">
                  {paragraph}
                </p>
              ))}
            </li>
          ))}
        </ol>
      </div>
      <div className="flex justify-end border-t border-cream px-5 py-4 sm:px-8">
        <button
          type="button"
          commandfor={WAIVER_DIALOG_ID}
          command="close"
          className={buttonClasses("primary", "md")}
        >
          Close
        </button>
      </div>
    </dialog>
  );
}
