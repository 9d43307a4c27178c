// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FeatureVideo } from "./feature-video.tsx";

const poster = { src: "/poster.webp", width: 1280, height: 720, alt: "A cat on the Promenade" };
const slide = { src: "/slide.webp", width: 1200, height: 900, alt: "Illustration: a cat" };

afterEach(cleanup);

describe("FeatureVideo", () => {
  it("shows the poster and loads the YouTube player only when play is pressed", () => {
    const { container } = render(
      <FeatureVideo
        title="A walk"
        poster={poster}
        youtubeId="abcdefghijk"
        slideshow={[slide]}
        sizes="100vw"
      />,
    );
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("img", { name: "A cat on the Promenade" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Play video: A walk" }));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?/);
    expect(frame?.getAttribute("title")).toBe("A walk");
    expect(document.activeElement).toBe(frame);
  });

  it("without a film, offers the slideshow instead and never loads a player", () => {
    const { container } = render(
      <FeatureVideo title="A walk" poster={poster} youtubeId="" slideshow={[slide, slide]} sizes="100vw" />,
    );
    const button = screen.getByRole("button", { name: "Play the slideshow: 2 scenes from our walks" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    fireEvent.click(button);
    expect(container.querySelector("iframe")).toBeNull();
  });
});
