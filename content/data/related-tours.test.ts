import { describe, expect, it } from "vitest";
import { RELATED_PAGE_KEYS, relatedLinksFor } from "./related-tours.ts";

describe("related NYC walking tours", () => {
  it("gives each of the six page keys three internal links with a title, description and anchor", () => {
    for (const key of RELATED_PAGE_KEYS) {
      const links = relatedLinksFor(key);
      expect(links, key).toHaveLength(3);
      for (const link of links ?? []) {
        expect(link.href).toMatch(/^\/[a-z]/);
        expect(link.title.length).toBeGreaterThan(5);
        expect(link.description.length).toBeGreaterThan(20);
        expect(link.anchor.length).toBeGreaterThan(5);
      }
    }
  });

  it("shows nothing for an unknown key", () => {
    expect(relatedLinksFor("about")).toBeNull();
    expect(relatedLinksFor("toString")).toBeNull();
  });
});
