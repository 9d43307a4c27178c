/**
 * A guest's words about a tour (spec, "Testimonial"): always five stars, attributed with the tour's name. The demo
 * company's testimonials are samples to replace with real reviews (docs/decisions/009-sample-content.md).
 */
export type Testimonial = {
  quote: string;
  author: string;
  /** Where they came from or who they are, such as "Visiting from Chicago". */
  role?: string;
  /** The tour they took, as the attribution shows it. */
  tour: string;
  /** ISO date of the visit, for the Review record. */
  date?: string;
};
