import { describe, expect, it } from "vitest";
import { tourComparison, typicalWalkingTour } from "./tour-comparison.ts";
import { COMPARISON_PRICE_USD, TOUR_PRICE_USD, tours } from "./tours.ts";

describe("tour comparison", () => {
  it("compares our three tours, each rated 5, with 200, 150 and 175 reviews", () => {
    expect(tourComparison.map((card) => [card.name, card.rating, card.reviews])).toEqual([
      ["Brooklyn Heights", 5, 200],
      ["Financial District", 5, 150],
      ["Lower East Side", 5, 175],
    ]);
  });

  it("takes prices, durations, group sizes and links from the tours themselves", () => {
    for (const card of tourComparison) {
      const tour = Object.values(tours).find((candidate) => candidate.shortName === card.name);
      expect(card.price).toBe(TOUR_PRICE_USD);
      expect(card.link).toBe(tour?.path);
      expect(card.groupSize).toBe(`Max ${tour?.maxGuests} guests`);
      expect(card.uniqueFeatures.length).toBeGreaterThanOrEqual(3);
      expect(card.neighborhoods.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("sets them against a typical NYC walking tour at $55, rated 4.2", () => {
    expect(typicalWalkingTour.price).toBe(COMPARISON_PRICE_USD);
    expect(typicalWalkingTour.rating).toBe(4.2);
  });
});
