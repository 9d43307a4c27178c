// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingCalendarView as BookingCalendar } from "./booking-calendar.tsx";

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  /** Brings the observed element into view. */
  reveal() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

describe("BookingCalendar", () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("without an item id, logs 'No itemId provided' and renders nothing", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<BookingCalendar itemId={undefined} label="nothing" />);
    expect(container.innerHTML).toBe("");
    expect(error).toHaveBeenCalledWith("No itemId provided");
  });

  it("is a placeholder until it comes near, then a lazy frame for the item", () => {
    render(<BookingCalendar itemId={562630} label="Brooklyn Heights Cat-History Tour" />);
    expect(screen.getByText("Preparing calendar...")).toBeTruthy();
    expect(document.querySelector("iframe")).toBeNull();
    act(() => FakeIntersectionObserver.instances[0]?.reveal());
    const frame = document.querySelector("iframe");
    expect(frame?.getAttribute("src")).toContain(
      "/items/562630/?flow=1219724&full-items=yes&fallback=simple",
    );
    expect(screen.getByText("Loading calendar...")).toBeTruthy();
  });
});
