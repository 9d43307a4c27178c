import { collection } from "#app/content/content.server.ts";
import type { CollectionEntries } from "#app/content/read-content.ts";
import { image } from "#app/lib/images.server.ts";
import type { PressArticle } from "./press-article-card.tsx";
import type { PressStripItem } from "./press-strip.tsx";

type PressOutlet = CollectionEntries["press"][number];
type PressStory = PressOutlet["coverage"][number];

/** The outlets that covered us (content/press), in their order on the home page's strip. */
export function pressOutlets(): PressOutlet[] {
  return collection("press").toSorted((a, b) => a.order - b.order);
}

function newestFirst(a: PressStory, b: PressStory): number {
  return b.date.localeCompare(a.date);
}

/** An outlet's newest story: the one its logo links to. */
export function newestStory(outlet: PressOutlet): PressStory {
  return outlet.coverage.toSorted(newestFirst)[0]!;
}

/** "As featured on": each outlet's wordmark, linking to its newest story. */
export function pressStripItems(): PressStripItem[] {
  return pressOutlets().map((outlet) => ({
    name: outlet.name,
    logo: image(outlet.logo),
    link: newestStory(outlet).link,
  }));
}

/** In the News lists the written stories (print and online), newest first; broadcasts are shown elsewhere. */
export function writtenArticles(): PressArticle[] {
  return pressOutlets()
    .filter((outlet) => outlet.kind === "print" || outlet.kind === "online")
    .flatMap((outlet) =>
      outlet.coverage.map((story) => ({
        title: story.title,
        publication: outlet.name,
        date: story.date,
        description: story.description,
        link: story.link,
        ...(story.quote ? { quote: story.quote } : {}),
        logo: image(outlet.logo),
      })),
    )
    .toSorted(newestFirst);
}

/** An outlet by its file name (the reader has checked that a page's reference exists). */
export function pressOutlet(slug: string): PressOutlet {
  const outlet = collection("press").find((candidate) => candidate.slug === slug);
  if (!outlet) throw new Error(`No press outlet "${slug}" in content/press.`);
  return outlet;
}
