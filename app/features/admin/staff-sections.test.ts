import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CONTENT_PAGE,
  isCurrentPage,
  STAFF_SECTIONS,
  staffNavigation,
  waitingIn,
  type StaffPageLink,
} from "./staff-sections.ts";

const pagesOf = (entries: ReturnType<typeof staffNavigation>): StaffPageLink[] =>
  entries.flatMap((entry) => ("pages" in entry ? entry.pages : [entry]));

/** Reached otherwise: the overview (its own entry), signed out, the person's account (the header), one letter. */
const NOT_IN_THE_NAVIGATION = new Set([
  "_index",
  "logout",
  "account",
  "join.$token",
  "login",
  "reset",
  "setup",
  "newsletter.$slug",
]);

describe("the staff area's navigation", () => {
  it("offers every page of the staff area to an owner, in at most six entries (one row on a laptop)", () => {
    const routes = readdirSync(join(import.meta.dirname, "../../routes"))
      .map((file) => (file.includes(".test.") ? undefined : /^admin\.([\w.$]+)\.tsx$/.exec(file)?.[1]))
      .filter((name): name is string => Boolean(name) && !NOT_IN_THE_NAVIGATION.has(name!));
    const owner = staffNavigation("owner");
    const linked = pagesOf(owner).map((page) => page.to);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(linked, route).toContain(`/admin/${route}`);
    expect(owner.length).toBeLessThanOrEqual(6);
    expect(owner.map((entry) => ("pages" in entry ? entry.label : entry.to))).toEqual(
      STAFF_SECTIONS.map((entry) => ("pages" in entry ? entry.label : entry.to)),
    );
  });

  it("shows a guide only the pages a guide may open, and a section of one page as that page's link", () => {
    const guide = staffNavigation("guide");
    expect(pagesOf(guide).every((page) => !page.permission)).toBe(true);
    expect(guide.map((entry) => ("pages" in entry ? `${entry.label}…` : entry.label))).toEqual([
      "Overview",
      "Inbox…",
      "Subscribers",
    ]);
  });

  it("names the Content page one way: its menu and its link say what its title says", async () => {
    const section = staffNavigation("owner").find(
      (entry) => "pages" in entry && entry.pages.some((page) => page.to === CONTENT_PAGE.to),
    );
    expect(section?.label).toBe(CONTENT_PAGE.label);
    const link =
      section && "pages" in section ? section.pages.find((page) => page.to === CONTENT_PAGE.to) : null;
    expect(link?.label).toBe(CONTENT_PAGE.label);
    const { meta } = await import("#app/routes/admin.content.tsx");
    expect(meta({} as never)).toContainEqual({
      title: expect.stringMatching(new RegExp(`^${CONTENT_PAGE.label}\\b`)),
    });
  });

  it("marks the page open, and its section, by address", () => {
    const overview = { to: "/admin", label: "Overview", end: true };
    const letters = { to: "/admin/newsletter", label: "Letters" };
    expect(isCurrentPage(overview, "/admin")).toBe(true);
    expect(isCurrentPage(overview, "/admin/messages")).toBe(false);
    expect(isCurrentPage(letters, "/admin/newsletter/december-walks")).toBe(true);
    expect(isCurrentPage(letters, "/admin/newsletters")).toBe(false);
  });

  it("counts the work waiting in a section", () => {
    const badges = { messages: 2, requests: 1, applications: 0, outbox: 3 };
    const inbox = staffNavigation("owner").find((entry) => "pages" in entry && entry.label === "Inbox");
    expect(waitingIn(inbox && "pages" in inbox ? inbox.pages : [], badges)).toBe(6);
  });
});
