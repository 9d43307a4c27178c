/** The blog's categories, in the filter's order; "All" is the filter's starting state, not a category. */
export const POST_CATEGORIES = [
  "Historical Tales",
  "Tour Stories",
  "Cat Rescues",
  "History Deep Dives",
  "Travel Tips",
  "NYC History",
  "Cat History",
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
