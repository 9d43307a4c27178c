import type { MetaDescriptor } from "react-router";
import { neighborhoodContent } from "#content/data/neighborhoods.ts";
import { tours, TOUR_DURATION_ISO, TOUR_PRICE_USD, type NeighborhoodSlug } from "#content/data/tours.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { businessRecord, faqPage, tourRecord } from "#app/lib/structured-data.ts";

export function neighborhoodMeta(slug: NeighborhoodSlug): MetaDescriptor[] {
  const tour = tours[slug];
  return pageMeta(`neighborhood-${slug}`, [
    businessRecord(),
    tourRecord({
      name: tour.name,
      description: tour.summary,
      path: tour.path,
      image: `/og/tour-${slug}.png`,
      itemId: tour.itemId,
      locality: tour.locality,
      duration: TOUR_DURATION_ISO,
      price: TOUR_PRICE_USD,
      guide: tour.guide,
    }),
    faqPage(neighborhoodContent[slug].faqs),
  ]);
}
