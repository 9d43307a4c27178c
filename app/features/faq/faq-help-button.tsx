import { CircleHelp } from "#app/components/icons/icons.tsx";
import { useEffect, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { scrollToSection } from "#app/lib/scroll.ts";
import { island } from "#app/islands/island.tsx";

/**
 * A floating help button that takes the visitor to the page's FAQ (spec, "Contact"). It steps aside while the FAQ is
 * on screen and, by CSS, while a form on the page has focus (app.css, docs/decisions/182); it sits above the mobile
 * booking bar, and moves focus to the first question so keyboard users land there.
 */
/** How far ahead of the screen the FAQ starts the button's island: a screen's worth of scrolling. */
const FAQ_NEAR = 600;

export function FaqHelpButtonView({ label, targetId = "faq" }: { label: string; targetId?: string }) {
  const [faqInView, setFaqInView] = useState(false);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setFaqInView(Boolean(entry?.isIntersecting)), {
      rootMargin: "0px 0px -25% 0px",
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  const onClick = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    scrollToSection(target);
    target.querySelector<HTMLElement>("summary")?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      inert={faqInView}
      aria-hidden={faqInView || undefined}
      data-faq-help
      className={cn(
        "fixed right-4 bottom-24 z-20 inline-flex min-h-12 items-center gap-2 rounded-full bg-harbor px-5 font-semibold text-white shadow-lifted transition-[opacity,translate,visibility,background-color] duration-200 hover:bg-[#254b4f] md:right-8 md:bottom-8",
        faqInView ? "pointer-events-none translate-y-4 opacity-0" : "opacity-100",
      )}
    >
      <CircleHelp aria-hidden className="size-5" />
      {label}
      <span className="sr-only"> Go to the frequently asked questions</span>
    </button>
  );
}

/**
 * An island that starts at the first tap on it, or as the FAQ comes within FAQ_NEAR of the screen, so that it is live
 * to step aside when the FAQ is on screen (docs/decisions/110).
 */
export const FaqHelpButton = island("faq-help-button", FaqHelpButtonView, { near: FAQ_NEAR, nearId: "faq" });
