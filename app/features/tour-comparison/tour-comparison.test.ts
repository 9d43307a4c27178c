import { describe, expect, it } from "vitest";
import { tours } from "#app/content/content.server.ts";
import { tourFacts } from "#app/content/site.ts";
import { tourComparison } from "./tour-comparison.server.ts";

describe("tour comparison", () => {
  it("compares our three tours, each rated 5, with 200, 150 and 175 reviews (spec)", () => {
    expect(tourComparison().cards.map((card) => [card.rating, card.reviews])).toEqual([
      [5, 200],
      [5, 150],
      [5, 175],
    ]);
  });

  it("takes prices, durations, group sizes and links from the tours themselves", () => {
    const { cards } = tourComparison();
    expect(cards.map((card) => card.name)).toEqual(tours.map((tour) => tour.shortName));
    cards.forEach((card, index) => {
      expect(card.price).toBe(tourFacts.price);
      expect(card.link).toBe(tours[index]?.path);
      expect(card.groupSize).toBe(`Max ${tours[index]?.maxGuests} guests`);
      expect(card.highlights.length).toBeGreaterThanOrEqual(3);
      expect(card.places.length).toBeGreaterThanOrEqual(3);
    });
  });

  it("sets them against a typical NYC walking tour at the comparison price, rated 4.2 (spec)", () => {
    const { typical } = tourComparison();
    expect(typical.price).toBe(tourFacts.comparisonPrice);
    expect(typical.rating).toBe(4.2);
  });
});
