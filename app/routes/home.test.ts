import { afterEach, describe, expect, it, vi } from "vitest";
import { siteSettings } from "#app/content/site.ts";
import { pageContent } from "#app/content/content.server.ts";
import { indoorTalkTimes } from "#app/features/events/indoor-talk.ts";
import { loader, meta } from "./home.tsx";

/**
 * The home page as a build renders it on a given day (docs/decisions/121): the winter talk, its Event record and the
 * season banner that points to it only until the talk is over, whatever day the build runs.
 */
const talk = indoorTalkTimes(siteSettings.season.year, pageContent("home").indoorTalk);
const DAY = 86_400_000;

function homeOn(day: Date) {
  vi.useFakeTimers({ now: day, toFake: ["Date"] });
  const loaderData = loader();
  const records = (meta({ loaderData } as unknown as Parameters<typeof meta>[0]) ?? []).flatMap(
    (descriptor) =>
      "script:ld+json" in descriptor ? [descriptor["script:ld+json"] as Record<string, unknown>] : [],
  );
  return { talk: loaderData.talk, events: records.filter((record) => record["@type"] === "Event") };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the home page's winter talk", () => {
  it("is shown, with its record and its tickets, the day before it", () => {
    const home = homeOn(new Date(new Date(talk.startDate).getTime() - DAY));
    expect(home.talk?.startDate).toBe(talk.startDate);
    expect(home.events).toHaveLength(1);
    expect(home.events[0]).toMatchObject({ startDate: talk.startDate, eventStatus: expect.any(String) });
    expect(home.events[0]?.offers).toBeDefined();
  });

  for (const [when, day] of [
    ["the minute it ends", new Date(new Date(talk.endDate).getTime())],
    ["a year later", new Date(new Date(talk.endDate).getTime() + 365 * DAY)],
    ["a year from today", new Date(Date.now() + 365 * DAY)],
  ] as const) {
    it(`leaves the page, its banner and its record ${when}`, () => {
      const home = homeOn(day);
      expect(home.talk).toBeNull();
      expect(home.events).toEqual([]);
    });
  }
});
