import { describe, expect, it } from "vitest";
import { company, siteSettings } from "#app/content/site.ts";
import { join } from "node:path";
import { readContent } from "#app/content/read-content.ts";
import { eventIsOver } from "#app/features/events/event-dates.ts";
import { indoorTalkEvent, indoorTalkTimes, type IndoorTalk } from "#app/features/events/indoor-talk.ts";
import {
  blogPosting,
  breadcrumbList,
  businessRecord,
  businessReference,
  eventRecord,
  faqPage,
  newYorkDate,
  reviewRecord,
  tourRecord,
} from "./structured-data.ts";

describe("structured data builders", () => {
  it("describes the business with its rating, address and profile", () => {
    const record = businessRecord();
    expect(record["@type"]).toBe("TravelAgency");
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

  it("gives the business only the facts its settings hold, and one type wherever its @id appears", () => {
    const record = businessRecord();
    const { address, telephone, openingHours } = company;
    expect(Boolean((record.address as Record<string, unknown>).streetAddress)).toBe(Boolean(address.street));
    expect(Boolean((record.address as Record<string, unknown>).postalCode)).toBe(Boolean(address.postalCode));
    expect("telephone" in record).toBe(Boolean(telephone));
    expect("openingHoursSpecification" in record).toBe(openingHours.length > 0);
    for (const value of Object.values(record)) expect(value).not.toBe("");
    expect(businessReference()["@type"]).toEqual(record["@type"]);
    expect(businessReference()["@id"]).toBe(record["@id"]);
  });

  it("gives the private tour's offer its price from the base group, as a minimum", () => {
    const record = tourRecord({
      name: "Private",
      description: "d",
      path: "/p",
      image: "/i",
      itemId: 562633,
      locality: "New York",
      duration: "PT2H",
      price: { from: 320, upToGuests: 8 },
    });
    expect(record.offers).toMatchObject({
      price: "320",
      priceCurrency: "USD",
      priceSpecification: { "@type": "PriceSpecification", minPrice: 320, priceCurrency: "USD" },
    });
  });

  it("makes a tour a TouristTrip with a $40 USD offer valid through the season", () => {
    const duringTheSeason = new Date(`${siteSettings.offers.validFrom}T12:00:00-05:00`);
    const record = tourRecord(
      {
        name: "Brooklyn Heights Cat-History Tour",
        description: "d",
        path: "/tours/brooklyn-heights",
        image: "/og/x.png",
        itemId: 562630,
        locality: "Brooklyn",
        duration: "PT2H",
        price: 40,
        stops: ["The Promenade", "Willow Street"],
      },
      duringTheSeason,
    );
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
    expect(record.author).toMatchObject({
      "@id": businessReference()["@id"],
      url: "https://www.whiskerwalks.nyc/",
    });
    const byGuide = blogPosting({
      title: "T",
      excerpt: "E",
      path: "/blog/t",
      image: "/i.png",
      datePublished: "2025-01-15",
      author: { name: "Margo Feld", url: "https://www.whiskerwalks.nyc/about#guide-margo-feld" },
      articleBody: "Body",
      keywords: [],
      wordCount: 1,
    });
    expect(byGuide.author).toEqual({
      "@type": "Person",
      name: "Margo Feld",
      url: "https://www.whiskerwalks.nyc/about#guide-margo-feld",
    });
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

  it("gives an event its offers, on sale until it starts, and none once it is over", () => {
    const talk = {
      name: "Talk",
      description: "d",
      image: "/i.png",
      startDate: "2026-01-10T18:00:00-05:00",
      endDate: "2026-01-10T19:30:00-05:00",
      location: { name: "Hall", locality: "Brooklyn" },
      offers: [
        { name: "General Admission", price: 30, url: "/booking" },
        { name: "Walk and Talk", price: 50, url: "/booking" },
      ],
    };
    const event = eventRecord(talk, new Date("2025-12-01T12:00:00Z"));
    expect(event.offers).toMatchObject([
      { name: "General Admission", price: "30" },
      { name: "Walk and Talk", price: "50" },
    ]);
    for (const offer of event.offers as Record<string, unknown>[])
      expect(offer).not.toHaveProperty("priceValidUntil");
    expect(eventIsOver(talk, new Date("2026-01-10T19:00:00-05:00"))).toBe(false);
    expect(eventIsOver(talk, new Date("2026-01-10T19:30:00-05:00"))).toBe(true);
    expect(eventRecord(talk, new Date("2026-01-11T12:00:00Z"))).not.toHaveProperty("offers");
  });
});

/** Dates in a record that say something is still on offer or to come, and lie before `now`. */
function staleDates(record: unknown, now: Date, path = ""): string[] {
  if (Array.isArray(record))
    return record.flatMap((item, index) => staleDates(item, now, `${path}[${index}]`));
  if (typeof record !== "object" || record === null) return [];
  const entries = Object.entries(record as Record<string, unknown>);
  const own = entries.flatMap(([key, value]) => {
    if (typeof value !== "string") return [];
    const endsOffer = ["priceValidUntil", "validThrough", "availabilityEnds"].includes(key);
    const scheduled = "offers" in record && (key === "startDate" || key === "endDate");
    const past = value.length === 10 ? value < newYorkDate(now) : new Date(value).getTime() < now.getTime();
    return (endsOffer || scheduled) && past ? [`${path}.${key} = ${value}`] : [];
  });
  return [...own, ...entries.flatMap(([key, value]) => staleDates(value, now, `${path}.${key}`))];
}

describe("the markup on any date", () => {
  const content = readContent(join(import.meta.dirname, "../.."));
  const tours = content.tours;
  const talkInput = () => {
    const copy = content.pages["home"] as unknown as {
      indoorTalk: Omit<IndoorTalk, "startDate" | "endDate"> & { startTime: string; endTime: string };
    };
    const times = indoorTalkTimes(content.siteSettings.season.year, copy.indoorTalk);
    return indoorTalkEvent({ ...copy.indoorTalk, ...times }, "/og/home.png");
  };
  const everyRecord = (now: Date) => {
    const talk = talkInput();
    return [
      businessRecord(),
      ...tours.map((tour) =>
        tourRecord(
          {
            name: tour.name,
            description: tour.name,
            path: `/tours/${tour.slug}`,
            image: "/og/x.png",
            itemId: 1,
            locality: "New York",
            duration: "PT2H",
            price: 40,
          },
          now,
        ),
      ),
      // The home page shows the talk, and its record, only until it is over.
      ...(eventIsOver(talk, now) ? [] : [eventRecord(talk, now)]),
    ];
  };

  for (const [when, now] of [
    ["a year from today", new Date(Date.now() + 365 * 24 * 3600 * 1000)],
    [
      "during the season in the settings",
      new Date(`${content.siteSettings.offers.validFrom}T12:00:00-05:00`),
    ],
    ["the day before the winter talk", new Date(new Date(talkInput().startDate).getTime() - 86_400_000)],
    ["five years from today", new Date(Date.now() + 5 * 365 * 24 * 3600 * 1000)],
  ] as const) {
    it(`holds no date in the past for anything still offered or to come, ${when}`, () => {
      expect(everyRecord(now).flatMap((record) => staleDates(record, now))).toEqual([]);
    });
  }

  it("keeps the season's end date while it is ahead, and the talk and its tickets until the talk is over", () => {
    const beforeTheTalk = new Date(new Date(talkInput().startDate).getTime() - 86_400_000);
    const records = everyRecord(beforeTheTalk);
    expect(records.some((record) => record["@type"] === "Event")).toBe(true);
    const inSeason = new Date(`${content.siteSettings.offers.validFrom}T12:00:00-05:00`);
    expect(everyRecord(inSeason)[1]?.offers).toMatchObject({
      priceValidUntil: content.siteSettings.offers.validThrough,
    });
    const later = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    expect(everyRecord(later).some((record) => record["@type"] === "Event")).toBe(false);
  });
});
