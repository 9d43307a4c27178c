import { describe, expect, it } from "vitest";
import { adventureHiddenFields, thanksUrl } from "./adventure-submission.ts";

describe("thanks address", () => {
  it("is absolute and carries every utm parameter, and nothing else", () => {
    expect(
      thanksUrl(
        "https://www.whiskerwalks.nyc",
        "?utm_source=instagram&ref=abc&utm_medium=social&utm_campaign=fall+walks&utm_content=reel",
      ),
    ).toBe(
      "https://www.whiskerwalks.nyc/adventure-cats/thanks?utm_source=instagram&utm_medium=social&utm_campaign=fall+walks&utm_content=reel",
    );
  });

  it("has no query when the page had no campaign", () => {
    expect(thanksUrl("http://127.0.0.1:4000", "")).toBe("http://127.0.0.1:4000/adventure-cats/thanks");
    expect(thanksUrl("http://127.0.0.1:4000", "?utm_source=")).toBe(
      "http://127.0.0.1:4000/adventure-cats/thanks",
    );
  });
});

describe("hidden fields", () => {
  it("records the load time, the referrer and the three campaign fields", () => {
    expect(
      adventureHiddenFields({
        origin: "https://www.whiskerwalks.nyc",
        search: "?utm_source=newsletter&utm_campaign=spring",
        referrer: "https://www.whiskerwalks.nyc/blog/adventure-cats-first-season",
        loadedAt: new Date("2026-04-11T15:20:00.000Z"),
      }),
    ).toEqual({
      _next: "https://www.whiskerwalks.nyc/adventure-cats/thanks?utm_source=newsletter&utm_campaign=spring",
      timestamp: "2026-04-11T15:20:00.000Z",
      referrer_url: "https://www.whiskerwalks.nyc/blog/adventure-cats-first-season",
      utm_source: "newsletter",
      utm_medium: "",
      utm_campaign: "spring",
    });
  });
});
