import { describe, expect, it } from "vitest";
import { pageContent, tours } from "#app/content/content.server.ts";
import { tokens, tourFacts } from "#app/content/site.ts";
import { tourComparison } from "./tour-comparison.server.ts";

const comparison = () => tourComparison(pageContent("home").compare);

describe("tour comparison", () => {
  it("compares our three tours, each rated 5, with 200, 150 and 175 reviews (spec)", () => {
    expect(comparison().cards.map((card) => [card.rating, card.reviews])).toEqual([
      [5, 200],
      [5, 150],
      [5, 175],
    ]);
  });

  it("takes prices, durations, group sizes and links from the tours themselves", () => {
    const { cards } = comparison();
    expect(cards.map((card) => card.name)).toEqual(tours.map((tour) => tour.shortName));
    cards.forEach((card, index) => {
      const tour = tours[index]!;
      expect(card.price).toBe(tourFacts.price);
      expect(card.link).toBe(tour.path);
      expect(card.groupSize).toContain(String(tour.maxGuests));
      expect(card.reviewsLabel).toContain(String(tour.comparison.reviews));
      expect(card.linkLabel).toContain(tour.shortName);
      for (const label of [card.groupSize, card.reviewsLabel, card.linkLabel])
        expect(label).not.toMatch(/[{}]/);
      expect(card.highlights.length).toBeGreaterThanOrEqual(3);
      expect(card.places.length).toBeGreaterThanOrEqual(3);
    });
  });

  it("sets them against a typical NYC walking tour at the comparison price, rated 4.2 (spec)", () => {
    const { typical } = comparison();
    expect(typical.rating).toBe(4.2);
    expect(typical.ratingLabel).toContain("4.2");
    const groupSizes = [...new Set(tours.map((tour) => tour.maxGuests))].sort((a, b) => a - b);
    for (const fact of [
      tokens.comparisonPrice,
      tourFacts.typicalTour.duration,
      tourFacts.typicalTour.groupSize,
      tokens.price,
      groupSizes.join(" or "),
      Math.min(...tours.map((tour) => tour.comparison.rating)).toFixed(1),
    ])
      expect(typical.text).toContain(fact);
  });
});
