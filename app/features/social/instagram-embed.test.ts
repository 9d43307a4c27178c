// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { INSTAGRAM_EMBED_SCRIPT, instagramBlockquote, loadInstagramEmbeds } from "./instagram-embed.ts";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("loadInstagramEmbeds", () => {
  it("adds the provider's script once however many reels ask for it", async () => {
    const first = loadInstagramEmbeds();
    const second = loadInstagramEmbeds();
    const scripts = document.querySelectorAll(`script[src="${INSTAGRAM_EMBED_SCRIPT}"]`);
    expect(scripts).toHaveLength(1);
    expect(second).toBe(first);
    scripts[0]?.dispatchEvent(new Event("load"));
    await expect(first).resolves.toBeUndefined();
    await loadInstagramEmbeds();
    expect(document.querySelectorAll("script")).toHaveLength(1);
  });
});

describe("instagramBlockquote", () => {
  it("names the reel the way the provider's script reads it, with a working link inside", () => {
    const quote = instagramBlockquote(document, "https://www.instagram.com/reel/ABC/", "A cat");
    expect(quote.className).toBe("instagram-media");
    expect(quote.getAttribute("data-instgrm-permalink")).toBe("https://www.instagram.com/reel/ABC/");
    expect(quote.querySelector("a")?.getAttribute("href")).toBe("https://www.instagram.com/reel/ABC/");
  });
});
