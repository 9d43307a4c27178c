import { useEffect, useRef, useState, type ComponentType, type CSSProperties } from "react";
import type * as Sonner from "sonner";
import type { ToasterProps } from "sonner";

/** Spec, section 9: 3 toasts visible at once, each shown for 4 seconds. */
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4_000;

let sonner: Promise<typeof Sonner> | undefined;
/** Sonner, fetched once; a fetch that failed (the network gone) is asked for again next time. */
const loadSonner = () =>
  (sonner ??= import("sonner").catch((error: unknown) => {
    sonner = undefined;
    throw error;
  }));

/**
 * Fetches the toasts' code when a visitor starts on the form that may need them (its focus), rather than with the
 * page (docs/decisions/173): they show only when a send fails or a second Send comes too soon.
 */
export function prepareToasts(): void {
  loadSonner().catch(() => undefined);
}

/** The page's toast area, once mounted: asked to show sonner's Toaster with the first toast. */
let wantToaster: (() => void) | undefined;
let toasterWanted = false;
let toasterListening: () => void = () => undefined;
const listening = new Promise<void>((resolve) => (toasterListening = resolve));

// The site's palette on sonner's own variables (its rich colors miss AA contrast for error text).
const toasterStyle = {
  "--normal-bg": "var(--color-card)",
  "--normal-text": "var(--color-ink)",
  "--normal-border": "var(--color-cream)",
  fontFamily: "var(--font-sans)",
} as CSSProperties;

/**
 * The toast area, drawn by the form that needs it (the contact form), so that it is live exactly when the form is
 * (docs/decisions/110). Its toasts are fixed to the screen wherever it sits. Sonner is fetched with the first toast,
 * so a page that raises none never loads it; the toast waits until the area is listening, then shows.
 */
export function FormToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    wantToaster = () => void loadSonner().then((module) => setToaster(() => module.Toaster));
    if (toasterWanted) wantToaster();
    return () => {
      wantToaster = undefined;
    };
  }, []);
  // After the Toaster's own effects, which subscribe it to new toasts.
  useEffect(() => {
    if (Toaster) toasterListening();
  }, [Toaster]);
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => (Toaster && area.current ? keepFocusClearOfToasts(area.current) : undefined), [Toaster]);
  if (!Toaster) return null;
  return (
    <div ref={area} className="contents">
      <Toaster
        position="top-center"
        offset={88}
        mobileOffset={{ top: 80, left: 16, right: 16 }}
        visibleToasts={TOAST_VISIBLE}
        duration={TOAST_DURATION_MS}
        closeButton
        style={toasterStyle}
        toastOptions={{
          classNames: {
            toast: "rounded-xl! p-4! text-base! shadow-lifted!",
            title: "font-semibold!",
            description: "text-sm! text-muted!",
            error: "border-l-4! border-l-brick!",
            warning: "border-l-4! border-l-marmalade-dark!",
            closeButton: "size-7!",
          },
        }}
      />
    </div>
  );
}

/**
 * While toasts show, the page keeps focused controls below them (WCAG 2.4.11): the lowest toast's bottom edge goes to
 * --toast-bottom, which the page's scroll padding counts (app.css), and a control that already has focus and is
 * now under a toast is scrolled clear of it. Answers the clean-up.
 */
function keepFocusClearOfToasts(area: HTMLElement): () => void {
  const root = document.documentElement;
  const measure = () => {
    const toasts = [...area.querySelectorAll<HTMLElement>("[data-sonner-toast]")].filter(
      (toast) => toast.dataset.removed !== "true",
    );
    if (!toasts.length) return root.style.removeProperty("--toast-bottom");
    const boxes = toasts.map((toast) => toast.getBoundingClientRect());
    const top = Math.min(...boxes.map((box) => box.top));
    const bottom = Math.max(...boxes.map((box) => box.bottom));
    root.style.setProperty("--toast-bottom", `${Math.ceil(bottom)}px`);
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || area.contains(focused) || focused.closest("header")) return;
    const box = focused.getBoundingClientRect();
    if (box.top < bottom && box.bottom > top) focused.scrollIntoView({ block: "nearest" });
  };
  const changes = new MutationObserver(measure);
  changes.observe(area, {
    childList: true,
    subtree: true,
    attributeFilter: ["data-visible", "data-removed"],
  });
  // A toast slides in: its place is final once its transition ends.
  area.addEventListener("transitionend", measure);
  return () => {
    changes.disconnect();
    area.removeEventListener("transitionend", measure);
    root.style.removeProperty("--toast-bottom");
  };
}

/**
 * Shows a toast with a title and a line of explanation, once the page's toast area can show it. Rejects when the
 * toasts' code cannot be fetched (the network gone before the visitor started on the form): the form then shows the
 * same words itself.
 */
export async function showToast(
  kind: "error" | "warning",
  title: string,
  description: string,
): Promise<void> {
  const { toast } = await loadSonner();
  if (wantToaster) {
    if (!toasterWanted) wantToaster();
    toasterWanted = true;
    await listening;
  }
  toast[kind](title, { description });
}
