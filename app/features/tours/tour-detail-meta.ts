import type { MetaDescriptor } from "react-router";
import { tourDetails } from "#content/data/tour-details.ts";
import { tours, type NeighborhoodSlug } from "#content/data/tours.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { faqPage, reviewRecord } from "#app/lib/structured-data.ts";
import { neighborhoodTourRecord } from "./tour-records.ts";

/** The head of a tour page: its records say what the page shows (2 hours, $40, its stops, FAQ and reviews). */
export function tourDetailMeta(slug: NeighborhoodSlug): MetaDescriptor[] {
  const tour = tours[slug];
  const details = tourDetails[slug];
  return pageMeta(`tour-${slug}`, [
    neighborhoodTourRecord(tour, { stops: details.stops.map((stop) => stop.title) }),
    faqPage(details.faqs),
    ...details.testimonials.map((testimonial) =>
      reviewRecord({
        author: testimonial.author,
        quote: testimonial.quote,
        date: testimonial.date,
        itemName: tour.name,
      }),
    ),
  ]);
}
