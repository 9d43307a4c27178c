import { describe, expect, it } from "vitest";
import type { Insights } from "#server/insights/insights.ts";
import type { VitalFigure } from "#server/insights/vitals.ts";
import { dashboardRange, dashboardVitals } from "./dashboard.server.ts";

/** What dashboardRange throws for an address that cannot be a range: a 400 and its reason, never a crash. */
function refusal(query: string): { status: number; reason: unknown } | "no refusal" {
  try {
    dashboardRange(new URLSearchParams(query), "2026-11-26");
  } catch (error) {
    // React Router's data(): the refusal's body and its status.
    const thrown = error as { init?: { status?: number } | null; data?: unknown };
    if (!thrown.init) throw error;
    return { status: thrown.init.status ?? 0, reason: thrown.data };
  }
  return "no refusal";
}

describe("the dashboard's range", () => {
  it.each([
    "from=2026-13-01&to=2026-12-01",
    "from=2026-11-01&to=2026-02-30",
    "from=2026-00-10&to=2026-11-01",
    "from=2026-11-32&to=2026-11-30",
    "from=9999-99-99&to=9999-99-99",
    "from=2026-11-01",
    "from=yesterday&to=today",
  ])("refuses %s with a 400 in words", (query) => {
    expect(refusal(query)).toEqual({
      status: 400,
      reason: {
        problem: "Give both dates of the range as YYYY-MM-DD, such as from=2026-11-01&to=2026-11-30.",
      },
    });
  });

  it("refuses a range that ends before it starts, or is too long", () => {
    expect(refusal("from=2026-12-01&to=2026-11-01")).toMatchObject({ status: 400 });
    expect(refusal("from=2020-01-01&to=2026-11-01")).toMatchObject({ status: 400 });
    expect(refusal("days=0")).toMatchObject({ status: 400 });
  });

  it("takes real days, leap days included", () => {
    expect(dashboardRange(new URLSearchParams("from=2028-02-28&to=2028-02-29"), "2026-11-26")).toEqual({
      from: "2028-02-28",
      to: "2028-02-29",
      days: 2,
    });
    expect(dashboardRange(new URLSearchParams(""), "2026-11-26")).toMatchObject({
      to: "2026-11-26",
      days: 28,
    });
  });
});

describe("the speed table", () => {
  it("lists each kind of device's busiest pages, so phones' few pages are not pushed out by computers' many", async () => {
    // Twenty pages read on computers, each busier than the one page read on phones.
    const figures: VitalFigure[] = [
      ...Array.from({ length: 20 }, (_, page) => ({
        path: `/page-${page}`,
        device: "desktop" as const,
        metric: "LCP" as const,
        p75: 1200,
        samples: 100 - page,
      })),
      { path: "/tours", device: "phone", metric: "LCP", p75: 2600, samples: 1 },
    ];
    const insights = { vitals: () => Promise.resolve(figures) } as unknown as Insights;
    const { pages } = await dashboardVitals(insights, { from: "2026-11-01", to: "2026-11-28", days: 28 });
    expect(pages.filter((row) => row.device === "desktop")).toHaveLength(12);
    expect(pages.find((row) => row.path === "/tours")).toMatchObject({
      device: "phone",
      figures: { LCP: { p75: 2600, samples: 1, rating: "needs improvement" } },
    });
  });
});
