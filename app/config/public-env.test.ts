import { describe, expect, it } from "vitest";
import { parsePublicEnv } from "./public-env.ts";

describe("site settings", () => {
  it("works with no settings at all: the forms post to this site", () => {
    const env = parsePublicEnv({});
    expect(env.siteUrl).toBe("https://www.whiskerwalks.nyc");
    expect(env.emailjs.origin).toBe("");
    expect(env.newsletterAction).toBe("/subscribe/post");
    expect(env.adventureFormAction).toBe("/f/adventure-cats");
  });

  it("points the forms at the outside providers when their settings are given", () => {
    const env = parsePublicEnv({
      PUBLIC_EMAILJS_ORIGIN: "https://api.emailjs.com/",
      PUBLIC_NEWSLETTER_ACTION: "https://example.us1.list-manage.com/subscribe/post?u=abc&id=def",
      PUBLIC_ADVENTURE_FORM_ACTION: "https://formspree.io/f/xyz",
      PUBLIC_SITE_URL: "https://staging.example.org/",
    });
    expect(env.emailjs.origin).toBe("https://api.emailjs.com");
    expect(env.newsletterAction).toContain("list-manage.com");
    expect(env.siteUrl).toBe("https://staging.example.org");
  });

  it("names the variable when a setting is wrong", () => {
    expect(() => parsePublicEnv({ PUBLIC_SITE_URL: "not a url" })).toThrow(/PUBLIC_SITE_URL/);
    expect(() => parsePublicEnv({ PUBLIC_GA_ID: "UA-1" })).toThrow(/PUBLIC_GA_ID/);
    expect(() => parsePublicEnv({ PUBLIC_NEWSLETTER_ACTION: "javascript:alert(1)" })).toThrow(
      /PUBLIC_NEWSLETTER_ACTION/,
    );
  });
});
