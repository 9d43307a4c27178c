// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { removeEarlyViewer, showEarlyViewer } from "./early-viewer.ts";

afterEach(() => {
  removeEarlyViewer();
  document.body.replaceChildren();
});

/** A gallery thumbnail as the page draws it, its picture shown. */
function thumbnail() {
  document.body.innerHTML = `<a href="/a.webp" data-hold-tap data-gallery-image="3"><img src="/a.webp" alt="A cat"></a>`;
  const image = document.querySelector("img")!;
  Object.defineProperty(image, "currentSrc", { value: "http://localhost/a-400.webp" });
  return document.querySelector("a")!;
}
const early = () => document.querySelector<HTMLElement>("[data-early-viewer]");

describe("the gallery's first answer", () => {
  it("shows the tapped picture large at once, hidden from assistive technology", () => {
    expect(showEarlyViewer(thumbnail(), () => undefined)).toBe(true);
    expect(early()?.getAttribute("aria-hidden")).toBe("true");
    expect(early()?.querySelector("img")?.src).toBe("http://localhost/a-400.webp");
  });

  it("answers only for gallery pictures, once", () => {
    document.body.innerHTML = `<button type="button">Menu</button>`;
    expect(showEarlyViewer(document.querySelector("button")!, () => undefined)).toBe(false);
    const picture = thumbnail();
    expect(showEarlyViewer(picture, () => undefined)).toBe(true);
    expect(showEarlyViewer(picture, () => undefined)).toBe(false);
    expect(document.querySelectorAll("[data-early-viewer]")).toHaveLength(1);
  });

  it("gives way to the viewer as it opens", async () => {
    const forget = vi.fn();
    showEarlyViewer(thumbnail(), forget);
    const portal = document.createElement("div");
    portal.innerHTML = `<div role="dialog" data-lightbox></div>`;
    document.body.append(portal);
    await vi.waitFor(() => expect(early()).toBeNull());
    expect(forget).not.toHaveBeenCalled();
  });

  it("Escape or a tap puts it away, and the held tap is forgotten", () => {
    const forget = vi.fn();
    showEarlyViewer(thumbnail(), forget);
    dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(early()).toBeNull();
    showEarlyViewer(thumbnail(), forget);
    early()!.click();
    expect(early()).toBeNull();
    expect(forget).toHaveBeenCalledTimes(2);
  });
});
