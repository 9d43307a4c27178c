/**
 * When something was published or sent, for feeds and sitemaps. Content records either the instant (an ISO date-time,
 * which the newsletter's send writes) or only the New York day it went out (blog posts, letters sent before the send
 * recorded the time). A day alone is taken at its first moment in New York: never later than the real time, so a feed
 * never dates an item in the future.
 */
import { newYorkMoment } from "#app/features/newsletter/send-state.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const newYorkDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" });

/** The instant a date or date-time names; a bare YYYY-MM-DD is midnight of that day in New York. */
export function publishedInstant(value: string): Date {
  return DAY.test(value)
    ? (newYorkMoment(`${value}T00:00`) ?? new Date(`${value}T05:00:00Z`))
    : new Date(value);
}

/** The New York day (YYYY-MM-DD) of a date or date-time, as pages show it. */
export function newYorkDay(value: string): string {
  return DAY.test(value) ? value : newYorkDate.format(new Date(value));
}

/** An RFC 822 date for RSS's pubDate and lastBuildDate. */
export function rssDate(value: string): string {
  return publishedInstant(value).toUTCString();
}
