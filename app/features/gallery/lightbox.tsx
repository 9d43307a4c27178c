import { ChevronLeft, ChevronRight, X } from "#app/components/icons/icons.tsx";
import {
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type TouchEvent,
} from "react";
import { cn } from "#app/lib/cn.ts";
import { useModalDialog } from "#app/lib/modal-dialog.ts";
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

/** One of the viewer's round buttons; `place` sets a previous or next button on the picture's middle, at a side. */
function ViewerButton({
  label,
  onClick,
  place,
  ref,
  children,
}: {
  label: string;
  onClick: () => void;
  place?: string;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        "inline-flex size-12 items-center justify-center rounded-full bg-paper/10 text-paper transition-colors hover:bg-paper/25 focus-visible:outline-paper",
        place && `absolute top-1/2 -translate-y-1/2 ${place}`,
      )}
    >
      {children}
    </button>
  );
}

/**
 * The gallery viewer (spec, "Gallery lightbox"). The browser's own modal `<dialog>` (useModalDialog) gives the focus
 * kept inside, Escape, the page's scroll lock and the focus back on the picture that opened it; this adds
 * previous/next with wrap-around, arrow keys, 'n / total', backdrop clicks and swipes. Loaded on demand, so a page
 * pays for it only when a visitor opens a picture.
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
  const close = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(true, { firstFocus: close, returnFocusTo: () => returnFocusTo });
  const titleId = useId();
  const captionId = useId();

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
    // The viewer is the dialog: its arrow keys, a click on its dark ground and a swipe are its controls, beside the
    // buttons that do the same.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      data-lightbox
      data-lightbox-backdrop
      aria-labelledby={titleId}
      aria-describedby={captionId}
      // Escape: the browser closes the dialog; the viewer goes with it.
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none flex-col overscroll-contain bg-ink/[0.97] p-0 text-paper backdrop:bg-transparent open:flex focus:outline-none"
    >
      <div
        data-lightbox-backdrop
        className="flex items-center justify-between gap-4 px-4 pt-[max(1rem,env(safe-area-inset-top))] sm:px-6"
      >
        <div data-lightbox-backdrop className="min-w-0">
          <h2
            id={titleId}
            className="truncate font-sans text-sm font-semibold tracking-widest text-marmalade-light uppercase"
          >
            {title}
          </h2>
          <p className="font-display text-xl tabular-nums" aria-live="polite" data-lightbox-counter>
            {index + 1} / {total}
          </p>
        </div>
        <ViewerButton ref={close} label="Close the viewer" onClick={onClose}>
          <X aria-hidden className="size-6" />
        </ViewerButton>
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
        <ViewerButton label="Previous picture" onClick={() => go(-1)} place="left-2 sm:left-5">
          <ChevronLeft aria-hidden className="size-7" />
        </ViewerButton>
        <ViewerButton label="Next picture" onClick={() => go(1)} place="right-2 sm:right-5">
          <ChevronRight aria-hidden className="size-7" />
        </ViewerButton>
      </div>
      <div
        data-lightbox-backdrop
        className="px-4 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-center sm:px-6"
      >
        <p id={captionId} className="mx-auto max-w-3xl text-sm text-paper/85 sm:text-base">
          {captionFromAlt(current.alt)}
        </p>
      </div>
    </dialog>
  );
}
