import type { EventInput } from "#app/lib/structured-data.ts";

/**
 * The indoor talk between seasons (content/pages/home.yaml): held on the third Saturday of the January after the
 * season in the site settings, so moving the season moves the talk with it
 * (docs/decisions/044-indoor-talk-follows-the-season.md).
 */

/** The third Saturday of January after the season ends: the dark weeks, when nobody wants a long walk. */
export function indoorTalkDate(seasonYear: number): string {
  const year = seasonYear + 1;
  const firstWeekday = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  const firstSaturday = 1 + ((6 - firstWeekday + 7) % 7);
  return `${year}-01-${String(firstSaturday + 14).padStart(2, "0")}`;
}

/** Start and end (New York times, HH:MM) as ISO 8601 with New York's winter offset, for the Event record. */
export function indoorTalkTimes(
  seasonYear: number,
  times: { startTime: string; endTime: string },
): { startDate: string; endDate: string } {
  const day = indoorTalkDate(seasonYear);
  return {
    startDate: `${day}T${times.startTime}:00-05:00`,
    endDate: `${day}T${times.endTime}:00-05:00`,
  };
}

/** The talk as the home page's copy gives it, with its start and end. */
export type IndoorTalk = {
  name: string;
  description: string;
  speaker?: string;
  startDate: string;
  endDate: string;
  venue: { name: string; locality: string };
  tickets: readonly { name: string; price: number }[];
};

/** The talk as an Event record's input: its tickets are sold through the booking page. */
export function indoorTalkEvent(talk: IndoorTalk, image: string): EventInput {
  return {
    name: talk.name,
    description: talk.description,
    image,
    startDate: talk.startDate,
    endDate: talk.endDate,
    location: { name: talk.venue.name, locality: talk.venue.locality },
    offers: talk.tickets.map((ticket) => ({ name: ticket.name, price: ticket.price, url: "/booking" })),
    guide: talk.speaker,
  };
}
