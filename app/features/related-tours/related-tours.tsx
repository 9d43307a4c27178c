import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { relatedLinksFor } from "#content/data/related-tours.ts";
import { Section } from "#app/components/ui/section.tsx";
import { textLinkClasses } from "#app/components/ui/button.tsx";

/** Related NYC Walking Tours: three internal links chosen for the page; nothing for an unknown key. */
export function RelatedTours({ pageKey }: { pageKey: string }) {
  const links = relatedLinksFor(pageKey);
  if (!links) return null;
  return (
    <Section id="related-tours" tone="card" eyebrow="Keep exploring" title="Related NYC Walking Tours">
      <ul className="grid gap-5 md:grid-cols-3">
        {links.map((link) => (
          <li key={link.href} className="flex flex-col rounded-2xl border border-cream bg-paper p-6">
            <h3 className="text-xl">{link.title}</h3>
            <p className="mt-2 grow text-muted">{link.description}</p>
            <Link to={link.href} className={textLinkClasses("mt-4")}>
              {link.anchor}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
