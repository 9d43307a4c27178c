import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyOfContent, ROOT } from "./content-copy.ts";
import { parse, stringify } from "yaml";
import { ContentError, readContent } from "./read-content.ts";

let root: string;

/** A copy of the real content to break on purpose. */
beforeEach(() => {
  root = copyOfContent("content-");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function edit(file: string, change: (data: Record<string, unknown>) => void) {
  const path = join(root, file);
  const data = parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  change(data);
  writeFileSync(path, stringify(data));
}

function problems(): string[] {
  try {
    readContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("reading content", () => {
  it("reads the real content without a problem", () => {
    const content = readContent(ROOT);
    expect(content.tours.length).toBeGreaterThan(0);
    expect(content.posts.length).toBeGreaterThan(0);
  });

  it("names the file, the field and the reason for a bad entry", () => {
    edit("content/tours/brooklyn-heights.yaml", (tour) => {
      tour.maxGuests = "twelve";
      (tour.stops as { title: string }[])[1]!.title = "";
    });
    expect(problems()).toEqual(
      expect.arrayContaining([
        'content/tours/brooklyn-heights.yaml, field "maxGuests": write a number here, like 40 (digits only, no $ sign or words)',
        'content/tours/brooklyn-heights.yaml, field "stops[1].title": must not be empty',
      ]),
    );
  });

  it("says what is wrong in the staff's words: a missing field, a number out of range, a choice, an unknown field", () => {
    edit("content/settings/tours.yaml", (facts) => {
      facts.price = 5000;
      delete facts.durationHours;
      facts.priceInEuros = 37;
    });
    expect(problems()).toEqual(
      expect.arrayContaining([
        'content/settings/tours.yaml, field "price": use a number at most 1000',
        'content/settings/tours.yaml, field "durationHours": this is required: fill it in',
        "content/settings/tours.yaml: remove the field priceInEuros: the site does not use it",
      ]),
    );
  });

  it("fills in the facts' tokens and refuses an unknown token", () => {
    const price = readContent(ROOT).tourFacts.price;
    edit("content/settings/tours.yaml", (facts) => {
      facts.price = price + 5;
    });
    edit("content/tours/lower-east-side.yaml", (tour) => {
      tour.teaser = "Only {price} for {brooklyn-heights.maxGuests} guests";
    });
    const tour = readContent(root).tours.find((each) => each.slug === "lower-east-side");
    expect(tour?.teaser).toMatch(new RegExp(`^Only \\$${price + 5} for \\d+ guests$`));

    edit("content/tours/lower-east-side.yaml", (tour) => {
      tour.teaser = "Only {prize}";
    });
    expect(problems()).toContain('content/tours/lower-east-side.yaml, field "teaser": unknown token {prize}');
  });

  it("gives every picture one description, and refuses a picture without one", () => {
    const content = readContent(ROOT);
    const tour = content.tours[0]!;
    expect(content.pictures[tour.image]).toMatch(/\S/);
    rmSync(join(root, `content/images/${tour.image}.yaml`));
    expect(problems()).toEqual(
      expect.arrayContaining([
        `content/images/${tour.image}: the picture has no description (add ${tour.image}.yaml with alt)`,
        `content/tours/${tour.slug}.yaml, field "image": no picture "${tour.image}" in content/images`,
      ]),
    );
  });

  it("gives a social card without a headline of its own the page's heading, or the tour's name", () => {
    edit("content/pages/about.yaml", (page) => {
      delete (page.og as Record<string, unknown>).headline;
      (page.hero as Record<string, unknown>).title = "Four guides and their cats";
    });
    edit("content/tours/lower-east-side.yaml", (tour) => {
      delete ((tour.page as Record<string, unknown>).og as Record<string, unknown>).headline;
      tour.name = "Lower East Side Shop-Cat Walk";
    });
    const content = readContent(root);
    expect(content.pages.about?.og.headline).toBe("Four guides and their cats");
    expect(content.pages["tour-lower-east-side"]?.og.headline).toBe("Lower East Side Shop-Cat Walk");
    // Words of its own win.
    edit("content/pages/about.yaml", (page) => {
      (page.og as Record<string, unknown>).headline = "Meet the guides";
    });
    expect(readContent(root).pages.about?.og.headline).toBe("Meet the guides");
  });

  it("makes a page for every tour and neighborhood, so a new tour is one new file", () => {
    const source = readFileSync(join(root, "content/tours/lower-east-side.yaml"), "utf8");
    writeFileSync(join(root, "content/tours/harlem.yaml"), source.replace(/^order: \d+/m, "order: 9"));
    const content = readContent(root);
    expect(content.tours.at(-1)?.path).toBe("/tours/harlem");
    expect(content.pages["tour-harlem"]?.path).toBe("/tours/harlem");
    expect(content.pages["tour-harlem"]?.parent).toBe("tours");
  });

  it("gives a post its slug from the file name and names the line of a tag it cannot render", () => {
    const post = readContent(ROOT).posts[0]!;
    expect(post.file).toBe(`content/blog/${post.meta.slug}.md`);
    const path = join(root, post.file);
    const lines = readFileSync(path, "utf8").split("\n");
    writeFileSync(path, [...lines, "", "{% callout %}", "Bring water.", "{% /callout %}"].join("\n"));
    expect(problems()).toEqual([expect.stringMatching(`^${post.file}, line ${lines.length + 2}: .*callout`)]);
  });

  it("leaves a file's later tokens for the code that shows it, and refuses them anywhere else", () => {
    const content = readContent(root);
    expect(content.pages.tours).toMatchObject({ urgency: expect.stringContaining("{month}") });
    edit("content/pages/contact.yaml", (page) => {
      (page.hero as Record<string, unknown>).subtitle = "Spots for {month}";
    });
    expect(problems()).toContain('content/pages/contact.yaml, field "hero.subtitle": unknown token {month}');
  });

  it("writes a token with a capital at the start of a sentence", () => {
    edit("content/tours/lower-east-side.yaml", (tour) => {
      tour.teaser = "{DurationWords} on foot, {durationWords} well spent";
    });
    const tour = readContent(root).tours.find((each) => each.slug === "lower-east-side");
    const words = readContent(root).tokens.durationWords;
    expect(tour?.teaser).toBe(
      `${words.charAt(0).toUpperCase()}${words.slice(1)} on foot, ${words} well spent`,
    );
  });

  it("fills the shared tour-page copy in for each tour, a new tour included", () => {
    const source = readFileSync(join(root, "content/tours/lower-east-side.yaml"), "utf8");
    writeFileSync(
      join(root, "content/tours/harlem.yaml"),
      source.replace(/^order: \d+/m, "order: 9").replace(/^shortName: .*$/m, "shortName: Harlem"),
    );
    const content = readContent(root);
    expect(content.tourTemplates.tourPage.harlem?.about.title).toContain("Harlem");
    expect(content.tourTemplates.neighborhoodPage.harlem?.hero.book).toContain("Harlem");
  });

  it("refuses a link to a page the site does not have", () => {
    edit("content/settings/navigation.yaml", (navigation) => {
      (navigation.header as { to: string }[])[0]!.to = "/abut";
    });
    edit("content/pages/booking.yaml", (page) => {
      (page.estimate as Record<string, unknown>).intro = "See [private tours](/tours/privat-tours#price).";
    });
    expect(problems()).toEqual(
      expect.arrayContaining([
        'content/settings/navigation.yaml, field "header[0].to": no page of the site at /abut',
        'content/pages/booking.yaml, field "estimate.intro": no page of the site at /tours/privat-tours#price',
      ]),
    );
  });
});

describe("site settings and references between entries", () => {
  it("fills the season into the banner, and a capitalized token starts a sentence", () => {
    edit("content/settings/site.yaml", (settings) => {
      settings.season = { year: 2031, next: "April 2032" };
    });
    edit("content/pages/about.yaml", (about) => {
      (about.reserve as { text: string }).text = "{DurationWords} for {price}; {durationWords}.";
    });
    const content = readContent(root);
    expect(content.siteSettings.seasonBanner.title).toContain("2031");
    expect(content.siteSettings.seasonBanner.text).toContain("April 2032");
    const words = content.tokens.durationWords;
    expect((content.pages.about as unknown as { reserve: { text: string } }).reserve.text).toBe(
      `${words.charAt(0).toUpperCase()}${words.slice(1)} for ${content.tokens.price}; ${words}.`,
    );
  });

  it("refuses offer dates that end before they start", () => {
    edit("content/settings/site.yaml", (settings) => {
      settings.offers = { validFrom: "2026-01-01", validThrough: "2025-12-31" };
    });
    expect(problems()).toContain(
      'content/settings/site.yaml, field "offers.validThrough": validThrough must not come before validFrom',
    );
  });

  it("names the file and field of a reference to a tour, an outlet, a guide or a cat that is not there", () => {
    edit("content/pages/gallery.yaml", (gallery) => {
      (gallery.tourPhotos as { pictures: { tour: string }[] }).pictures[2]!.tour = "harlem";
      (gallery.featured as { outlet: string }).outlet = "the-daily-planet";
    });
    edit("content/pages/press-kit.yaml", (pressKit) => {
      const items = (pressKit.highlights as { items: { cat: string; guide: string }[] }).items;
      items[0]!.guide = "nobody";
      items[1]!.cat = "Garfield";
    });
    const guide = (
      parse(readFileSync(join(root, "content/pages/press-kit.yaml"), "utf8")) as {
        highlights: { items: { guide: string }[] };
      }
    ).highlights.items[1]!.guide;
    expect(problems()).toEqual(
      expect.arrayContaining([
        'content/pages/gallery.yaml, field "tourPhotos.pictures[2].tour": no tour "harlem" in content/tours',
        'content/pages/gallery.yaml, field "featured.outlet": no outlet "the-daily-planet" in content/press',
        'content/pages/press-kit.yaml, field "highlights.items[0].guide": no guide "nobody" in content/team',
        expect.stringMatching(
          new RegExp(
            `^content/pages/press-kit\\.yaml, field "highlights\\.items\\[1\\]\\.cat": .* has no cat "Garfield" in content/team/${guide}\\.yaml$`,
          ),
        ),
      ]),
    );
  });
});
