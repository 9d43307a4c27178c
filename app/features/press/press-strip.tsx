import { ArrowRight } from "#app/components/icons/icons.tsx";
import { ExternalLink, textLinkClasses } from "#app/components/ui/button.tsx";
import type { ResponsiveImage } from "#app/lib/images.ts";
import { PressLogo } from "./press-logo.tsx";

/** An outlet's wordmark and its newest story's address (the story's headline is on In the News). */
export type PressStripItem = { name: string; logo: ResponsiveImage; link: string };

type PressStripProps = {
  items: readonly PressStripItem[];
  /** The strip's heading ("As featured on") and the words of its link to In the News. */
  title: string;
  allCoverage: string;
};

/** "As featured on": the outlets' wordmarks, each opening its story in a new tab, and the way to all our coverage. */
export function PressStrip({ items, title, allCoverage }: PressStripProps) {
  return (
    <section aria-labelledby="featured-on-heading" className="border-y border-cream bg-card">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <h2
            id="featured-on-heading"
            className="font-sans text-sm font-semibold tracking-widest text-brick uppercase"
          >
            {title}
          </h2>
          <a href="/in-the-news" className={textLinkClasses()}>
            {allCoverage}
            <ArrowRight aria-hidden className="size-4" />
          </a>
        </div>
        <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
          {items.map((item) => (
            <li key={item.name}>
              <ExternalLink
                href={item.link}
                className="flex min-h-16 items-center justify-center rounded-lg px-2 text-ink/70 opacity-80 grayscale transition duration-200 hover:bg-paper hover:opacity-100 hover:grayscale-0"
              >
                <PressLogo logo={item.logo} name={item.name} className="h-7 max-w-full sm:h-8" afterLoad />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
