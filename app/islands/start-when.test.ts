import { describe, expect, it } from "vitest";
import { parseStart, startAttribute } from "./start-when.ts";

describe("when an island starts, written on its wrapper and read back", () => {
  it("writes nothing for an island that waits to be asked", () => {
    expect(startAttribute({})).toBe("");
    expect(parseStart("")).toEqual({});
    expect(parseStart(undefined)).toEqual({});
  });

  it("writes each earlier start as a word, and reads every one back", () => {
    const start = { hover: true, near: 600, nearId: "faq", imageError: true, load: true };
    expect(startAttribute(start)).toBe("hover near:600@faq image-error load");
    expect(parseStart(startAttribute(start))).toEqual(start);
    expect(parseStart(startAttribute({ near: 0 }))).toEqual({ near: 0 });
  });
});
