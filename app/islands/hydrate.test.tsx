// @vitest-environment jsdom
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateIsland } from "./hydrate.ts";
import { IslandRoot } from "./island.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** An island's root as the page draws it: the server's rendering, with the same root as the browser hydrates. */
function drawn() {
  const root = document.createElement("div");
  root.innerHTML = renderToString(
    createElement(IslandRoot, {}, createElement(Greeting, { name: "Mister Mittens" })),
  );
  document.body.append(root);
  return root;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("an island's hydration", () => {
  it("reports when it is live", async () => {
    const live = vi.fn();
    const stop = hydrateIsland(drawn(), Greeting, { name: "Mister Mittens" }, { live, failed: vi.fn() });
    await vi.waitFor(() => expect(live).toHaveBeenCalledOnce());
    stop();
  });

  it("stopped before React has hydrated it (the visitor went Back at once), it stops without an error", async () => {
    // React reports a recoverable error as the window's error event (reportError, or here, jsdom, an ErrorEvent).
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener("error", onError);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const live = vi.fn();
    const failed = vi.fn();
    const stop = hydrateIsland(drawn(), Greeting, { name: "Mister Mittens" }, { live, failed });
    stop();
    await settled();
    expect(live).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
    window.removeEventListener("error", onError);
    expect(errors).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });
});
