import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl } from "./youtube.ts";

describe("youtubeEmbedUrl", () => {
  it("uses the no-cookie host and starts playing, since the visitor pressed play", () => {
    const url = new URL(youtubeEmbedUrl("dQw4w9WgXcQ"));
    expect(url.origin).toBe("https://www.youtube-nocookie.com");
    expect(url.pathname).toBe("/embed/dQw4w9WgXcQ");
    expect(url.searchParams.get("autoplay")).toBe("1");
    expect(url.searchParams.get("rel")).toBe("0");
  });
  it("cannot be steered to another path by the id", () => {
    expect(new URL(youtubeEmbedUrl("../x?y")).pathname).toBe("/embed/..%2Fx%3Fy");
  });
});
