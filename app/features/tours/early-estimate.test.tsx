// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tourFacts } from "#app/content/site.ts";
import { dollars } from "#app/content/tokens.ts";
import { stepEarly } from "./early-estimate.ts";
import { GroupSizeEstimateView } from "./group-size-estimate.tsx";
import { priceExplanation, privateTourPrice } from "./private-tour-price.ts";

// React's act() runs the hydration to its end before the test reads the page.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const { minGuests, defaultGuests } = tourFacts.privateTour;
const view = <GroupSizeEstimateView title="Estimate your price" />;

/** The estimate as the page draws it, before its island starts. */
function drawnEstimate() {
  const root = document.createElement("div");
  root.innerHTML = renderToString(view);
  document.body.append(root);
  const button = (name: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
  return {
    root,
    fewer: button("One guest fewer"),
    more: button("One guest more"),
    guests: root.querySelector("input")!,
    total: () => root.querySelector("[data-estimate-total]")!.textContent,
    explanation: () => root.querySelector("[data-estimate-explanation]")!.textContent,
  };
}

/** What the estimate says for a group of `guests`, in its own words. */
const says = (guests: number) => {
  const price = privateTourPrice(tourFacts, guests);
  return { total: dollars(price.total), explanation: priceExplanation(tourFacts, price) };
};

describe("the group-size estimate's first answer, before its island is live", () => {
  it("one guest fewer or more shows the new group and its total at once, with the estimate's own rules", () => {
    const { fewer, more, guests, total, explanation } = drawnEstimate();
    expect(stepEarly(fewer)).toBe(true);
    expect(guests.value).toBe(String(defaultGuests - 1));
    expect({ total: total(), explanation: explanation() }).toEqual(says(defaultGuests - 1));
    expect(stepEarly(more.querySelector("svg") ?? more)).toBe(true);
    expect(stepEarly(more)).toBe(true);
    expect(guests.value).toBe(String(defaultGuests + 1));
    expect({ total: total(), explanation: explanation() }).toEqual(says(defaultGuests + 1));
    // Never below the smallest group.
    for (let step = 0; step < defaultGuests + 3; step++) stepEarly(fewer);
    expect(guests.value).toBe(String(minGuests));
    // A tap elsewhere is not its to answer.
    expect(stepEarly(guests)).toBe(false);
  });

  it("the island starts from the group drawn early, with no hydration mismatch, and carries on from it", async () => {
    const { root, fewer, guests, total } = drawnEstimate();
    stepEarly(fewer);
    stepEarly(fewer);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(root, view, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(total()).toBe(says(defaultGuests - 2).total);
    // React's own handler now: one fewer from the group shown, not from the one the server drew.
    await act(async () => fewer.click());
    expect(guests.value).toBe(String(defaultGuests - 3));
    expect(total()).toBe(says(defaultGuests - 3).total);
  });
});
