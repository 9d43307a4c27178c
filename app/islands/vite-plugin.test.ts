import { describe, expect, it } from "vitest";
import { islandChunkName } from "./vite-plugin.ts";

const root = "/work/site/app";
const set = (...names: string[]) => new Set(names);

describe("which file a module of the islands goes in", () => {
  it("keeps modules no island imports out of the grouping", () => {
    expect(islandChunkName(`${root}/routes/admin.tsx`, undefined, true)).toBeNull();
  });

  it("puts whatever the entry or an island on every page imports in the common file", () => {
    expect(islandChunkName(`${root}/lib/cn.ts`, set("islands-common", "contact-form"), true)).toBe(
      "islands-common",
    );
  });

  it("puts a module one island alone imports in that island's file", () => {
    expect(islandChunkName(`${root}/features/gallery/gallery-images.ts`, set("gallery-grid"), true)).toBe(
      "gallery-grid",
    );
  });

  it("puts a module several islands share in its feature's file", () => {
    const importers = set("contact-form", "adventure-application-form", "tour-request-form");
    expect(islandChunkName(`${root}/features/forms/form-fields.tsx`, importers, false)).toBe("forms");
  });

  it("puts a shared part of ours with no feature in the common file only when all it imports is there", () => {
    const importers = set("gallery-grid", "feature-video");
    expect(islandChunkName(`${root}/components/ui/picture.tsx`, importers, true)).toBe("islands-common");
    expect(islandChunkName(`${root}/components/ui/picture.tsx`, importers, false)).toBe(
      "feature-video+gallery-grid",
    );
  });

  it("puts a library several islands share in a file for that set of islands", () => {
    const importers = set("liability-waiver", "adventure-application-form");
    expect(islandChunkName("/work/site/node_modules/radix-ui/dist/dialog.mjs", importers, true)).toBe(
      "adventure-application-form+liability-waiver",
    );
  });
});
