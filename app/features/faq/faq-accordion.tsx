import { Plus } from "#app/components/icons/icons.tsx";
import { textLinkClasses } from "#app/components/ui/button.tsx";
import { LinkedText } from "#app/components/ui/linked-text.tsx";
import type { FaqItem } from "#app/content/schema.ts";

type FaqAccordionProps = {
  items: readonly FaqItem[];
  /** Open the first question at the start (the contact and press-kit FAQs do). */
  firstOpen?: boolean;
  /** The group's name: questions sharing it open one at a time. One FAQ per page, so one name serves. */
  group?: string;
};

/**
 * The site's one FAQ accordion (spec, "FAQ accordions"): one answer open at a time, and pressing the open question
 * closes it. Native `<details name>` does both with no script (docs/decisions/120): the browser answers the tap at
 * once, every answer is in the HTML for search engines and find-in-page (which opens the one it finds), and the
 * keyboard works as on any disclosure (Tab to a question, Enter or Space to open or close it).
 */
export function FaqAccordion({ items, firstOpen = false, group = "faq" }: FaqAccordionProps) {
  return (
    <div className="divide-y divide-cream overflow-hidden rounded-2xl border border-cream bg-card shadow-raised">
      {items.map((item, index) => (
        <details key={item.question} name={group} open={firstOpen && index === 0} className="faq-item group">
          <summary className="flex min-h-14 w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left transition-colors hover:bg-paper sm:px-6 [&::-webkit-details-marker]:hidden">
            <h3 className="font-sans text-base font-semibold text-ink sm:text-lg">{item.question}</h3>
            <Plus
              aria-hidden
              className="size-5 shrink-0 text-marmalade-dark transition-transform duration-200 group-open:rotate-45"
            />
          </summary>
          <div className="px-5 pb-5 text-muted sm:px-6">
            <LinkedText text={item.answer} linkClassName={textLinkClasses()} />
          </div>
        </details>
      ))}
    </div>
  );
}
