import { ChevronLeft, ChevronRight, X } from "#app/components/icons/icons.tsx";
import * as Dialog from "radix-ui/dialog";
import { useRef, type KeyboardEvent, type MouseEvent, type TouchEvent } from "react";
import { Picture } from "#app/components/ui/picture.tsx";
import type { ResponsiveImage } from "#app/lib/images.ts";
import { captionFromAlt, wrapIndex } from "./gallery-images.ts";

export type LightboxProps = {
  /** Names the viewer for screen readers, such as the gallery's heading. */
  title: string;
  images: readonly ResponsiveImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back to on close (the picture that opened it); Safari does not focus buttons on click. */
  returnFocusTo?: HTMLElement | null;
};

/** A horizontal swipe this long (in CSS pixels) turns the page. */
const SWIPE_DISTANCE = 50;

const controlClass =
  "inline-flex size-12 items-center justify-center rounded-full bg-paper/10 text-paper transition-colors hover:bg-paper/25 focus-visible:outline-paper";

/**
 * The gallery viewer (spec, "Gallery lightbox"). Radix Dialog gives the focus trap, focus return, Escape and the page
 * scroll lock; this adds previous/next with wrap-around, arrow keys, 'n / total', backdrop clicks and swipes. Loaded
 * on demand, so a page pays for it only when a visitor opens a picture.
 */
export default function Lightbox({
  title,
  images,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: LightboxProps) {
  const total = images.length;
  const current = images[index];
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const go = (step: number) => onIndexChange(wrapIndex(index, step, total));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    }
  };
  // The dark area around the picture is the backdrop: a click there closes the viewer.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof HTMLElement && event.target.hasAttribute("data-lightbox-backdrop")) onClose();
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  if (!current) return null;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/[0.97]" />
        <Dialog.Content
          data-lightbox
          data-lightbox-backdrop
          onKeyDown={onKeyDown}
          onClick={onClick}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-paper focus:outline-none"
        >
          <div
            data-lightbox-backdrop
            className="flex items-center justify-between gap-4 px-4 pt-[max(1rem,env(safe-area-inset-top))] sm:px-6"
          >
            <div data-lightbox-backdrop className="min-w-0">
              <Dialog.Title className="truncate font-sans text-sm font-semibold tracking-widest text-marmalade-light uppercase">
                {title}
              </Dialog.Title>
              <p className="font-display text-xl tabular-nums" aria-live="polite" data-lightbox-counter>
                {index + 1} / {total}
              </p>
            </div>
            <Dialog.Close className={controlClass} aria-label="Close the viewer">
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <div
            data-lightbox-backdrop
            className="relative flex min-h-0 grow items-center justify-center px-2 py-4 sm:px-20"
          >
            <Picture
              key={current.src}
              image={current}
              sizes="(min-width: 1280px) 1200px, 100vw"
              className="contents"
              imgClassName="max-h-[calc(100dvh-11rem)] w-auto! max-w-full rounded-lg object-contain shadow-lifted"
            />
            <button
              type="button"
              onClick={() => go(-1)}
              className={`${controlClass} absolute top-1/2 left-2 -translate-y-1/2 sm:left-5`}
              aria-label="Previous picture"
            >
              <ChevronLeft aria-hidden className="size-7" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className={`${controlClass} absolute top-1/2 right-2 -translate-y-1/2 sm:right-5`}
              aria-label="Next picture"
            >
              <ChevronRight aria-hidden className="size-7" />
            </button>
          </div>
          <div
            data-lightbox-backdrop
            className="px-4 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-center sm:px-6"
          >
            <Dialog.Description className="mx-auto max-w-3xl text-sm text-paper/85 sm:text-base">
              {captionFromAlt(current.alt)}
            </Dialog.Description>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
