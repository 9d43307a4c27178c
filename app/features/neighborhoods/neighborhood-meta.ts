import type { MetaDescriptor } from "react-router";
import { neighborhoodContent } from "#content/data/neighborhoods.ts";
import { tours, type NeighborhoodSlug } from "#content/data/tours.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord, faqPage } from "#app/lib/structured-data.ts";
import { neighborhoodTourRecord } from "#app/features/tours/tour-records.ts";

export function neighborhoodMeta(slug: NeighborhoodSlug): MetaDescriptor[] {
  const tour = tours[slug];
  return pageMeta(`neighborhood-${slug}`, [
    businessRecord(),
    neighborhoodTourRecord(tour),
    faqPage(neighborhoodContent[slug].faqs),
  ]);
}
