// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadAnalytics, trackEvent } from "./analytics.ts";

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  document.head.innerHTML = "";
  vi.useRealTimers();
});

describe("trackEvent", () => {
  it("queues the event on dataLayer when no analytics id is configured", async () => {
    await trackEvent("adventure_apply_submit", { utm_source: "instagram" }, "");
    expect(window.dataLayer).toEqual([{ event: "adventure_apply_submit", utm_source: "instagram" }]);
    expect(document.head.querySelector("script")).toBeNull();
  });

  it("sends through gtag when configured and waits for the hit", async () => {
    const calls: unknown[][] = [];
    window.gtag = (...args: unknown[]) => {
      calls.push(args);
      const options = args[2] as { event_callback?: () => void };
      setTimeout(() => options.event_callback?.(), 10);
    };
    await trackEvent("adventure_apply_submit", { utm_source: "newsletter" }, "G-TEST123");
    expect(calls[0]?.slice(0, 2)).toEqual(["event", "adventure_apply_submit"]);
    expect(calls[0]?.[2]).toMatchObject({ utm_source: "newsletter" });
  });

  it("gives up waiting after a second when the tag never answers", async () => {
    vi.useFakeTimers();
    window.gtag = () => undefined;
    let done = false;
    void trackEvent("adventure_apply_submit", { utm_source: "" }, "G-TEST123").then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe("loadAnalytics", () => {
  it("does nothing without an id", () => {
    loadAnalytics("");
    expect(window.gtag).toBeUndefined();
    expect(document.head.querySelector("script")).toBeNull();
  });

  it("loads Google's tag with page views off", () => {
    loadAnalytics("G-TEST123");
    expect(document.head.querySelector("script")?.getAttribute("src")).toBe(
      "https://www.googletagmanager.com/gtag/js?id=G-TEST123",
    );
    const queued = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued[1]).toEqual(["config", "G-TEST123", { send_page_view: false }]);
  });
});
