import { describe, expect, it } from "vitest";
import { siteSettings } from "#app/content/site.ts";
import {
  blogPosting,
  breadcrumbList,
  businessRecord,
  eventRecord,
  faqPage,
  reviewRecord,
  tourRecord,
} from "./structured-data.ts";

describe("structured data builders", () => {
  it("describes the business with its rating, address and profile", () => {
    const record = businessRecord();
    expect(record["@type"]).toEqual(["LocalBusiness", "TravelAgency"]);
    expect(record.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.9,
      bestRating: 5,
      worstRating: 1,
      ratingCount: 487,
    });
    expect(record.address).toMatchObject({ addressLocality: "New York", addressRegion: "NY" });
    expect(record.sameAs).toEqual(["https://www.instagram.com/whiskerwalksnyc/"]);
    expect(record.email).toBe("hello@whiskerwalks.nyc");
  });

  it("makes a tour a TouristTrip with a $40 USD offer valid through the season", () => {
    const record = tourRecord({
      name: "Brooklyn Heights Cat-History Tour",
      description: "d",
      path: "/tours/brooklyn-heights",
      image: "/og/x.png",
      itemId: 562630,
      locality: "Brooklyn",
      duration: "PT2H",
      price: 40,
      stops: ["The Promenade", "Willow Street"],
    });
    expect(record["@type"]).toBe("TouristTrip");
    expect(record.identifier).toBe("562630");
    expect(record.duration).toBe("PT2H");
    expect(record.offers).toMatchObject({
      price: "40",
      priceCurrency: "USD",
      validFrom: siteSettings.offers.validFrom,
      priceValidUntil: siteSettings.offers.validThrough,
    });
    expect(record.itinerary).toMatchObject({
      itemListElement: [{ position: 1, item: { name: "The Promenade" } }, { position: 2 }],
    });
  });

  it("leaves the price out where it varies", () => {
    const record = tourRecord({
      name: "Private",
      description: "d",
      path: "/p",
      image: "/i",
      itemId: 562633,
      locality: "New York",
      duration: "PT2H",
      price: null,
    });
    expect(record.offers).not.toHaveProperty("price");
  });

  it("numbers breadcrumbs and makes their addresses absolute", () => {
    expect(
      breadcrumbList([
        { name: "Home", path: "/" },
        { name: "Tours", path: "/tours" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.whiskerwalks.nyc/" },
      { "@type": "ListItem", position: 2, name: "Tours", item: "https://www.whiskerwalks.nyc/tours" },
    ]);
  });

  it("turns questions into an FAQPage", () => {
    expect(faqPage([{ question: "Q?", answer: "A." }]).mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });

  it("writes a blog posting with its dates, author and counts", () => {
    const record = blogPosting({
      title: "T",
      excerpt: "E",
      path: "/blog/t",
      image: "/og/blog/t.png",
      datePublished: "2025-01-15",
      articleBody: "Body",
      keywords: ["A", "B"],
      wordCount: 2800,
    });
    expect(record).toMatchObject({
      "@type": "BlogPosting",
      headline: "T",
      dateModified: "2025-01-15",
      keywords: "A, B",
      wordCount: 2800,
    });
    expect(record.author).toMatchObject({ "@type": "Organization", name: "Whisker Walks NYC" });
  });

  it("dates a review today when it has no date of its own", () => {
    const review = reviewRecord(
      { author: "Ana", quote: "Loved it", itemName: "Tour" },
      new Date("2026-03-04T10:00:00Z"),
    );
    expect(review).toMatchObject({
      datePublished: "2026-03-04",
      reviewRating: { ratingValue: 5, bestRating: 5 },
    });
    expect(reviewRecord({ author: "Ana", quote: "q", itemName: "t", date: "2025-06-01" }).datePublished).toBe(
      "2025-06-01",
    );
  });

  it("gives an event its offers", () => {
    const event = eventRecord({
      name: "Talk",
      description: "d",
      image: "/i.png",
      startDate: "2026-01-10T18:00:00-05:00",
      location: { name: "Hall", locality: "Brooklyn" },
      offers: [
        { name: "General Admission", price: 30, url: "/booking" },
        { name: "Walk and Talk", price: 50, url: "/booking" },
      ],
    });
    expect(event.offers).toMatchObject([
      { name: "General Admission", price: "30" },
      { name: "Walk and Talk", price: "50" },
    ]);
  });
});
