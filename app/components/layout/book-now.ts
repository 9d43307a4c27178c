/** The booking target on pages that embed the calendar: the booking bar's link goes there (in-page.ts). */
export const BOOK_NOW_ID = "book-now";

/** Marks the booking bar's link: to this page's calendar when it has one, to /booking otherwise. */
export const TO_CALENDAR = "data-to-calendar";
