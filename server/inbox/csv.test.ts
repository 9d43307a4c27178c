import { describe, expect, it } from "vitest";
import { csvCell, newYorkCsvTime, toCsv } from "./csv.ts";

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

  it("writes a moment as New York's clock reads it, in winter and in summer", () => {
    expect(newYorkCsvTime(new Date("2026-11-30T23:30:46Z"))).toBe("2026-11-30 18:30:46");
    expect(newYorkCsvTime(new Date("2026-07-04T04:05:06Z"))).toBe("2026-07-04 00:05:06");
  });
});
