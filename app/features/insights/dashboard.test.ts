import { describe, expect, it } from "vitest";
import { dayLabel, rangeLabel } from "./dashboard.ts";

describe("the dashboard's dates", () => {
  it("reads as staff read dates elsewhere, not as ISO", () => {
    expect(dayLabel("2026-11-25")).toBe("Wed, Nov 25");
    expect(rangeLabel("2026-10-29", "2026-11-25")).toBe("Thu, Oct 29 to Wed, Nov 25, 2026");
    expect(rangeLabel("2025-12-29", "2026-01-04")).toBe("Mon, Dec 29, 2025 to Sun, Jan 4, 2026");
  });
});
