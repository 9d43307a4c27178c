import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord, faqPage } from "#app/lib/structured-data.ts";
import { neighborhoodTourRecord } from "#app/features/tours/tour-records.ts";
import type { NeighborhoodData } from "./neighborhood.server.ts";

export function neighborhoodMeta({ tour, content }: NeighborhoodData): MetaDescriptor[] {
  return pageMeta(`neighborhood-${tour.slug}`, [
    businessRecord(),
    neighborhoodTourRecord(tour),
    faqPage(content.faqs),
  ]);
}
