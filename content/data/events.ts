/**
 * The indoor talk that keeps the stories going between seasons (spec, section 9: General Admission $30; Walk and Talk
 * package $50 with 50% off a future tour). The season-ending banner on the home page points to it. Its date follows
 * the season in app/config.ts, so changing the season moves the talk with it
 * (docs/decisions/044-indoor-talk-follows-the-season.md).
 */
export type TicketOption = { name: string; price: number; description: string };

export const indoorTalk = {
  name: "The Cats Who Built New York: a winter talk",
  speaker: "Margo Feld",
  description:
    "Our lead historian takes the stories indoors for one evening: the post office's federal cats, the ships' cats of the harbor and the stoop cats of Brooklyn Heights, with pictures from the archives and time for questions.",
  venue: {
    name: "Brooklyn Heights, near the Promenade",
    locality: "Brooklyn",
    note: "The address comes with your ticket.",
  },
  image: "events/indoor-talk",
  /** New York time: the talk starts at 6:30 PM and runs 90 minutes. */
  startTime: "18:30",
  endTime: "20:00",
  tickets: [
    {
      name: "General Admission",
      price: 30,
      description: "A seat at the talk, with time for questions afterwards.",
    },
    {
      name: "Walk and Talk",
      price: 50,
      description: "A seat at the talk plus 50% off a future tour, on any of our three walks next season.",
    },
  ] satisfies TicketOption[],
} as const;

/** The third Saturday of January after the season ends: the dark weeks, when nobody wants a two-hour walk. */
export function indoorTalkDate(seasonYear: number): string {
  const year = seasonYear + 1;
  const firstWeekday = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  const firstSaturday = 1 + ((6 - firstWeekday + 7) % 7);
  return `${year}-01-${String(firstSaturday + 14).padStart(2, "0")}`;
}

/** Start and end as ISO 8601 with New York's winter offset, for the Event record. */
export function indoorTalkTimes(seasonYear: number): { startDate: string; endDate: string } {
  const day = indoorTalkDate(seasonYear);
  return {
    startDate: `${day}T${indoorTalk.startTime}:00-05:00`,
    endDate: `${day}T${indoorTalk.endTime}:00-05:00`,
  };
}
