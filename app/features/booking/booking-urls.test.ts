import { describe, expect, it } from "vitest";
import { attributionOf } from "#app/features/insights/campaign.ts";
import { bookingPageUrl, calendarEmbedUrl, parseItemId } from "./booking-urls.ts";

describe("booking addresses", () => {
  it("embeds one item's calendar with the flow, full items and the simple fallback", () => {
    expect(calendarEmbedUrl(562630)).toBe(
      "https://fareharbor.com/embeds/calendar/whiskerwalksnyc/items/562630/?flow=1219724&full-items=yes&fallback=simple",
    );
  });

  it("embeds every item when none is given", () => {
    expect(calendarEmbedUrl()).toBe(
      "https://fareharbor.com/embeds/calendar/whiskerwalksnyc/?flow=1219724&full-items=yes&fallback=simple",
    );
  });

  it("falls back to the provider's calendar page with the flow and full items", () => {
    expect(bookingPageUrl(577800)).toBe(
      "https://fareharbor.com/embeds/book/whiskerwalksnyc/items/577800/calendar/?flow=1219724&full-items=yes",
    );
    expect(bookingPageUrl()).toBe(
      "https://fareharbor.com/embeds/book/whiskerwalksnyc/items/?flow=1219724&full-items=yes",
    );
  });

  it("carries the visitor's campaign as FareHarbor's ref, and a partner's asn", () => {
    const attribution = attributionOf("?utm_source=flyer&utm_campaign=Cat-Cafe&asn=grand-hotel");
    expect(attribution).toEqual({ ref: "cat-cafe", asn: "grand-hotel" });
    expect(calendarEmbedUrl(562630, attribution)).toBe(
      "https://fareharbor.com/embeds/calendar/whiskerwalksnyc/items/562630/?flow=1219724&full-items=yes&fallback=simple&ref=cat-cafe&asn=grand-hotel",
    );
    expect(bookingPageUrl(undefined, attribution)).toBe(
      "https://fareharbor.com/embeds/book/whiskerwalksnyc/items/?flow=1219724&full-items=yes&ref=cat-cafe&asn=grand-hotel",
    );
    expect(attributionOf("?utm_campaign=has spaces&asn=")).toEqual({});
  });

  it.each([
    ["562630", 562630],
    [" 604533 ", 604533],
    ["abc", undefined],
    ["12abc", undefined],
    ["-5", undefined],
    ["1.5", undefined],
    ["", undefined],
    [null, undefined],
    ["1e6", undefined],
  ])("itemId %j is %s", (raw, expected) => {
    expect(parseItemId(raw)).toBe(expected);
  });
});
