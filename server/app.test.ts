import { describe, expect, it } from "vitest";
import { unsafePath } from "./app.ts";

describe("request paths", () => {
  it.each([
    "/../etc/passwd",
    "/assets/..%2f..%2fpackage.json",
    "/%2e%2e/secret",
    "/a/%00b",
    "/a\\b",
    "/%E0%A4%A",
    "/..",
  ])("refuses %s", (path) => {
    expect(unsafePath(path)).toBe(true);
  });

  it.each(["/", "/tours/brooklyn-heights", "/assets/root-abc.js", "/blog/post?x=../y", "/caf%C3%A9"])(
    "accepts %s",
    (path) => {
      expect(unsafePath(path)).toBe(false);
    },
  );
});
