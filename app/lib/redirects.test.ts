import { describe, expect, it } from "vitest";
import { LEGACY_TOUR_ID_SLUGS, redirectRules, redirectTarget, staticHostRedirects } from "./redirects.ts";

describe("redirect table", () => {
  it.each([
    ["/Blog", "/blog"],
    ["/home", "/"],
    ["/index", "/"],
    ["/Home", "/"],
    ["/Index", "/"],
    ["/financial-district-cat-tour", "/tours/financial-district"],
    ["/financial-district", "/tours/financial-district"],
    ["/brooklyn-heights-cat-tour", "/tours/brooklyn-heights"],
    ["/brooklyn-heights", "/tours/brooklyn-heights"],
    ["/lower-east-side-cat-tour", "/tours/lower-east-side"],
    ["/lower-east-side", "/tours/lower-east-side"],
    ["/private-cat-tours", "/tours/private-tours"],
    ["/private-tours", "/tours/private-tours"],
    ["/neighborhood/financial-district", "/neighborhoods/financial-district"],
    ["/neighborhood/brooklyn-heights", "/neighborhoods/brooklyn-heights"],
    ["/neighborhood/lower-east-side", "/neighborhoods/lower-east-side"],
    ["/post-new-yorkers-love-cats", "/blog"],
    ["/blog/post-alternative-walking-tours-nyc", "/blog"],
    ["/post-hatching-cat-chronicles-forgotten-tales", "/blog"],
    ["/post-unusual-things-to-do-nyc-hidden-gems", "/blog"],
    ["/the-role-of-cats-in-nycs-history-more-than-just-pets", "/blog"],
    ["/petition-save-the-bodega-cats", "/blog"],
    [LEGACY_TOUR_ID_SLUGS[0], "/tours"],
    [LEGACY_TOUR_ID_SLUGS[1], "/tours"],
  ])("%s goes to %s", (from, to) => {
    expect(redirectTarget(from)).toBe(to);
  });

  it("ignores a trailing slash", () => {
    expect(redirectTarget("/home/")).toBe("/");
  });

  it.each(["/", "/blog", "/tours", "/tours/brooklyn-heights", "/petition-", "/BLOG", "/about"])(
    "leaves %s alone",
    (path) => {
      expect(redirectTarget(path)).toBeNull();
    },
  );

  it("never points a rule at another rule (no chains, no loops)", () => {
    for (const rule of redirectRules)
      expect(redirectTarget(rule.to), `${rule.from} -> ${rule.to}`).toBeNull();
  });

  it("writes every rule for static hosts, prefixes as splats", () => {
    const file = staticHostRedirects();
    expect(file).toContain("/Blog /blog 301");
    expect(file).toContain("/petition-* /blog 301");
    expect(file.trim().split("\n")).toHaveLength(redirectRules.length + 1);
  });
});
