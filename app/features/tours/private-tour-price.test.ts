import { describe, expect, it } from "vitest";
import {
  clampGroupSize,
  priceExplanation,
  privateTourPrice,
  type PrivateTourPricing,
} from "./private-tour-price.ts";

/** The spec's pricing (section 9): $40 a guest, $320 covering 8, groups of 1 to 30. */
const spec: PrivateTourPricing = {
  price: 40,
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

describe("private tour price", () => {
  it.each([
    [1, 320, 0],
    [8, 320, 0],
    [9, 360, 1],
    [12, 480, 4],
    [30, 1200, 22],
  ])("%i guests cost $%i (%i extra)", (guests, total, extra) => {
    const price = privateTourPrice(spec, guests);
    expect(price.total).toBe(total);
    expect(price.extraGuests).toBe(extra);
    expect(price.basePrice + price.extraCost).toBe(price.total);
  });

  it("follows the tour price: the base is the base group at that price", () => {
    const price = privateTourPrice({ ...spec, price: 45 }, 12);
    expect(price.basePrice).toBe(360);
    expect(price.extraCost).toBe(4 * 45);
    expect(price.total).toBe(540);
  });
});

describe("price explanation", () => {
  it("says what the base covers, and adds the guests beyond it", () => {
    expect(priceExplanation(spec, privateTourPrice(spec, 5))).toBe(
      "$320 covers your group of 5 (up to 8 guests).",
    );
    // A group the base covers exactly is not told the limit again.
    expect(priceExplanation(spec, privateTourPrice(spec, 8))).toBe("$320 covers your group of 8.");
    expect(priceExplanation(spec, privateTourPrice(spec, 12))).toBe(
      "$320 for the first 8 guests + 4 × $40 = $480 for 12 guests.",
    );
  });
});

describe("group size clamp", () => {
  it.each([
    ["", 1],
    ["   ", 1],
    ["abc", 1],
    ["0", 1],
    ["-4", 1],
    ["1", 1],
    ["8", 8],
    ["30", 30],
    ["31", 30],
    ["999", 30],
    ["12.7", 12],
    [" 15 ", 15],
  ])("%j becomes %i", (raw, clamped) => {
    expect(clampGroupSize(spec, raw)).toBe(clamped);
  });

  it("uses the given value for a blank entry", () => {
    expect(clampGroupSize(spec, "", 8)).toBe(8);
  });

  it("keeps to the group limits it is given", () => {
    const small = { ...spec, privateTour: { ...spec.privateTour, minGuests: 2, maxGuests: 12 } };
    expect(clampGroupSize(small, "1")).toBe(2);
    expect(clampGroupSize(small, "20")).toBe(12);
  });
});
