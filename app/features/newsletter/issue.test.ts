import { describe, expect, it } from "vitest";
import type { IssueError } from "./issue.ts";
import {
  issueFromPost,
  issuePictureProblems,
  parseIssueFile,
  withoutPageNavigation,
  withSentDate,
} from "./issue.ts";

const file = (head: string, body = "Dear reader,\n\nHello.\n") => `---\n${head}\n---\n${body}`;
const HEAD = 'subject: "A letter from the archive"\npreheader: "Three stories from the newspapers of 1895."';

describe("a newsletter issue's file", () => {
  it("reads the frontmatter and the letter, and treats a field the editor emptied as left out", () => {
    const issue = parseIssueFile(
      "content/newsletter/march.md",
      file(`${HEAD}\nfromPost: null\nsentAt: null`),
    );
    expect(issue).toMatchObject({
      slug: "march",
      meta: { subject: "A letter from the archive", featuredPosts: [] },
    });
    expect(issue.meta.fromPost).toBeUndefined();
    expect(issue.body).toBe("Dear reader,\n\nHello.\n");
  });

  it("keeps the moment a send started, as the send writes it, to the second", () => {
    const moment = "2026-11-20T07:25:13.000Z";
    const issue = parseIssueFile("content/newsletter/march.md", withSentDate(file(HEAD), moment));
    expect(issue.meta.sentAt).toBe(moment);
  });

  it("names the file and the field of every problem", () => {
    const problems = (raw: string, name = "march") => {
      try {
        parseIssueFile(`content/newsletter/${name}.md`, raw);
        return [];
      } catch (error) {
        return (error as IssueError).problems;
      }
    };
    expect(problems(file('subject: "Hi"\npreheader: "Three stories from 1895."'))).toEqual([
      'content/newsletter/march.md, field "subject": at least 5 characters',
    ]);
    expect(problems(file(HEAD, "  \n"))).toEqual([
      "content/newsletter/march.md: write the letter below the --- block",
    ]);
    expect(problems(file(HEAD), "unsubscribe")[0]).toMatch(
      /"unsubscribe" is an address the newsletter already uses/,
    );
    expect(problems("Dear reader")[0]).toMatch(/must start with a --- block/);
  });

  it("writes the day it was sent and keeps everything else as written", () => {
    const raw = file(`${HEAD}\nfeaturedPosts:\n  - custom-house-mousers`);
    const sent = withSentDate(raw, "2026-12-01");
    expect(sent).toBe(file(`${HEAD}\nfeaturedPosts:\n  - custom-house-mousers\nsentAt: 2026-12-01`));
    expect(withSentDate(sent, "2026-12-01")).toBe(sent);
  });

  it("starts from a post: its title, excerpt (cut to a preheader's length) and text, linking back", () => {
    const excerpt = "x".repeat(200);
    const raw = issueFromPost({
      slug: "custom-house-mousers",
      title: "The Custom House mousers",
      excerpt,
      body: "Text.",
    });
    const issue = parseIssueFile("content/newsletter/custom-house-mousers.md", raw);
    expect(issue.meta).toMatchObject({
      subject: "The Custom House mousers",
      fromPost: "custom-house-mousers",
    });
    expect(issue.meta.preheader).toHaveLength(150);
    expect(issue.body.trim()).toBe("Text.");
  });

  it("leaves out a paragraph that is one link alone with an arrow, as pages move about the site; keeps the rest", () => {
    const story =
      "Mousers kept the mail safe.\n\nRead the [tour page](/tours) → it has the times.\n\n[The tour](/tours)";
    expect(withoutPageNavigation(`${story}\n\n[← Back to Blog](/blog)\n`).trim()).toBe(story);
    expect(
      withoutPageNavigation(`[« Older posts](/blog)\n\n${story}\n\n[Next post →](/blog/next)`).trim(),
    ).toBe(story);
    // A link in a paragraph with other words is part of the story.
    expect(withoutPageNavigation("[← Back to Blog](/blog)\nand more words")).toBe(
      "[← Back to Blog](/blog)\nand more words",
    );
  });

  it("asks a description of every picture, and that it is one of the uploaded ones", () => {
    const uploaded = new Set(["cat.jpg"]);
    expect(issuePictureProblems("![A tabby on a stoop](/newsletter/pictures/cat.jpg)", uploaded)).toEqual([]);
    expect(issuePictureProblems("![](/newsletter/pictures/cat.jpg)", uploaded)[0]).toMatch(
      /has no description/,
    );
    expect(issuePictureProblems("![A dog](https://example.com/dog.png)", uploaded)[0]).toMatch(
      /upload it in the editor/,
    );
  });
});
