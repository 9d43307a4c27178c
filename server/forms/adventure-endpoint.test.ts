import { describe, expect, it } from "vitest";
import { ADVENTURE_THANKS_PATH } from "../../app/features/forms/adventure-submission.ts";
import { safeNextPath, thanksWithCampaign } from "./adventure-endpoint.ts";

const SITE = "https://www.whiskerwalks.nyc";
/** The site's own origins: the address it was built for and the public one the owner gave. */
const ORIGINS = [SITE, "https://walks.example.com"];

describe("where the application form goes next", () => {
  it.each([
    ["/adventure-cats/thanks?utm_source=instagram", "/adventure-cats/thanks?utm_source=instagram"],
    ["https://www.whiskerwalks.nyc/adventure-cats/thanks?x=1#top", "/adventure-cats/thanks?x=1#top"],
    [
      "https://walks.example.com/adventure-cats/thanks?utm_source=flyer",
      "/adventure-cats/thanks?utm_source=flyer",
    ],
    ["/tours/../adventure-cats/thanks", "/adventure-cats/thanks"],
  ])("keeps %s on the site", (next, expected) => {
    expect(safeNextPath(next, ORIGINS)).toBe(expected);
  });

  it.each([
    undefined,
    "",
    "https://evil.example/phish",
    "//evil.example/x",
    "/\\evil.example/x",
    "/\t/evil.example",
    "javascript:alert(1)",
    "http://www.whiskerwalks.nyc/adventure-cats/thanks",
    "https://www.whiskerwalks.nyc.evil.example/x",
    "http://127.0.0.1:3000/adventure-cats/thanks",
    "http://walks.example.com/adventure-cats/thanks",
    "adventure-cats/thanks",
  ])("sends %j to the thank-you page instead", (next) => {
    expect(safeNextPath(next, ORIGINS)).toBe(ADVENTURE_THANKS_PATH);
  });

  it("falls back to the thank-you page with the visit's campaign", () => {
    const fallback = thanksWithCampaign({
      utm_source: "newsletter",
      utm_medium: " ",
      utm_campaign: "spring",
    });
    expect(fallback).toBe("/adventure-cats/thanks?utm_source=newsletter&utm_campaign=spring");
    expect(safeNextPath("https://evil.example/x", ORIGINS, fallback)).toBe(fallback);
  });
});
