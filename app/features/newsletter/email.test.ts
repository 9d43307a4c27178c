import { describe, expect, it } from "vitest";
import { createIssueLibrary } from "#server/newsletter/issues.ts";
import { fixedSiteUrl } from "#server/site-address.ts";
import { readContent } from "#app/content/read-content.ts";
import { forReader, UNSUBSCRIBE_PLACEHOLDER } from "./email.ts";
import { mailLetterPicture, mailLogo, mailPostPicture } from "./mail-pictures.ts";

const SITE = "https://www.whiskerwalks.nyc";
const content = readContent();
const library = createIssueLibrary({ root: process.cwd(), siteUrl: fixedSiteUrl(SITE) });
/** An issue of content/newsletter with pictures and featured posts. */
const issue = content.newsletterIssues.find(
  (each) => /!\[/.test(each.body) && each.meta.featuredPosts.length,
)!;

describe("the newsletter e-mail", () => {
  it("is the issue in the brand's HTML: its pictures on the site's address with their descriptions, its posts", async () => {
    const rendered = await library.render(issue.slug);
    if (!rendered.ok) throw new Error(rendered.problem);
    const { html, text, subject, preheader } = rendered.email;
    expect(subject).toBe(issue.meta.subject);
    expect(preheader).toBe(issue.meta.preheader);
    // The preheader is the hidden first line mail programs show after the subject.
    expect(html).toMatch(
      new RegExp(
        `<div style="display:none[^"]*"[^>]*>${preheader.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "&#x27;")}`,
      ),
    );
    // Each picture is its copy made for mail (mail-pictures.ts; their sizes: scripts/newsletter-pictures.test.ts).
    expect(html).toContain(`src="${SITE}${mailLogo()}"`);
    for (const [, alt, src] of issue.body.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g))
      expect(html).toContain(
        `<img alt="${alt!.replace(/'/g, "&#x27;")}" src="${SITE}${mailLetterPicture(src!)}"`,
      );
    for (const slug of issue.meta.featuredPosts) {
      expect(html).toContain(`href="${SITE}/blog/${slug}"`);
      // The post's own header picture, described as content/images describes it (not its title, not its card).
      const post = content.posts.find((each) => each.meta.slug === slug)!;
      const alt = content.pictures[post.meta.image]!.replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
      expect(html).toContain(`<img alt="${alt}" src="${SITE}${mailPostPicture(slug)}"`);
    }
    expect(html).toContain(`href="${SITE}/newsletter/${issue.slug}"`);
    // Every address is absolute on the site: none relative to whatever the mail program shows it in.
    expect(html).not.toMatch(/(?:href|src)="\/(?!\/)/);
    // The plain-text part reads as text, with the addresses written out.
    expect(text).not.toMatch(/<[a-z]/i);
    expect(text).toContain(`${SITE}/blog/${issue.meta.featuredPosts[0]}`);
    expect(text).toContain(content.newsletter.email.unsubscribe);
  });

  it("gives each reader their own unsubscribe link, in both parts, and marks a test", async () => {
    const rendered = await library.render(issue.slug, { test: true });
    if (!rendered.ok) throw new Error(rendered.problem);
    expect(rendered.email.subject).toBe(`[TEST] ${issue.meta.subject}`);
    expect(rendered.email.html).toContain(`href="${UNSUBSCRIBE_PLACEHOLDER}"`);
    const link = `${SITE}/newsletter/unsubscribe/12-3.signature`;
    const mine = forReader(rendered.email, link);
    expect(mine.html).toContain(`href="${link}"`);
    expect(mine.text).toContain(link);
    expect(`${mine.html}${mine.text}`).not.toContain(UNSUBSCRIBE_PLACEHOLDER);
  });

  it("says what stops a send: an issue that is not there", async () => {
    expect(await library.render("no-such-issue")).toEqual({
      ok: false,
      problem: "There is no issue no-such-issue in the newsletter any more.",
    });
  });
});
