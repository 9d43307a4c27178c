import { Plus } from "#app/components/icons/icons.tsx";
import * as Accordion from "radix-ui/accordion";
import { textLinkClasses } from "#app/components/ui/button.tsx";
import { LinkedText } from "#app/components/ui/linked-text.tsx";
import type { FaqItem } from "#app/content/schema.ts";
import { island } from "#app/islands/island.tsx";

type FaqAccordionProps = {
  items: readonly FaqItem[];
  /** Open the first question at the start (the contact and press-kit FAQs do). */
  firstOpen?: boolean;
};

/**
 * The site's one FAQ accordion (spec, "FAQ accordions"): one answer open at a time, and pressing the open question
 * closes it. Radix gives the keyboard behaviour (arrows, Home, End) and the ARIA wiring.
 */
export function FaqAccordionView({ items, firstOpen = false }: FaqAccordionProps) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={firstOpen ? "faq-0" : undefined}
      className="divide-y divide-cream overflow-hidden rounded-2xl border border-cream bg-card shadow-raised"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-sans text-base font-semibold text-ink transition-colors hover:bg-paper sm:px-6 sm:text-lg">
                {item.question}
                <Plus
                  aria-hidden
                  className="size-5 shrink-0 text-marmalade-dark transition-transform duration-200 group-data-[state=open]:rotate-45"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="faq-content overflow-hidden">
            <div className="px-5 pb-5 text-muted sm:px-6">
              <LinkedText text={item.answer} linkClassName={textLinkClasses()} />
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** An island that starts at the first tap, key or focus on it (docs/decisions/110). */
export const FaqAccordion = island("faq-accordion", FaqAccordionView);
