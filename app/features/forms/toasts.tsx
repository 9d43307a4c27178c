import { useEffect, useState, type ComponentType, type CSSProperties } from "react";
import type * as Sonner from "sonner";
import type { ToasterProps } from "sonner";

/** Spec, section 9: 3 toasts visible at once, each shown for 4 seconds. */
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4_000;

let sonner: Promise<typeof Sonner> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));

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
  if (!Toaster) return null;
  return (
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
  );
}

/** Shows a toast with a title and a line of explanation, once the page's toast area can show it. */
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
