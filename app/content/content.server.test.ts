import { describe, expect, it } from "vitest";
import { pages } from "./pages.ts";
import { collection, relatedTours, testimonialsFor, tourTemplate, tours } from "./content.server.ts";

describe("related NYC walking tours", () => {
  it("gives each of the spec's six page keys three links to pages of the site", () => {
    const paths = new Set(Object.values(pages).map((page) => page.path));
    for (const key of [
      "home",
      "tours",
      "brooklyn-heights",
      "financial-district",
      "lower-east-side",
      "blog",
    ]) {
      const block = relatedTours(key);
      expect(block?.links, key).toHaveLength(3);
      for (const link of block?.links ?? [])
        expect(paths.has(link.href) || link.href.startsWith("/blog/"), link.href).toBe(true);
    }
  });

  it("shows nothing for a key without links", () => {
    expect(relatedTours("about")).toBeNull();
    expect(relatedTours("toString")).toBeNull();
  });
});

describe("testimonials by place", () => {
  it("gives each tour page its own guests' words, in their order, with the tour's name", () => {
    for (const tour of tours) {
      const shown = testimonialsFor("tour", tour.slug);
      const entries = collection("testimonials")
        .filter((entry) => entry.tour === tour.slug && entry.showOn.includes("tour"))
        .sort((a, b) => a.order - b.order);
      expect(shown.map((each) => each.author)).toEqual(entries.map((entry) => entry.author));
      for (const testimonial of shown) expect(testimonial.tour).toBe(tour.name);
    }
  });

  it("keeps each place's testimonials to that place", () => {
    const onTours = testimonialsFor("tours").map((each) => each.author);
    const onContact = testimonialsFor("contact").map((each) => each.author);
    expect(onTours.length).toBeGreaterThan(0);
    expect(onContact.filter((author) => onTours.includes(author))).toEqual([]);
  });
});

describe("the copy every tour page shares", () => {
  it("is filled in with each tour's own facts", () => {
    for (const tour of tours) {
      const copy = tourTemplate("tourPage", tour.slug);
      expect(copy.facts.groupSize.value).toContain(String(tour.maxGuests));
      expect(copy.about.eyebrow).toContain(tour.guide);
      expect(JSON.stringify(copy)).not.toMatch(/\{[\w.-]+\}/);
      expect(tourTemplate("neighborhoodPage", tour.slug).hero.book).toContain(tour.shortName);
    }
  });

  it("refuses a tour it does not know", () => {
    expect(() => tourTemplate("tourPage", "harlem")).toThrow(/harlem/);
  });
});
