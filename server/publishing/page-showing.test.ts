/**
 * Where "See the preview" opens and where "View it" goes after a publish (issue 39): the public page a change shows
 * on, read from the changed files and the content's own addresses.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readContent } from "../../app/content/read-content.ts";
import { pageShowing } from "./describe-changes.ts";
import type { ChangedFile } from "./content-history.ts";

const ROOT = join(import.meta.dirname, "../..");
const content = readContent(ROOT);
/** A changed file as the checkout holds it. */
const read = async (file: string) => readFileSync(join(ROOT, file));
const edited = (...files: string[]): ChangedFile[] => files.map((file) => ({ file, change: "changed" }));

describe("the page a change shows on", () => {
  it("is a post's own page, a tour's or a neighborhood's, and a page at the address its file gives", async () => {
    const post = content.posts[0]!.meta.slug;
    expect(await pageShowing(edited(`content/blog/${post}.md`), read)).toBe(`/blog/${post}`);
    const tour = content.tours[0]!;
    expect(await pageShowing(edited(`content/tours/${tour.slug}.yaml`), read)).toBe(tour.path);
    const neighborhood = content.neighborhoods[0]!;
    expect(await pageShowing(edited(`content/neighborhoods/${neighborhood.slug}.yaml`), read)).toBe(
      neighborhood.path,
    );
    expect(await pageShowing(edited("content/pages/about.yaml"), read)).toBe(content.pages.about!.path);
  });

  it("is the tours page for the tours' facts, the first changed file with a page decides, and else the home page", async () => {
    expect(await pageShowing(edited("content/settings/tours.yaml"), read)).toBe(content.pages.tours!.path);
    expect(await pageShowing(edited("content/settings/company.yaml", "content/pages/about.yaml"), read)).toBe(
      content.pages.about!.path,
    );
    expect(await pageShowing(edited("content/pages/about.yaml", "content/settings/tours.yaml"), read)).toBe(
      content.pages.about!.path,
    );
    expect(await pageShowing(edited("content/settings/company.yaml"), read)).toBe("/");
    expect(await pageShowing([{ file: "content/pages/about.yaml", change: "deleted" }], read)).toBe("/");
  });

  it("is a sent letter's page, or the archive when the only changes are letters not sent yet", async () => {
    const sent = content.newsletterIssues.find((issue) => issue.meta.sentAt);
    if (sent)
      expect(await pageShowing(edited(`content/newsletter/${sent.slug}.md`), read)).toBe(
        `/newsletter/${sent.slug}`,
      );
    const draft = "content/newsletter/a-letter-not-sent.md";
    const unsent = async () => Buffer.from("---\nsubject: Soon\n---\n\nHello.\n");
    expect(await pageShowing(edited(draft), unsent)).toBe(content.pages.newsletter!.path);
    // Beside a change that shows somewhere, the letter not sent does not decide, whatever the files' order.
    const withAbout = async (file: string) => (file === draft ? unsent() : read(file));
    expect(await pageShowing(edited(draft, "content/pages/about.yaml"), withAbout)).toBe(
      content.pages.about!.path,
    );
    // The company's settings show on the home page.
    expect(await pageShowing(edited(draft, "content/settings/company.yaml"), withAbout)).toBe("/");
  });
});
