import { describe, expect, it } from "vitest";
import { indoorTalkDate, indoorTalkTimes } from "./indoor-talk.ts";

describe("the winter talk", () => {
  it("is on the third Saturday of the January after the season", () => {
    expect(indoorTalkDate(2025)).toBe("2026-01-17");
    for (const season of [2024, 2025, 2026, 2027, 2030]) {
      const day = new Date(`${indoorTalkDate(season)}T12:00:00Z`);
      expect(day.getUTCFullYear()).toBe(season + 1);
      expect(day.getUTCMonth()).toBe(0);
      expect(day.getUTCDay()).toBe(6);
      expect(day.getUTCDate()).toBeGreaterThanOrEqual(15);
      expect(day.getUTCDate()).toBeLessThanOrEqual(21);
    }
  });

  it("starts and ends at its New York times, in winter time", () => {
    expect(indoorTalkTimes(2025, { startTime: "18:30", endTime: "20:00" })).toEqual({
      startDate: "2026-01-17T18:30:00-05:00",
      endDate: "2026-01-17T20:00:00-05:00",
    });
  });
});
