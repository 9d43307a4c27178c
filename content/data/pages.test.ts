import { describe, expect, it } from "vitest";
import { breadcrumbTrail, pageKeys, pages, type PageEntry } from "./pages.ts";

describe("page registry", () => {
  const entries = pageKeys.map((key) => [key, pages[key] as PageEntry] as const);

  it("gives every page a unique path, title and description of search-friendly length", () => {
    expect(new Set(entries.map(([, page]) => page.path)).size).toBe(entries.length);
    expect(new Set(entries.map(([, page]) => page.title)).size).toBe(entries.length);
    expect(new Set(entries.map(([, page]) => page.description)).size).toBe(entries.length);
    for (const [key, page] of entries) {
      expect(page.description.length, key).toBeGreaterThanOrEqual(50);
      expect(page.description.length, key).toBeLessThanOrEqual(165);
      expect(page.title.length, key).toBeLessThanOrEqual(70);
    }
  });

  it("links every parent to a real page and starts every trail at home", () => {
    for (const [key, page] of entries) {
      if (page.parent) expect(pageKeys, key).toContain(page.parent);
      expect(breadcrumbTrail(key)[0]).toEqual({ name: "Home", path: "/" });
    }
    expect(breadcrumbTrail("tour-brooklyn-heights").map((crumb) => crumb.path)).toEqual(["/", "/tours", "/tours/brooklyn-heights"]);
  });
});
