// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { aroundMonth, showVisitorMonths, urgencyMonth, VISITOR_MONTH } from "./visitor-month.ts";

describe("urgency month", () => {
  it.each([
    ["2025-04-01", "April"],
    ["2025-04-15", "April"],
    ["2025-04-16", "May"],
    ["2025-04-30", "May"],
    ["2025-12-15", "December"],
    ["2025-12-16", "January"],
    ["2026-01-31", "February"],
    ["2024-02-29", "March"],
  ])("on %s it names %s", (day, month) => {
    expect(urgencyMonth(new Date(`${day}T12:00:00`))).toBe(month);
  });

  it("names every month as the browser's own English date format does", () => {
    for (let month = 0; month < 12; month++) {
      const first = new Date(2026, month, 1, 12);
      expect(urgencyMonth(first)).toBe(first.toLocaleString("en-US", { month: "long" }));
    }
  });

  it("splits the message at its month, wherever and however often it comes", () => {
    expect(aroundMonth("Spots for {month} are going.")).toEqual(["Spots for ", " are going."]);
    expect(aroundMonth("{month}: going fast")).toEqual(["", ": going fast"]);
    expect(aroundMonth("No month here")).toEqual(["No month here"]);
  });

  it("writes the visitor's month into the marked elements, and only those", () => {
    document.body.innerHTML = `<p>Spots for <span ${VISITOR_MONTH}>March</span> in <span>March</span></p>`;
    showVisitorMonths(document, new Date("2025-06-20T12:00:00"));
    expect(document.body.textContent).toBe("Spots for July in March");
  });
});
