import { describe, expect, it } from "vitest";
import { urgencyMessage, urgencyMonth } from "./urgency.ts";

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

  it("fills the month into the message", () => {
    expect(urgencyMessage("Spots for {month} are going.", new Date("2025-06-20T12:00:00"))).toBe(
      "Spots for July are going.",
    );
  });
});
