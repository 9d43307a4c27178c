import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOfContent, ROOT } from "./content-copy.ts";
import { parse } from "yaml";
import { createIssueLibrary } from "#server/newsletter/issues.ts";
import { fixedSiteUrl } from "#server/site-address.ts";
import { allPosts } from "#app/features/blog/posts.server.ts";
import { plainText } from "#app/features/blog/post-format.ts";
import { renderPostContent } from "#app/features/blog/render-post.ts";
import { letterBySlug, letterHtml } from "#app/features/newsletter/letters.server.ts";
import { loader as blogFeed } from "#app/routes/blog.rss[.]xml.ts";
import { loader as newsletterFeed } from "#app/routes/newsletter.rss[.]xml.ts";
import { readContent } from "./read-content.ts";
import { factTag } from "./tokens.ts";

/**
 * A fact in the text of a post or a letter is a tag the editor shows as a chip (`{% fact name="price" /%}`, decision
 * 167); the site fills it from the settings as it fills `{price}`, which an older file may still say. The expected
 * words are read from the settings' files themselves: the price from content/settings/tours.yaml, the company's name
 * from content/settings/company.yaml.
 */
const SITE = "https://www.whiskerwalks.nyc";
const settings = (file: string) =>
  parse(readFileSync(join(ROOT, "content/settings", file), "utf8")) as Record<string, unknown>;
const price = `$${Number(settings("tours.yaml").price).toLocaleString("en-US")}`;
const company = String(settings("company.yaml").name);

/** The files of the posts and letters, with their text as stored. */
const stored = (folder: string) =>
  readdirSync(join(ROOT, folder))
    .filter((name) => name.endsWith(".md"))
    .map((name) => ({ slug: name.slice(0, -3), raw: readFileSync(join(ROOT, folder, name), "utf8") }));

const written = `Every walk costs **${factTag("price")}**, with ${factTag("companyName")}; an older file says {price}.`;
const read = `Every walk costs ${price}, with ${company}; an older file says ${price}.`;

let root: string;
let post: string;
let letter: string;

beforeAll(() => {
  root = copyOfContent("facts-");
  // A post and a sent letter that show facts, each given one more paragraph with a fact written both ways.
  post = stored("content/blog").find(({ raw }) => raw.includes(factTag("price")))!.slug;
  letter = stored("content/newsletter").find(
    ({ raw }) => raw.includes(factTag("price")) && /^sentAt:/m.test(raw),
  )!.slug;
  for (const file of [`content/blog/${post}.md`, `content/newsletter/${letter}.md`]) {
    const path = join(root, file);
    writeFileSync(path, `${readFileSync(path, "utf8").trimEnd()}\n\n${written}\n`);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a fact in the text of a post or a letter", () => {
  it("reads on the post's page as the settings say it, written as a tag or as an older token", () => {
    const source = readContent(root).posts.find((each) => each.meta.slug === post)!;
    const text = plainText(renderPostContent(source.body, () => ({ src: "", alt: "", width: 1, height: 1 })));
    expect(text).toContain(read);
    expect(text).not.toMatch(/\{%|\{\w+\}/);
  });

  it("reads so in the letter's e-mail and on its page in the archive", async () => {
    const library = createIssueLibrary({ root, siteUrl: fixedSiteUrl(SITE) });
    const rendered = await library.render(letter);
    if (!rendered.ok) throw new Error(rendered.problem);
    expect(rendered.email.text.replace(/\s+/g, " ")).toContain(read);
    expect(rendered.email.html).toContain(`<strong>${price}</strong>`);
    expect(rendered.email.text + rendered.email.html).not.toMatch(/\{%|\{\w+\}/);
    const page = letterHtml(readContent(root).newsletterIssues.find((each) => each.slug === letter)!.body);
    expect(plainText(page)).toContain(read);
  });

  it("leaves no tag or token on any page, letter or feed the site builds from its content", async () => {
    const withFacts = stored("content/blog").filter(({ raw }) => raw.includes(factTag("price")));
    expect(withFacts.length).toBeGreaterThan(3);
    for (const { slug } of withFacts) {
      const page = allPosts().find((each) => each.slug === slug)!;
      expect(page.text, slug).toContain(price);
      expect(page.text, slug).not.toMatch(/\{%|\{\w+\}/);
    }
    const archived = letterBySlug(letter)!;
    expect(plainText(archived.html)).toContain(price);
    expect(archived.html).not.toMatch(/\{%|\{\w+\}/);
    // The feeds carry each post's excerpt and each letter's preheader, whose facts are filled as well.
    for (const feed of [blogFeed(), newsletterFeed()]) expect(await feed.text()).not.toMatch(/\{%|\{\w+\}/);
  });
});
