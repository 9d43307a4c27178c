import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/lib/page-meta.ts";
import { faqPage, reviewRecord } from "#app/lib/structured-data.ts";
import { neighborhoodTourRecord } from "./tour-records.ts";
import type { TourDetailData } from "./tour-detail.server.ts";

/** The head of a tour page: its records say what the page shows (duration, price, its stops, FAQ and reviews). */
export function tourDetailMeta({ tour, testimonials }: TourDetailData): MetaDescriptor[] {
  return pageMeta(`tour-${tour.slug}`, [
    neighborhoodTourRecord(tour, { stops: tour.stops.map((stop) => stop.title) }),
    faqPage(tour.faqs),
    ...testimonials.map((testimonial) =>
      reviewRecord({
        author: testimonial.author,
        quote: testimonial.quote,
        date: testimonial.date,
        itemName: tour.name,
      }),
    ),
  ]);
}
