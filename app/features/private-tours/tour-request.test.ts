import { describe, expect, it } from "vitest";
import { validate } from "#app/features/forms/validate.ts";
import {
  calendarDate,
  earliestDates,
  EMPTY_TOUR_REQUEST,
  newYorkToday,
  noticeProblem,
  preferredDates,
  type TourRequestValues,
} from "./tour-request.ts";
import { tourRequestSchema } from "./tour-request-schema.ts";

/** The spec's notice rules: 2 weeks for a weekday, 4 to 6 weeks for a weekend; groups of 1 to 30. */
const facts = {
  privateTour: {
    baseGuests: 8,
    minGuests: 1,
    maxGuests: 30,
    defaultGuests: 8,
    weekdayNoticeWeeks: 2,
    weekdayAdviceWeeks: { min: 2, max: 3 },
    weekendNoticeWeeks: { min: 4, max: 6 },
    replyHours: 48,
  },
};
/** A Monday. */
const today = "2026-11-23";
const schema = tourRequestSchema(facts, ["brooklyn-heights", "financial-district"], today);

const good: TourRequestValues = {
  ...EMPTY_TOUR_REQUEST,
  name: "Ada Lovelace",
  email: "ada@example.com",
  date1: "2026-12-08", // a Tuesday, 15 days ahead
  date2: "2026-12-26", // a Saturday, 33 days ahead
  guests: "12",
  occasion: "corporate",
  neighborhood: "financial-district",
  consent: true,
};

describe("the private-tour request schema", () => {
  it("takes a complete request, with the group size as a number and the blank third date left out", () => {
    const result = validate(schema, good);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.guests).toBe(12);
    expect(preferredDates(result.data)).toEqual(["2026-12-08", "2026-12-26"]);
  });

  it("names each missing field in the spec's style", () => {
    const result = validate(schema, EMPTY_TOUR_REQUEST);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: "Name is required",
      email: "Email address is required",
      date1: "Choose your first preferred date",
      date2: "Choose a second date, in case the first is taken",
      guests: "Group size must be a whole number from 1 to 30",
      occasion: "Choose the occasion",
      neighborhood: "Choose a neighborhood, or a mix",
      consent: "You must agree so we can reply to your request",
    });
    expect(result.errors).not.toHaveProperty("date3");
    expect(result.errors).not.toHaveProperty("phone");
  });

  it("checks weekday and weekend dates against their notice periods, with the earliest date to choose", () => {
    const weekdayTooSoon = validate(schema, { ...good, date1: "2026-12-04" });
    expect(weekdayTooSoon.ok).toBe(false);
    if (!weekdayTooSoon.ok) {
      expect(weekdayTooSoon.errors.date1).toBe(
        "Weekday tours need at least 2 weeks' notice: choose Monday, December 7, 2026 or later",
      );
    }
    // Three weeks ahead is enough for a Tuesday, not for a Saturday.
    const weekendTooSoon = validate(schema, { ...good, date2: "2026-12-12" });
    expect(weekendTooSoon.ok).toBe(false);
    if (!weekendTooSoon.ok) {
      expect(weekendTooSoon.errors.date2).toBe(
        "Weekend tours need at least 4 weeks' notice: choose Saturday, December 26, 2026 or later",
      );
    }
    expect(noticeProblem(facts, today, "2026-12-07")).toBeUndefined();
    expect(noticeProblem(facts, today, "2026-12-06")).toMatch(/^Weekend tours/);
    expect(noticeProblem(facts, today, "2026-12-27")).toBeUndefined();
    expect(noticeProblem(facts, today, "2027-11-24")).toMatch(/^We plan up to a year ahead/);
  });

  it("refuses dates that do not exist, and the same date twice", () => {
    const impossible = validate(schema, { ...good, date3: "2027-02-30" });
    expect(!impossible.ok && impossible.errors.date3).toMatch(/YYYY-MM-DD/);
    const twice = validate(schema, { ...good, date3: good.date1 });
    expect(!twice.ok && twice.errors.date3).toBe("Choose a different date from your other choices");
  });

  it("keeps group sizes within the private tour's limits and whole", () => {
    for (const guests of ["0", "31", "2.5", "-3", "twelve", "1000"]) {
      const result = validate(schema, { ...good, guests });
      expect(!result.ok && result.errors.guests, guests).toBe(
        "Group size must be a whole number from 1 to 30",
      );
    }
    expect(validate(schema, { ...good, guests: " 30 " }).ok).toBe(true);
  });

  it("takes only the listed occasions and neighborhoods, and a plausible phone", () => {
    expect(validate(schema, { ...good, occasion: "wedding" }).ok).toBe(false);
    expect(validate(schema, { ...good, neighborhood: "harlem" }).ok).toBe(false);
    expect(validate(schema, { ...good, neighborhood: "mix" }).ok).toBe(true);
    expect(validate(schema, { ...good, phone: "(212) 555-0199" }).ok).toBe(true);
    const letters = validate(schema, { ...good, phone: "call me" });
    expect(!letters.ok && letters.errors.phone).toBe("Please enter a valid phone number, or leave it blank");
  });
});

describe("dates in New York", () => {
  it("counts today from New York's calendar, not the server's", () => {
    // 03:00 UTC on the 24th is still the evening of the 23rd in New York.
    expect(newYorkToday(new Date("2026-11-24T03:00:00Z"))).toBe("2026-11-23");
    expect(newYorkToday(new Date("2026-11-24T06:00:00Z"))).toBe("2026-11-24");
  });

  it("knows which dates exist", () => {
    expect(calendarDate("2028-02-29")).not.toBeNull();
    expect(calendarDate("2027-02-29")).toBeNull();
    expect(calendarDate("12/08/2026")).toBeNull();
  });

  it("gives the earliest weekday and weekend dates from the facts, each a day of its kind", () => {
    // Four weeks from Monday the 23rd is a Monday: the first weekend day from then is Saturday the 26th.
    expect(earliestDates(facts, today)).toEqual({
      weekday: "2026-12-07",
      weekend: "2026-12-26",
      latest: "2027-11-23",
    });
  });
});
