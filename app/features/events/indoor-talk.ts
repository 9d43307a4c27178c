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
