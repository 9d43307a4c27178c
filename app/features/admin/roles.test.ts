import { describe, expect, it } from "vitest";
import { may, PERMISSIONS, REFUSED } from "./roles.ts";

describe("staff roles", () => {
  it("lets an owner do everything", () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(may("owner", permission), permission).toBe(true);
    }
  });

  it("keeps a guide to the inbox: no staff, content, export or sign-in links", () => {
    expect(may("guide", "manage staff")).toBe(false);
    expect(may("guide", "publish content")).toBe(false);
    expect(may("guide", "export subscribers")).toBe(false);
    expect(may("guide", "read sign-in links")).toBe(false);
  });

  it("refuses nobody in particular: no role, no permission", () => {
    expect(may(undefined, "publish content")).toBe(false);
  });

  it("has words for every refusal", () => {
    expect(Object.keys(REFUSED).sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });
});
