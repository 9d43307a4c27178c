import { describe, expect, it } from "vitest";
import { negotiateEncoding, unsafePath } from "./app.ts";

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

describe("content encoding", () => {
  it.each([
    ["br;q=0, gzip", "gzip"],
    ["br;q=0", null],
    ["gzip;q=0, br;q=0", null],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["*", "br"],
    ["*;q=0", null],
    ["*, br;q=0", "gzip"],
    ["identity", null],
    ["identity;q=0, gzip;q=0.1", "gzip"],
    ["BR", "br"],
    ["", null],
  ] as const)("%j gets %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
