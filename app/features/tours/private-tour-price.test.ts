import { describe, expect, it } from "vitest";
import { clampGroupSize, privateTourPrice } from "./private-tour-price.ts";

describe("private tour price", () => {
  it.each([
    [1, 320, 0],
    [8, 320, 0],
    [9, 360, 1],
    [12, 480, 4],
    [30, 1200, 22],
  ])("%i guests cost $%i (%i extra)", (guests, total, extra) => {
    const price = privateTourPrice(guests);
    expect(price.total).toBe(total);
    expect(price.extraGuests).toBe(extra);
    expect(price.basePrice + price.extraCost).toBe(price.total);
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
    expect(clampGroupSize(raw)).toBe(clamped);
  });

  it("uses the given value for a blank entry", () => {
    expect(clampGroupSize("", 8)).toBe(8);
  });
});
