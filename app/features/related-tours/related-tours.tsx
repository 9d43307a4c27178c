import { ArrowRight } from "#app/components/icons/icons.tsx";
import type { RelatedTours as RelatedToursBlock } from "#app/content/schema.ts";
import { Section } from "#app/components/ui/section.tsx";
import { textLinkClasses } from "#app/components/ui/button.tsx";

/** Related NYC Walking Tours: the three links chosen for the page (relatedTours(key)); nothing without them. */
export function RelatedTours({ block }: { block: RelatedToursBlock | null }) {
  if (!block) return null;
  return (
    <Section id="related-tours" tone="card" eyebrow={block.eyebrow} title={block.title}>
      <ul className="grid gap-5 md:grid-cols-3">
        {block.links.map((link) => (
          <li key={link.href} className="flex flex-col rounded-2xl border border-cream bg-paper p-6">
            <h3 className="text-xl">{link.title}</h3>
            <p className="mt-2 grow text-muted">{link.description}</p>
            <a href={link.href} className={textLinkClasses("mt-4")}>
              {link.anchor}
              <ArrowRight aria-hidden className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
