import type { MetaDescriptor } from "react-router";
import { tourDetails } from "#content/data/tour-details.ts";
import { tours, TOUR_DURATION_ISO, TOUR_PRICE_USD, type NeighborhoodSlug } from "#content/data/tours.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { faqPage, reviewRecord, tourRecord } from "#app/lib/structured-data.ts";

/** The head of a tour page: its records say what the page shows (2 hours, $40, its stops, FAQ and reviews). */
export function tourDetailMeta(slug: NeighborhoodSlug): MetaDescriptor[] {
  const tour = tours[slug];
  const details = tourDetails[slug];
  return pageMeta(`tour-${slug}`, [
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
      stops: details.stops.map((stop) => stop.title),
    }),
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
