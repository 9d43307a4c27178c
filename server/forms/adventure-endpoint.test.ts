import { describe, expect, it } from "vitest";
import { ADVENTURE_THANKS_PATH, safeNextPath } from "./adventure-endpoint.ts";

const SITE = "https://www.whiskerwalks.nyc";

describe("where the application form goes next", () => {
  it.each([
    ["/adventure-cats/thanks?utm_source=instagram", "/adventure-cats/thanks?utm_source=instagram"],
    ["https://www.whiskerwalks.nyc/adventure-cats/thanks?x=1#top", "/adventure-cats/thanks?x=1#top"],
    ["/tours/../adventure-cats/thanks", "/adventure-cats/thanks"],
  ])("keeps %s on the site", (next, expected) => {
    expect(safeNextPath(next, SITE)).toBe(expected);
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
    "adventure-cats/thanks",
  ])("sends %j to the thank-you page instead", (next) => {
    expect(safeNextPath(next, SITE)).toBe(ADVENTURE_THANKS_PATH);
  });
});
