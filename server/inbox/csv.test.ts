import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV export", () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ["+1 212", "'+1 212"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["a,b", '"a,b"'],
    ["line\nbreak", '"line\nbreak"'],
    ["plain", "plain"],
  ])("escapes %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("writes dates as ISO, empty cells for nothing, and CRLF rows", () => {
    expect(toCsv(["a", "b"], [[new Date("2026-11-22T10:00:00Z"), null]])).toBe(
      "a,b\r\n2026-11-22T10:00:00.000Z,\r\n",
    );
  });
});
