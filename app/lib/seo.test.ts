import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { pageTitle, seo } from "./seo.ts";

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, string>)[key] === value) as Record<string, string> | undefined;

describe("seo helper", () => {
  const tags = seo({
    title: "Brooklyn Heights Cat-History Walking Tour",
    description: "Stoop cats and the Promenade.",
    path: "/tours/brooklyn-heights",
    image: "/og/tour-brooklyn-heights.png",
    jsonLd: [{ "@type": "TouristTrip", name: "Brooklyn Heights" }],
  });

  it("appends the company name to the title", () => {
    expect(tags[0]).toEqual({ title: "Brooklyn Heights Cat-History Walking Tour | Whisker Walks NYC" });
    expect(pageTitle("Home page title", true)).toBe("Home page title");
  });

  it("makes the canonical, Open Graph and Twitter addresses absolute from the configured site URL", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe("https://www.whiskerwalks.nyc/tours/brooklyn-heights");
    expect(find(tags, "property", "og:url")?.content).toBe(
      "https://www.whiskerwalks.nyc/tours/brooklyn-heights",
    );
    expect(find(tags, "property", "og:image")?.content).toBe(
      "https://www.whiskerwalks.nyc/og/tour-brooklyn-heights.png",
    );
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
  });

  it("adds schema.org context to JSON-LD and no robots tag unless asked", () => {
    const record = tags.find((tag) => "script:ld+json" in tag) as {
      "script:ld+json": Record<string, unknown>;
    };
    expect(record["script:ld+json"]).toEqual({
      "@context": "https://schema.org",
      "@type": "TouristTrip",
      name: "Brooklyn Heights",
    });
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("marks noindex pages", () => {
    const hidden = seo({ title: "Thanks", description: "d", path: "/x", image: "/og/x.png", noindex: true });
    expect(find(hidden, "name", "robots")?.content).toBe("noindex, follow");
  });

  it("gives a page without an address of its own (the error page) no canonical link and no og:url", () => {
    const error = seo({
      title: "Page Not Found",
      description: "d",
      path: null,
      image: "/og/home.png",
      noindex: true,
    });
    expect(find(error, "rel", "canonical")).toBeUndefined();
    expect(find(error, "property", "og:url")).toBeUndefined();
    expect(find(error, "property", "og:image")?.content).toBe("https://www.whiskerwalks.nyc/og/home.png");
  });
});
