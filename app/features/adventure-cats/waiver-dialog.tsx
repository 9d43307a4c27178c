import { X } from "#app/components/icons/icons.tsx";
import * as Dialog from "radix-ui/dialog";
import type { RefObject } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import type { Waiver } from "#app/content/schema.ts";

/** The liability waiver's dialog (liability-waiver.tsx opens it); a module of its own, loaded on the way to opening. */
export default function WaiverDialog({
  waiver,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  waiver: Waiver;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, which gets the focus back on closing. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          id="liability-waiver"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="dialog-content fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-card shadow-lifted focus:outline-none sm:max-h-[85dvh]"
        >
          <div className="flex items-start justify-between gap-4 border-b border-cream px-5 py-4 sm:px-8 sm:py-6">
            <div>
              <p className="text-sm font-semibold tracking-widest text-brick uppercase">{waiver.eyebrow}</p>
              <Dialog.Title className="mt-1 text-2xl sm:text-3xl">{waiver.title}</Dialog.Title>
            </div>
            <Dialog.Close
              aria-label="Close the waiver"
              className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-paper"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          {/* Focusable so keyboard users can scroll the text (axe: scrollable-region-focusable). */}
          <div
            tabIndex={0}
            role="region"
            aria-label="Waiver text"
            className="overflow-y-auto px-5 py-5 focus-visible:outline-offset-[-3px] sm:px-8 sm:py-6"
          >
            <Dialog.Description className="text-lg leading-relaxed text-ink">
              {waiver.intro}
            </Dialog.Description>
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
            <Dialog.Close className={buttonClasses("primary", "md")}>Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
