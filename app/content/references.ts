/**
 * Entries that name another entry by its slug: a tour photo's tour, the gallery's featured outlet, a press-kit
 * highlight's guide and cat. The reader reports a name that leads nowhere with its file and field.
 */
import type { z } from "zod";
import type { CollectionEntries } from "./read-content.ts";
import type { galleryPageSchema, pressKitPageSchema } from "./schema.ts";

export function referenceProblems(
  pages: Readonly<Record<string, unknown>>,
  collections: CollectionEntries,
): string[] {
  const problems: string[] = [];
  const tours = new Set(collections.tours.map((tour) => tour.slug));

  const gallery = pages.gallery as z.infer<typeof galleryPageSchema> | undefined;
  gallery?.tourPhotos.pictures.forEach((photo, index) => {
    if (!tours.has(photo.tour))
      problems.push(
        `content/pages/gallery.yaml, field "tourPhotos.pictures[${index}].tour": no tour "${photo.tour}" in content/tours`,
      );
  });
  if (gallery) {
    const outlet = collections.press.find((candidate) => candidate.slug === gallery.featured.outlet);
    if (!outlet)
      problems.push(
        `content/pages/gallery.yaml, field "featured.outlet": no outlet "${gallery.featured.outlet}" in content/press`,
      );
    else if (outlet.kind !== "television")
      problems.push(
        `content/pages/gallery.yaml, field "featured.outlet": ${outlet.name} is not a television outlet (its kind is ${outlet.kind})`,
      );
  }

  const pressKit = pages["press-kit"] as z.infer<typeof pressKitPageSchema> | undefined;
  pressKit?.highlights.items.forEach((highlight, index) => {
    const guide = collections.team.find((member) => member.slug === highlight.guide);
    const field = `content/pages/press-kit.yaml, field "highlights.items[${index}]`;
    if (!guide) problems.push(`${field}.guide": no guide "${highlight.guide}" in content/team`);
    else if (!guide.cats.some((cat) => cat.name === highlight.cat))
      problems.push(
        `${field}.cat": ${guide.name} has no cat "${highlight.cat}" in content/team/${guide.slug}.yaml`,
      );
  });
  return problems;
}
