// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChartCard } from "./charts.tsx";
import type { ChartTable } from "./dashboard.ts";

afterEach(cleanup);

const pages = (rows: ChartTable["rows"]): ChartTable => ({
  id: "pages",
  title: "Top pages",
  columns: ["Page", "Views"],
  rows,
});

describe("a chart on Insights", () => {
  it("offers its table and its CSV when something was counted", () => {
    render(<ChartCard table={pages([["/tours", 12]])} csvHref="/admin/insights.csv?chart=pages" />);
    expect(screen.getByRole("link", { name: "Download CSV: Top pages" })).toBeTruthy();
    expect(screen.getByText("Table view")).toBeTruthy();
  });

  it("says nothing was counted, with no empty table to open and no empty file to download", () => {
    render(<ChartCard table={pages([])} csvHref="/admin/insights.csv?chart=pages" />);
    expect(screen.getByText("Nothing counted in this range yet.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Download CSV/ })).toBeNull();
    expect(screen.queryByText("Table view")).toBeNull();
  });
});
